import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { polishPlural } from './polish-plural.ts';

const form = (count: number) => polishPlural(count, 'one', 'few', 'many');

describe('polishPlural', () => {
  it('gives adres, adresy, adresów as Polish counts them', () => {
    expect([0, 1, 2, 4, 5, 11, 12, 14, 21, 22, 24, 25, 102, 112, 1000].map(form)).toEqual([
      'many',
      'one',
      'few',
      'few',
      'many',
      'many',
      'many',
      'many',
      'many',
      'few',
      'few',
      'many',
      'few',
      'many',
      'many',
    ]);
  });

  it("agrees with Intl.PluralRules('pl') for every whole count", () => {
    const rules = new Intl.PluralRules('pl');
    fc.assert(
      fc.property(fc.nat(1_000_000), (count) => {
        expect(form(count)).toBe(rules.select(count));
      }),
    );
  });
});
