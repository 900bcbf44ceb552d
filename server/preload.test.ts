import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chunksOf, fetchPreloads, libraryChunksOf, pagePreloader } from './preload.ts';

/** A library build's manifest in small: two elements sharing a runtime, with a dynamic import. */
const vite = {
  'widgets/pay/pay.element.ts': {
    file: 'chunks/pay.element-AbCd1234.js',
    imports: ['_runtime-Ef567890.js', '_payment-GhIj1234.js'],
    dynamicImports: ['widgets/pay/three-ds/ThreeDsDialog.tsx'],
  },
  '_payment-GhIj1234.js': { file: 'chunks/payment-GhIj1234.js', imports: ['_runtime-Ef567890.js'] },
  '_runtime-Ef567890.js': { file: 'chunks/runtime-Ef567890.js', imports: ['_rolldown-runtime-Kl901234.js'] },
  '_rolldown-runtime-Kl901234.js': { file: 'chunks/rolldown-runtime-Kl901234.js' },
  'widgets/pay/three-ds/ThreeDsDialog.tsx': {
    file: 'chunks/ThreeDsDialog-Mn345678.js',
    imports: ['_runtime-Ef567890.js'],
  },
  'widgets/login/login.element.ts': {
    file: 'chunks/login.element-Op901234.js',
    imports: ['_runtime-Ef567890.js'],
  },
};

const elements = {
  modules: [
    { path: 'widgets/pay/pay.element.ts', declarations: [{ tagName: 'byko-pay' }] },
    { path: 'widgets/login/login.element.ts', declarations: [{ tagName: 'byko-login' }] },
    { path: 'widgets/core/helpers.ts', declarations: [{}] },
  ],
};

const attributesOf = (tag: string, attributes: Record<string, string>) => ({ tag, attributes });

describe('chunksOf', () => {
  it("lists an element's chunk and all it imports statically, each once", () => {
    expect(chunksOf('byko-pay', vite, elements)).toEqual([
      'chunks/pay.element-AbCd1234.js',
      'chunks/runtime-Ef567890.js',
      'chunks/rolldown-runtime-Kl901234.js',
      'chunks/payment-GhIj1234.js',
    ]);
  });

  it('leaves out what the element imports only when needed (dynamic imports)', () => {
    expect(chunksOf('byko-pay', vite, elements)).not.toContain('chunks/ThreeDsDialog-Mn345678.js');
  });

  it("lists another element's own chunk and the shared runtime", () => {
    expect(chunksOf('byko-login', vite, elements)).toEqual([
      'chunks/login.element-Op901234.js',
      'chunks/runtime-Ef567890.js',
      'chunks/rolldown-runtime-Kl901234.js',
    ]);
  });

  it('lists nothing for a tag the build does not declare', () => {
    expect(chunksOf('byko-nothing', vite, elements)).toEqual([]);
    expect(chunksOf('byko-pay', {}, elements)).toEqual([]);
  });
});

describe('libraryChunksOf', () => {
  const withLibraries = {
    ...vite,
    'widgets/checkout/checkout.element.ts': {
      file: 'chunks/checkout.element-Qr111111.js',
      imports: ['_runtime-Ef567890.js'],
      dynamicImports: ['node_modules/qr-code-styling/lib/qr-code-styling.js'],
    },
    // A linked node_modules (a worktree's) is named by its relative path: found the same.
    '../../main/node_modules/qr-code-styling/lib/qr-code-styling.js': {
      file: 'chunks/qr-code-styling-Qr222222.js',
      imports: ['_rolldown-runtime-Kl901234.js'],
      isDynamicEntry: true,
    },
    'node_modules/jsbarcode/bin/JsBarcode.js': {
      file: 'chunks/JsBarcode-Jb333333.js',
      imports: ['_rolldown-runtime-Kl901234.js'],
      isDynamicEntry: true,
    },
  };
  const already = ['chunks/runtime-Ef567890.js', 'chunks/rolldown-runtime-Kl901234.js'];

  it("names the drawing library a code page surely draws with, less the element's own chunks", () => {
    expect(libraryChunksOf(attributesOf('byko-checkout', { mode: 'code' }), withLibraries, already)).toEqual([
      'chunks/qr-code-styling-Qr222222.js',
    ]);
    expect(libraryChunksOf(attributesOf('byko-barcode', { code: 'x' }), withLibraries, already)).toEqual([
      'chunks/JsBarcode-Jb333333.js',
    ]);
  });

  it('names none where the element may draw nothing: the account list, the login, a card payment', () => {
    for (const element of [
      attributesOf('byko-checkout', { mode: 'accounts' }),
      attributesOf('byko-checkout', { mode: 'login' }),
      attributesOf('byko-pay', { 'payment-id': 'demo-card' }),
    ])
      expect(libraryChunksOf(element, withLibraries, already), JSON.stringify(element)).toEqual([]);
  });
});

describe('fetchPreloads', () => {
  it("names a payment element's payment as a fetch preload", () => {
    expect(fetchPreloads(attributesOf('byko-pay', { 'payment-id': 'demo-card' }))).toEqual([
      '<link rel="preload" as="fetch" crossorigin href="/api/payment?paymentId=demo-card" />',
    ]);
    expect(fetchPreloads(attributesOf('byko-payment-success', { 'payment-id': 'demo-paid' }))).toEqual([
      '<link rel="preload" as="fetch" crossorigin href="/api/payment?paymentId=demo-paid" />',
    ]);
  });

  it("names a special order's category, selections and options", () => {
    expect(fetchPreloads(attributesOf('special-order', { category: 'gluggar' }))).toEqual([
      '<link rel="preload" as="fetch" crossorigin href="/api/special-orders/categories/gluggar" />',
      '<link rel="preload" as="fetch" crossorigin href="/api/special-orders/categories/gluggar/selections" />',
      '<link rel="preload" as="fetch" crossorigin href="/api/special-orders/categories/gluggar/options" />',
    ]);
  });

  it("puts the page's API before the path, and the element's own api-base before that", () => {
    const element = attributesOf('byko-pay', { 'payment-id': 'demo-card' });
    expect(fetchPreloads(element, 'https://api.byko.is')).toEqual([
      '<link rel="preload" as="fetch" crossorigin href="https://api.byko.is/api/payment?paymentId=demo-card" />',
    ]);
    expect(
      fetchPreloads(
        { ...element, attributes: { ...element.attributes, 'api-base': 'https://b.example' } },
        'https://api.byko.is',
      ),
    ).toEqual([
      '<link rel="preload" as="fetch" crossorigin href="https://b.example/api/payment?paymentId=demo-card" />',
    ]);
  });

  it("takes a blank api-base as none, as the element does: the page's API", () => {
    for (const blank of ['', '  '])
      expect(
        fetchPreloads(
          attributesOf('byko-pay', { 'payment-id': 'demo-card', 'api-base': blank }),
          'https://api.byko.is',
        ),
      ).toEqual([
        '<link rel="preload" as="fetch" crossorigin href="https://api.byko.is/api/payment?paymentId=demo-card" />',
      ]);
  });

  it("puts the element's api-base before the path, without a doubled slash", () => {
    expect(
      fetchPreloads(
        attributesOf('byko-pay', { 'payment-id': 'demo-card', 'api-base': 'https://api.byko.is/' }),
      ),
    ).toEqual([
      '<link rel="preload" as="fetch" crossorigin href="https://api.byko.is/api/payment?paymentId=demo-card" />',
    ]);
  });

  it('keeps hostile attribute text inside the href', () => {
    const hostile = '"><script>alert(1)</script>';
    const links = [
      ...fetchPreloads(attributesOf('byko-pay', { 'payment-id': hostile })),
      ...fetchPreloads(attributesOf('byko-pay', { 'payment-id': 'x', 'api-base': hostile })),
      ...fetchPreloads(attributesOf('special-order', { category: hostile })),
    ];
    expect(links).toHaveLength(5);
    for (const link of links) {
      expect(link).not.toContain('<script');
      // One element, whose only quotes are those around its three attributes' values.
      expect(link.match(/</g)).toHaveLength(1);
      expect(link.match(/"/g)).toHaveLength(6);
      expect(link).toMatch(/^<link rel="preload" as="fetch" crossorigin href="[^"<>]+" \/>$/);
    }
    expect(links[1]).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('names nothing for an element without its id or category, or without first GETs', () => {
    expect(fetchPreloads(attributesOf('byko-pay', {}))).toEqual([]);
    expect(fetchPreloads(attributesOf('special-order', { category: '..' }))).toEqual([]);
    expect(fetchPreloads(attributesOf('byko-login', { 'api-base': 'https://api.byko.is' }))).toEqual([]);
    expect(fetchPreloads(attributesOf('byko-receipt', {}))).toEqual([]);
    expect(fetchPreloads(attributesOf('byko-receipt', { 'payment-id': '..' }))).toEqual([]);
  });

  it("names a receipt's receipt and the webcam's cameras, which need no login", () => {
    expect(fetchPreloads(attributesOf('byko-receipt', { 'payment-id': 'demo paid' }))).toEqual([
      '<link rel="preload" as="fetch" crossorigin href="/api/payment/demo%20paid/receipt" />',
    ]);
    expect(fetchPreloads(attributesOf('byko-webcam', {}))).toEqual([
      '<link rel="preload" as="fetch" crossorigin href="/webcam/cameras" />',
    ]);
  });
});

describe('pagePreloader', () => {
  const unbuilt = mkdtempSync(join(tmpdir(), 'byko-preload-'));
  afterAll(() => rmSync(unbuilt, { recursive: true, force: true }));

  it('names only the first GETs when the build has no manifests', () => {
    const preloads = pagePreloader(unbuilt);
    expect(preloads(attributesOf('byko-pay', { 'payment-id': 'demo-card' }))).toEqual([
      '<link rel="preload" as="fetch" crossorigin href="/api/payment?paymentId=demo-card" />',
    ]);
    expect(preloads(attributesOf('byko-login', {}))).toEqual([]);
    expect(preloads(undefined)).toEqual([]);
  });

  it("names the element's chunks under /cdn/ before its first GETs, from the build's manifests", () => {
    const built = join(unbuilt, 'built');
    mkdirSync(join(built, '.vite'), { recursive: true });
    writeFileSync(join(built, '.vite', 'manifest.json'), JSON.stringify(vite));
    writeFileSync(join(built, 'custom-elements.json'), JSON.stringify(elements));
    const preloads = pagePreloader(built);
    expect(preloads(attributesOf('byko-pay', { 'payment-id': 'demo-card' }))).toEqual([
      '<link rel="modulepreload" href="/cdn/chunks/pay.element-AbCd1234.js" />',
      '<link rel="modulepreload" href="/cdn/chunks/runtime-Ef567890.js" />',
      '<link rel="modulepreload" href="/cdn/chunks/rolldown-runtime-Kl901234.js" />',
      '<link rel="modulepreload" href="/cdn/chunks/payment-GhIj1234.js" />',
      '<link rel="preload" as="fetch" crossorigin href="/api/payment?paymentId=demo-card" />',
    ]);
    expect(preloads(attributesOf('byko-pay', { 'payment-id': 'demo-all' }))).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/payment?paymentId=demo-all" />',
    );
    expect(preloads(attributesOf('byko-nothing', {}))).toEqual([]);
  });

  it('names nothing for a folder that is not there', () => {
    expect(pagePreloader(join(unbuilt, 'missing'))(attributesOf('byko-login', {}))).toEqual([]);
  });
});
