import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importedSpecifiers, sourceFiles } from '../test/support/imports.ts';

// The Node side's folders, top to bottom: server/ composes npm start from the demo storefront and
// the sandbox; the demo embeds the elements against the sandbox; http/ is what the servers share
// (listening, origins, headers, the settings' words). Each imports only the folders below it, its
// tests too: what two of them need moves down into http/, so the sandbox and the demo each run
// without the server, and the server's production bundle carries neither (serve-imports.test.ts).

const layers = ['server', 'demo', 'sandbox', 'http'] as const;

const project = resolve(import.meta.dirname, '..');

/** How far down `path` lies (0: server/), or undefined outside the layers. */
function layerOf(path: string): number | undefined {
  const top = relative(project, path).split(sep)[0];
  const at = (layers as readonly string[]).indexOf(top ?? '');
  return at === -1 ? undefined : at;
}

/** Each import of a folder above the importing one, as 'sandbox/x.ts → server/y.ts'. */
function upwardImports(files: readonly string[], read: (file: string) => string): string[] {
  const found: string[] = [];
  for (const file of files) {
    const from = layerOf(file);
    if (from === undefined) continue;
    for (const specifier of importedSpecifiers(read(file))) {
      if (!specifier.startsWith('.')) continue;
      const target = resolve(dirname(file), specifier.replace(/\?.*$/, ''));
      const to = layerOf(target);
      if (to !== undefined && to < from)
        found.push(`${relative(project, file)} → ${relative(project, target)}`);
    }
  }
  return found;
}

describe('the Node side’s folders', () => {
  it('each import only the folders below them: server, demo, sandbox, http', () => {
    const files = layers.flatMap((layer) => sourceFiles(join(project, layer), /\.(ts|tsx|js|mjs)$/));
    expect(files.length).toBeGreaterThan(100);
    expect(upwardImports(files, (file) => readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('finds each import that runs upward, and lets the downward ones and the widgets be', () => {
    const at = (path: string) => join(project, path);
    const sources: Record<string, string> = {
      [at('sandbox/a.ts')]: [
        "import { listen } from '../server/listen.ts';",
        "export { x } from '../demo/x.ts';",
        "import { origins } from '../http/origins.ts';",
        "import { schema } from '../widgets/pay/pay.api.ts';",
      ].join('\n'),
      [at('sandbox/pay/b.test.ts')]: "const settings = await import('../../server/settings.ts');",
      [at('demo/c.ts')]:
        "import { headers } from '../server/headers.ts';\nimport { s } from '../sandbox/s.ts';",
      [at('http/d.ts')]: "import { app } from '../sandbox/app.ts';",
      [at('server/e.ts')]: "import { d } from '../demo/d.ts';\nimport { h } from '../http/h.ts';",
    };
    expect(upwardImports(Object.keys(sources), (file) => sources[file] ?? '')).toEqual([
      'sandbox/a.ts → server/listen.ts',
      'sandbox/a.ts → demo/x.ts',
      'sandbox/pay/b.test.ts → server/settings.ts',
      'demo/c.ts → server/headers.ts',
      'http/d.ts → sandbox/app.ts',
    ]);
  });
});
