import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStorefrontApp, storefrontPages } from './storefront.ts';

const widgetsOrigin = 'http://localhost:8080';
const processorOrigin = 'http://127.0.0.1:8080';
const app = createStorefrontApp({ widgetsOrigin, processorOrigin });

/** What each page mounts: the element (or the framed host page) a customer meets there. */
const mounted: Record<string, string> = {
  '/karfa':
    '<byko-pay payment-id="demo-card" api-base="http://localhost:8080" google-pay-environment="TEST" google-pay-merchant-id="12345678901234567890" google-pay-merchant-name="BYKO" google-pay-gateway="example" google-pay-gateway-merchant-id="exampleGatewayMerchantId">',
  '/innskraning':
    '<byko-login reason="Innskráning fyrir reikningsviðskipti" next="/umsokn" api-base="http://localhost:8080">',
  '/umsokn': '<byko-account-application login-path="/innskraning" api-base="http://localhost:8080">',
  '/serpontun': '<special-order category="gluggar" api-base="http://localhost:8080">',
  '/kvittun':
    '<iframe class="storefront-frame" title="Kvittun" src="http://localhost:8080/kvittun/demo-paid?iframe=1">',
};

/** The policy's directives by name, each with its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('the storefront demo', () => {
  it('has a page for each element it shows, and no other', () => {
    expect(Object.keys(storefrontPages).sort()).toEqual(Object.keys(mounted).sort());
  });

  it.each(Object.entries(mounted))(
    '%s mounts its element against the widgets origin',
    async (path, element) => {
      const response = await app.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain(element);
      expect(html).toContain(`<script type="module" src="${widgetsOrigin}/cdn/byko-widgets.js"></script>`);
      expect(html).toContain('<script type="module" src="/storefront.js"></script>');
      expect(html).toContain(`<a href="${path}" aria-current="page">`);
      // No inline script or style: the page's policy would block them.
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      expect(html).not.toMatch(/<style|\sstyle=/);
    },
  );

  it.each(Object.keys(mounted))('%s is sent with the embedding policy', async (path) => {
    const response = await app.request(path);
    const policy = response.headers.get('Content-Security-Policy') ?? '';
    expect(policy).not.toMatch(/unsafe-/);
    const parsed = directives(policy);
    expect(parsed.get('script-src')).toEqual(expect.arrayContaining(["'self'", widgetsOrigin]));
    expect(parsed.get('style-src')).toEqual(["'self'"]);
    expect(parsed.get('connect-src')).toContain(widgetsOrigin);
    expect(parsed.get('img-src')).toContain(widgetsOrigin);
    expect(parsed.get('media-src')).toContain(widgetsOrigin);
    expect(parsed.get('frame-src')).toEqual(expect.arrayContaining([processorOrigin, widgetsOrigin]));
    expect(parsed.get('form-action')).toEqual(["'self'", processorOrigin]);
    expect(parsed.get('object-src')).toEqual(["'none'"]);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('has a basket whose policy leaves the processor out of form-action, and only that; each links to the other', async () => {
    const basket = await (await app.request('/karfa')).text();
    expect(basket).toContain('<a href="/karfa?csp=no-processor-form-action">');
    const response = await app.request('/karfa?csp=no-processor-form-action');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(mounted['/karfa']);
    expect(html).toContain('<a href="/karfa">');
    const full = directives((await app.request('/karfa')).headers.get('Content-Security-Policy') ?? '');
    const switched = directives(response.headers.get('Content-Security-Policy') ?? '');
    expect(switched.get('form-action')).toEqual(["'self'"]);
    expect(switched.get('frame-src')).toContain(processorOrigin);
    expect(new Map([...switched].filter(([name]) => name !== 'form-action'))).toEqual(
      new Map([...full].filter(([name]) => name !== 'form-action')),
    );
    // Only the basket has the switch.
    const login = await app.request('/innskraning?csp=no-processor-form-action');
    expect(directives(login.headers.get('Content-Security-Policy') ?? '').get('form-action')).toEqual([
      "'self'",
      processorOrigin,
    ]);
  });

  it('serves its own script as JavaScript and its stylesheet as CSS', async () => {
    const script = await app.request('/storefront.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(await script.text()).toBe(readFileSync(join(import.meta.dirname, 'storefront.js'), 'utf8'));
    const styles = await app.request('/storefront.css');
    expect(styles.status).toBe(200);
    expect(styles.headers.get('Content-Type')).toBe('text/css; charset=utf-8');
  });

  it('answers 404 for a page it does not have', async () => {
    const response = await app.request('/ekki-til');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Síða fannst ekki');
  });

  it('takes its front page to the basket', async () => {
    const response = await app.request('/');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/karfa');
  });

  it('with the API elsewhere (npm run serve’s bundle, the sandbox on its own), calls it there and allows it', async () => {
    const apiOrigin = 'http://localhost:8090';
    const split = createStorefrontApp({ widgetsOrigin, processorOrigin: apiOrigin, apiOrigin });
    const response = await split.request('/karfa');
    const html = await response.text();
    expect(html).toContain('<byko-pay payment-id="demo-card" api-base="http://localhost:8090"');
    expect(html).toContain(`<script type="module" src="${widgetsOrigin}/cdn/byko-widgets.js"></script>`);
    // The sandbox's Google Pay stand-in is where the sandbox is.
    expect(html).toContain(
      '<meta name="byko-google-pay-script" content="http://localhost:8090/sandbox/google-pay/pay.js" />',
    );
    const parsed = directives(response.headers.get('Content-Security-Policy') ?? '');
    expect(parsed.get('script-src')).toEqual(["'self'", widgetsOrigin, apiOrigin]);
    expect(parsed.get('connect-src')).toEqual(["'self'", apiOrigin]);
    expect(parsed.get('img-src')).toEqual(["'self'", 'data:', 'blob:', apiOrigin]);
    expect(parsed.get('frame-src')).toEqual([apiOrigin, widgetsOrigin]);
    expect(parsed.get('form-action')).toEqual(["'self'", apiOrigin]);
  });

  it('refuses a widgets origin that is no origin, before it could reach a page or its policy', () => {
    for (const widgetsOrigin of ['"><script>alert(1)</script>', 'https://*', 'https://x;script-src'])
      expect(() => createStorefrontApp({ widgetsOrigin, processorOrigin })).toThrow(
        `not an origin: ${JSON.stringify(widgetsOrigin)}`,
      );
  });
});
