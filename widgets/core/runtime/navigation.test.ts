import { describe, expect, it } from 'vitest';
import { safeUrl } from './navigation.ts';

// Core's navigation guard: what a redirectUrl from the API, a `next` or a `signing-url` attribute
// may make the browser follow.

const page = { origin: 'https://greida.byko.is', allowed: ['https://byko.is'] };

describe('safeUrl', () => {
  it.each([
    ['/borga/demo-card/tokst', 'https://greida.byko.is/borga/demo-card/tokst'],
    ['kvittun/x?y=1#z', 'https://greida.byko.is/kvittun/x?y=1#z'],
    ['https://greida.byko.is/vidskipti', 'https://greida.byko.is/vidskipti'],
    ['https://byko.is/', 'https://byko.is/'],
    ['  /vidskipti  ', 'https://greida.byko.is/vidskipti'],
  ])('follows %j (our origin, or one the page allows)', (to, expected) => {
    expect(safeUrl(to, page)).toBe(expected);
  });

  it.each([
    'javascript:alert(localStorage.getItem("token"))',
    ' javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'blob:https://greida.byko.is/1234',
    'https://evil.example',
    'http://greida.byko.is/borga',
    '//evil.example/x',
    '\\\\evil.example/x',
    '/\\evil.example/x',
    'https://byko.is.evil.example/',
    'https://greida.byko.is@evil.example/',
    'ftp://greida.byko.is/x',
  ])('refuses %j', (to) => {
    expect(safeUrl(to, page)).toBeUndefined();
  });

  it('allows nothing but its own origin when the page lists none', () => {
    expect(safeUrl('https://byko.is/', { origin: page.origin })).toBeUndefined();
    expect(safeUrl('/x', { origin: page.origin })).toBe('https://greida.byko.is/x');
  });
});
