import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { resolveRoute } from '../pages/match.ts';
import { createSandboxApp, isSandboxPath } from '../sandbox/app.ts';
import { reasons } from '../sandbox/errors.ts';
import { notPagePrefixes, serverPaths } from '../server/pages-app.ts';
import { flowNamePatterns } from '../test/support/flow-names.ts';
import * as routeTable from '../widgets/routes.ts';
import { routes } from '../widgets/routes.ts';
import { renderElementsDoc } from './elements-doc.ts';
import { buildManifest } from './manifest.ts';
import { sandboxNames } from './sandbox-names.ts';

/**
 * `npm run new-flow -- <name> [--title <Icelandic title>]`: a new flow in the project's shape, small
 * and working. It writes the flow's folder under widgets/, its sandbox area, its stories and tests
 * (from the templates in scripts/new-flow/), edits exactly two existing files (widgets/routes.ts: the
 * tag's import, `<camel>Path` and the route; sandbox/app.ts: the area mounted), formats what it
 * wrote with Biome, regenerates docs/elements.md and, in a git work tree, stages all of it
 * (scripts/elements-doc.test.ts reads the doc from git's index). Before it writes anything it checks
 * that every name it would take is free and, in a git work tree, that the three files it changes hold
 * no unstaged changes of their own (its git add would stage those too), and it stops at the first
 * anchor it cannot find in a file it edits, so a half-made flow is never left behind by a refusal.
 */

/**
 * The repository the command works in: the one this script belongs to, whose route table and sandbox
 * it imports to see what is taken (a copy of the project runs its own copy of the script).
 */
const root = resolve(import.meta.dirname, '..');
const templates = join(import.meta.dirname, 'new-flow');

/** Every form of a flow's name the files use. */
export interface FlowNames {
  /** `gift-card`: the folders, the route's name, the page `/gift-card`, the API `/api/gift-card`. */
  kebab: string;
  /** `giftCard`: `giftCardPath`, `giftCardTag`, `giftCardRoutes`. */
  camel: string;
  /** `GiftCard`: `GiftCardWidget`, `GiftCardModel`. */
  Pascal: string;
  /** What the page, the heading and the story are called. */
  title: string;
}

const kebabName = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
/** A title goes into TypeScript strings and Markdown as it is: letters, digits and a few marks. */
const plainTitle = /^[\p{L}\p{N}][\p{L}\p{N} ,.:()-]*$/u;

export function flowNames(name: string, title?: string): FlowNames {
  const camel = name.replace(/-([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
  const Pascal = camel.charAt(0).toUpperCase() + camel.slice(1);
  // Without a title, the name in words: a placeholder the flow's README asks to replace.
  const fallback = name.charAt(0).toUpperCase() + name.slice(1).replaceAll('-', ' ');
  return { kebab: name, camel, Pascal, title: title?.trim() || fallback };
}

/** The templates and where each goes. */
function plannedFiles(names: FlowNames): { template: string; path: string }[] {
  const { kebab, Pascal } = names;
  const flow = (file: string) => `widgets/${kebab}/${file}`;
  return [
    { template: 'tag.ts.tmpl', path: flow(`${kebab}.tag.ts`) },
    { template: 'element.ts.tmpl', path: flow(`${kebab}.element.ts`) },
    { template: 'Widget.tsx.tmpl', path: flow(`${Pascal}Widget.tsx`) },
    { template: 'model.ts.tmpl', path: flow(`${kebab}.model.ts`) },
    { template: 'api.ts.tmpl', path: flow(`${kebab}.api.ts`) },
    { template: 'messages.ts.tmpl', path: flow(`${kebab}.messages.ts`) },
    { template: 'en.ts.tmpl', path: flow(`${kebab}.en.ts`) },
    { template: 'pl.ts.tmpl', path: flow(`${kebab}.pl.ts`) },
    { template: 'events.ts.tmpl', path: flow(`${kebab}.events.ts`) },
    { template: 'css.tmpl', path: flow(`${kebab}.css`) },
    { template: 'model.test.ts.tmpl', path: flow(`${kebab}.model.test.ts`) },
    { template: 'README.md.tmpl', path: flow('README.md') },
    { template: 'sandbox-routes.ts.tmpl', path: `sandbox/${kebab}/routes.ts` },
    { template: 'sandbox-fixtures.ts.tmpl', path: `sandbox/${kebab}/fixtures.ts` },
    { template: 'sandbox-routes.test.ts.tmpl', path: `sandbox/${kebab}/routes.test.ts` },
    { template: 'stories.tsx.tmpl', path: `stories/${kebab}.stories.tsx` },
  ];
}

/** The two existing files the command edits. */
export const editedFiles = ['widgets/routes.ts', 'sandbox/app.ts'] as const;
/** The file it regenerates. */
export const regeneratedFile = 'docs/elements.md';

/** A template with the flow's names in its `{{kebab}}`, `{{camel}}`, `{{Pascal}}` and `{{title}}`. */
export function fill(template: string, names: FlowNames): string {
  const filled = template.replace(
    /\{\{(kebab|camel|Pascal|title)\}\}/g,
    (_match, key: keyof FlowNames) => names[key],
  );
  const left = /\{\{\w+\}\}/.exec(filled);
  if (left) throw new Error(`a template names ${left[0]}, which the command does not fill`);
  return filled;
}

/** The files under `folder` (a path from the root), recursively, as paths from the root. */
function filesUnder(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' }).map(
    (file) => `${folder}/${file}`,
  );
}

/**
 * Why this flow cannot be made here: each name it would take that something already has. Empty when
 * every one is free.
 */
export async function refusals(name: string, title: string | undefined): Promise<string[]> {
  if (!kebabName.test(name))
    return [
      `'${name}' is not a flow's name: lower-case letters and digits, words joined by '-', starting with a letter (gift-card)`,
    ];
  if (title !== undefined && (!plainTitle.test(title.trim()) || title.trim().length > 60))
    return [
      `'${title}' is not a title the command can write: up to 60 letters, digits, spaces and , . : ( ) - (Gjafakort)`,
    ];
  const names = flowNames(name, title);
  const { kebab, camel } = names;
  const found: string[] = [];
  const read = (path: string) => readFileSync(join(root, path), 'utf8');

  for (const folder of [`widgets/${kebab}`, `widgets/core/${kebab}`, `sandbox/${kebab}`])
    if (existsSync(join(root, folder))) found.push(`${folder}/ exists`);
  for (const { path } of plannedFiles(names))
    if (existsSync(join(root, path)) && !found.some((line) => line.startsWith(dirname(path))))
      found.push(`${path} exists`);

  const widgetFiles = filesUnder('widgets');
  const tag = `byko-${kebab}`;
  for (const file of widgetFiles.filter((path) => path.endsWith('.tag.ts')))
    if (read(file).includes(`'${tag}'`)) found.push(`the tag <${tag}> is ${file}'s`);
  // An event's name (byko-error, byko-navigate: core's events.ts and each flow's *.events.ts) is no tag.
  for (const file of widgetFiles.filter((path) => /(^|[/.])events\.ts$/.test(path)))
    if (read(file).includes(`'${tag}':`)) found.push(`${tag} is an event of ${file}`);

  // What the route table, the server and the sandbox already answer.
  const page = `/${kebab}`;
  const taken = resolveRoute(page).route;
  if (taken.name !== 'not-found') found.push(`the page ${page} is the route '${taken.name}' (${taken.path})`);
  if (`${camel}Path` in routeTable) found.push(`${camel}Path is taken in widgets/routes.ts`);
  if (routes.some((route) => route.name === kebab))
    found.push(`a route is named '${kebab}' in widgets/routes.ts`);
  const serversOwn = [...Object.values(serverPaths), ...notPagePrefixes];
  if (serversOwn.some((path) => path === page) || isSandboxPath(`${page}/`))
    found.push(`${page}/… is the server's or the sandbox's own`);
  const answer = await createSandboxApp({ authDelayMs: 0 }).request(`/api/${kebab}`);
  const body: unknown = await answer.json().catch(() => undefined);
  const unknownPath =
    answer.status === 404 &&
    typeof body === 'object' &&
    body !== null &&
    (body as { reason?: unknown }).reason === reasons.noSuchPath;
  if (!unknownPath) found.push(`the sandbox already answers GET /api/${kebab} (${answer.status})`);

  // The names the two edits add, and the story's.
  if (new RegExp(`\\b${camel}Tag\\b`).test(read('widgets/routes.ts')))
    found.push(`${camel}Tag is already a name in widgets/routes.ts`);
  if (new RegExp(`\\b${camel}Routes\\b`).test(read('sandbox/app.ts')))
    found.push(`${camel}Routes is already a name in sandbox/app.ts`);
  for (const file of filesUnder('stories').filter((path) => path.endsWith('.stories.tsx'))) {
    const source = read(file);
    if (source.includes(`id: '${kebab}',`)) found.push(`${file} has the story id '${kebab}'`);
    if (source.includes(`title: '${names.title}',`))
      found.push(`${file} has the story title '${names.title}'`);
  }

  // The build refuses output that names the sandbox (scripts/sandbox-names.ts), and the page's path,
  // the API's, the tag and the title are all in it.
  const namesSandbox = (text: string) => sandboxNames.find((pattern) => pattern.test(text));
  const inName = namesSandbox(`${page}/`) ?? namesSandbox(tag);
  if (inName)
    found.push(`${page}/ and <${tag}> name the sandbox (${inName}), which the build refuses in its output`);
  // Without a title, the title is the name in words, refused above if it names the sandbox.
  const inTitle = title?.trim() ? namesSandbox(names.title) : undefined;
  if (inTitle)
    found.push(
      `the title '${names.title}' names the sandbox (${inTitle}), which the build refuses in its output`,
    );

  // Core names no flow (widgets/flow-boundaries.test.ts): a word core already writes cannot be one.
  const inCore = flowNamePatterns({ tags: [tag], pages: [page], folders: [kebab] }).map(
    ([, pattern]) => pattern,
  );
  for (const file of widgetFiles.filter(
    (path) =>
      path.startsWith('widgets/core/') && /\.(ts|tsx|css)$/.test(path) && !/\.test(-setup)?\.ts$/.test(path),
  ))
    if (inCore.some((pattern) => pattern.test(read(file))))
      found.push(`widgets/core/ writes '${kebab}' (${file}), and core names no flow`);
  return found;
}

/** The index just after the last line of the file's leading imports. */
function afterImports(lines: readonly string[], file: string): number {
  let last = -1;
  for (const [index, line] of lines.entries()) {
    if (/^import .*;$/.test(line) || /^\} from '[^']+';$/.test(line)) last = index;
    else if (/^(export|const|function|class|interface|type) /.test(line)) break;
  }
  if (last < 0) throw new Error(`${file}: no import to add the flow's beside`);
  return last + 1;
}

/** The index of the first line equal to `closing` after the line that starts with `opening`. */
function closingLine(lines: readonly string[], opening: string, closing: string, file: string): number {
  const start = lines.findIndex((line) => line.startsWith(opening));
  if (start < 0) throw new Error(`${file}: the anchor '${opening}' is missing`);
  const end = lines.findIndex((line, index) => index > start && line === closing);
  if (end < 0) throw new Error(`${file}: '${opening}' has no closing '${closing}'`);
  return end;
}

/** widgets/routes.ts with the flow's tag imported, its path's constant after the others and its route last in `routes`. */
export function editRouteTable(source: string, names: FlowNames, file = 'widgets/routes.ts'): string {
  const { kebab, camel, title } = names;
  const lines = source.split('\n');
  const route = [
    '  {',
    `    path: ${camel}Path,`,
    `    name: '${kebab}',`,
    `    title: '${title}',`,
    `    view: { kind: 'element', tag: ${camel}Tag, attributes: () => ({}) },`,
    '  },',
  ];
  lines.splice(closingLine(lines, 'export const routes: readonly Route[] = [', '];', file), 0, ...route);
  const lastPath = lines.findLastIndex((line) => /^export const \w+Path = '/.test(line));
  if (lastPath < 0) throw new Error(`${file}: the anchor 'export const …Path = ' is missing`);
  lines.splice(lastPath + 1, 0, `export const ${camel}Path = '/${kebab}';`);
  lines.splice(
    afterImports(lines, file),
    0,
    `import { tag as ${camel}Tag } from './${kebab}/${kebab}.tag.ts';`,
  );
  return lines.join('\n');
}

/** sandbox/app.ts with the flow's area imported and mounted at /api/<name>, before the not-found answer. */
export function editSandboxApp(source: string, names: FlowNames, file = 'sandbox/app.ts'): string {
  const { kebab, camel, title } = names;
  const lines = source.split('\n');
  const notFound = lines.findIndex((line) => /^\s+app\.notFound\(/.test(line));
  if (notFound < 0) throw new Error(`${file}: the anchor 'app.notFound(' is missing`);
  const indent = /^\s+/.exec(lines[notFound] ?? '')?.[0] ?? '  ';
  lines.splice(
    notFound,
    0,
    `${indent}// GET /api/${kebab}: ${title} (sandbox/${kebab}/), which keeps no memory and is given nothing.`,
    `${indent}app.route('/api/${kebab}', ${camel}Routes());`,
    '',
  );
  lines.splice(afterImports(lines, file), 0, `import { ${camel}Routes } from './${kebab}/routes.ts';`);
  return lines.join('\n');
}

function run(command: string, args: readonly string[]): { ok: boolean; stdout: string; output: string } {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8' });
  return {
    ok: result.status === 0,
    stdout: result.stdout ?? '',
    output: `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ?? ''}`,
  };
}

/** True when the repository is the top of a git work tree (not a folder inside another one). */
function isGitWorkTree(): boolean {
  const top = run('git', ['rev-parse', '--show-toplevel']);
  return top.ok && resolve(top.output.trim()) === resolve(root);
}

/**
 * Why the command cannot stage what it makes: `unstaged`, the files it would edit or regenerate that
 * hold changes git has not staged (`git diff --name-only`), would be staged by its `git add` along
 * with its own. Undefined when there are none.
 */
export function unstagedRefusal(unstaged: readonly string[]): string | undefined {
  if (unstaged.length === 0) return undefined;
  return [
    `${unstaged.join(', ')} ${unstaged.length === 1 ? 'has' : 'have'} changes not staged in git, which the command's git add would stage along with the flow.`,
    'Stage them (git add) or set them aside (git stash), then run it again.',
  ].join('\n');
}

/** The files the command edits or regenerates that hold changes git has not staged. */
function unstagedFiles(): string[] {
  const diff = run('git', ['diff', '--name-only', '--', ...editedFiles, regeneratedFile]);
  if (!diff.ok) throw new Error(`git diff failed:\n${diff.output}`);
  return diff.stdout.split('\n').filter((line) => line !== '');
}

export interface NewFlowResult {
  names: FlowNames;
  written: string[];
  edited: string[];
  regenerated: string[];
  staged: boolean;
  /** No title was given: the name in words stands in for it. */
  untitled: boolean;
}

/** Makes the flow; throws with every refusal, or with what failed. */
export async function newFlow(name: string, title?: string): Promise<NewFlowResult> {
  const found = await refusals(name, title);
  if (found.length > 0)
    throw new Error(`cannot make the flow '${name}':\n${found.map((line) => `  - ${line}`).join('\n')}`);
  const names = flowNames(name, title);
  const staged = isGitWorkTree();
  const unstaged = staged ? unstagedRefusal(unstagedFiles()) : undefined;
  if (unstaged) throw new Error(`cannot make the flow '${name}': ${unstaged}`);

  // Every edit and every file is made in memory first: a missing anchor stops the command before it writes.
  const edits = new Map<string, string>([
    ['widgets/routes.ts', editRouteTable(readFileSync(join(root, 'widgets/routes.ts'), 'utf8'), names)],
    ['sandbox/app.ts', editSandboxApp(readFileSync(join(root, 'sandbox/app.ts'), 'utf8'), names)],
  ]);
  const files = plannedFiles(names).map(({ template, path }) => ({
    path,
    text: fill(readFileSync(join(templates, template), 'utf8'), names),
  }));

  for (const { path, text } of files) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  for (const [path, text] of edits) writeFileSync(join(root, path), text);

  const written = files.map(({ path }) => path);
  const formatted = [...written, ...editedFiles].filter((path) => /\.(ts|tsx|css)$/.test(path));
  const biome = run(join(root, 'node_modules/.bin/biome'), ['check', '--write', ...formatted]);
  if (!biome.ok) throw new Error(`biome check --write found what it could not fix:\n${biome.output}`);

  // The element's reference, as the build makes it (scripts/manifest.ts, scripts/elements-doc.ts).
  writeFileSync(join(root, regeneratedFile), renderElementsDoc(buildManifest(root)));

  const everything = [...written, ...editedFiles, regeneratedFile];
  if (staged) {
    const add = run('git', ['add', '--', ...everything]);
    if (!add.ok) throw new Error(`git add failed:\n${add.output}`);
  }
  return {
    names,
    written,
    edited: [...editedFiles],
    regenerated: [regeneratedFile],
    staged,
    untitled: title === undefined || title.trim() === '',
  };
}

/** What the command prints once the flow is made. */
export function report(result: NewFlowResult): string {
  const { names, written, edited, regenerated, staged, untitled } = result;
  return [
    ...(untitled
      ? [
          `No --title: the page, the heading and the stories say '${names.title}' until you give the spec's title.`,
        ]
      : []),
    `<byko-${names.kebab}> '${names.title}', on the page /${names.kebab}, its sandbox at GET /api/${names.kebab}.`,
    'Wrote:',
    ...written.map((path) => `  ${path}`),
    'Edited:',
    ...edited.map(
      (path) =>
        `  ${path}${path === 'widgets/routes.ts' ? ` (the tag's import, ${names.camel}Path, the route '${names.kebab}')` : ` (GET /api/${names.kebab} mounted)`}`,
    ),
    'Regenerated:',
    ...regenerated.map((path) => `  ${path}`),
    staged ? 'Staged all of them in git (git add).' : 'Not the top of a git work tree: nothing staged.',
    'Next:',
    `  npm start, then open http://localhost:8080/${names.kebab}`,
    `  npm run storybook: the stories '${names.title}'`,
    '  npm test',
    `  widgets/${names.kebab}/README.md lists what the command could not know: the spec's texts, the real API, the states.`,
  ].join('\n');
}

/** The command line: `<name>` and, optionally, `--title <title>` or `--title=<title>`. */
export function parseArguments(args: readonly string[]): { name: string; title?: string } | string {
  const rest = [...args];
  let title: string | undefined;
  const positional: string[] = [];
  while (rest.length > 0) {
    const arg = rest.shift() ?? '';
    if (arg === '--title') {
      title = rest.shift();
      if (title === undefined) return '--title needs a value';
    } else if (arg.startsWith('--title=')) title = arg.slice('--title='.length);
    else if (arg.startsWith('-')) return `unknown option ${arg}`;
    else positional.push(arg);
  }
  const [name, ...extra] = positional;
  if (name === undefined || extra.length > 0) return 'give one name';
  return title === undefined ? { name } : { name, title };
}

const usage =
  "usage: npm run new-flow -- <name> [--title '<Icelandic title>']   e.g. npm run new-flow -- gift-card --title Gjafakort";

if (process.argv[1]?.endsWith('new-flow.ts')) {
  const parsed = parseArguments(process.argv.slice(2));
  if (typeof parsed === 'string') {
    console.error(`${parsed}\n${usage}`);
    process.exit(2);
  }
  try {
    console.log(report(await newFlow(parsed.name, parsed.title)));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
