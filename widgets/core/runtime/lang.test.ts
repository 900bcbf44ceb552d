import { describe, expect, it } from 'vitest';
import { langOf, langs } from './lang.ts';

// How a `lang` value becomes one of the elements' languages. langAround walks the DOM: the element
// tests cover it (test/elements/lang-element.test.ts: an ancestor's, a shadow host's).

describe('langOf', () => {
  it('reads is, en and pl as themselves', () => {
    expect(langs.map(langOf)).toEqual(['is', 'en', 'pl']);
  });

  it('reads the primary subtag, in any case and with space around it', () => {
    expect(langOf('en-GB')).toBe('en');
    expect(langOf('en-US')).toBe('en');
    expect(langOf('pl-PL')).toBe('pl');
    expect(langOf('is-IS')).toBe('is');
    expect(langOf('EN')).toBe('en');
    expect(langOf(' pl ')).toBe('pl');
  });

  it('falls back to Icelandic for any other language, and for none', () => {
    expect(langOf('de')).toBe('is');
    expect(langOf('fr-FR')).toBe('is');
    expect(langOf('english')).toBe('is');
    expect(langOf('')).toBe('is');
    expect(langOf(null)).toBe('is');
    expect(langOf(undefined)).toBe('is');
  });
});
