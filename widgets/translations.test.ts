import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { icelandicLetters } from '../test/support/icelandic-letters.ts';
import { importedSpecifiers, sourceFiles } from '../test/support/imports.ts';
import type { TranslationsModule } from './core/runtime/translations.ts';
import { invoiceScraperMessages } from './invoice-scraper/invoice-scraper.messages.ts';

// Every text an element can show exists in English and Polish: its definition names one module per
// language (`translations: { en: () => import('./x.en.ts'), pl: … }`), a lazy part may bring its own
// (`withTranslations`), and together they pair every catalogue (an object exported by a `messages.ts` or `*.messages.ts`) that the element's code can
// reach, statically or lazily, core's included. TypeScript holds each pair to its catalogue's keys;
// this holds each element to all of its catalogues. And no English or Polish text keeps an Icelandic
// letter the language lacks (þ, ð, æ, á, é, í, ú, ý, ö; ó in English) outside brackets, where a screen names the Icelandic beside its translation
// ('electronic ID (rafræn skilríki)'), or the app the customer logs in with, Auðkenni.

const widgetsDir = dirname(fileURLToPath(import.meta.url));
const elementFiles = sourceFiles(widgetsDir, /\.element\.ts$/);
const isTranslation = /\.(en|pl)\.ts$/;
const isCatalogue = /(^|[/.])messages\.ts$/;

/**
 * What `file` loads with it: the modules of widgets/ it reaches through static imports, itself
 * included, and the ones they import lazily (`import()`, a lazy part), which load later.
 */
function loadedWith(file: string, seen = new Set<string>(), lazy = new Set<string>()) {
  if (seen.has(file)) return { files: seen, lazy };
  seen.add(file);
  if (!/\.tsx?$/.test(file)) return { files: seen, lazy };
  // A type-only import loads nothing.
  const source = withoutComments(readFileSync(file, 'utf8')).replace(
    /\b(?:import|export)\s+type\s[^;]*?\sfrom\s*['"][^'"]+['"];?/g,
    '',
  );
  const dynamic = new Set(Array.from(source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g), (m) => m[1]));
  for (const specifier of importedSpecifiers(source)) {
    if (!specifier.startsWith('.')) continue;
    const target = resolve(dirname(file), specifier.replace(/\?.*$/, ''));
    if (isTranslation.test(target)) continue;
    if (dynamic.has(specifier)) lazy.add(target);
    else loadedWith(target, seen, lazy);
  }
  return { files: seen, lazy };
}

/** The code of a source, its comments left out (a comment may show a loader as an example). */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

/**
 * The modules a file's own loaders import for `lang`: an element file's definition
 * (`translations: { en: () => import(…) }`) or a lazy part's `withTranslations(Part, { … })`.
 */
function ownTranslations(file: string, lang: 'en' | 'pl'): string[] {
  if (!/\.tsx?$/.test(file)) return [];
  const loaders = new RegExp(`\\b${lang}:\\s*\\(\\)\\s*=>\\s*import\\(\\s*['"]([^'"]+)['"]`, 'g');
  return Array.from(withoutComments(readFileSync(file, 'utf8')).matchAll(loaders), (match) =>
    resolve(dirname(file), match[1] ?? ''),
  );
}

/**
 * Each part of an element that loads at once, with the translations it is shown with: the
 * element's first part with its definition's, and each lazy part with those of the part that loads
 * it and its own. A part's catalogues must all be paired there, not in a sibling's chunk.
 */
function loadingParts(
  elementFile: string,
  lang: 'en' | 'pl',
): { entry: string; files: Set<string>; translations: string[] }[] {
  const parts: { entry: string; files: Set<string>; translations: string[] }[] = [];
  const seen = new Set<string>();
  const visit = (entry: string, inherited: readonly string[]) => {
    if (seen.has(entry)) return;
    seen.add(entry);
    const { files, lazy } = loadedWith(entry);
    const translations = [...inherited, ...[...files].flatMap((file) => ownTranslations(file, lang))];
    parts.push({ entry, files, translations });
    for (const part of lazy) visit(part, translations);
  };
  visit(elementFile, []);
  return parts;
}

const imported = (file: string) => import(pathToFileURL(file).href) as Promise<Record<string, unknown>>;

/** The catalogues a messages module exports: its objects, by name. */
async function cataloguesOf(file: string): Promise<[string, object][]> {
  const module = await imported(file);
  return Object.entries(module).filter(
    (entry): entry is [string, object] =>
      typeof entry[1] === 'object' && entry[1] !== null && !Array.isArray(entry[1]),
  );
}

/**
 * Every text of a catalogue beside its translation, nested ones included; a function text by its
 * source, where its words stand.
 */
function textPairs(source: unknown, translated: unknown, into: [string, string][] = []): [string, string][] {
  if (typeof source === 'string' && typeof translated === 'string') into.push([source, translated]);
  else if (typeof source === 'function' && typeof translated === 'function')
    into.push([source.toString(), translated.toString()]);
  else if (
    typeof source === 'object' &&
    source !== null &&
    typeof translated === 'object' &&
    translated !== null
  )
    for (const [key, value] of Object.entries(source))
      textPairs(value, (translated as Record<string, unknown>)[key], into);
  return into;
}

const icelandicOutsideBrackets = (text: string, lang: 'en' | 'pl') =>
  icelandicLetters[lang].test(text.replace(/\([^)]*\)/g, '').replace(/Auðkenni/g, ''));

/**
 * Texts that read the same in every language: names (BYKO, the wallets', the card networks', the
 * file formats', HTTP), the Auðkenni app, and what holds no other words (a range, a function that
 * only joins its values).
 */
const sameInEveryLanguage = (text: string) => {
  const words = text.replace(/^\([^)]*\)\s*=>/, '').replace(/\$\{[^}]*\}/g, '');
  return (
    /^(BYKO|Google Pay|Apple Pay|Visa|Mastercard|Auðkenni|Json|CSV)$/.test(text) ||
    !/\p{L}/u.test(words.replace(/\bHTTP\b/g, ''))
  );
};

/** The invoice tool's texts, which the spec writes in English: its English is the same. */
const writtenInEnglish = new Set<object>([invoiceScraperMessages]);

describe('every element in English and Polish', () => {
  it('finds the elements', () => {
    expect(elementFiles.length).toBeGreaterThan(15);
  });

  for (const elementFile of elementFiles) {
    const name = relative(widgetsDir, elementFile);
    it(`${name}: each part's translations pair every catalogue it can show, with no Icelandic letter left`, async () => {
      for (const lang of ['en', 'pl'] as const) {
        const parts = loadingParts(elementFile, lang);
        expect(parts[0]?.translations.length, `${name} has ${lang} translations`).toBeGreaterThan(0);
        for (const part of parts) {
          const catalogueFiles = [...part.files].filter((file) => isCatalogue.test(file));
          const catalogues = (await Promise.all(catalogueFiles.map(cataloguesOf))).flat();
          const loaded = await Promise.all(
            part.translations.map(
              async (module) => ((await imported(module)) as unknown as TranslationsModule).default,
            ),
          );
          for (const [index, translations] of loaded.entries())
            expect(translations.lang, relative(widgetsDir, part.translations[index] ?? '')).toBe(lang);
          const paired = new Set(loaded.flatMap((translations) => [...translations.catalogues.keys()]));
          const missing = catalogues
            .filter(([, catalogue]) => !paired.has(catalogue))
            .map(([exported]) => exported);
          expect(
            missing,
            `${relative(widgetsDir, part.entry)} in ${lang}: catalogues without a translation`,
          ).toEqual([]);
          const pairs = loaded.flatMap((translations) =>
            [...translations.catalogues].flatMap(([source, translated]) => textPairs(source, translated)),
          );
          const copyable = new Set(
            loaded.flatMap((translations) =>
              [...translations.catalogues]
                .filter(([source]) => lang === 'en' && writtenInEnglish.has(source))
                .flatMap(([source, translated]) => textPairs(source, translated).map(([text]) => text)),
            ),
          );
          const where = `${relative(widgetsDir, part.entry)} in ${lang}`;
          const left = pairs.filter(([, text]) => icelandicOutsideBrackets(text, lang));
          expect(left, `${where}: Icelandic left`).toEqual([]);
          const untranslated = pairs.filter(
            ([source, text]) => text === source && !sameInEveryLanguage(text) && !copyable.has(text),
          );
          expect(untranslated, `${where}: Icelandic copied as its translation`).toEqual([]);
          // The texts map translating a model's text or a reason holds one translation for each.
          const chosen = new Map<string, string>();
          const twice = pairs.filter(([source, text]) => {
            const first = chosen.get(source) ?? text;
            chosen.set(source, first);
            return first !== text;
          });
          expect(twice, `${where}: one Icelandic text translated two ways`).toEqual([]);
        }
      }
    });
  }
});
