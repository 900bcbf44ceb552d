import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { hostTexts, pageTranslations } from '../../pages/page-texts.ts';
import type { OtherLang } from '../../widgets/core/runtime/lang.ts';
import type { Translations } from '../../widgets/core/runtime/translations.ts';

// A sample of phones.ts names what it waits for in Icelandic, the words of the spec. Shown in
// English or Polish, the same control or heading carries the catalogues' translation of those
// words: `inLanguage` gives a page whose getByRole, getByText and getByLabel look for that
// translation, so a sample's own locator finds its screen in either language. A name the
// catalogues do not translate (a person's, a product's, the invoice tool's English) is looked for
// as it is.

/** A text and its translation, or a function's output with its arguments' places marked. */
type TextMatch = string | RegExp;

const isTranslations = (value: unknown): value is Translations =>
  typeof value === 'object' &&
  value !== null &&
  'texts' in value &&
  value.texts instanceof Map &&
  'catalogues' in value &&
  value.catalogues instanceof Map;

/** Every `<flow>.<lang>.ts` module's translations under widgets/. */
async function widgetTranslations(lang: OtherLang): Promise<Translations[]> {
  const dir = resolve('widgets');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith(`.${lang}.ts`),
  );
  const modules: unknown[] = await Promise.all(
    files.map(async (file) => (await import(pathToFileURL(join(dir, file)).href)).default),
  );
  return modules.filter(isTranslations);
}

/** An argument's place in a message function's output: private-use marks no text has. */
const place = (index: number) => `\uE000${index}\uE001`;
/** Every place in an output. */
const placeMarks = /\uE000(\d+)\uE001/g;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Template {
  /** The Icelandic output with each argument's place open: `^Strikamerki: (.+?)$`. */
  readonly source: RegExp;
  /** The translation's output with the places marked. */
  readonly translated: string;
}

/** A message function's Icelandic and translated outputs, where both show each argument as given. */
function templatesOf(source: unknown, translated: unknown, found: Template[]): void {
  if (typeof source === 'function' && typeof translated === 'function') {
    const places = Array.from({ length: source.length }, (_unused, index) => place(index));
    try {
      const from: unknown = Reflect.apply(source, undefined, places);
      const to: unknown = Reflect.apply(translated, undefined, places);
      if (
        typeof from === 'string' &&
        typeof to === 'string' &&
        places.length > 0 &&
        // Words of its own around the places: an output that is its arguments alone is no message.
        /\p{L}/u.test(from.replace(placeMarks, '')) &&
        places.every((marked) => from.includes(marked) && to.includes(marked))
      ) {
        const pattern = escaped(from).replace(placeMarks, (_match, index: string) => `(?<a${index}>.+?)`);
        found.push({ source: new RegExp(`^${pattern}$`), translated: to });
      }
    } catch {
      // A function that formats its argument (an amount, a count) shows no place to fill.
    }
    return;
  }
  if (typeof source !== 'object' || source === null || typeof translated !== 'object' || translated === null)
    return;
  for (const [key, value] of Object.entries(source)) templatesOf(value, Reflect.get(translated, key), found);
}

/** The text `icelandic` is shown as in `lang`: each translation the catalogues give it, or none. */
export async function translatorTo(lang: OtherLang): Promise<(icelandic: string) => TextMatch | undefined> {
  const translations = await widgetTranslations(lang);
  const templates: Template[] = [];
  for (const { catalogues } of translations)
    for (const [source, translated] of catalogues) templatesOf(source, translated, templates);
  const { host, routes } = pageTranslations[lang];
  return (icelandic) => {
    const found = new Set<string>();
    for (const { texts } of translations) {
      const text = texts.get(icelandic);
      if (text !== undefined) found.add(text);
    }
    const route = routes[icelandic];
    if (route !== undefined) found.add(route);
    for (const [key, text] of Object.entries(hostTexts)) {
      const translated: unknown = Reflect.get(host, key);
      if (text === icelandic && typeof translated === 'string') found.add(translated);
    }
    for (const template of templates) {
      const match = template.source.exec(icelandic);
      if (match?.groups)
        found.add(
          template.translated.replace(
            placeMarks,
            (_mark, index: string) => match.groups?.[`a${index}`] ?? '',
          ),
        );
    }
    if (found.size === 0) return undefined;
    const [only] = found;
    if (found.size === 1 && only !== undefined) return only;
    return new RegExp(`^(?:${[...found].map(escaped).join('|')})$`);
  };
}

/**
 * `page`, with its getByRole, getByText and getByLabel looking for what an Icelandic name is in
 * the translator's language (the name as it is when it has no translation).
 */
export function inLanguage(page: Page, translate: (icelandic: string) => TextMatch | undefined): Page {
  const inLang = <Text extends TextMatch | undefined>(text: Text): TextMatch | Text =>
    typeof text === 'string' ? (translate(text) ?? text) : text;
  const getByRole: Page['getByRole'] = (role, options) =>
    page.getByRole(role, options && { ...options, name: inLang(options.name) });
  const getByText: Page['getByText'] = (text, options) => page.getByText(inLang(text), options);
  const getByLabel: Page['getByLabel'] = (text, options) => page.getByLabel(inLang(text), options);
  const replaced = new Map<PropertyKey, unknown>([
    ['getByRole', getByRole],
    ['getByText', getByText],
    ['getByLabel', getByLabel],
  ]);
  return new Proxy(page, {
    get(target, key) {
      if (replaced.has(key)) return replaced.get(key);
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
