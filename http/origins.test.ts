import { describe, expect, it } from 'vitest';
import { checkedOrigin, checkedUrl, isPolicySource } from './origins.ts';

/** Every printable ASCII character and a few others that the URL parser takes inside a host. */
const hostCharactersTheParserTakes = (() => {
  const characters: string[] = [];
  for (let code = 0x21; code <= 0x7e; code += 1) characters.push(String.fromCharCode(code));
  characters.push('\u00e1', '\u00f0', '\u00a0', '\u3002');
  return characters.filter((character) => {
    try {
      return new URL(`https://a${character}b.example`).protocol === 'https:';
    } catch {
      return false;
    }
  });
})();

/** What a host of a setting may hold: letters, digits, hyphens and dots. */
const hostCharacters = /^[A-Za-z0-9.-]$/;

describe('the characters the URL parser takes in a host', () => {
  it('include many that a host of ours may not hold: the reason for checkedOrigin', () => {
    expect(hostCharactersTheParserTakes).toEqual(expect.arrayContaining([';', ',', '*', "'", '!', '$']));
  });
});

describe('checkedOrigin', () => {
  it.each([
    ['https://api.byko.is', 'https://api.byko.is'],
    ['https://api.byko.is/', 'https://api.byko.is'],
    ['https://API.Byko.is:8443', 'https://api.byko.is:8443'],
    ['https://xn--bk-vja.is', 'https://xn--bk-vja.is'],
    ['https://10.0.0.7', 'https://10.0.0.7'],
    ['https://[2001:db8::1]:8443', 'https://[2001:db8::1]:8443'],
    ['http://localhost:8090', 'http://localhost:8090'],
    ['http://127.0.0.1:8090/', 'http://127.0.0.1:8090'],
  ])('takes %j as %j', (value, origin) => {
    expect(checkedOrigin(value)).toBe(origin);
  });

  it.each([
    'https://x;script-src',
    'https://r;sandbox',
    'https://*',
    'https://*.byko.is',
    'https://a,b.is',
    "https://a'b.is",
    'https://a"b.is',
    'https://a b.is',
    'https://bykó.is',
    'https://api.byko.is/v1',
    'https://api.byko.is?x=1',
    'https://api.byko.is#x',
    'https://user:secret@api.byko.is',
    'http://api.byko.is',
    'http://[::1]:8090',
    'ftp://files.byko.is',
    'javascript:alert(1)',
    'api.byko.is',
    'https://-byko.is',
    'https://byko..is',
    'https://byko.is.',
    '',
  ])('refuses %j', (value) => {
    expect(checkedOrigin(value)).toBeUndefined();
  });

  it.each(hostCharactersTheParserTakes)(
    'refuses a host that holds %j unless it is a letter, digit, hyphen or dot',
    (character) => {
      const origin = checkedOrigin(`https://a${character}b.example`);
      if (hostCharacters.test(character)) expect(origin).toBe(`https://a${character.toLowerCase()}b.example`);
      else expect(origin).toBeUndefined();
    },
  );
});

describe('checkedUrl', () => {
  it('keeps a template as written, its placeholder included', () => {
    expect(checkedUrl('https://undirritun.byko.is/skjal/{documentId}?from=vefur&x=1')).toBe(
      'https://undirritun.byko.is/skjal/{documentId}?from=vefur&x=1',
    );
    expect(checkedUrl('http://localhost:8090/sandbox/signing/{documentId}')).toBe(
      'http://localhost:8090/sandbox/signing/{documentId}',
    );
  });

  it('percent-encodes what a page could read as its own in the path and query', () => {
    expect(checkedUrl(`https://villur.byko.is/a b/"'<x>?q=ó{y}`)).toBe(
      'https://villur.byko.is/a%20b/%22%27%3Cx%3E?q=%C3%B3%7By%7D',
    );
    // An escape already there stays one; a lone % is encoded.
    expect(checkedUrl('https://villur.byko.is/%C3%B3/100%')).toBe('https://villur.byko.is/%C3%B3/100%25');
  });

  it.each([
    'https://r;sandbox/x',
    'https://*/x',
    'https://user@villur.byko.is/x',
    'http://villur.byko.is/x',
    '/skyrsla',
    'villur.byko.is/skyrsla',
  ])('refuses %j, whose origin checkedOrigin refuses', (value) => {
    expect(checkedUrl(value)).toBeUndefined();
  });
});

describe('isPolicySource', () => {
  it.each([
    "'self'",
    "'none'",
    'data:',
    'blob:',
    "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
    'https://api.byko.is',
    'http://localhost:8081',
    'https://[2001:db8::1]:8443',
  ])('takes %j', (source) => {
    expect(isPolicySource(source)).toBe(true);
  });

  it.each([
    'https://x;script-src',
    'https://x script-src',
    'https://a,b.is',
    '*',
    'https://*',
    "'unsafe-inline'",
    "'unsafe-eval'",
    'https:',
    'https://api.byko.is/',
    'https://api.byko.is/path',
    '',
  ])('refuses %j', (source) => {
    expect(isPolicySource(source)).toBe(false);
  });

  it.each(hostCharactersTheParserTakes.filter((character) => !hostCharacters.test(character)))(
    'refuses an origin whose host holds %j',
    (character) => {
      expect(isPolicySource(`https://a${character}b.example`)).toBe(false);
    },
  );
});
