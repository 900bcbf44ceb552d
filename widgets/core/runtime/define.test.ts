import { describe, expect, it } from 'vitest';
import { parseAttribute } from './define.ts';

// How attribute text becomes a widget prop. defineWidget itself needs a DOM: the browser tests cover it.

describe('parseAttribute', () => {
  it('keeps a string attribute as written, empty included', () => {
    expect(parseAttribute('string', 'Innskráning fyrir reikningsviðskipti')).toBe(
      'Innskráning fyrir reikningsviðskipti',
    );
    expect(parseAttribute('string', '')).toBe('');
  });

  it('reads numbers, decimals included', () => {
    expect(parseAttribute('number', '12')).toBe(12);
    expect(parseAttribute('number', '12.5')).toBe(12.5);
    expect(parseAttribute('number', '0')).toBe(0);
    expect(parseAttribute('number', ' 7 ')).toBe(7);
  });

  it('gives undefined (the component default) for a number attribute that is not a number', () => {
    expect(parseAttribute('number', '')).toBeUndefined();
    expect(parseAttribute('number', '   ')).toBeUndefined();
    expect(parseAttribute('number', 'abc')).toBeUndefined();
    expect(parseAttribute('number', 'Infinity')).toBeUndefined();
  });

  it('reads a present boolean attribute as true, as HTML does, and "false" as false', () => {
    expect(parseAttribute('boolean', '')).toBe(true);
    expect(parseAttribute('boolean', 'true')).toBe(true);
    expect(parseAttribute('boolean', 'hide-terms')).toBe(true);
    expect(parseAttribute('boolean', 'false')).toBe(false);
  });

  it('reads one of a fixed set of values whatever its case, and nothing else', () => {
    const levels = ['L', 'M', 'Q', 'H'] as const;
    expect(parseAttribute(levels, 'Q')).toBe('Q');
    expect(parseAttribute(levels, ' q ')).toBe('Q');
    expect(parseAttribute(['PRODUCTION', 'TEST'], 'test')).toBe('TEST');
    expect(parseAttribute(levels, 'X')).toBeUndefined();
    expect(parseAttribute(levels, '')).toBeUndefined();
  });

  it('parses valid JSON', () => {
    expect(parseAttribute('json', '{"a":[1,2],"b":"ð"}')).toEqual({ a: [1, 2], b: 'ð' });
    expect(parseAttribute('json', '[]')).toEqual([]);
    expect(parseAttribute('json', '3')).toBe(3);
  });

  it('gives undefined for invalid JSON instead of throwing', () => {
    expect(parseAttribute('json', '{"broken":')).toBeUndefined();
    expect(parseAttribute('json', '')).toBeUndefined();
    expect(parseAttribute('json', "{a: 'b'}")).toBeUndefined();
  });
});
