import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { commonSecurityHeaders, contentSecurityPolicy } from '../http/headers.ts';
import { isWebOrigin } from '../http/origins.ts';
import { escapeHtml } from '../pages/render.ts';
import { sandboxServices } from '../sandbox/pages.ts';
import { googlePayTestMerchant } from '../sandbox/pay/google-pay.ts';
import { metaName } from '../widgets/core/runtime/page-settings.ts';
import { fillUrlTemplate } from '../widgets/core/runtime/url-path.ts';
import { receiptPath } from '../widgets/routes.ts';

/**
 * A retailer-like storefront on a second origin: plain pages that load the CDN
 * bundle from the widgets' origin, point the elements at its API with `api-base`, and follow their
 * events as a storefront would. `npm start` serves it on PORT+1; the end-to-end tests pay, log in,
 * apply and send a special order here. Its pages send the Content-Security-Policy docs/embedding.md
 * lists, so that list is tested too.
 *
 * One switch shows a storefront whose policy leaves something out: `/karfa?csp=no-processor-form-action`
 * (linked from `/karfa`) is the same basket under a policy without the card processor in
 * `form-action`, so the 3-D Secure form cannot be posted. The pay element says so, and its
 * byko-error reaches the page's event list.
 */
export interface StorefrontOptions {
  /** Where the CDN bundle is (`npm start`'s own origin, or `npm run serve`'s). */
  widgetsOrigin: string;
  /** The card processor's origin (3-D Secure page), framed by the pay element. */
  processorOrigin: string;
  /**
   * Where the API is, and with it the sandbox's Google Pay stand-in: absent, the widgets' origin
   * (`npm start`); the sandbox on its own (`npm run sandbox`) behind `npm run serve`'s bundle.
   */
  apiOrigin?: string;
}

/** The API's origin the storefront's elements call. */
const apiOf = (options: StorefrontOptions) => options.apiOrigin ?? options.widgetsOrigin;

interface StorefrontPage {
  title: string;
  /** The element (or frame) the page shows, as HTML; every attribute value is escaped. */
  body: (options: StorefrontOptions) => string;
}

const attribute = (name: string, value: string) => ` ${name}="${escapeHtml(value)}"`;

/** The sandbox's test merchant, as a retailer gives its Google Pay settings: on the element. */
const googlePayAttributes = [
  attribute('google-pay-environment', googlePayTestMerchant.environment),
  attribute('google-pay-merchant-id', googlePayTestMerchant.merchantId),
  attribute('google-pay-merchant-name', googlePayTestMerchant.merchantName),
  attribute('google-pay-gateway', googlePayTestMerchant.gateway),
  attribute('google-pay-gateway-merchant-id', googlePayTestMerchant.gatewayMerchantId),
].join('');

// Each page writes its element's tag out, as a retailer's own markup does: the demo is a consumer of
// the published tags, not a part of the widgets that could import them.
export const storefrontPages: Readonly<Record<string, StorefrontPage>> = {
  '/karfa': {
    title: 'Karfa',
    body: (options) =>
      `<byko-pay${attribute('payment-id', 'demo-card')}${attribute('api-base', apiOf(options))}${googlePayAttributes}></byko-pay>`,
  },
  '/innskraning': {
    title: 'Innskráning',
    body: (options) =>
      `<byko-login${attribute('reason', 'Innskráning fyrir reikningsviðskipti')}${attribute('next', '/umsokn')}${attribute('api-base', apiOf(options))}></byko-login>`,
  },
  '/umsokn': {
    title: 'Umsókn um reikningsviðskipti',
    body: (options) =>
      `<byko-account-application${attribute('login-path', '/innskraning')}${attribute('api-base', apiOf(options))}></byko-account-application>`,
  },
  '/serpontun': {
    title: 'Sérpöntun',
    body: (options) =>
      `<special-order${attribute('category', 'gluggar')}${attribute('api-base', apiOf(options))}></special-order>`,
  },
  '/kvittun': {
    title: 'Kvittun í ramma',
    // A host page in a frame (iframe=1): allowed by the host pages' frame-ancestors setting.
    body: ({ widgetsOrigin }) =>
      `<iframe class="storefront-frame"${attribute('title', 'Kvittun')}${attribute('src', `${widgetsOrigin}${fillUrlTemplate(receiptPath, { paymentId: 'demo-paid' })}?iframe=1`)}></iframe>`,
  },
};

/** The basket's switch: its query parameter and the value that leaves the processor out of `form-action`. */
const policySwitch = { name: 'csp', value: 'no-processor-form-action' } as const;

const withoutProcessorFormAction = `/karfa?${policySwitch.name}=${policySwitch.value}`;

/** Where the basket's switch leads, and what it says: to the other policy. */
function policySwitchLink(processorFormAction: boolean): string {
  return processorFormAction
    ? `<p><a href="${withoutProcessorFormAction}">Sama karfa undir stefnu án kortavinnslunnar í form-action</a></p>`
    : '<p>Stefna síðunnar leyfir ekki kortavinnsluna í form-action. <a href="/karfa">Karfa undir fullri stefnu</a></p>';
}

/** The sandbox's stand-in for Google's pay.js, on the API's origin (the sandbox answers both). */
const googlePayStandIn = (options: StorefrontOptions) => sandboxServices(apiOf(options)).googlePay.scriptUrl;

/**
 * What a page that embeds the elements must allow (docs/embedding.md): the bundle's scripts, the
 * API's calls, pictures and videos, the processor's 3-D Secure frame and form. No inline script or
 * style: the elements need neither. `processorFormAction: false`: the processor left out of
 * `form-action` (the basket's switch), as a storefront that forgot it would send.
 */
export function embeddingPolicy(
  options: StorefrontOptions,
  { processorFormAction = true }: { processorFormAction?: boolean } = {},
): string {
  // The host pages' own policy builder: the bundle from the widgets' origin, whose pages are framed
  // only for the receipt (/kvittun). Google Pay as docs/embedding.md lists it; the sandbox's stand-in pay.js
  // (the page's byko-google-pay-script) is then on the widgets' origin, already allowed, unless the
  // API is elsewhere, where it is allowed as the stand-in it is.
  const policy = contentSecurityPolicy({
    processorOrigins: [options.processorOrigin],
    apiOrigins: [apiOf(options)],
    widgetsOrigins: [options.widgetsOrigin],
    googlePay: options.apiOrigin === undefined ? {} : { scriptUrl: googlePayStandIn(options) },
  });
  if (processorFormAction) return policy;
  return policy
    .split('; ')
    .map((directive) =>
      directive.startsWith('form-action ')
        ? directive
            .split(' ')
            .filter((source) => source !== options.processorOrigin)
            .join(' ')
        : directive,
    )
    .join('; ');
}

function pageHtml(
  path: string,
  page: StorefrontPage,
  options: StorefrontOptions,
  processorFormAction: boolean,
): string {
  const links = Object.entries(storefrontPages)
    .map(
      ([href, { title }]) =>
        `<li><a href="${href}"${href === path ? ' aria-current="page"' : ''}>${escapeHtml(title)}</a></li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="is">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(page.title)} | Verslun (sýnidæmi)</title>
    <link rel="icon" href="data:," />
    <meta name="${metaName('googlePayScript')}" content="${escapeHtml(googlePayStandIn(options))}" />
    <link rel="stylesheet" href="/storefront.css" />
    <script type="module" src="${escapeHtml(options.widgetsOrigin)}/cdn/byko-widgets.js"></script>
    <script type="module" src="/storefront.js"></script>
  </head>
  <body>
    <header><p class="storefront-name">Verslun (sýnidæmi)</p><nav aria-label="Verslun"><ul>${links}</ul></nav></header>
    <main><h1>${escapeHtml(page.title)}</h1>${path === '/karfa' ? policySwitchLink(processorFormAction) : ''}${page.body(options)}
      <section aria-labelledby="events-heading"><h2 id="events-heading">Atburðir</h2><ol id="storefront-events" aria-live="polite"></ol></section>
    </main>
  </body>
</html>`;
}

const assets = {
  '/storefront.js': 'text/javascript; charset=utf-8',
  '/storefront.css': 'text/css; charset=utf-8',
} as const;

export function createStorefrontApp(options: StorefrontOptions): Hono {
  // Each is written into the pages and their policy: an origin, or no storefront at all.
  for (const origin of [options.widgetsOrigin, options.processorOrigin, apiOf(options)])
    if (!isWebOrigin(origin)) throw new TypeError(`not an origin: ${JSON.stringify(origin)}`);
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(commonSecurityHeaders)) c.header(name, value);
  });
  for (const [path, contentType] of Object.entries(assets)) {
    const content = readFileSync(join(import.meta.dirname, path.slice(1)), 'utf8');
    app.get(path, (c) => c.body(content, 200, { 'Content-Type': contentType, 'Cache-Control': 'no-cache' }));
  }
  app.get('/', (c) => c.redirect('/karfa', 302));
  app.get('*', (c) => {
    const page = storefrontPages[c.req.path];
    if (!page) return c.text('Síða fannst ekki', 404);
    const processorFormAction = !(
      c.req.path === '/karfa' && c.req.query(policySwitch.name) === policySwitch.value
    );
    c.header('Content-Security-Policy', embeddingPolicy(options, { processorFormAction }));
    c.header('Cache-Control', 'no-cache');
    return c.html(pageHtml(c.req.path, page, options, processorFormAction));
  });
  return app;
}
