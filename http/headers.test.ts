import { describe, expect, it } from 'vitest';
import { cacheControlFor, contentSecurityPolicy, immutable, revalidate } from './headers.ts';

/** The policy's directives by name, each with its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('cacheControlFor', () => {
  it.each([
    'chunks/x-AbCd1234.js',
    '/cdn/chunks/pay.element-CMb4sY-U.js',
    'assets/main-CSyd4yfv.css',
    '/assets/main-DkuOtmz3.js',
  ])('keeps the hashed build file %s for a year, unchanged', (path) => {
    expect(cacheControlFor(path)).toBe(immutable);
    expect(immutable).toContain('immutable');
    expect(immutable).toContain('max-age=31536000');
  });

  it.each([
    'byko-widgets.js',
    '/cdn/byko-widgets.js',
    'router.js',
    '/assets/router.js',
    'custom-elements.json',
    '.vite/manifest.json',
    'byko-widgets.d.ts',
    'index.html',
  ])('asks again for %s, whose name stays the same when its content changes', (path) => {
    expect(cacheControlFor(path)).toBe(revalidate);
    expect(revalidate).toBe('no-cache');
  });
});

describe('contentSecurityPolicy', () => {
  const processor = 'https://processor.example';
  const framers = ['https://www.byko.is', 'https://app.byko.is'];
  const pagePolicy = contentSecurityPolicy({
    processorOrigins: [processor],
    framing: { ancestors: framers, iframe: false },
  });
  const framedPolicy = contentSecurityPolicy({
    processorOrigins: [processor],
    framing: { ancestors: framers, iframe: true },
  });

  it('allows no inline script or style and no eval, in any directive', () => {
    for (const policy of [pagePolicy, framedPolicy]) {
      expect(policy).not.toMatch(/unsafe-/);
      expect(policy).not.toContain('*');
    }
  });

  it("takes scripts and styles from the page's own origin", () => {
    const parsed = directives(pagePolicy);
    expect(parsed.get('script-src')?.[0]).toBe("'self'");
    expect(parsed.get('style-src')).toEqual(["'self'"]);
    expect(parsed.get('default-src')).toEqual(["'self'"]);
    expect(parsed.get('object-src')).toEqual(["'none'"]);
    expect(parsed.get('base-uri')).toEqual(["'none'"]);
  });

  it("runs the page's own inlined script and style by their hashes, and no other inline text", () => {
    const parsed = directives(
      contentSecurityPolicy({
        processorOrigins: [processor],
        inline: { scripts: ["'sha256-c2NyaXB0'"], styles: ["'sha256-c3R5bGU='"] },
      }),
    );
    expect(parsed.get('script-src')).toEqual(["'self'", "'sha256-c2NyaXB0'"]);
    expect(parsed.get('style-src')).toEqual(["'self'", "'sha256-c3R5bGU='"]);
  });

  it("frames the processor's 3-D Secure page and lets the rebuilt form post to it", () => {
    const parsed = directives(pagePolicy);
    expect(parsed.get('frame-src')).toContain(processor);
    expect(parsed.get('form-action')).toEqual(["'self'", processor]);
  });

  it('is framed by no one unless the page is an iframe=1 page', () => {
    expect(directives(pagePolicy).get('frame-ancestors')).toEqual(["'none'"]);
  });

  it("lets the retailer's site and app frame an iframe=1 page", () => {
    expect(directives(framedPolicy).get('frame-ancestors')).toEqual(["'self'", ...framers]);
  });

  it("names the API's origin for calls, pictures and videos when it is elsewhere", () => {
    const api = 'https://api.byko.is';
    const parsed = directives(
      contentSecurityPolicy({
        processorOrigins: [processor],
        apiOrigins: [api],
        framing: { ancestors: [], iframe: false },
      }),
    );
    expect(parsed.get('connect-src')).toContain(api);
    expect(parsed.get('img-src')).toContain(api);
    expect(parsed.get('media-src')).toContain(api);
    expect(directives(pagePolicy).get('connect-src')).not.toContain(api);
  });

  it('frames and posts to each processor origin it is given', () => {
    const second = 'https://acs.bank.example';
    const parsed = directives(
      contentSecurityPolicy({
        processorOrigins: [processor, second],
        framing: { ancestors: [], iframe: false },
      }),
    );
    expect(parsed.get('frame-src')).toEqual(expect.arrayContaining([processor, second]));
    expect(parsed.get('form-action')).toEqual(["'self'", processor, second]);
  });

  it("says nothing of framing without it (an embedding page's own choice), and names the widgets' origin", () => {
    const widgets = 'https://widgets.byko.is';
    const parsed = directives(
      contentSecurityPolicy({
        processorOrigins: [processor],
        apiOrigins: [widgets],
        widgetsOrigins: [widgets],
      }),
    );
    expect(parsed.has('frame-ancestors')).toBe(false);
    expect(parsed.get('script-src')).toContain(widgets);
    expect(parsed.get('frame-src')).toContain(widgets);
    expect(directives(pagePolicy).get('script-src')).not.toContain(widgets);
  });
});

describe("contentSecurityPolicy's Google Pay", () => {
  const processor = 'https://processor.example';
  const policy = (googlePay?: { scriptUrl?: string }) =>
    directives(contentSecurityPolicy({ processorOrigins: [processor], ...(googlePay ? { googlePay } : {}) }));

  it("names none of Google's origins where Google Pay is not offered", () => {
    const parsed = policy();
    expect(parsed.get('script-src')).toEqual(["'self'"]);
    expect(parsed.get('frame-src')).toEqual([processor]);
    expect(parsed.get('connect-src')).toEqual(["'self'"]);
    expect(parsed.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it("lets Google's pay.js load, open its sheet, call home and draw its button", () => {
    const parsed = policy({});
    expect(parsed.get('script-src')).toEqual(["'self'", 'https://pay.google.com']);
    expect(parsed.get('frame-src')).toEqual([processor, 'https://pay.google.com']);
    expect(parsed.get('connect-src')).toEqual(["'self'", 'https://pay.google.com']);
    expect(parsed.get('img-src')).toContain('https://www.gstatic.com');
  });

  it("lets a stand-in script load and call its origin, frames nothing for it, names nothing of Google's", () => {
    const parsed = policy({ scriptUrl: 'https://gp.example/x/pay.js' });
    expect(parsed.get('script-src')).toEqual(["'self'", 'https://gp.example']);
    expect(parsed.get('frame-src')).toEqual([processor]);
    expect(parsed.get('connect-src')).toEqual(["'self'", 'https://gp.example']);
    expect([...parsed.values()].flat().join(' ')).not.toMatch(/google|gstatic/);
  });

  it('names a report origin for connections only, and each origin once', () => {
    const api = 'https://api.byko.is';
    const parsed = directives(
      contentSecurityPolicy({ processorOrigins: [processor], apiOrigins: [api], reportOrigins: [api] }),
    );
    expect(parsed.get('connect-src')).toEqual(["'self'", api]);
    const reported = directives(
      contentSecurityPolicy({ processorOrigins: [processor], reportOrigins: ['https://villur.example'] }),
    );
    expect(reported.get('connect-src')).toEqual(["'self'", 'https://villur.example']);
    expect(reported.get('img-src')).not.toContain('https://villur.example');
  });
});

describe('a source the policy would carry', () => {
  // What the URL parser lets through in a host, and more: any of them could end a directive, start
  // another policy, add a source or widen one to every host.
  const hostile = [
    ';',
    ',',
    ' ',
    '\t',
    '\n',
    "'",
    '"',
    '*',
    '!',
    '$',
    '&',
    '(',
    ')',
    '+',
    '=',
    '`',
    '{',
    '}',
    '~',
  ];

  it.each(hostile)('is refused when it holds %j, whichever option it came in by', (character) => {
    const source = `https://a${character}b.example`;
    const refused = `not a policy source: ${JSON.stringify(source)}`;
    expect(() => contentSecurityPolicy({ processorOrigins: [source] })).toThrow(refused);
    expect(() => contentSecurityPolicy({ processorOrigins: [], apiOrigins: [source] })).toThrow(refused);
    expect(() => contentSecurityPolicy({ processorOrigins: [], reportOrigins: [source] })).toThrow(refused);
    expect(() => contentSecurityPolicy({ processorOrigins: [], widgetsOrigins: [source] })).toThrow(refused);
    expect(() =>
      contentSecurityPolicy({ processorOrigins: [], framing: { ancestors: [source], iframe: true } }),
    ).toThrow(refused);
  });

  it("is refused as a keyword that opens the policy ('unsafe-inline') or as a bare scheme", () => {
    expect(() => contentSecurityPolicy({ processorOrigins: ["'unsafe-inline'"] })).toThrow();
    expect(() => contentSecurityPolicy({ processorOrigins: ['https:'] })).toThrow();
    expect(() =>
      contentSecurityPolicy({ processorOrigins: [], inline: { scripts: ["'unsafe-eval'"], styles: [] } }),
    ).toThrow();
  });
});
