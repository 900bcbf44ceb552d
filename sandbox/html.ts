// What the HTML pages the sandbox serves in place of outside services share (each flow's pages are in
// its folder: pay/html.ts). Small, Icelandic, no external resources; each works inside an iframe or
// a popup window.

/** Text for HTML content or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A value as a JavaScript literal inside <script>: JSON, with '<' escaped so '</script>' cannot end it. */
export function scriptValue(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

/** 24990 → '24.990 kr.' (Icelandic grouping, without depending on the runtime's locale data). */
export function formatKr(amount: number): string {
  const digits = String(Math.round(Math.abs(amount)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${amount < 0 ? '-' : ''}${grouped} kr.`;
}

// 44 px targets, visible focus, contrast above 4.5:1 (white on #0b5394 is 7.6:1).
const styles = `
*{box-sizing:border-box}
body{margin:0;padding:16px;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1a1a1a;background:#fff}
main{max-width:420px;margin:0 auto}
h1{font-size:1.25rem;margin:0 0 8px}
p{margin:0 0 12px}
dl{margin:0 0 16px;display:grid;grid-template-columns:auto 1fr;gap:4px 16px}
dt{font-weight:600}
dd{margin:0}
.actions{display:flex;flex-wrap:wrap;gap:12px}
button{min-height:44px;min-width:44px;padding:10px 20px;font:inherit;font-weight:600;border-radius:6px;border:2px solid #0b5394;background:#0b5394;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#0b5394}
button:disabled{opacity:.6;cursor:default}
button:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}
`;

/** A small page: the shared styles, a <main> named by the title. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="is">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body>
<main aria-label="${escapeHtml(title)}">
${body}
</main>
</body>
</html>
`;
}

/** A page with a heading and a sentence (a missing session or document). */
export function messagePage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>`);
}
