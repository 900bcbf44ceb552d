import { readFileSync, writeFileSync } from 'node:fs';
import type { buildManifest } from './manifest.ts';

/**
 * docs/elements.md from custom-elements.json: every element with its attributes, its events (with
 * their detail), CSS properties and parts. `npm run build` writes it; a unit test checks that the
 * committed file is what the current definitions make.
 */
type Manifest = ReturnType<typeof buildManifest>;
type Declaration = Manifest['modules'][number]['declarations'][number];

/** A table cell's text: on one line, its pipes escaped (GitHub's tables split at `|`, code spans included). */
function cell(text: string): string {
  return text.replace(/\s+/g, ' ').replaceAll('|', '\\|').trim();
}

function table(headers: string[], rows: string[][]): string {
  return [
    `| ${headers.join(' | ')} |`,
    `|${headers.map(() => ' --- |').join('')}`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

/** An event's detail: the `CustomEvent<…>` the manifest types it as, unwrapped. */
function detailOf(type: string): string {
  return type.replace(/^CustomEvent<([\s\S]*)>$/, '$1');
}

function elementSection(element: Declaration): string {
  const parts = [
    `## \`<${element.tagName}>\``,
    element.description,
    '### Attributes',
    table(
      ['Attribute', 'Type', 'Property', 'What it is'],
      element.attributes.map((attribute) => [
        `\`${attribute.name}\``,
        `\`${attribute.type.text}\``,
        `\`${attribute.fieldName}\``,
        attribute.description,
      ]),
    ),
    '### Events',
    table(
      ['Event', 'Detail', 'When'],
      element.events.map((event) => [
        `\`${event.name}\``,
        `\`${detailOf(event.type.text)}\``,
        event.description,
      ]),
    ),
  ];
  const named = (
    heading: string,
    headers: [string, string],
    list: { name: string; description: string }[],
  ) =>
    list.length === 0
      ? []
      : [
          heading,
          table(
            headers,
            list.map((entry) => [`\`${entry.name}\``, entry.description]),
          ),
        ];
  return [
    ...parts,
    ...named('### CSS custom properties', ['Property', 'What it sets'], element.cssProperties),
    ...named('### Parts (`::part()`)', ['Part', 'What it is'], element.cssParts),
  ].join('\n\n');
}

export function renderElementsDoc(manifest: Manifest): string {
  const elements = manifest.modules
    .flatMap((module) => module.declarations)
    .sort((a, b) => a.tagName.localeCompare(b.tagName));
  const contents = elements.map((element) => `- [\`<${element.tagName}>\`](#${element.tagName})`);
  return `${[
    '# Elements',
    '<!-- Made from custom-elements.json by scripts/elements-doc.ts (npm run build); do not edit. -->',
    "Every element's attributes, events, CSS custom properties and parts. Attributes are strings in " +
      'HTML: a number is its decimal text, a boolean is present or absent (`"false"` also turns it off), ' +
      'and an attribute with a fixed set of values takes one of them, in any case (anything else is its ' +
      'default). Every element also sends `byko-error`; where a `byko-navigate` goes is in ' +
      '[navigation.md](navigation.md), and how to embed an element in [embedding.md](embedding.md).',
    contents.join('\n'),
    ...elements.map(elementSection),
  ].join('\n\n')}\n`;
}

if (process.argv[1]?.endsWith('elements-doc.ts')) {
  const from = process.argv[2] ?? 'dist-cdn/custom-elements.json';
  const out = process.argv[3] ?? 'docs/elements.md';
  const manifest = JSON.parse(readFileSync(from, 'utf8')) as Manifest;
  writeFileSync(out, renderElementsDoc(manifest));
  console.log(`${out}: ${manifest.modules.length} elements`);
}
