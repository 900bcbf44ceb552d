import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { attributeName } from '../widgets/core/runtime/attribute-name.ts';

/**
 * custom-elements.json (schema 2.1.0), made from what each element declares once. A
 * `<flow>.element.ts` exports `defineWidget<Props, Events>({ tag, component, props, styles })` under
 * one JSDoc block:
 * - the attributes are the props map's entries (each `name: 'type'`, or `name: ['A', 'B']` for a
 *   fixed set of values; an entry written otherwise is an error, never skipped), kebab-cased, each
 *   described by the JSDoc above it, and `api-base`, which every element takes (an `@attr api-base - …` line says what it serves
 *   there, where that is more than the API calls);
 * - the events are the keys of the `Events` map (the flow's `<flow>.events.ts`), each detail's type
 *   spelled out in full by TypeScript (`spelledEventMaps`), each described by an
 *   `@fires byko-x - …` line of the block; an event without a line, or a line naming no event, is an
 *   error, so the two cannot drift (byko-error, which every element sends, has its description
 *   here);
 * - the element's description, `@cssprop` and `@csspart`, from the block.
 * Editors, Storybook's docs pages, the TypeScript typings (scripts/typings.ts) and docs/elements.md
 * (scripts/elements-doc.ts) read it.
 */
interface Described {
  name: string;
  description: string;
}

export interface ElementDeclaration {
  tagName: string;
  description: string;
  attributes: (Described & { type: string; fieldName: string })[];
  events: (Described & { type: string })[];
  cssProperties: Described[];
  cssParts: Described[];
  module: string;
}

/** What the element file says of its events: the map's type and module, and each event's description. */
export interface ElementSource extends Omit<ElementDeclaration, 'events'> {
  eventMap: { name: string; file: string };
  eventDescriptions: Described[];
}

/** HTML's own `lang`, which every element reads for its language (core/runtime/lang.ts). */
const langDescription =
  "the element's language: `is` (Icelandic, the default), `en` or `pl`; without it the nearest ancestor's `lang`, then `<html lang>`; any other value is Icelandic. Changing it re-renders the element in place and keeps what was typed";
const apiBaseDescription =
  "where this element's API calls go (else `window.bykoWidgets.apiBase`, `<meta name=\"byko-api-base\">`, or the page's origin); a login's token goes only to the API that issued it, so at another API the element shows its login";

/**
 * byko-error is every element's (widgets/core/runtime/events.ts `ErrorEvents`): described here once,
 * as `api-base` is; an element's own `@fires byko-error - …` line may still say more.
 */
export const errorEventName = 'byko-error';
const errorEventDescription =
  'when the element shows an error: `{ tag, step, status, reason }`, the text shown, never what was typed (docs/embedding.md)';

/** A JSDoc comment's text: its `*` margin gone, lines kept. */
function commentText(comment: string): string {
  return comment.replace(/^\s*\* ?/gm, '').trim();
}

/** A type written over several lines, on one: `{ a: string; }` as `{ a: string }`, `< | A | B>` as `<A | B>`. */
export function oneLine(type: string): string {
  return type
    .replace(/\s+/g, ' ')
    .replace(/([<:]) ?\| /g, '$1 ')
    .replace(/< /g, '<')
    .replace(/ >/g, '>')
    .replace(/;? }/g, ' }')
    .trim();
}

function tagged(doc: string, tag: string): Described[] {
  return [...doc.matchAll(new RegExp(`^@${tag}\\s+(\\S+)\\s+-\\s+([^\\n]*)`, 'gm'))].map((match) => ({
    name: match[1] ?? '',
    description: (match[2] ?? '').trim(),
  }));
}

/** The type arguments of `defineWidget<…>(`, split at their top-level commas. */
function typeArguments(text: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let current = '';
  for (const character of text) {
    if (character === '<' || character === '{') depth++;
    if (character === '>' || character === '}') depth--;
    if (character === ',' && depth === 0) {
      found.push(current.trim());
      current = '';
    } else current += character;
  }
  return [...found, current.trim()];
}

/**
 * Where a name the element file uses comes from: the file itself, or the module it imports the name
 * from, and the name it has there (`tag as xTag` is `tag`).
 */
function importOf(
  name: string,
  source: string,
  file: string,
  what: string,
): { module: string; exported: string } {
  if (new RegExp(`export type ${name}\\b`).test(source)) return { module: file, exported: name };
  for (const [, names = '', from = ''] of source.matchAll(
    /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g,
  )) {
    for (const imported of names.split(',')) {
      const [exported = '', local = exported] = imported
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)
        .map((part) => part.trim());
      if (local === name) return { module: join(dirname(file), from), exported };
    }
  }
  throw new Error(`${file}: the ${what} ${name} is neither imported nor declared there`);
}

/** The text between the braces that open at `start`, past comments and strings. */
function bracedText(source: string, start: number): string {
  let depth = 0;
  for (let index = start; index < source.length; index++) {
    const character = source[index] ?? '';
    if (source.startsWith('/*', index)) index = source.indexOf('*/', index) + 1;
    else if (source.startsWith('//', index)) index = source.indexOf('\n', index);
    else if (character === "'" || character === '"' || character === '`')
      index = source.indexOf(character, index + 1);
    else if (character === '{') depth++;
    else if (character === '}' && --depth === 0) return source.slice(start + 1, index);
    if (index < 0) break;
  }
  throw new Error('unbalanced braces');
}

/** A props map's entries: its text split at the commas outside an entry's brackets. */
function topLevelEntries(text: string): string[] {
  const entries: string[] = [];
  let depth = 0;
  let current = '';
  for (const character of text) {
    if (character === '[') depth++;
    if (character === ']') depth--;
    if (character === ',' && depth === 0) {
      entries.push(current);
      current = '';
    } else current += character;
  }
  return [...entries, current].map((entry) => entry.trim()).filter((entry) => entry !== '');
}

/** An attribute's fixed values (`'L', 'M'`, as the props map writes them) as their type: `'L' | 'M'`. */
export function valuesType(values: string): string {
  return [...values.matchAll(/'([\w-]+)'/g)].map((match) => `'${match[1]}'`).join(' | ');
}

/**
 * The tag a `defineWidget` call names: written there (`tag: 'byko-x'`), or a constant it imports from
 * the element's tag file (`tag: xTag`, `export const tag = 'byko-x';`), which `read` opens.
 */
function tagOf(written: string, source: string, module: string, read: (module: string) => string): string {
  const literal = /^'([a-z0-9-]+)'$/.exec(written);
  if (literal) return literal[1] ?? '';
  const { module: tagModule, exported } = importOf(written, source, module, 'tag');
  const declared = new RegExp(`export const ${exported} = '([a-z0-9-]+)'`).exec(read(tagModule));
  if (!declared) throw new Error(`${tagModule}: declares no \`export const ${exported} = '…'\``);
  return declared[1] ?? '';
}

/** The element file's declaration, all but the events' types (which need TypeScript). */
export function parseElementFile(
  source: string,
  module: string,
  read: (module: string) => string = (other) => {
    throw new Error(`${module}: cannot open ${other}`);
  },
): ElementSource {
  const calls = source.match(/\bdefineWidget\s*</g) ?? [];
  if (calls.length > 1) throw new Error(`${module}: one defineWidget call a file, not ${calls.length}`);
  const call =
    /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*export const \w+ = defineWidget<([^(]*)>\(\s*\{\s*tag:\s*('[a-z0-9-]+'|\w+)/.exec(
      source,
    );
  const props = call ? /\bprops:\s*\{/.exec(source.slice(call.index + call[0].length)) : null;
  if (!call || !props)
    throw new Error(
      `${module}: no documented \`export const … = defineWidget<Props, Events>({ tag, … props: { … } })\``,
    );
  const doc = commentText(call[1] ?? '');
  const unread = doc
    .split('\n')
    .filter((line) => line.startsWith('@') && !/^@(attr|fires|cssprop|csspart)\s+\S+\s+-\s+\S/.test(line));
  if (unread.length > 0) throw new Error(`${module}: JSDoc tags it cannot read: ${unread.join('; ')}`);
  const [, eventMapName] = typeArguments(call[2] ?? '');
  if (!eventMapName) throw new Error(`${module}: defineWidget names no event map (its second type argument)`);
  const propsText = bracedText(source, call.index + call[0].length + props.index + props[0].length - 1);
  const declared = [
    ...propsText.matchAll(/(?:\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*)?(\w+):\s*(?:'(\w+)'|\[([^\]]*)\])/g),
  ].map((match) => ({
    fieldName: match[2] ?? '',
    type: match[4] === undefined ? (match[3] ?? 'string') : valuesType(match[4]),
    description: commentText(match[1] ?? ''),
  }));
  const entries = topLevelEntries(propsText.replace(/\/\*\*(?:(?!\*\/)[\s\S])*\*\//g, ''));
  if (entries.some((entry) => entry.startsWith('...')))
    throw new Error(`${module}: the props map spreads another: write each attribute in it`);
  const unreadEntries = entries.filter(
    (entry) =>
      !/^\w+:\s*(?:'(string|number|boolean|json)'|\[\s*'[\w-]+'(\s*,\s*'[\w-]+')*\s*,?\s*\])$/.test(entry),
  );
  if (unreadEntries.length > 0)
    throw new Error(
      `${module}: props entries it cannot read (write \`name: 'string'\`, a type of define.ts, or \`name: ['A', 'B']\`, its values): ${unreadEntries.join('; ')}`,
    );
  const undescribed = declared.filter((prop) => prop.description === '').map((prop) => prop.fieldName);
  if (undescribed.length > 0)
    throw new Error(`${module}: props without a JSDoc description: ${undescribed.join(', ')}`);
  const attrLines = tagged(doc, 'attr');
  const stray = attrLines
    .filter((attribute) => attribute.name !== 'api-base')
    .map((attribute) => attribute.name);
  if (stray.length > 0)
    throw new Error(`${module}: @attr ${stray.join(', ')}: an attribute is described on its props entry`);
  const apiBase = attrLines.find((attribute) => attribute.name === 'api-base');
  const attributes = [
    ...declared,
    { fieldName: 'apiBase', type: 'string', description: apiBase?.description ?? apiBaseDescription },
    { fieldName: 'lang', type: 'string', description: langDescription },
  ].map((prop) => ({ ...prop, name: attributeName(prop.fieldName) }));
  return {
    tagName: tagOf(call[3] ?? '', source, module, read),
    description: (doc.split('\n@')[0] ?? '').replace(/\s+/g, ' ').trim(),
    attributes,
    eventMap: { name: eventMapName, file: importOf(eventMapName, source, module, 'event map').module },
    eventDescriptions: tagged(doc, 'fires'),
    cssProperties: tagged(doc, 'cssprop'),
    cssParts: tagged(doc, 'csspart'),
    module,
  };
}

/**
 * The events in the order the JSDoc describes them, each with its spelled-out detail type. Every
 * event of the map must be described and every description must name one of the map's events.
 */
export function describedEvents(
  element: Pick<ElementSource, 'eventDescriptions' | 'module'>,
  details: ReadonlyMap<string, string>,
): ElementDeclaration['events'] {
  const descriptions =
    details.has(errorEventName) && !element.eventDescriptions.some((event) => event.name === errorEventName)
      ? [...element.eventDescriptions, { name: errorEventName, description: errorEventDescription }]
      : element.eventDescriptions;
  const described = new Set(descriptions.map((event) => event.name));
  const problems = [
    ...[...details.keys()]
      .filter((name) => !described.has(name))
      .map((name) => `${name} is in the event map but has no @fires line`),
    ...[...described]
      .filter((name) => !details.has(name))
      .map((name) => `@fires ${name} names no event of the map`),
  ];
  if (problems.length > 0) throw new Error(`${element.module}: ${problems.join('; ')}`);
  return descriptions.map((event) => ({
    ...event,
    type: `CustomEvent<${details.get(event.name) ?? 'never'}>`,
  }));
}

// ---- the events' detail types, spelled out by TypeScript's declaration emit

/**
 * The probe TypeScript declares: each event map with every type of ours expanded into its members
 * (declaration emit prints an inferred type's structure). Two markers keep emit from printing a
 * type by its name instead: each union of string literals becomes an object with those keys (emit
 * would write an alias such as `PayMethod`), and each object is intersected with `{ __spelled: 0 }`
 * (emit reuses a declaration's own type text, `FileResult | undefined`, for a type identical to
 * it). `spelledType` takes both markers out again. A detail JSON cannot carry as its type says (a
 * function, a Date, a Map, a tuple) is marked unspellable, and refused.
 */
const spellingTypes = `
type Spelled<T> = [T] extends [string | undefined | null]
  ? string extends T
    ? T
    : { __literals: { -readonly [Key in Exclude<T, undefined | null> & string]-?: 0 }; __undefined: undefined extends T ? 1 : 0; __null: null extends T ? 1 : 0 }
  : T extends ((...args: never[]) => unknown) | Date | RegExp | Map<unknown, unknown> | Set<unknown> | Promise<unknown>
    ? { __unspellable: 0 }
    : T extends readonly (infer Item)[]
      ? number extends T['length']
        ? T extends unknown[] ? Spelled<Item>[] : readonly Spelled<Item>[]
        : { __unspellable: 0 }
      : T extends object
        ? { [Key in keyof T]: Spelled<T[Key]> } & { __spelled: 0 }
        : T;
declare function spell<Map>(): { [Name in keyof Map]: Spelled<Map[Name]> };
`;

/** The printed marker of a union of literals back as the union: `'a' | 'b' | undefined`. */
function literalUnions(type: string): string {
  return type.replace(
    /\{ __literals: \{ ?([^{}]*?) ?\}; __undefined: ([01]); __null: ([01]) \}/g,
    (_marker, keys: string, withUndefined: string, withNull: string) => {
      const members = keys
        .split(';')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== '')
        .map((entry) => `'${entry.replace(/: 0$/, '').replace(/^"(.*)"$/, '$1')}'`);
      if (withUndefined === '1') members.push('undefined');
      if (withNull === '1') members.push('null');
      return members.length > 0 ? members.join(' | ') : 'never';
    },
  );
}

/** `({ … })` as `{ … }`: the brackets emit puts around an intersection in a union or an array. */
function unwrapObjects(type: string): string {
  let text = type;
  for (let open = text.indexOf('({'); open >= 0; open = text.indexOf('({', open + 1)) {
    let depth = 0;
    for (let index = open + 1; index < text.length; index++) {
      if (text[index] === '{') depth++;
      else if (text[index] === '}' && --depth === 0) {
        if (text[index + 1] === ')')
          text = `${text.slice(0, open)}${text.slice(open + 1, index + 1)}${text.slice(index + 2)}`;
        break;
      }
    }
  }
  return text;
}

/** A type as the manifest writes it: on one line, string literals in single quotes, nothing named. */
export function spelledType(printed: string): string {
  const type = unwrapObjects(literalUnions(oneLine(printed)).replaceAll(' & { __spelled: 0 }', '')).replace(
    /"([^"'\\]*)"/g,
    "'$1'",
  );
  if (/import\(|__literals|__spelled|__unspellable/.test(type))
    throw new Error(`a detail type could not be spelled out: ${type}`);
  return type;
}

/** The top-level members of an object type's body `a: A; 'b-c'?: B;`, as name and type text. */
export function objectMembers(body: string): Map<string, string> {
  const members = new Map<string, string>();
  let depth = 0;
  let current = '';
  const add = () => {
    const member = /^\s*(?:'([^']*)'|"([^"]*)"|([\w$]+))\??:\s*([\s\S]*)$/.exec(current);
    if (member) members.set(member[1] ?? member[2] ?? member[3] ?? '', (member[4] ?? '').trim());
    current = '';
  };
  for (const character of body) {
    if ('{([<'.includes(character)) depth++;
    if ('})]>'.includes(character)) depth--;
    if (character === ';' && depth === 0) add();
    else current += character;
  }
  if (current.trim() !== '') add();
  return members;
}

/**
 * Each event map's events and their detail types, spelled out, by one run of the TypeScript compiler
 * (declaration emit of a generated probe in `.cache/`): about 2 s.
 */
export function spelledEventMaps(
  root: string,
  maps: readonly { name: string; file: string }[],
): Map<string, string>[] {
  mkdirSync(join(root, '.cache'), { recursive: true });
  const folder = mkdtempSync(join(root, '.cache', 'event-maps-'));
  try {
    const imports = maps.map(({ name, file }, index) => {
      const from = relative(folder, resolve(root, file)).replaceAll('\\', '/');
      return `import type { ${name} as Map${index} } from '${from}';`;
    });
    const probes = maps.map((_map, index) => `export const map${index} = spell<Map${index}>();`);
    writeFileSync(join(folder, 'probe.ts'), [...imports, spellingTypes, ...probes, ''].join('\n'));
    writeFileSync(
      join(folder, 'tsconfig.json'),
      JSON.stringify({
        extends: relative(folder, join(root, 'tsconfig.json')),
        compilerOptions: {
          noEmit: false,
          declaration: true,
          emitDeclarationOnly: true,
          rootDir: relative(folder, root),
          outDir: 'out',
        },
        include: ['probe.ts'],
      }),
    );
    const tsc = spawnSync(join(root, 'node_modules', '.bin', 'tsc'), ['-p', join(folder, 'tsconfig.json')], {
      encoding: 'utf8',
    });
    if (tsc.status !== 0)
      throw new Error(`tsc could not spell out the event maps:\n${tsc.stdout}${tsc.stderr}`);
    const declared = readFileSync(join(folder, 'out', relative(root, folder), 'probe.d.ts'), 'utf8');
    return maps.map((_map, index) => {
      const start = declared.indexOf(`export declare const map${index}: {`);
      if (start < 0) throw new Error(`tsc declared no map${index}`);
      const object = bracedText(declared, declared.indexOf('{', start));
      return new Map([...objectMembers(object)].map(([name, type]) => [name, spelledType(type)]));
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function elementFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) return elementFiles(path);
    return entry.endsWith('.element.ts') ? [path] : [];
  });
}

function className(tag: string): string {
  return `${tag.replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) => letter.toUpperCase())}Element`;
}

/** Every element of widgets/, declared in full. */
export function elementDeclarations(root: string): ElementDeclaration[] {
  const sources = elementFiles(join(root, 'widgets'))
    .sort()
    .map((file) =>
      parseElementFile(readFileSync(file, 'utf8'), relative(root, file), (module) =>
        readFileSync(join(root, module), 'utf8'),
      ),
    );
  const details = spelledEventMaps(
    root,
    sources.map((source) => source.eventMap),
  );
  return sources.map((source, index) => {
    const { eventMap: _map, eventDescriptions: _described, ...element } = source;
    return { ...element, events: describedEvents(source, details[index] ?? new Map()) };
  });
}

export function buildManifest(root: string) {
  return {
    schemaVersion: '2.1.0',
    modules: elementDeclarations(root).map((element) => ({
      kind: 'javascript-module',
      path: element.module,
      declarations: [
        {
          kind: 'class',
          name: className(element.tagName),
          customElement: true,
          tagName: element.tagName,
          description: element.description,
          superclass: { name: 'HTMLElement' },
          attributes: element.attributes.map(({ name, fieldName, type, description }) => ({
            name,
            fieldName,
            description,
            type: { text: type === 'json' ? 'object' : type },
          })),
          // `lang` is HTMLElement's own property, which the element only reads.
          members: element.attributes
            .filter(({ fieldName }) => fieldName !== 'lang')
            .map(({ fieldName, type, name }) => ({
              kind: 'field',
              name: fieldName,
              attribute: name,
              type: { text: `${type === 'json' ? 'object' : type} | undefined` },
            })),
          events: element.events.map(({ name, description, type }) => ({
            name,
            description,
            type: { text: type },
          })),
          cssProperties: element.cssProperties,
          cssParts: element.cssParts,
        },
      ],
      exports: [
        {
          kind: 'custom-element-definition',
          name: element.tagName,
          declaration: { name: className(element.tagName), module: element.module },
        },
      ],
    })),
  };
}

if (process.argv[1]?.endsWith('manifest.ts')) {
  const out = process.argv[2] ?? 'dist-cdn/custom-elements.json';
  mkdirSync(dirname(out), { recursive: true });
  const manifest = buildManifest('.');
  writeFileSync(out, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`${out}: ${manifest.modules.length} elements`);
}
