import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '../pages/routes.ts';
import { settingRules } from '../server/settings.ts';

// The layout the docs describe is the layout there is: a file or folder moved without its mention
// fails here, not in a reader's hands.

const root = resolve(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const docs = ['README.md', 'docs/product.md', 'docs/adding-a-flow.md', 'sandbox/README.md'];

/** The folders a path named from the repository's root starts with. */
const topFolders =
  /^(?:widgets|sandbox|server|scripts|pages|stories|test|docs|bench|demo|\.storybook|\.ci)\//;

/** Paths from the root in a doc: in backticks or as a link target, without placeholders (`<flow>`, `{id}`, `*`). */
function rootPaths(text: string): string[] {
  const quoted = [...text.matchAll(/`([^`\n]+)`/g), ...text.matchAll(/\]\(([^)#\s]+)\)/g)].map(
    (match) => match[1] ?? '',
  );
  return [...new Set(quoted.filter((path) => topFolders.test(path) && !/[<>{}*\s]/.test(path)))];
}

describe('the docs', () => {
  it.each(docs)('%s names only paths that exist', (doc) => {
    const paths = rootPaths(read(doc));
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });
});

describe('the sandbox folders', () => {
  const folders = readdirSync(join(root, 'sandbox'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, 'sandbox', entry.name, 'routes.ts')))
    .map((entry) => entry.name);

  it('are each named as the widget folder they serve (customers/: the customer record core looks up)', () => {
    expect(folders.length).toBeGreaterThan(0);
    const unmatched = folders.filter(
      (folder) =>
        !existsSync(join(root, 'widgets', folder)) && !existsSync(join(root, 'widgets/core', folder)),
    );
    expect(unmatched).toEqual(['customers']);
  });

  it("are each a row of sandbox/README.md's folder table, and its rows each a folder", () => {
    const rows = [...read('sandbox/README.md').matchAll(/^\| `([a-z-]+)\/` +\|/gm)].map((match) => match[1]);
    expect([...rows].sort()).toEqual([...folders].sort());
  });
});

describe('the variables each command reads', () => {
  /** Files under `folder` (recursively) whose name ends in `.ts`. */
  const sources = (folder: string): string[] =>
    readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
      .map((entry) => join(entry.parentPath, entry.name));

  /** What a process is given by its system or its runner, not a setting of ours. */
  const notOurs = new Set(['HOME', 'PATH', 'NODE_ENV', 'VITEST_POOL_ID']);

  /** A variable read from process.env, or by its name through sandbox/settings.ts's `given`. */
  const reads = /\b(?:env\??\.|given\(\w+, ')([A-Z][A-Z0-9_]+)/g;
  const named = new Set<string>();
  for (const file of [...['server', 'sandbox', 'demo', 'scripts', 'test', 'bench'].flatMap(sources)]) {
    for (const [, name = ''] of readFileSync(file, 'utf8').matchAll(reads))
      if (!notOurs.has(name)) named.add(name);
  }
  for (const file of readdirSync(root).filter((name) => /^vite\..*\.ts$/.test(name))) {
    for (const [, name = ''] of read(file).matchAll(reads)) if (!notOurs.has(name)) named.add(name);
  }

  it('are found in the sources, npm run serve’s settings among them', () => {
    for (const name of ['SANDBOX_PORT', 'SANDBOX_ALLOWED_HOSTS', 'SANDBOX_AUTH_DELAY_MS', 'E2E_WORKERS'])
      expect(named).toContain(name);
  });

  it.each([...new Set([...named, ...Object.keys(settingRules)])].sort())(
    '%s is named in README.md',
    (name) => {
      expect(read('README.md')).toContain(`\`${name}\``);
    },
  );
});

describe('docs/product.md', () => {
  it.each(routes.filter((route) => route.path !== '*').map((route) => route.path))(
    'names the page %s',
    (path) => {
      expect(read('docs/product.md')).toContain(`\`${path}\``);
    },
  );
});

describe('the docs, read from a clone', () => {
  it.each(docs)('%s leans on no file outside the repository', (doc) => {
    expect(read(doc)).not.toMatch(/\.\.\/shared|product-spec\.md|DESIGN\.md|SANDBOX\.md/);
  });
});
