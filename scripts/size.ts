import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import {
  gzipSize,
  inlineScriptCosts,
  loaderBudget,
  otherLanguageBudget,
  payPageBudget,
  showKiB,
} from '../bench/js-budget.ts';
import { listen } from '../http/listen.ts';
import { createServerApp } from '../server/server.ts';
import { chromiumArgs, chromiumPath } from '../test/chromium.ts';
import { sandboxMentions } from './sandbox-names.ts';

/**
 * Size budgets in gzip bytes (level 9), on the production build:
 * - the CDN loader, what every storefront page pays before any widget appears;
 * - everything the pay page /borga/demo-card downloads as JavaScript (host page, loader, React,
 *   the platform and the card form), the script written into the page included, measured in
 *   Chromium against the `npm start` server;
 * - what the same page adds in English and in Polish (`?lang=`): its texts' chunks.
 * And, on the same build, that nothing in dist-cdn, dist-pages or dist-server names the sandbox
 * (sandbox-names.ts): its values reach the elements only as the server's page settings.
 */
/** Code the card page must not download: it loads when its method is chosen. */
const lazyOnly = [
  /InstalmentSection/,
  /ThreeDsDialog/,
  // Reading verify's 3-D Secure answer: loads when 'Borga' is pressed.
  /\/three-ds-[\w-]+\.js$/,
  /SlipSection/,
  /GooglePaySection/,
  // Core's forms and login (vite.lib.config.ts 'platform'): the instalments' login needs them.
  /\/platform-[\w-]+\.js$/,
  // English and Polish texts, and what only they use: only a page in that language loads them.
  /\.(en|pl)-[\w-]+\.js$/,
  /\/(languages|part-texts|call-reasons\.messages|api-reasons\.messages)-[\w-]+\.js$/,
];

const show = showKiB;

/** The loader plus every chunk it imports statically (a dynamic import() is not counted). */
function staticClosure(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    const dynamic = new Set(
      [...code.matchAll(/import\(\s*["'`]([^"'`]+)["'`]\s*\)/g)].map((match) => match[1]),
    );
    for (const match of code.matchAll(/(?:import|from)\s*["'`]([^"'`]+\.js)["'`]/g)) {
      const specifier = match[1];
      if (specifier && !dynamic.has(specifier)) visit(join(file, '..', specifier));
    }
  };
  visit(entry);
  return [...seen];
}

/** Every script the card page at `path` downloads, once its form is drawn and the network is quiet. */
async function payPageScripts(path: string): Promise<{ url: string; bytes: number }[]> {
  const server = await listen(createServerApp({ authDelayMs: 0 }), 0, 'localhost');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const scripts: Promise<{ url: string; bytes: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        response.body().then((body) => ({ url: new URL(response.url()).pathname, bytes: gzipSize(body) })),
      );
    });
    await page.goto(`http://localhost:${server.port}${path}`);
    // The pay button, in whichever language the page is.
    await page.locator('byko-pay button[type="submit"]').waitFor();
    await page.waitForLoadState('networkidle');
    return [
      ...(await Promise.all(scripts)),
      ...inlineScriptCosts(await page.content()).map((script) => ({
        url: script.path,
        bytes: script.gzipBytes,
      })),
    ];
  } finally {
    await browser.close();
    await server.close();
  }
}

let failed = false;
const report = (name: string, bytes: number, limit: number) => {
  const ok = bytes <= limit;
  failed ||= !ok;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${name}: ${show(bytes)} of ${show(limit)}`);
};

const mentions = sandboxMentions(['dist-cdn', 'dist-pages', 'dist-server']);
if (mentions.length > 0) failed = true;
console.log(
  `${mentions.length === 0 ? 'ok  ' : 'FAIL'} nothing in dist-cdn, dist-pages or dist-server names the sandbox: ${mentions.length} found`,
);
for (const { file, excerpt } of mentions) console.log(`    ${file}: ${JSON.stringify(excerpt)}`);

const loaderFiles = staticClosure('dist-cdn/byko-widgets.js');
report(
  'loader (byko-widgets.js and its static imports)',
  loaderFiles.reduce((sum, file) => sum + gzipSize(readFileSync(file)), 0),
  loaderBudget,
);

const total = (list: readonly { bytes: number }[]) => list.reduce((sum, script) => sum + script.bytes, 0);
const scripts = await payPageScripts('/borga/demo-card');
report('pay page /borga/demo-card, all JavaScript', total(scripts), payPageBudget);
for (const lang of ['en', 'pl'] as const) {
  const inLang = await payPageScripts(`/borga/demo-card?lang=${lang}`);
  report(
    `the same page in ${lang === 'en' ? 'English' : 'Polish'}, added`,
    total(inLang) - total(scripts),
    otherLanguageBudget,
  );
  for (const script of inLang.filter((other) => !scripts.some((icelandic) => icelandic.url === other.url)))
    console.log(`    ${show(script.bytes).padStart(10)}  ${script.url}`);
}
for (const script of scripts) console.log(`    ${show(script.bytes).padStart(10)}  ${script.url}`);
const early = scripts.filter((script) => lazyOnly.some((pattern) => pattern.test(script.url)));
if (early.length > 0) {
  failed = true;
  console.log(`OVER lazy code loaded by the card page: ${early.map((script) => script.url).join(', ')}`);
}

console.log('All chunks:');
for (const chunk of readdirSync('dist-cdn/chunks').filter((file) => file.endsWith('.js'))) {
  console.log(`    ${show(gzipSize(readFileSync(join('dist-cdn/chunks', chunk)))).padStart(10)}  ${chunk}`);
}
process.exit(failed ? 1 : 0);
