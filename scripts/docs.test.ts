import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The layout the docs describe is the layout there is: a file or folder moved without its mention
// fails here, not in a reader's hands.

const root = resolve(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const docs = ['README.md', 'docs/adding-a-flow.md', 'sandbox/README.md'];

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
