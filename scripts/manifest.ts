import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/**
 * custom-elements.json (schema 2.1.0) from the elements' declarations: each `*.element.ts` has one
 * JSDoc block (@attr, @fires, @cssprop, @csspart) on its `defineWidget('tag', …, { props })` call, the one
 * place an element's public API is written (DESIGN.md principle 5). Editors, Storybook and the
 * TypeScript typings (scripts/typings.ts) read it.
 *
 * An event's type is written as the CEM analyzer reads it, `@fires {CustomEvent<{ to: string }>} name -
 * description`, on one line or over several (the braces balance); it names no type of ours, as the
 * typings are self-contained. scripts/manifest.test.ts checks each against the flow's event map.
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

function kebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** A type written over several lines, on one: `{ a: string; }` as `{ a: string }`, `< | A | B>` as `<A | B>`. */
function oneLine(type: string): string {
  return type
    .replace(/\s+/g, ' ')
    .replace(/([<:]) ?\| /g, '$1 ')
    .replace(/< /g, '<')
    .replace(/ >/g, '>')
    .replace(/;? }/g, ' }')
    .trim();
}

/** The type in braces that starts `text` (`{…}`, braces balanced), and what follows it. */
function bracedType(text: string): { type: string; rest: string } | undefined {
  if (!text.startsWith('{')) return undefined;
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    if (text[index] === '{') depth++;
    else if (text[index] === '}' && --depth === 0)
      return { type: oneLine(text.slice(1, index)), rest: text.slice(index + 1) };
  }
  return undefined;
}

/** `@fires {Type} name - description`; an event written without a type is a plain `CustomEvent`. */
function firedEvents(doc: string): ElementDeclaration['events'] {
  return doc
    .split(/^@fires\s+/m)
    .slice(1)
    .map((text) => {
      const typed = bracedType(text);
      const [, name = '', description = ''] = /^\s*(\S+)\s+-\s+([^\n]*)/.exec(typed?.rest ?? text) ?? [];
      return { name, description: description.trim(), type: typed?.type ?? 'CustomEvent' };
    });
}

function tagged(doc: string, tag: string): Described[] {
  return [...doc.matchAll(new RegExp(`@${tag}\\s+(\\S+)\\s+-\\s+([^\\n]*)`, 'g'))].map((match) => ({
    name: match[1] ?? '',
    description: (match[2] ?? '').trim(),
  }));
}

export function parseElementFile(source: string, module: string): ElementDeclaration {
  const call =
    /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*defineWidget<[^(]*>\(\s*'([a-z0-9-]+)'[\s\S]*?props:\s*\{([\s\S]*?)\}/.exec(
      source,
    );
  if (!call) throw new Error(`${module}: no documented defineWidget('tag', …, { props }) call`);
  const doc = (call[1] ?? '').replace(/^\s*\* ?/gm, '');
  const props = [...(call[3] ?? '').matchAll(/(\w+):\s*'(\w+)'/g)].map((match) => ({
    fieldName: match[1] ?? '',
    type: match[2] ?? 'string',
  }));
  const documented = new Map(tagged(doc, 'attr').map((attribute) => [attribute.name, attribute.description]));
  const attributes = [...props, { fieldName: 'apiBase', type: 'string' }].map((prop) => {
    const name = kebab(prop.fieldName);
    return { name, fieldName: prop.fieldName, type: prop.type, description: documented.get(name) ?? '' };
  });
  return {
    tagName: call[2] ?? '',
    description: (doc.split('\n@')[0] ?? '').replace(/\s+/g, ' ').trim(),
    attributes,
    events: firedEvents(doc),
    cssProperties: tagged(doc, 'cssprop'),
    cssParts: tagged(doc, 'csspart'),
    module,
  };
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

export function buildManifest(root: string) {
  const declarations = elementFiles(join(root, 'widgets')).map((file) =>
    parseElementFile(readFileSync(file, 'utf8'), relative(root, file)),
  );
  return {
    schemaVersion: '2.1.0',
    modules: declarations.map((element) => ({
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
          members: element.attributes.map(({ fieldName, type, name }) => ({
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
