import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Each folder of widgets/ but core/ is one flow. A flow uses core/ and its own files only, and core/
// uses no flow: what two flows share goes into core/ once, so a flow can be moved, lazy-loaded or deleted
// without pulling another flow's code (or CSS) along. widgets/index.ts, the CDN loader, names every
// flow's element and is the one file allowed to.

const widgetsDir = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|css)$/.test(entry.name) ? [path] : [];
  });
}

/** Every module a file names: static and dynamic imports, re-exports, CSS @import. */
function importedSpecifiers(source: string): string[] {
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]/g,
    /(?<![@\w])import\s*['"]([^'"]+)['"]/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
    /@import\s+(?:url\()?['"]([^'"]+)['"]/g,
  ];
  return patterns.flatMap((pattern) => Array.from(source.matchAll(pattern), (match) => match[1] ?? ''));
}

/** The top folder of widgets/ a path lies in ('pay', 'core'), or undefined outside a folder. */
function flowOf(path: string): string | undefined {
  const parts = relative(widgetsDir, path).split(sep);
  return parts.length > 1 && parts[0] !== '..' ? parts[0] : undefined;
}

/** Each import from one flow into another, as 'pay/x.ts → receipt/y.ts'. */
function crossFlowImports(files: readonly string[], read: (file: string) => string): string[] {
  const found: string[] = [];
  for (const file of files) {
    const flow = flowOf(file);
    if (flow === undefined) continue;
    for (const specifier of importedSpecifiers(read(file))) {
      if (!specifier.startsWith('.')) continue;
      const target = resolve(dirname(file), specifier.replace(/\?.*$/, ''));
      const targetFlow = flowOf(target);
      if (targetFlow !== undefined && targetFlow !== 'core' && targetFlow !== flow) {
        found.push(`${relative(widgetsDir, file)} → ${relative(widgetsDir, target)}`);
      }
    }
  }
  return found;
}

describe('flow boundaries', () => {
  it('no flow imports another flow’s files, only core/ and its own', () => {
    const files = sourceFiles(widgetsDir);
    expect(files.length).toBeGreaterThan(50);
    expect(crossFlowImports(files, (file) => readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('finds each kind of import that crosses a boundary (core into a flow too), and lets core and own-flow imports be', () => {
    const at = (path: string) => join(widgetsDir, path);
    const sources: Record<string, string> = {
      [at('receipt/A.tsx')]: [
        "import { paymentMethodName } from '../pay/methods.ts';",
        "import css from '../pay/instalment.css?inline';",
        "export { x } from '../login/x.ts';",
        "const lazy = () => import('../pay/card/CardForm.tsx');",
        "import { Button } from '../core/ui/index.ts';",
        "import { receiptApi } from './receipt.api.ts';",
        "import * as v from 'valibot';",
      ].join('\n'),
      [at('pay/card/b.css')]: "@import '../../receipt/receipt.css';",
      [at('core/c.ts')]: "import { x } from '../pay/x.ts';",
    };
    expect(crossFlowImports(Object.keys(sources), (file) => sources[file] ?? '')).toEqual([
      'receipt/A.tsx → pay/methods.ts',
      'receipt/A.tsx → pay/instalment.css',
      'receipt/A.tsx → login/x.ts',
      'receipt/A.tsx → pay/card/CardForm.tsx',
      'pay/card/b.css → receipt/receipt.css',
      'core/c.ts → pay/x.ts',
    ]);
  });
});
