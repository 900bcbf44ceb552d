import { createHash } from 'node:crypto';
import { resolveRoute } from '../pages/match.ts';
import { escapeHtml } from '../pages/render.ts';
import { fillUrlTemplate } from '../widgets/core/runtime/url-path.ts';
import {
  checkoutPath,
  companyCreditPath,
  customerLoginPath,
  instalmentCalculatorPath,
  loanLoginPath,
  payPath,
  type Route,
  receiptPath,
  routes,
  specialOrderPath,
} from '../widgets/routes.ts';

// What `npm start` offers a newcomer: the demo links it prints, and the same links as its front
// page. Production (`npm run serve`) has no front page: the retailer's own site holds it.

/** A page to try on the sandbox, with what it shows (test people and cards: docs/sandbox.md). */
export interface DemoLink {
  path: string;
  note: string;
}

/** A demo payment's page: the sandbox's seeded payments (docs/sandbox.md). */
const payment = (paymentId: string) => fillUrlTemplate(payPath, { paymentId });

const demoLinks: readonly DemoLink[] = [
  { path: payment('demo-card'), note: 'card 4242 4242 4242 4242, any future expiry and CVC' },
  { path: payment('demo-all'), note: 'every payment method' },
  { path: payment('demo-instalment'), note: 'instalments, signed on the sandbox' },
  { path: payment('demo-slip'), note: 'a payment slip' },
  { path: fillUrlTemplate(receiptPath, { paymentId: 'demo-paid' }), note: 'the receipt of a paid payment' },
  { path: instalmentCalculatorPath, note: 'the instalment calculator' },
  { path: customerLoginPath, note: 'log in as Anna: phone 8201234' },
  { path: loanLoginPath, note: 'a construction loan' },
  { path: companyCreditPath, note: 'company credit: log in as Bjarni, phone 8202345' },
  { path: checkoutPath, note: 'self-checkout: Bjarni has two accounts' },
  { path: fillUrlTemplate(specialOrderPath, { category: 'gluggar' }), note: 'a special order of windows' },
  { path: '/ekki-til?iframe=1', note: 'the not-found page in a frame' },
];

/** The demo links grouped by the route each opens, in the route table's order. */
function demoLinkGroups(links: readonly DemoLink[] = demoLinks): { route: Route; links: DemoLink[] }[] {
  const byRoute = new Map<Route, DemoLink[]>();
  for (const link of links) {
    const { route } = resolveRoute(new URL(link.path, 'http://localhost').pathname);
    byRoute.set(route, [...(byRoute.get(route) ?? []), link]);
  }
  const order = (route: Route) => (routes.includes(route) ? routes.indexOf(route) : routes.length);
  return [...byRoute.entries()]
    .sort(([first], [second]) => order(first) - order(second))
    .map(([route, grouped]) => ({ route, links: grouped }));
}

/** The lines `npm start` and `npm run dev` print once they listen. */
export function welcomeLines(base: string): string[] {
  return [
    `BYKO widgets on the sandbox: ${base}/ (its front page lists these)`,
    'Try (test people, payments and cards: docs/sandbox.md):',
    ...demoLinks.map((link) => `  ${base}${link.path}`),
    `CDN bundle: ${base}/cdn/byko-widgets.js`,
  ];
}

const frontPageStyle = [
  'body{font-family:system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:1rem;line-height:1.5;color:#1b1f24}',
  'h2{font-size:1.1rem;margin:1.5rem 0 .25rem}',
  'ul{margin:0;padding:0;list-style:none}',
  'li{padding:.25rem 0;border-bottom:1px solid #dde2e7}',
  'a{color:#004b87;overflow-wrap:anywhere}',
  'li a{display:block;min-height:44px;padding:.6rem 0 .1rem;box-sizing:border-box}',
  'li span{display:block;color:#4a5560;padding-bottom:.4rem}',
  'code{overflow-wrap:anywhere}',
].join('');

/** The front page's policy: nothing runs, its one stylesheet named by its hash. */
export const frontPagePolicy = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(frontPageStyle).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** `npm start`'s front page: the demo links, grouped as the route table is. */
export function frontPageHtml(): string {
  const groups = demoLinkGroups()
    .map(
      ({ route, links }) =>
        `<h2 lang="is">${escapeHtml(route.title)} <code lang="en">${escapeHtml(route.path)}</code></h2><ul>${links
          .map(
            (link) =>
              `<li><a href="${escapeHtml(link.path)}">${escapeHtml(link.path)}</a><span>${escapeHtml(link.note)}</span></li>`,
          )
          .join('')}</ul>`,
    )
    .join('');
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8" />' +
    '<meta name="viewport" content="width=device-width, initial-scale=1" />' +
    `<title>BYKO widgets on the sandbox</title><style>${frontPageStyle}</style></head>` +
    '<body><main><h1>BYKO widgets on the sandbox</h1>' +
    '<p>The pages as customers open them, against the sandbox API. Test people, payments and cards: ' +
    '<code>docs/sandbox.md</code>. The CDN bundle: <a href="/cdn/byko-widgets.js">/cdn/byko-widgets.js</a>.</p>' +
    `${groups}</main></body></html>`
  );
}
