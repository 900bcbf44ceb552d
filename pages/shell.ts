import { metaName } from '../widgets/core/runtime/page-settings.ts';
import { menuHtml } from './menu-html.ts';
import { escapeHtml, type RenderedRoute } from './render.ts';

/**
 * The built index.html with the route filled in: title, iframe mode, the menu and <main>. The
 * server (and Vite's dev server) answer every page with this, so the first paint needs no router.
 */
export function pageHtml(
  template: string,
  page: Extract<RenderedRoute, { kind: 'page' }>,
  /** Tags the server adds to the head: the page's settings, the element's preloads. */
  headLinks: readonly string[] = [],
): string {
  const htmlAttributes = ` data-route="${escapeHtml(page.name)}"${page.iframe ? ' data-iframe' : ''}`;
  // Replacer functions, never replacement strings: a path like /borga/%24%60x carries `$\``, which
  // in a replacement string would paste the template's head into the page.
  const links = headLinks.map((link) => `    ${link}\n`).join('');
  const html = template
    .replace('</head>', () => `${links}  </head>`)
    .replace('<html lang="is">', () => `<html lang="${page.lang}"${htmlAttributes}>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      /<body>[\s\S]*<\/body>/,
      () =>
        `<body>${menuHtml(page.lang, page.here)}<main id="main" tabindex="-1" aria-label="${escapeHtml(page.label)}">${page.main}</main></body>`,
    );
  return withReporter(html);
}

/** The report URL's setting in a page's head, as the server writes it (server/page-settings.ts). */
const reportMeta = new RegExp(`<meta\\s[^>]*name="${metaName('reportUrl')}"`);

/** The error reporter's entry (pages/report.ts; vite.pages.config.ts builds it at this address). */
export const reporterScript = '/assets/report.js';

/**
 * A page whose head names a report URL (`<meta name="byko-report-url">`, which the server writes
 * from BYKO_REPORT_URL) gets the error reporter, as the first of its scripts: module scripts run in
 * the order they are written, so it hears the errors of every script after it, from the first. A
 * page without one loads nothing more.
 */
export function withReporter(html: string): string {
  if (!reportMeta.test(html)) return html;
  return html.replace(
    '<script',
    () => `<script type="module" src="${reporterScript}"></script>\n    <script`,
  );
}
