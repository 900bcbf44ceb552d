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

/** Every module of widgets/ that `file` reaches through its imports, itself included. */
function reachable(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  if (!/\.tsx?$/.test(file)) return seen;
  for (const specifier of importedSpecifiers(readFileSync(file, 'utf8'))) {
    if (!specifier.startsWith('.')) continue;
    const target = resolve(dirname(file), specifier.replace(/\?.*$/, ''));
    if (!isTranslation.test(target)) reachable(target, seen);
  }
  return seen;
}

/** The code of a source, its comments left out (a comment may show a loader as an example). */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/**
 * The modules each language's loaders import, in the element file (its definition's) and in every
 * file it reaches (a lazy part's own, `withTranslations(Part, { en: () => import(…), … })`).
 */
function translationModules(elementFile: string, files: Iterable<string>): Record<'en' | 'pl', string[]> {
  const of = (lang: 'en' | 'pl') =>
    [...files].flatMap((file) =>
      /\.tsx?$/.test(file)
        ? Array.from(
            withoutComments(readFileSync(file, 'utf8')).matchAll(
              new RegExp(`\\b${lang}:\\s*\\(\\)\\s*=>\\s*import\\(\\s*['"]([^'"]+)['"]`, 'g'),
            ),
            (match) => resolve(dirname(file), match[1] ?? ''),
          )
        : [],
    );
  const modules = { en: of('en'), pl: of('pl') };
  if (modules.en.length === 0 || modules.pl.length === 0)
    throw new Error(`${relative(widgetsDir, elementFile)} has no English or Polish translations`);
  return modules;
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
    it(`${name}: its translations pair every catalogue it can show, with no Icelandic letter left`, async () => {
      const files = reachable(elementFile);
      const catalogueFiles = [...files].filter((file) => isCatalogue.test(file));
      const catalogues = (await Promise.all(catalogueFiles.map(cataloguesOf))).flat();
      expect(catalogues.length, name).toBeGreaterThan(0);
      for (const [lang, modules] of Object.entries(translationModules(elementFile, files))) {
        const loaded = await Promise.all(
          modules.map(async (module) => ((await imported(module)) as unknown as TranslationsModule).default),
        );
        for (const [index, translations] of loaded.entries())
          expect(translations.lang, relative(widgetsDir, modules[index] ?? '')).toBe(lang);
        const paired = new Set(loaded.flatMap((translations) => [...translations.catalogues.keys()]));
        const missing = catalogues
          .filter(([, catalogue]) => !paired.has(catalogue))
          .map(([exported]) => exported);
        expect(missing, `${name} in ${lang}: catalogues without a translation`).toEqual([]);
        const left = loaded
          .flatMap((translations) => [...translations.catalogues.values()])
          .flatMap(textsOf)
          .filter((text) => icelandicOutsideBrackets(text, lang === 'pl' ? 'pl' : 'en'));
        expect(left, `${name} in ${lang}: Icelandic left`).toEqual([]);
      }
    });
  }
});
