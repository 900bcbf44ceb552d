import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedSpecifiers, sourceFiles } from '../test/support/imports.ts';
import type { TranslationsModule } from './core/runtime/translations.ts';

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

/** Every text of a translated catalogue, as strings (its functions' texts are checked by their use). */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(textsOf);
}

/** Icelandic letters no word of the language has (Polish writes ó too). */
const icelandicLetters = { en: /[áéíóúýþðæöÁÉÍÓÚÝÞÐÆÖ]/, pl: /[áéíúýþðæöÁÉÍÚÝÞÐÆÖ]/ } as const;

const icelandicOutsideBrackets = (text: string, lang: 'en' | 'pl') =>
  icelandicLetters[lang].test(text.replace(/\([^)]*\)/g, '').replace(/Auðkenni/g, ''));

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
          const left = loaded
            .flatMap((translations) => [...translations.catalogues.values()])
            .flatMap(textsOf)
            .filter((text) => icelandicOutsideBrackets(text, lang));
          expect(left, `${relative(widgetsDir, part.entry)} in ${lang}: Icelandic left`).toEqual([]);
        }
      }
    });
  }
});
