import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import * as v from 'valibot';

/**
 * dist-cdn/byko-widgets.d.ts from dist-cdn/custom-elements.json, for a host in TypeScript or React: for
 * each tag an element interface (its properties, its typed addEventListener), the tags and events in
 * `HTMLElementTagNameMap` and `GlobalEventHandlersEventMap`, and React 19's JSX `IntrinsicElements`.
 * Self-contained: it names no type of ours and uses React's types only through `import('react')`, so
 * a host copies the one file (a host without React keeps the DOM half; docs/embedding.md). The npm
 * package has the same in two files (`renderPackageTypings`): the DOM half with the package, the
 * React half in `@byko/widgets/react`.
 *
 * React 19 sets a custom element's props this way (react-dom's setPropOnCustomElement, react#29659):
 * a prop whose name starts with `on` and whose value is a function is an event listener for the event
 * named by the rest of the prop's name, as written (no case change), `…Capture` in the capture phase;
 * any other prop is set as a property when the element has one by that name, else as an attribute
 * (`true` as an empty one, `false` removes it). So attributes are typed by their HTML names (an
 * element not yet loaded has no properties), and `byko-paid` by the prop `onbyko-paid`.
 */

/** Names that go into the .d.ts as written: checked, as a manifest is only text. */
const identifier = v.pipe(v.string(), v.regex(/^[A-Za-z_$][\w$]*$/));
const kebabName = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/));
/** Whether a type's brackets close in order, so that the text cannot end the declaration it is put in. */
function balanced(text: string): boolean {
  const open: string[] = [];
  const closing: Record<string, string> = { '}': '{', ')': '(', ']': '[' };
  for (const character of text) {
    if ('{(['.includes(character)) open.push(character);
    else if (character in closing && open.pop() !== closing[character]) return false;
  }
  return open.length === 0;
}

/** A type's text: TypeScript by design, on one line, its brackets balanced. */
const typeText = v.object({
  text: v.pipe(v.string(), v.regex(/^[^\n]+$/), v.excludes('*/'), v.check(balanced, 'unbalanced brackets')),
});

const declarationSchema = v.object({
  name: identifier,
  tagName: v.pipe(kebabName, v.includes('-')),
  description: v.string(),
  attributes: v.array(
    v.object({
      name: kebabName,
      fieldName: identifier,
      description: v.string(),
      type: v.object({
        text: v.union([
          v.picklist(['string', 'boolean', 'number', 'object']),
          // A fixed set of values: `'L' | 'M'`.
          v.pipe(v.string(), v.regex(/^'[\w-]+'( \| '[\w-]+')*$/)),
        ]),
      }),
    }),
  ),
  members: v.array(v.object({ name: identifier, type: typeText })),
  events: v.array(v.object({ name: kebabName, description: v.string(), type: typeText })),
});

const manifestSchema = v.object({
  modules: v.array(v.object({ declarations: v.array(declarationSchema) })),
});

export type ElementDeclaration = v.InferOutput<typeof declarationSchema>;

/** A JSDoc comment (indented), its text kept from ending the comment early. */
function doc(text: string, indent: string): string {
  const line = text.replace(/\s+/g, ' ').replaceAll('*/', '*\\/').trim();
  return line === '' ? '' : `${indent}/** ${line} */\n`;
}

/**
 * An attribute's type in JSX: what React 19 passes to setAttribute. A json attribute takes the JSON
 * text; a number's is its decimal text; a fixed set of values is that set.
 */
function jsxAttributeType(text: string): string {
  return text === 'object' ? 'string' : text;
}

function propsName(element: ElementDeclaration): string {
  return `${element.name.replace(/Element$/, '')}Props`;
}

function eventMapName(element: ElementDeclaration): string {
  return `${element.name}EventMap`;
}

/** addEventListener/removeEventListener typed with the element's own events, as lib.dom does. */
function listenerMethods(element: ElementDeclaration): string {
  const map = eventMapName(element);
  const typed = (method: string, options: string) =>
    `  ${method}<Type extends keyof ${map}>(type: Type, listener: (this: ${element.name}, event: ${map}[Type]) => unknown, options?: boolean | ${options}): void;\n` +
    `  ${method}(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | ${options}): void;\n`;
  return (
    typed('addEventListener', 'AddEventListenerOptions') +
    typed('removeEventListener', 'EventListenerOptions')
  );
}

/** The element's interface (its properties and typed listeners) and its event map. */
function elementTypes(element: ElementDeclaration): string {
  const tag = `\`<${element.tagName}>\``;
  const attributeOf = new Map(element.attributes.map((attribute) => [attribute.fieldName, attribute]));
  const properties = element.members
    .map((member) => {
      const attribute = attributeOf.get(member.name);
      const described = attribute ? `${attribute.description} (the \`${attribute.name}\` attribute)` : '';
      return `${doc(described, '  ')}  ${member.name}: ${member.type.text};\n`;
    })
    .join('');
  const hasEvents = element.events.length > 0;
  const eventMap = hasEvents
    ? `\n/** ${tag}'s events, with those of every HTML element. */\n` +
      `export interface ${eventMapName(element)} extends HTMLElementEventMap {\n` +
      element.events
        .map((event) => `${doc(event.description, '  ')}  '${event.name}': ${event.type.text};\n`)
        .join('') +
      '}\n'
    : '';
  return (
    `\n${doc(element.description, '')}export interface ${element.name} extends HTMLElement {\n` +
    properties +
    (hasEvents ? listenerMethods(element) : '') +
    '}\n' +
    eventMap
  );
}

/**
 * The element's props in React 19's JSX: React's own for an HTML element (every global attribute,
 * `aria-*`, `data-*`, the DOM event props, `ref` and `key`), then its attributes by their HTML names
 * and each of its events as `on` and its name.
 */
function jsxProps(element: ElementDeclaration): string {
  const tag = `\`<${element.tagName}>\``;
  const own = element.attributes.map((attribute) => `'${attribute.name}'`).join(' | ');
  const attributeProps = element.attributes
    .map(
      (attribute) =>
        `${doc(attribute.description, '  ')}  '${attribute.name}'?: ${jsxAttributeType(attribute.type.text)} | undefined;\n`,
    )
    .join('');
  const eventProps = element.events
    .map((event) => {
      const listener = `((event: ${eventMapName(element)}['${event.name}']) => void) | undefined`;
      return (
        doc(`\`${event.name}\`: ${event.description}`, '  ') +
        `  'on${event.name}'?: ${listener};\n` +
        doc(`\`${event.name}\` in the capture phase`, '  ') +
        `  'on${event.name}Capture'?: ${listener};\n`
      );
    })
    .join('');
  return (
    `\n/** ${tag} in React 19's JSX: React's HTML props, its attributes by their HTML names, each event as \`on\` and its name. */\n` +
    `export interface ${propsName(element)} extends Omit<BykoWidgetProps<${element.name}>, ${own || 'never'}> {\n` +
    attributeProps +
    eventProps +
    '}\n'
  );
}

/** Each event name once; an event several elements send (byko-submitted) is any of their types. */
function globalEvents(elements: ElementDeclaration[]): string {
  const typesByName = new Map<string, Set<string>>();
  for (const event of elements.flatMap((element) => element.events)) {
    const types = typesByName.get(event.name) ?? new Set<string>();
    types.add(event.type.text);
    typesByName.set(event.name, types);
  }
  return [...typesByName].map(([name, types]) => `    '${name}': ${[...types].join(' | ')};\n`).join('');
}

/** The element declarations of custom-elements.json (parsed JSON), checked. */
export function elementsOf(manifestJson: unknown): ElementDeclaration[] {
  return v.parse(manifestSchema, manifestJson).modules.flatMap((module) => module.declarations);
}

const header = (file: string) =>
  `// ${file}: the BYKO widgets' custom elements for TypeScript, made from custom-elements.json by\n` +
  '// scripts/typings.ts; do not edit. React 19 hosts: attributes by their HTML names\n' +
  '// (payment-id="…"), events as `on` + the event\'s name (onbyko-paid={(event) => …}), as React 19\n' +
  '// adds a function prop whose name starts with `on` as a listener for the rest of the name.\n';

/** The DOM half: each element's interface and events, and the tags and events of every page. */
function domTypings(elements: ElementDeclaration[]): string {
  const tagMap = elements.map((element) => `    '${element.tagName}': ${element.name};\n`).join('');
  return (
    elements.map(elementTypes).join('') +
    '\ndeclare global {\n' +
    `  interface HTMLElementTagNameMap {\n${tagMap}  }\n` +
    `  interface GlobalEventHandlersEventMap {\n${globalEvents(elements)}  }\n` +
    '}\n'
  );
}

/** The React half: each element's JSX props, and the tags in React's JSX. */
function reactTypings(elements: ElementDeclaration[]): string {
  const jsxElements = elements
    .map((element) => `      '${element.tagName}': ${propsName(element)};\n`)
    .join('');
  return (
    "\n/** What React 19's JSX takes for an HTML element: every global attribute, aria-*, data-*, the DOM events, ref and key. */\n" +
    "export type BykoWidgetProps<Element extends HTMLElement> = import('react').DetailedHTMLProps<\n" +
    "  import('react').HTMLAttributes<Element>,\n" +
    '  Element\n' +
    '>;\n' +
    elements.map(jsxProps).join('') +
    "\ndeclare module 'react' {\n" +
    '  namespace JSX {\n' +
    `    interface IntrinsicElements {\n${jsxElements}    }\n` +
    '  }\n' +
    '}\n'
  );
}

/** dist-cdn/byko-widgets.d.ts: one self-contained file, the DOM and the React halves. */
export function renderTypings(elements: ElementDeclaration[]): string {
  return `${header('byko-widgets.d.ts')}\nexport {};\n${domTypings(elements)}${reactTypings(elements)}`;
}

/**
 * The npm package's typings: `index.d.ts` (what `import '@byko/widgets'` gives: the DOM half and
 * loadWidget) and `react.d.ts` (`@byko/widgets/react`, types only: the React half, its elements'
 * types imported from the index).
 */
export function renderPackageTypings(elements: ElementDeclaration[]): { index: string; react: string } {
  const names = elements.flatMap((element) => [
    element.name,
    ...(element.events.length > 0 ? [eventMapName(element)] : []),
  ]);
  return {
    index:
      `${header('@byko/widgets')}\n` +
      '/** Loads a registered tag now (for a closed shadow root, which the loader cannot see into). */\n' +
      'export declare function loadWidget(tag: string): Promise<void>;\n' +
      domTypings(elements),
    react:
      `${header('@byko/widgets/react')}\n` +
      `import type {\n${names.map((name) => `  ${name},\n`).join('')}} from './index.js';\n` +
      reactTypings(elements),
  };
}

if (process.argv[1]?.endsWith('typings.ts')) {
  const from = process.argv[2] ?? 'dist-cdn/custom-elements.json';
  const out = process.argv[3] ?? 'dist-cdn/byko-widgets.d.ts';
  const elements = elementsOf(JSON.parse(readFileSync(from, 'utf8')));
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, renderTypings(elements));
  console.log(`${out}: ${elements.length} elements`);
}
