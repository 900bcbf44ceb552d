import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { escaped, flowNamePatterns } from '../test/support/flow-names.ts';
import { importedSpecifiers, sourceFiles } from '../test/support/imports.ts';
import { routes } from './routes.ts';

// Each folder of widgets/ but core/ is one flow. A flow uses core/, its own files and routes.ts (for
// another page's path) only, and core/ uses no flow, nor even names one: what two flows share goes into core/ once, and what a shared piece
// needs of a flow (its kind, its messages, its paths) the flow passes in. So a flow can be moved,
// lazy-loaded or deleted without pulling another flow's code (or CSS) along. One file of widgets/
// itself names every flow: routes.ts, each page's path and what it mounts (first-gets.ts names the few
// that preload; the loader, index.ts, finds every element by its tag file).

const widgetsDir = dirname(fileURLToPath(import.meta.url));
const widgetSource = /\.(ts|tsx|css)$/;

/** The top folder of widgets/ a path lies in ('pay', 'core'), or undefined outside a folder. */
function flowOf(path: string): string | undefined {
  const parts = relative(widgetsDir, path).split(sep);
  return parts.length > 1 && parts[0] !== '..' ? parts[0] : undefined;
}

/** The files of widgets/ itself a flow may import: the route table, for another page's path. */
const sharedByFlows = new Set(['routes.ts']);

/**
 * Each import from one flow into another, as 'pay/x.ts → receipt/y.ts'; of a file of widgets/
 * itself by core, or by a flow other than the route table (those files name every flow); and by the
 * route table of anything but a tag file.
 */
function crossFlowImports(files: readonly string[], read: (file: string) => string): string[] {
  const found: string[] = [];
  for (const file of files) {
    const flow = flowOf(file);
    if (relative(widgetsDir, file) === 'routes.ts') {
      const untagged = importedSpecifiers(read(file)).filter((specifier) => !specifier.endsWith('.tag.ts'));
      found.push(...untagged.map((specifier) => `routes.ts → ${specifier}`));
    }
    if (flow === undefined) continue;
    for (const specifier of importedSpecifiers(read(file))) {
      if (!specifier.startsWith('.')) continue;
      const target = resolve(dirname(file), specifier.replace(/\?.*$/, ''));
      const targetFlow = flowOf(target);
      const topFile = dirname(target) === widgetsDir ? relative(widgetsDir, target) : undefined;
      const crosses =
        (targetFlow !== undefined && targetFlow !== 'core' && targetFlow !== flow) ||
        (topFile !== undefined && (flow === 'core' || !sharedByFlows.has(topFile)));
      if (crosses) found.push(`${relative(widgetsDir, file)} → ${relative(widgetsDir, target)}`);
    }
  }
  return found;
}

describe('flow boundaries', () => {
  it('no flow imports another flow’s files, only core/ and its own', () => {
    const files = sourceFiles(widgetsDir, widgetSource);
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
      [at('core/c.ts')]: "import { x } from '../pay/x.ts';\nimport { limitChangePath } from '../routes.ts';",
      [at('pay/d.ts')]: [
        "import { receiptPath } from '../routes.ts';",
        "import { firstGets } from '../first-gets.ts';",
      ].join('\n'),
      [at('routes.ts')]: "import { tag as payTag } from './pay/pay.tag.ts';\nimport { x } from './pay/x.ts';",
    };
    expect(crossFlowImports(Object.keys(sources), (file) => sources[file] ?? '')).toEqual([
      'receipt/A.tsx → pay/methods.ts',
      'receipt/A.tsx → pay/instalment.css',
      'receipt/A.tsx → login/x.ts',
      'receipt/A.tsx → pay/card/CardForm.tsx',
      'pay/card/b.css → receipt/receipt.css',
      'core/c.ts → pay/x.ts',
      'core/c.ts → routes.ts',
      'pay/d.ts → first-gets.ts',
      'routes.ts → ./pay/x.ts',
    ]);
  });
});

/** Every flow's folder, tag and page: the names core/ may not write. */
function flowNames(files: readonly string[], read: (file: string) => string) {
  const coreFolders = readdirSync(join(widgetsDir, 'core'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const folders = readdirSync(widgetsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'core')
    .map((entry) => entry.name)
    // A word core has a folder of its own for ('login', 'codes') is core's word too.
    .filter((name) => !coreFolders.includes(name));
  const tags = files
    .filter((file) => file.endsWith('.tag.ts'))
    .map((file) => /export const \w+ = '([a-z0-9-]+)'/.exec(read(file))?.[1] ?? `no tag in ${file}`);
  // A page by its fixed part: '/kvittun/{paymentId}' is '/kvittun'.
  const pages = routes.map((route) => route.path.replace(/\/?\{.*$/, ''));
  return { folders, tags, pages };
}

/** Each line of core/ that names a flow, as 'core/x.ts:3 names /kvittun'. */
function flowsNamedInCore(files: readonly string[], read: (file: string) => string): string[] {
  const patterns = flowNamePatterns(flowNames(files, read));
  const found: string[] = [];
  for (const file of files) {
    if (flowOf(file) !== 'core' || /\.test(-setup)?\.ts$/.test(file)) continue;
    read(file)
      .split('\n')
      .forEach((line, index) => {
        for (const [name, pattern] of patterns) {
          if (pattern.test(line)) found.push(`${relative(widgetsDir, file)}:${index + 1} names ${name}`);
        }
      });
  }
  return found;
}

/**
 * Each tag written as a string outside its tag file, as 'x.ts: byko-x'. Not a tag: a route's or a
 * story's name that is its element's tag ('special-order'), and an event of the same name
 * ('byko-login') where it is an event: in an event map, or as what is emitted or listened for.
 */
function tagsWrittenTwice(files: readonly string[], read: (file: string) => string): string[] {
  const { tags } = flowNames(files, read);
  const found: string[] = [];
  for (const file of files) {
    if (file.endsWith('.tag.ts') || /\.test(-setup)?\.ts$/.test(file)) continue;
    const source = read(file);
    for (const tag of tags) {
      const written = new RegExp(
        `(?<!(?:name|id): |(?:emit|EventListener|CustomEvent)\\(\\s*)['"]${escaped(tag)}['"](?!:)`,
      );
      if (!file.endsWith('.events.ts') && written.test(source))
        found.push(`${relative(widgetsDir, file)}: ${tag}`);
    }
  }
  return found;
}

describe('what core/ and the tags name', () => {
  it('no file of core/ names a flow: no tag, page path or flow folder', () => {
    const files = sourceFiles(widgetsDir, widgetSource);
    expect(flowsNamedInCore(files, (file) => readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('each tag is written as a string in its tag file only', () => {
    const files = [
      ...sourceFiles(widgetsDir, widgetSource),
      ...sourceFiles(join(widgetsDir, '../stories'), widgetSource),
    ];
    expect(tagsWrittenTwice(files, (file) => readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('finds a tag, a page and a flow folder named in core, and a tag written outside its tag file', () => {
    const at = (path: string) => join(widgetsDir, path);
    const sources: Record<string, string> = {
      [at('receipt/receipt.tag.ts')]: "export const receiptTag = 'byko-receipt';",
      [at('core/a.ts')]: [
        '/** Like `<byko-receipt>`. */',
        "const kind = 'limit-change';",
        "const to = '/kvittun/' + id;",
        "const api = '/api/kvittun/x';",
        "const step = 'login';",
      ].join('\n'),
      [at('pay/b.ts')]: "navigate('byko-receipt');",
      [at('pay/c.ts')]: "const route = { name: 'byko-receipt' };\nemit('byko-receipt', {});",
      [at('pay/e.ts')]: "define({ tag: 'byko-receipt' });",
      [at('pay/pay.events.ts')]: "export type E = {\n  'byko-receipt': X;\n};",
    };
    const read = (file: string) => sources[file] ?? '';
    expect(flowsNamedInCore(Object.keys(sources), read)).toEqual([
      'core/a.ts:1 names byko-receipt',
      'core/a.ts:2 names limit-change',
      'core/a.ts:3 names /kvittun',
    ]);
    expect(tagsWrittenTwice(Object.keys(sources), read)).toEqual([
      'pay/b.ts: byko-receipt',
      'pay/e.ts: byko-receipt',
    ]);
  });
});
