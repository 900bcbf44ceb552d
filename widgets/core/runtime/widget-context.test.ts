import { afterEach, describe, expect, it, vi } from 'vitest';
import { inLang } from './widget-context.tsx';

// A page of the app the element leads to (navigate, a NavLink's href) opens in the element's
// language: `?lang` is added on the page's own origin only, never over one the URL already has.

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('inLang', () => {
  it("adds the element's language to a page of its own origin, query and fragment kept", () => {
    vi.stubGlobal('location', { origin: 'https://greida.byko.is' });
    expect(inLang('https://greida.byko.is/kvittun/a%20b?x=1#top', 'pl')).toBe(
      'https://greida.byko.is/kvittun/a%20b?x=1&lang=pl#top',
    );
  });

  it('leaves Icelandic, another origin and a URL that names its language as they are', () => {
    vi.stubGlobal('location', { origin: 'https://greida.byko.is' });
    expect(inLang('https://greida.byko.is/kvittun/1', 'is')).toBe('https://greida.byko.is/kvittun/1');
    expect(inLang('https://byko.is/', 'en')).toBe('https://byko.is/');
    expect(inLang('https://greida.byko.is/kvittun/1?lang=pl', 'en')).toBe(
      'https://greida.byko.is/kvittun/1?lang=pl',
    );
  });
});
