import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editRouteTable, editSandboxApp, flowNames, refusals, unstagedRefusal } from './new-flow.ts';

// `npm run new-flow` in a copy of the project: the files git knows of and the untracked ones it does
// not ignore, node_modules linked. The flow it makes must type-check with the whole project, pass
// Biome and its own tests there, and leave every existing file but the two it edits (and the doc it
// regenerates) as it was.

const root = resolve(import.meta.dirname, '..');
/** A name no real flow will take, so the test runs as well after `npm run new-flow -- gift-card`. */
const name = 'sample-flow';
const title = 'Sýnishorn';

/** What the command writes for it: every one a new file. */
const written = [
  'widgets/sample-flow/sample-flow.tag.ts',
  'widgets/sample-flow/sample-flow.element.ts',
  'widgets/sample-flow/SampleFlowWidget.tsx',
  'widgets/sample-flow/sample-flow.model.ts',
  'widgets/sample-flow/sample-flow.api.ts',
  'widgets/sample-flow/sample-flow.messages.ts',
  'widgets/sample-flow/sample-flow.en.ts',
  'widgets/sample-flow/sample-flow.pl.ts',
  'widgets/sample-flow/sample-flow.events.ts',
  'widgets/sample-flow/sample-flow.css',
  'widgets/sample-flow/sample-flow.model.test.ts',
  'widgets/sample-flow/README.md',
  'sandbox/sample-flow/routes.ts',
  'sandbox/sample-flow/fixtures.ts',
  'sandbox/sample-flow/routes.test.ts',
  'stories/sample-flow.stories.tsx',
];

let copy = '';

/** Every file of the copy (node_modules and caches aside) by its content's hash. */
function snapshot(): Map<string, string> {
  const files = readdirSync(copy, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(copy, join(entry.parentPath, entry.name)))
    .filter((path) => !/^(node_modules|\.cache)\//.test(path));
  return new Map(
    files.map((path) => [
      path,
      createHash('sha256')
        .update(readFileSync(join(copy, path)))
        .digest('hex'),
    ]),
  );
}

/** A tool of the project run in the copy, without the environment of the vitest that runs this file. */
function inCopy(tool: string, args: readonly string[]): { status: number | null; output: string } {
  const outer = Object.entries(process.env).filter(
    ([key]) => !key.startsWith('VITEST') && !['NODE_ENV', 'FORCE_COLOR'].includes(key),
  );
  // Plain output, for the test to read.
  const env = { ...Object.fromEntries(outer), NO_COLOR: '1' };
  const result = spawnSync(join(copy, 'node_modules/.bin', tool), args, { cwd: copy, env, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

let before = new Map<string, string>();
let after = new Map<string, string>();
let made = { status: null as number | null, output: '' };

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'new-flow-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    // A file deleted in the work tree is still in git's index.
    .filter((path) => path !== '' && existsSync(join(root, path)));
  for (const path of files) {
    mkdirSync(dirname(join(copy, path)), { recursive: true });
    copyFileSync(join(root, path), join(copy, path));
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
  before = snapshot();
  made = inCopy('tsx', ['scripts/new-flow.ts', name, '--title', title]);
  after = snapshot();
}, 60_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('npm run new-flow -- sample-flow, in a copy of the project', () => {
  it('writes the flow, its sandbox area and its stories as new files, and says what it did', () => {
    expect(made.status, made.output).toBe(0);
    const added = [...after.keys()].filter((path) => !before.has(path));
    expect(added.sort()).toEqual([...written].sort());
    for (const path of written) expect(made.output).toContain(path);
    expect(made.output).toContain('http://localhost:8080/sample-flow');
  });

  it('changes no existing file but the route table and the sandbox app, and regenerates docs/elements.md', () => {
    const changed = [...before.keys()].filter((path) => after.get(path) !== before.get(path));
    expect(changed.sort()).toEqual(['docs/elements.md', 'sandbox/app.ts', 'widgets/routes.ts']);
    const routeTable = readFileSync(join(copy, 'widgets/routes.ts'), 'utf8');
    expect(routeTable).toContain("import { tag as sampleFlowTag } from './sample-flow/sample-flow.tag.ts';");
    expect(routeTable).toContain("export const sampleFlowPath = '/sample-flow';");
    expect(routeTable).toContain('path: sampleFlowPath,');
    expect(routeTable).toContain("title: 'Sýnishorn',");
    expect(readFileSync(join(copy, 'sandbox/app.ts'), 'utf8')).toContain(
      "app.route('/api/sample-flow', sampleFlowRoutes());",
    );
    expect(readFileSync(join(copy, 'docs/elements.md'), 'utf8')).toContain('## `<byko-sample-flow>`');
  });

  it('type-checks with the whole project', () => {
    const tsc = inCopy('tsc', ['--noEmit', '-p', '.']);
    expect(tsc.output).toBe('');
    expect(tsc.status).toBe(0);
  }, 60_000);

  it('passes Biome with no warning, the two edited files too', () => {
    const biome = inCopy('biome', [
      'check',
      '--error-on-warnings',
      ...written,
      'widgets/routes.ts',
      'sandbox/app.ts',
    ]);
    expect(biome.status, biome.output).toBe(0);
  }, 30_000);

  it("passes its model's tests against the sandbox, its sandbox area's, and the project's checks that take in every flow", () => {
    // The docs and the route table accept its page and sandbox area because its README.md names
    // them; the boundaries hold it to its folder and core; its story file is within the size.
    // (scripts/elements-doc.test.ts reads git's index, which the copy has not.)
    const files = [
      'widgets/sample-flow/sample-flow.model.test.ts',
      'sandbox/sample-flow/routes.test.ts',
      'scripts/docs.test.ts',
      'pages/routes.test.ts',
      'widgets/flow-boundaries.test.ts',
      'stories/story-size.test.ts',
      'widgets/translations.test.ts',
      'pages/languages.test.ts',
    ];
    const vitest = inCopy('vitest', ['run', '--project', 'unit', ...files]);
    expect(vitest.status, vitest.output).toBe(0);
    expect(vitest.output).toMatch(new RegExp(`Test Files +${files.length} passed`));
  }, 60_000);

  it('refuses the same name again, and leaves every file as it was', () => {
    const again = inCopy('tsx', ['scripts/new-flow.ts', name]);
    expect(again.status).toBe(1);
    expect(again.output).toContain('widgets/sample-flow/ exists');
    expect(snapshot()).toEqual(after);
  }, 30_000);
});

describe('what the command refuses (in this repository, which it only reads)', () => {
  it('a name that is not kebab-case, and a title it cannot write as it is', async () => {
    for (const bad of ['GiftCard', 'gift_card', '-gift', 'gift--card', '1-card', 'gjafakort-ó'])
      expect(await refusals(bad, undefined), bad).toEqual([expect.stringContaining("is not a flow's name")]);
    expect(await refusals('gift-card', "Gjafa'kort")).toEqual([expect.stringContaining('is not a title')]);
  });

  it('a flow that exists: its folders, its tag, its page and the names it would add', async () => {
    const found = await refusals('receipt', undefined);
    expect(found).toEqual(
      expect.arrayContaining([
        'widgets/receipt/ exists',
        'stories/receipt.stories.tsx exists',
        "the tag <byko-receipt> is widgets/receipt/receipt.tag.ts's",
        'receiptPath is taken in widgets/routes.ts',
        "a route is named 'receipt' in widgets/routes.ts",
        'receiptTag is already a name in widgets/routes.ts',
        "stories/receipt.stories.tsx has the story id 'receipt'",
      ]),
    );
  });

  it("a page another route shows, the server's and the sandbox's own paths, an event's name", async () => {
    expect(await refusals('golfmot', undefined)).toEqual([
      expect.stringContaining("the page /golfmot is the route 'golf'"),
    ]);
    expect(await refusals('api', undefined)).toContain("/api/… is the server's or the sandbox's own");
    expect(await refusals('cdn', undefined)).toEqual(["/cdn/… is the server's or the sandbox's own"]);
    expect(await refusals('error', undefined)).toEqual(
      expect.arrayContaining([
        'byko-error is an event of widgets/core/runtime/events.ts',
        "widgets/core/ writes 'error' (widgets/core/runtime/ui/Alert.tsx), and core names no flow",
      ]),
    );
  });

  it('a name or a title that names the sandbox, which the build refuses to ship', async () => {
    expect(await refusals('sandbox', undefined)).toEqual([
      expect.stringContaining('/sandbox/ and <byko-sandbox> name the sandbox'),
    ]);
    expect(await refusals('sandkassi', undefined)).toEqual([
      expect.stringContaining('/sandkassi/ and <byko-sandkassi> name the sandbox'),
    ]);
    expect(await refusals('gift-card', 'Sandkassinn')).toEqual([
      "the title 'Sandkassinn' names the sandbox (/sandkassi/i), which the build refuses in its output",
    ]);
  });

  it('to stage over changes of its own in the files it edits or regenerates, naming them', () => {
    expect(unstagedRefusal([])).toBeUndefined();
    expect(unstagedRefusal(['sandbox/app.ts'])).toMatch(/^sandbox\/app\.ts has changes not staged in git/);
    expect(unstagedRefusal(['widgets/routes.ts', 'docs/elements.md'])).toMatch(
      /^widgets\/routes\.ts, docs\/elements\.md have changes not staged in git/,
    );
  });

  it('stops at an anchor missing from a file it edits', () => {
    const names = flowNames(name, title);
    expect(() => editRouteTable("export const payPath = '/borga';\n", names)).toThrow(
      "widgets/routes.ts: the anchor 'export const routes: readonly Route[] = [' is missing",
    );
    expect(() => editSandboxApp("import { Hono } from 'hono';\n", names)).toThrow(
      "sandbox/app.ts: the anchor 'app.notFound(' is missing",
    );
  });
});
