import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  kib,
  loaderBudget,
  otherLanguageBudget,
  packagePayPageBudget,
  payPageBudget,
} from '../bench/js-budget.ts';
import { settingRules } from '../server/settings.ts';
import { flowReadmeNamesPage } from '../test/support/flow-readme.ts';
import { routes } from '../widgets/routes.ts';

// The layout the docs describe is the layout there is: a file or folder moved without its mention,
// a link that leads nowhere or a size no test checks fails here, not in a reader's hands.

const root = resolve(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** The front door and every document under docs/ (some are generated or written by others). */
const markdown = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`),
];

/** The hand-written docs that name files by their path from the root. */
const docs = [
  'README.md',
  'docs/embedding.md',
  'docs/deploying.md',
  'docs/sandbox.md',
  'docs/product.md',
  'docs/adding-a-flow.md',
  'sandbox/README.md',
];

/** Where each variable the commands read is described, and each variable the tests and tools read. */
const commandSettingsDoc = 'docs/deploying.md';
const toolSettingsDoc = 'docs/adding-a-flow.md';

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

/**
 * The targets of a markdown text's links, `[text](target)` and `![alt](target)`, outside code: fenced
 * blocks are dropped and inline code spans blanked first, so `list[0](x)` in an example is no link.
 */
function linkTargets(text: string): string[] {
  const prose = text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, 'code');
  return [...prose.matchAll(/\[[^\]\n]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(
    (match) => match[1] ?? '',
  );
}

/** Targets that are not files of this repository: web and mail addresses and a page's own anchors are not. */
const external = (target: string) => /^(?:https?:|mailto:)/i.test(target) || target.startsWith('#');

/**
 * The relative links of `doc` (a path from the root) whose target, without its `#fragment`, is no
 * file or folder inside the repository: missing, or outside the root.
 */
function brokenLinks(doc: string, text: string, repository: string = root): string[] {
  return linkTargets(text).filter((target) => {
    if (external(target)) return false;
    const path = decodeURI(target.replace(/[#?].*$/, ''));
    if (path === '') return true;
    const resolved = resolve(repository, dirname(doc), path);
    const inside = relative(repository, resolved);
    if (inside.startsWith('..') || isAbsolute(inside)) return true;
    return !existsSync(resolved);
  });
}

/** Every size written as "<number> KiB", in KiB. */
function kibFigures(text: string): number[] {
  return [...text.matchAll(/(\d+(?:[.,]\d+)?)[\s\u00a0]*KiB\b/g)].map((match) =>
    Number((match[1] ?? '').replace(',', '.')),
  );
}

/** The sizes the docs may quote: the budgets a test checks (bench/js-budget.ts), in KiB. */
const budgetsKiB = [loaderBudget, payPageBudget, packagePayPageBudget, otherLanguageBudget].map(
  (bytes) => bytes / kib,
);

/** What the docs once said of the loader, and must not say again. */
const wrongClaims = [/registers every tag/i, /under 1 KiB/i];

/** A text's lines, a final line break ending the last rather than starting another. */
const linesOf = (text: string) => text.replace(/\n$/, '').split('\n');

describe('the docs', () => {
  it.each(docs)('%s names only paths that exist', (doc) => {
    const paths = rootPaths(read(doc));
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });

  it.each(markdown)('%s links only to files and folders of the repository', (doc) => {
    expect(brokenLinks(doc, read(doc))).toEqual([]);
  });

  it.each(markdown)('%s quotes no size but a budget a test checks', (doc) => {
    const figures = kibFigures(read(doc));
    expect(figures.filter((figure) => !budgetsKiB.includes(figure))).toEqual([]);
  });

  it.each([...markdown, 'sandbox/README.md'])('%s makes none of the loader’s old claims', (doc) => {
    const text = read(doc);
    expect(wrongClaims.filter((claim) => claim.test(text)).map(String)).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('find a link to a missing file, one outside the repository, and none where there is none', () => {
    const text = [
      '[there](docs/product.md#who-uses-it) [folder](sandbox/) [web](https://example.is/x.md)',
      '[anchor](#the-docs) [mail](mailto:a@example.is) [gone](docs/no-such-file.md)',
      '[out](../outside.md) `[code](not-a-link.md)`',
      '```js',
      'list[0](nope.md);',
      '```',
    ].join('\n');
    expect(brokenLinks('README.md', text)).toEqual(['docs/no-such-file.md', '../outside.md']);
    expect(brokenLinks('docs/product.md', '[up](../README.md) [here](product.md) [no](README.md)')).toEqual([
      'README.md',
    ]);
  });

  it('read every size written in KiB', () => {
    expect(kibFigures('at most 3 KiB gzip; 1.03 KiB; 92\u00a0KiB; 10 MiB; 4 096 bytes')).toEqual([
      3, 1.03, 92,
    ]);
    expect(budgetsKiB).toEqual([3, 96, 31, 4]);
  });
});

describe('README.md, the front door', () => {
  const lines = linesOf(read('README.md'));

  it('has at most 150 lines', () => {
    expect(lines.length).toBeLessThanOrEqual(150);
  });

  it('starts with the two commands a newcomer needs', () => {
    const opening = lines.slice(0, 15).join('\n');
    expect(opening).toContain('npm install && npm start');
    expect(opening).toContain('npm test');
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

  it("are each a row of sandbox/README.md's folder table or named in their widget folder's README, and its rows each a folder", () => {
    const rows = [...read('sandbox/README.md').matchAll(/^\| `([a-z-]+)\/` +\|/gm)].map((match) => match[1]);
    // A flow `npm run new-flow` made names its sandbox area in its own README until it has a row.
    const namedByItsFlow = (folder: string) => {
      const readme = join('widgets', folder, 'README.md');
      return existsSync(join(root, readme)) && read(readme).includes(`sandbox/${folder}/`);
    };
    expect(folders.filter((folder) => !rows.includes(folder) && !namedByItsFlow(folder))).toEqual([]);
    expect(rows.filter((row) => row === undefined || !folders.includes(row))).toEqual([]);
  });
});

describe('the variables each command and tool reads', () => {
  /** Files under `folder` (recursively) whose name ends in `.ts`, installed packages and builds left out. */
  const sources = (folder: string): string[] =>
    readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((file) => !/[\\/](?:node_modules|dist)[\\/]/.test(relative(root, file)));

  /** What a process is given by its system or its runner, not a setting of ours. */
  const notOurs = new Set(['HOME', 'PATH', 'NODE_ENV', 'VITEST_POOL_ID']);

  /** A variable read from process.env, or by its name through http/settings.ts's `environmentSetting`. */
  const reads = /\b(?:env\??\.|environmentSetting\(\w+, ')([A-Z][A-Z0-9_]+)/g;
  const namesIn = (files: readonly string[]): Set<string> => {
    const names = new Set<string>();
    for (const file of files)
      for (const [, name = ''] of readFileSync(file, 'utf8').matchAll(reads))
        if (!notOurs.has(name)) names.add(name);
    return names;
  };

  /** What the commands read (npm start, dev, sandbox, serve), and npm run serve's settings. */
  const viteConfigs = readdirSync(root)
    .filter((name) => /^vite\..*\.ts$/.test(name))
    .map((name) => join(root, name));
  const commands = new Set([
    ...namesIn([...['server', 'sandbox', 'demo'].flatMap(sources), ...viteConfigs]),
    ...Object.keys(settingRules),
  ]);
  /** What only the tests and the developer tools read. */
  const tools = [...namesIn(['scripts', 'test', 'bench'].flatMap(sources))].filter(
    (name) => !commands.has(name),
  );

  it('are found in the sources, npm run serve’s settings among them', () => {
    for (const name of ['SANDBOX_PORT', 'SANDBOX_ALLOWED_HOSTS', 'SANDBOX_AUTH_DELAY_MS', 'BYKO_API_BASE'])
      expect(commands).toContain(name);
    expect(tools).toContain('E2E_WORKERS');
  });

  it.each([...commands].sort())(`%s is named in ${commandSettingsDoc}`, (name) => {
    expect(read(commandSettingsDoc)).toContain(`\`${name}\``);
  });

  it.each([...commands].sort())('%s is named in the README, beside the commands', (name) => {
    expect(read('README.md')).toContain(`\`${name}\``);
  });

  it.each(tools.sort())(`%s is named in ${toolSettingsDoc}`, (name) => {
    expect(read(toolSettingsDoc)).toContain(`\`${name}\``);
  });
});

describe('docs/product.md', () => {
  it.each(routes.filter((route) => route.path !== '*').map((route) => [route.path, route] as const))(
    "names the page %s, or its flow folder's README.md does",
    (path, route) => {
      const inProduct = read('docs/product.md').includes(`\`${path}\``);
      // A flow `npm run new-flow` made names its page in its own README.md until then.
      const inItsFlow = route.view.kind === 'element' && flowReadmeNamesPage(route.view.tag, path);
      expect(inProduct || inItsFlow).toBe(true);
    },
  );
});

describe('the docs, read from a clone', () => {
  it.each([...new Set([...docs, ...markdown])])('%s leans on no file outside the repository', (doc) => {
    expect(read(doc)).not.toMatch(/\.\.\/shared|product-spec\.md|DESIGN\.md|SANDBOX\.md/);
  });
});
