import { describe, expect, it } from 'vitest';
import { headParts, serverRenderedEstimate } from './server-rendered.ts';

const page =
  '<!doctype html><html lang="is"><head><meta charset="utf-8">' +
  '<meta name="byko-api-base" content="/api">' +
  '<link rel="modulepreload" href="/cdn/chunks/runtime-a.js">' +
  '<link rel="preload" as="fetch" crossorigin href="/api/payment/demo-card">' +
  '<script type="module" crossorigin src="/assets/main-b.js"></script>' +
  '<script type="module" src="/cdn/byko-widgets.js"></script>' +
  '<link rel="stylesheet" href="/assets/main-c.css"></head><body><byko-pay payment-id="demo-card"></byko-pay></body></html>';
const twin =
  '<!doctype html><html lang="is"><head><meta charset="utf-8"><style>body{margin:0}</style></head>' +
  '<body><byko-pay payment-id="demo-card"><template shadowrootmode="open"><p>24.990 kr.</p></template></byko-pay></body></html>';

describe('the server-rendered estimate', () => {
  it("reads the page's metas and module scripts, not its preloads or styles", () => {
    expect(headParts(page)).toEqual({
      metas: ['<meta charset="utf-8">', '<meta name="byko-api-base" content="/api">'],
      scripts: ['/assets/main-b.js', '/cdn/byko-widgets.js'],
    });
  });

  it('is the twin with the metas and a starter of those scripts at the end of its head', () => {
    const estimate = serverRenderedEstimate(twin, page);
    expect(estimate.startsWith(twin.slice(0, twin.indexOf('</head>')))).toBe(true);
    expect(estimate).toContain('<meta name="byko-api-base" content="/api">');
    expect(estimate).toContain(`for (const src of ["/assets/main-b.js","/cdn/byko-widgets.js"])`);
    expect(estimate).toContain("addEventListener('load'");
    expect(estimate).not.toContain('modulepreload');
    expect(estimate).not.toContain('as="fetch"');
    // The twin's rendered content is kept whole after the head.
    expect(estimate.endsWith(twin.slice(twin.indexOf('</head>')))).toBe(true);
  });

  it('escapes a < in a script address, so it cannot close the starter', () => {
    const hostile = page.replace('/cdn/byko-widgets.js', '/cdn/x.js?</script><script>alert(1)//');
    const estimate = serverRenderedEstimate(twin, hostile);
    expect(estimate).not.toContain('</script><script>alert(1)');
    expect(estimate).toContain('\\u003c/script>');
  });

  it('refuses a twin without a head', () => {
    expect(() => serverRenderedEstimate('<p>x</p>', page)).toThrow('no </head>');
  });
});
