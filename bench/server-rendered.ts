/**
 * What server rendering would give, estimated. The static twin is what a server
 * would render into declarative shadow DOM; this adds the page's own scripts back, started after
 * the load event as a server-rendered page would start its hydration so they do not hold up the
 * first paint. It is an estimate for a product decision, not a way the pages are served: the
 * elements render again instead of hydrating (attachShadow empties a declarative root), so a real
 * hydration would paint its largest text no later than this does.
 */

/** The `<meta>` tags and the module script addresses of a host page's head. */
export function headParts(pageHtml: string): { metas: string[]; scripts: string[] } {
  const head = /<head>([\s\S]*?)<\/head>/i.exec(pageHtml)?.[1] ?? '';
  const metas = head.match(/<meta\b[^>]*>/gi) ?? [];
  const scripts = [...head.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*>/gi)].map(
    (match) => match[1] ?? '',
  );
  return { metas, scripts: scripts.filter((src) => src !== '') };
}

/**
 * The twin with the page's metas (the API base, the elements' settings) and a script that adds
 * the page's module scripts once the page has loaded. Served without a CSP, by the bench alone.
 */
export function serverRenderedEstimate(twinHtml: string, pageHtml: string): string {
  const { metas, scripts } = headParts(pageHtml);
  // JSON of same-origin paths the server itself rendered; '<' is escaped all the same.
  const sources = JSON.stringify(scripts).replaceAll('<', '\\u003c');
  const starter =
    `<script>addEventListener('load', () => setTimeout(() => { for (const src of ${sources}) {` +
    ` const script = document.createElement('script'); script.type = 'module'; script.src = src;` +
    ' document.head.append(script); } }));</script>';
  const added = [...metas, starter].join('\n');
  const at = twinHtml.search(/<\/head>/i);
  if (at < 0) throw new Error('the twin has no </head>');
  return `${twinHtml.slice(0, at)}${added}\n${twinHtml.slice(at)}`;
}
