import { menuHtml } from './menu.ts';
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
  return template
    .replace('</head>', () => `${links}  </head>`)
    .replace('<html lang="is">', () => `<html lang="is"${htmlAttributes}>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      /<body>[\s\S]*<\/body>/,
      () =>
        `<body>${menuHtml()}<main id="main" tabindex="-1" aria-label="${escapeHtml(page.label)}">${page.main}</main></body>`,
    );
}
