import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Size budgets, in gzip bytes, checked on the built CDN bundle. The loader is what every
 * storefront page pays for before any widget appears.
 */
const kib = 1024;
const budgets = [{ name: 'loader (dist-cdn/byko-widgets.js and its static imports)', limit: 3 * kib }];

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

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

const loaderFiles = staticClosure('dist-cdn/byko-widgets.js');
const loaderBytes = loaderFiles.reduce((sum, file) => sum + gzipSize(file), 0);
const measured = [loaderBytes];

let failed = false;
for (const [index, budget] of budgets.entries()) {
  const bytes = measured[index] ?? 0;
  const ok = bytes <= budget.limit;
  failed ||= !ok;
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${budget.name}: ${(bytes / kib).toFixed(2)} KiB of ${budget.limit / kib} KiB`,
  );
}
console.log(`  loader files: ${loaderFiles.join(', ')}`);
const chunks = readdirSync('dist-cdn/chunks').filter((file) => file.endsWith('.js'));
for (const chunk of chunks) {
  console.log(`  chunk ${chunk}: ${(gzipSize(join('dist-cdn/chunks', chunk)) / kib).toFixed(2)} KiB gzip`);
}
process.exit(failed ? 1 : 0);
