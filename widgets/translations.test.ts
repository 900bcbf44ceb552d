import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedSpecifiers, sourceFiles } from '../test/support/imports.ts';
import type { TranslationsModule } from './core/runtime/translations.ts';

// Every text an element can show exists in English and Polish: its definition names one module per
// language (`translations: { en: () => import('./x.en.ts'), pl: … }`), and that module pairs every
// catalogue (an object exported by a `messages.ts` or `*.messages.ts`) that the element's code can
// reach, statically or lazily, core's included. TypeScript holds each pair to its catalogue's keys;
// this holds each element to all of its catalogues. And no English or Polish text keeps an Icelandic
// letter (þ, ð, æ) outside brackets, where a screen names the Icelandic beside its translation
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

/** The module each language's loader of an element file imports. */
function translationModules(elementFile: string): Record<'en' | 'pl', string> {
  const source = readFileSync(elementFile, 'utf8');
  const of = (lang: 'en' | 'pl') => {
    const match = source.match(new RegExp(`\\b${lang}:\\s*\\(\\)\\s*=>\\s*import\\(\\s*['"]([^'"]+)['"]`));
    if (!match?.[1]) throw new Error(`${relative(widgetsDir, elementFile)} has no ${lang} translations`);
    return resolve(dirname(elementFile), match[1]);
  };
  return { en: of('en'), pl: of('pl') };
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

const icelandicOutsideBrackets = (text: string) =>
  /[þðæÞÐÆ]/.test(text.replace(/\([^)]*\)/g, '').replace(/Auðkenni/g, ''));

describe('every element in English and Polish', () => {
  it('finds the elements', () => {
    expect(elementFiles.length).toBeGreaterThan(15);
  });

  for (const elementFile of elementFiles) {
    const name = relative(widgetsDir, elementFile);
    it(`${name}: its translations pair every catalogue it can show, with no Icelandic letter left`, async () => {
      const catalogueFiles = [...reachable(elementFile)].filter((file) => isCatalogue.test(file));
      const catalogues = (await Promise.all(catalogueFiles.map(cataloguesOf))).flat();
      expect(catalogues.length, name).toBeGreaterThan(0);
      for (const [lang, module] of Object.entries(translationModules(elementFile))) {
        const { default: translations } = (await imported(module)) as unknown as TranslationsModule;
        expect(translations.lang, `${relative(widgetsDir, module)}`).toBe(lang);
        const missing = catalogues
          .filter(([, catalogue]) => !translations.catalogues.has(catalogue))
          .map(([exported]) => exported);
        expect(missing, `${name} in ${lang}: catalogues without a translation`).toEqual([]);
        const left = [...translations.catalogues.values()].flatMap(textsOf).filter(icelandicOutsideBrackets);
        expect(left, `${name} in ${lang}: Icelandic left`).toEqual([]);
      }
    });
  }
});
