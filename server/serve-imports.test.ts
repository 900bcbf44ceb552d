import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importedSpecifiers } from '../test/support/imports.ts';

// What `npm run serve` runs must not carry the sandbox: no module it reaches imports sandbox/ (or
// the composition of `npm start` and its storefront demo, which do).

const project = resolve(import.meta.dirname, '..');

/** The project's own modules `entry` reaches through its imports, type-only ones included. */
function reachable(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const specifier of importedSpecifiers(source)) {
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier.replace(/\?.*$/, '')));
    }
  };
  visit(resolve(project, entry));
  return [...seen].map((file) => relative(project, file)).sort();
}

describe('npm run serve', () => {
  const modules = reachable('server/serve.ts');

  it('reaches the pages, the server and the widgets’ first GETs, and is read whole', () => {
    expect(modules).toEqual(
      expect.arrayContaining([
        'server/serve.ts',
        'server/pages-app.ts',
        'server/settings.ts',
        'widgets/routes.ts',
      ]),
    );
  });

  it('imports nothing of the sandbox, of npm start or of the demo', () => {
    const forbidden = modules.filter(
      (module) =>
        module.startsWith('sandbox/') ||
        module.startsWith('demo/') ||
        module === 'server/server.ts' ||
        module === 'server/start.ts',
    );
    expect(forbidden).toEqual([]);
  });
});
