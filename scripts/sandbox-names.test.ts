import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sandboxMentions } from './sandbox-names.ts';

// The check `npm run size` runs on dist-cdn and dist-pages after the build: nothing built names
// the sandbox. Here on files of a temporary folder.

let root: string;

function write(path: string, text: string): void {
  const file = join(root, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'sandbox-names-'));
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('sandboxMentions', () => {
  it("finds nothing in a bundle whose only 'sandbox' is an iframe's attribute", () => {
    write('cdn/chunks/three-ds.js', 'const e={sandbox:`allow-scripts allow-forms`};');
    write('cdn/custom-elements.json', '{"attributes":[{"name":"signing-url"}]}');
    expect(sandboxMentions([join(root, 'cdn')])).toEqual([]);
  });

  it('finds a sandbox page or control path, its Icelandic name and an environment called SANDBOX, in any folder', () => {
    write('cdn/chunks/instalments.js', 'const d="/sandbox/signing/{documentId}";');
    write('cdn/chunks/controls.js.map', '{"sourcesContent":["fetch(`/__sandbox/reset`)"]}');
    write('pages/assets/main.js', 'const t=`Google Pay (Sandkassi)`;');
    write('cdn/byko-widgets.d.ts', "type E = 'PRODUCTION' | 'SANDBOX';");
    const found = sandboxMentions([join(root, 'cdn'), join(root, 'pages')]);
    expect(found.map(({ file, excerpt }) => [file.slice(root.length + 1), excerpt])).toEqual([
      ['cdn/byko-widgets.d.ts', "type E = 'PRODUCTION' | 'SANDBOX';"],
      ['cdn/chunks/controls.js.map', '{"sourcesContent":["fetch(`/__sandbox/reset`)"]}'],
      ['cdn/chunks/instalments.js', 'const d="/sandbox/signing/{documentId}";'],
      ['pages/assets/main.js', 'const t=`Google Pay (Sandkassi)`;'],
    ]);
  });

  it('shows each mention with 40 characters either side, however long the line', () => {
    write('cdn/long.js', `${'a'.repeat(100)}"/sandbox/3ds"${'b'.repeat(100)}`);
    expect(sandboxMentions([join(root, 'cdn')])).toEqual([
      { file: join(root, 'cdn/long.js'), excerpt: `${'a'.repeat(39)}"/sandbox/3ds"${'b'.repeat(36)}` },
    ]);
  });

  it('reads no compressed copy (its original is read)', () => {
    write('cdn/chunks/old.js.br', '/sandbox/signing/');
    write('cdn/chunks/old.js.gz', '/sandbox/signing/');
    expect(sandboxMentions([join(root, 'cdn')])).toEqual([]);
  });
});
