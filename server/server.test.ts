import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { immutable } from '../http/headers.ts';
import type { SiteSettings } from './page-settings.ts';
import { createPagesApp } from './pages-app.ts';
import { precompress } from './precompress.ts';
import { createServerApp } from './server.ts';

/** A build in small: the pages' template and script, the CDN loader, one element chunk, manifests. */
const root = mkdtempSync(join(tmpdir(), 'byko-server-'));
const pageScript = `${'export const page = "BYKO";\n'.repeat(60)}`;
const loader = 'import("./chunks/pay.element-AbCd1234.js");\n';
const typings = `${'export interface BykoPayAttributes { "payment-id": string }\n'.repeat(30)}`;
const template = `<!doctype html>
<html lang="is">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#00457c" />
    <link rel="icon" href="data:," />
    <title>BYKO</title>
    <script type="module" src="/assets/main-AbCd1234.js"></script>
    <script type="module" src="/cdn/byko-widgets.js"></script>
  </head>
  <body>
    <noscript>Þessi síða þarf JavaScript.</noscript>
  </body>
</html>
`;

function write(path: string, content: string | object) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
}

const framer = 'https://www.byko.is';
const settings: SiteSettings = {
  apiBase: 'https://api.byko.is',
  instalmentSigningUrl: 'https://undirritun.example/skjal/{documentId}',
  loanSigningUrl: 'https://undirritun.example/lan/{documentId}',
  processorOrigins: ['https://processor.example'],
  allowedOrigins: [framer],
  frameAncestors: [framer],
};
const build = { version: '1.2.3', build: 'abcdef012345' };
let app: Hono;

beforeAll(() => {
  write('dist-pages/index.html', template);
  write('dist-pages/assets/main-AbCd1234.js', pageScript);
  write('dist-cdn/byko-widgets.js', loader);
  write('dist-cdn/chunks/pay.element-AbCd1234.js', 'export const pay = 1;\n');
  write('dist-cdn/byko-widgets.d.ts', typings);
  write('dist-cdn/.vite/manifest.json', {
    'widgets/pay/pay.element.ts': { file: 'chunks/pay.element-AbCd1234.js' },
  });
  write('dist-cdn/custom-elements.json', {
    modules: [{ path: 'widgets/pay/pay.element.ts', declarations: [{ tagName: 'byko-pay' }] }],
  });
  expect(precompress(join(root, 'dist-pages')).files).toBe(1);
  app = createPagesApp({ root, settings, build });
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

/** A request to `app` as a browser sends it to `url`: with its Host header, which the guard of npm start reads. */
const browserRequest = (app: Hono, url: string) => app.request(url, { headers: { Host: new URL(url).host } });
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('a host page', () => {
  it('is sent with its policy, security headers and revalidation', async () => {
    const response = await get('/borga/demo-card');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    const policy = response.headers.get('Content-Security-Policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("style-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/unsafe-/);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(response.headers.get('ETag')).toMatch(/^"[^"]+"$/);
  });

  it('carries its settings, and names their origins in its policy, whatever host it is asked for by', async () => {
    const response = await app.request('http://shop.example.is/borga/demo-card');
    const policy = response.headers.get('Content-Security-Policy') ?? '';
    expect(policy).toContain('frame-src https://processor.example;');
    expect(policy).toContain("form-action 'self' https://processor.example;");
    expect(policy).toContain("connect-src 'self' https://api.byko.is;");
    expect(policy).not.toContain('shop.example.is');
    const head = (await response.text()).split('</head>')[0] ?? '';
    expect(head).toContain('<meta name="byko-api-base" content="https://api.byko.is" />');
    expect(head).toContain(
      '<meta name="byko-instalment-signing-url" content="https://undirritun.example/skjal/{documentId}" />',
    );
    expect(head).not.toContain('shop.example.is');
  });

  it("names the element's chunk and its payment in the head, before the element is there", async () => {
    const response = await get('/borga/demo-card');
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" href="/cdn/chunks/pay.element-AbCd1234.js" />');
    expect(head).toContain(
      '<link rel="preload" as="fetch" crossorigin href="https://api.byko.is/api/payment?paymentId=demo-card" />',
    );
    // The page's own script is in the page, and its policy runs exactly that text.
    expect(head).toContain(`<script type="module">${pageScript}</script>`);
    const hash = createHash('sha256').update(pageScript).digest('base64');
    expect(response.headers.get('Content-Security-Policy')).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(html).toContain('<byko-pay payment-id="demo-card"></byko-pay>');
  });

  it('names its first GETs at the API of its settings, whatever Host it is asked with', async () => {
    // A Host that names the API's own host must not turn the preload into a path on the pages' origin.
    for (const url of ['http://api.byko.is/borga/demo-card', 'https://api.byko.is/borga/demo-card']) {
      const html = await (await app.request(url)).text();
      expect(html).toContain(
        '<link rel="preload" as="fetch" crossorigin href="https://api.byko.is/api/payment?paymentId=demo-card" />',
      );
      expect(html).not.toContain('href="/api/');
    }
  });

  it("keeps a hostile payment id out of the head's markup", async () => {
    const html = await (await get('/borga/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E')).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(
      'href="https://api.byko.is/api/payment?paymentId=%22%3E%3Cscript%3Ealert%281%29%3C%2Fscript%3E"',
    );
  });

  it('is compressed with brotli or gzip as the browser accepts, and plain otherwise', async () => {
    const plain = await get('/borga/demo-card');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    const page = await bytes(plain);
    expect(page.length).toBeGreaterThanOrEqual(1024);
    expect(plain.headers.get('Vary')).toContain('Accept-Encoding');

    const brotli = await get('/borga/demo-card', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brotli.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(brotli)).equals(page)).toBe(true);

    const gzip = await get('/borga/demo-card', { 'Accept-Encoding': 'deflate, gzip;q=1.0' });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gzip)).equals(page)).toBe(true);

    // A weight of 0 refuses an encoding.
    const refused = await get('/borga/demo-card', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(refused.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(refused)).equals(page)).toBe(true);

    const identity = await get('/borga/demo-card', { 'Accept-Encoding': 'identity' });
    expect(identity.headers.get('Content-Encoding')).toBeNull();
    expect((await bytes(identity)).equals(page)).toBe(true);
  });

  it('is answered 304, without a body, when the browser has it already', async () => {
    const first = await get('/borga/demo-card', { 'Accept-Encoding': 'br' });
    const tag = first.headers.get('ETag') ?? '';
    const again = await get('/borga/demo-card', { 'Accept-Encoding': 'br', 'If-None-Match': tag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('ETag')).toBe(tag);
    const changed = await get('/borga/demo-card', { 'Accept-Encoding': 'br', 'If-None-Match': '"other"' });
    expect(changed.status).toBe(200);
  });

  it("may be framed by the retailer's site when it is an iframe=1 page, and only then", async () => {
    const framed = await get('/kvittun/demo-paid?iframe=1');
    expect(framed.status).toBe(200);
    expect(framed.headers.get('Content-Security-Policy')).toContain(`frame-ancestors 'self' ${framer}`);
    const unframed = await get('/kvittun/demo-paid');
    expect(unframed.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
  });

  it('is a 404 page under the same policy for a path that is no page', async () => {
    const response = await get('/ekki-til');
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Security-Policy')).not.toMatch(/unsafe-/);
    expect(await response.text()).toMatch(/<main[^>]*>[\s\S]*<h1[^>]*>Síða fannst ekki<\/h1>/);
  });

  it("is not found at /: the retailer's own site holds its front page", async () => {
    const response = await get('/');
    expect(response.status).toBe(404);
    expect(await response.text()).toMatch(/<h1[^>]*>Síða fannst ekki<\/h1>/);
  });
});

describe('the built files', () => {
  it('serves a hashed asset as immutable, from its brotli twin', async () => {
    const response = await get('/assets/main-AbCd1234.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe(immutable);
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    const body = await bytes(response);
    expect(body.equals(readFileSync(join(root, 'dist-pages/assets/main-AbCd1234.js.br')))).toBe(true);
    expect(brotliDecompressSync(body).toString('utf8')).toBe(pageScript);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('serves a hashed asset from its gzip twin, or as it is', async () => {
    const gzip = await get('/assets/main-AbCd1234.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gzip)).toString('utf8')).toBe(pageScript);
    const plain = await get('/assets/main-AbCd1234.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(pageScript);
  });

  it('serves the loader for other origins, asked again each time', async () => {
    const response = await get('/cdn/byko-widgets.js');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(loader);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(response.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('Content-Security-Policy')).toBeNull();
  });

  it("serves an element's chunk for other origins, as immutable", async () => {
    const response = await get('/cdn/chunks/pay.element-AbCd1234.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe(immutable);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });

  it('serves the React typings as text, compressed', async () => {
    const response = await get('/cdn/byko-widgets.d.ts', { 'Accept-Encoding': 'br' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(response)).toString('utf8')).toBe(typings);
  });

  it('serves the elements manifest, asked again each time', async () => {
    const response = await get('/cdn/custom-elements.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(JSON.parse(await response.text())).toMatchObject({
      modules: [{ path: 'widgets/pay/pay.element.ts' }],
    });
  });
});

describe('a file the bundle does not have', () => {
  it('is a short plain 404, not a page', async () => {
    for (const path of ['/cdn/chunks/gone-AbCd1234.js', '/cdn/nothing', '/cdn/']) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('Content-Type')).toBe('text/plain; charset=UTF-8');
      const body = await response.text();
      expect(body).toBe('Not found\n');
      expect(response.headers.get('Content-Security-Policy')).toBeNull();
    }
  });
});

describe('the source maps', () => {
  beforeAll(() => write('dist-cdn/chunks/pay.element-AbCd1234.js.map', '{"version":3,"sources":["pay.ts"]}'));

  it('are not served unless asked for: they publish the whole source, comments included', async () => {
    for (const path of [
      '/cdn/chunks/pay.element-AbCd1234.js.map',
      '/cdn/chunks/pay.element-AbCd1234.js%2Emap',
    ]) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('Not found\n');
    }
    expect((await get('/cdn/chunks/pay.element-AbCd1234.js')).status).toBe(200);
  });

  it('are served with publicSourceMaps (BYKO_PUBLIC_SOURCE_MAPS=1, and npm start)', async () => {
    const published = createPagesApp({ root, settings, build, publicSourceMaps: true });
    const response = await published.request('/cdn/chunks/pay.element-AbCd1234.js.map');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('"sources":["pay.ts"]');
    const started = await browserRequest(
      createServerApp({ root, authDelayMs: 0 }),
      'http://localhost:8080/cdn/chunks/pay.element-AbCd1234.js.map',
    );
    expect(started.status).toBe(200);
  });
});

describe("the build's own manifest", () => {
  it('is not published, though the server reads it', async () => {
    expect((await get('/cdn/.vite/manifest.json')).status).toBe(404);
    expect((await get('/borga/demo-card')).status).toBe(200);
  });
});

describe('what is no page', () => {
  it.each(['/api/payment?paymentId=demo-card', '/api/auth/login', '/api'])(
    '%s is not found, without a page',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('Content-Type')).not.toMatch(/html/);
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    },
  );
});

describe("the sandbox's paths, where no sandbox is", () => {
  it.each(['/__sandbox/requests', '/sandbox/signing/D-1'])('%s is the not-found page', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Síða fannst ekki');
  });
});

describe('/healthz', () => {
  it("answers the build's version, never cached", async () => {
    const response = await get('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', ...build });
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('npm start: the sandbox beside the pages', () => {
  const started = () => createServerApp({ root, authDelayMs: 0, frameAncestors: [framer] });

  it("gives the pages the sandbox's settings for the origin they are asked on", async () => {
    const response = await browserRequest(started(), 'http://localhost:8080/borga/demo-card');
    const head = (await response.text()).split('</head>')[0] ?? '';
    for (const [name, content] of [
      ['byko-api-base', 'http://localhost:8080'],
      ['byko-instalment-signing-url', 'http://localhost:8080/sandbox/signing/{documentId}'],
      ['byko-loan-signing-url', 'http://localhost:8080/sandbox/loan-signing/{documentId}'],
      ['byko-google-pay-environment', 'TEST'],
      ['byko-google-pay-script', 'http://localhost:8080/sandbox/google-pay/pay.js'],
    ]) {
      expect(head).toContain(`<meta name="${name}" content="${content}" />`);
    }
    const policy = response.headers.get('Content-Security-Policy') ?? '';
    // The sandbox's processor is the other spelling of the loopback host.
    expect(policy).toContain('frame-src http://127.0.0.1:8080;');
    expect(policy).toContain("form-action 'self' http://127.0.0.1:8080;");
    expect(policy).not.toContain('pay.google.com');
  });

  it('answers / with the demo links it prints, grouped by the route each opens', async () => {
    const response = await browserRequest(started(), 'http://localhost:8080/');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Security-Policy')).toMatch(
      /^default-src 'none'; style-src 'sha256-/,
    );
    const html = await response.text();
    expect(html).toContain('<a href="/borga/demo-card">/borga/demo-card</a>');
    expect(html).toContain('<a href="/vidskipti">/vidskipti</a>');
    // The pay route's links under its heading, in the route table's order: the payment before the receipt.
    const headings = [...html.matchAll(/<h2[^>]*>([^<]+) <code/g)].map((match) => match[1]);
    expect(headings.slice(0, 2)).toEqual(['Greiðsla', 'Kvittun']);
    expect(html.indexOf('/borga/demo-slip')).toBeLessThan(html.indexOf('/kvittun/demo-paid'));
  });

  it('answers only the hosts it serves: another name gets 403, pages, API and controls alike', async () => {
    const app = createServerApp({
      root,
      authDelayMs: 0,
      hosts: { listenHost: 'localhost', allowed: ['byko.test'] },
    });
    for (const path of ['/', '/borga/demo-card', '/api/payment?paymentId=demo-card', '/__sandbox/requests']) {
      const rebound = await browserRequest(app, `http://attacker.example:8080${path}`);
      expect(rebound.status).toBe(403);
      expect(await rebound.text()).toMatch(/attacker\.example/);
      for (const host of ['localhost:8080', '127.0.0.1:8080', '[::1]:8080', 'byko.test:8080']) {
        expect((await browserRequest(app, `http://${host}${path}`)).status).not.toBe(403);
      }
    }
  });

  it("answers the API without the pages' policy or headers, as the retailer's API would", async () => {
    const response = await browserRequest(started(), 'http://localhost:8080/api/payment?paymentId=demo-card');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(response.headers.get('Content-Security-Policy')).toBeNull();
    // The pages' revalidation rule is not put on API answers: they carry no Cache-Control of ours.
    expect(response.headers.get('Cache-Control')).toBeNull();
  });
});
