import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { OtherLang } from './runtime/lang.ts';
import type { CataloguePair } from './runtime/translations.ts';

// Core's catalogues and their translations, beside each (`x.messages.ts`, `x.messages.en.ts`,
// `x.messages.pl.ts`), which every flow's `<flow>.en.ts` and `.pl.ts` list: each translation file
// pairs every catalogue of its file, and an Icelandic text that two catalogues share (the API's
// 'Greiðsla fannst ekki' and the unknown payment's heading) reads the same in each, since the
// texts map that translates a model's text or a reason holds one translation for it.

const coreDir = dirname(fileURLToPath(import.meta.url));
const others: readonly OtherLang[] = ['en', 'pl'];

function catalogueFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return catalogueFiles(path);
    return /messages\.ts$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

const importFile = async (path: string): Promise<Record<string, unknown>> =>
  (await import(pathToFileURL(path).href)) as Record<string, unknown>;

/** A file's catalogues: its exported objects (a URL or a phone beside them is a string). */
function cataloguesOf(module: Record<string, unknown>): object[] {
  return Object.values(module).filter(
    (value): value is object => typeof value === 'object' && value !== null,
  );
}

function pairsOf(module: Record<string, unknown>, lang: OtherLang): readonly CataloguePair[] {
  const pairs = module[lang];
  if (!Array.isArray(pairs)) throw new Error(`no export ${lang}`);
  return pairs;
}

/** Every text of a catalogue with its translation, nested ones included (functions aside). */
function textsOf(source: unknown, translated: unknown, into: [string, string][] = []): [string, string][] {
  if (typeof source === 'string') {
    if (typeof translated === 'string') into.push([source, translated]);
    return into;
  }
  if (typeof source !== 'object' || source === null || typeof translated !== 'object' || translated === null)
    return into;
  for (const [key, value] of Object.entries(source))
    textsOf(value, (translated as Record<string, unknown>)[key], into);
  return into;
}

const files = catalogueFiles(coreDir).sort();
const name = (path: string) => relative(coreDir, path);

describe("core's translations", () => {
  it('finds the catalogues', () => {
    expect(files.map(name)).toEqual(
      expect.arrayContaining([
        'languages/api-reasons.messages.ts',
        'applications/applications.messages.ts',
        'codes/codes.messages.ts',
        'fields/messages.ts',
        'form/form.messages.ts',
        'login/login.messages.ts',
        'payment-methods.messages.ts',
        'runtime/ui/messages.ts',
        'unknown-payment.messages.ts',
      ]),
    );
  });

  for (const lang of others) {
    it(`pairs every catalogue of each file in its ${lang} file, and only those`, async () => {
      for (const file of files) {
        const catalogues = cataloguesOf(await importFile(file));
        const pairs = pairsOf(await importFile(file.replace(/\.ts$/, `.${lang}.ts`)), lang);
        expect(new Set(pairs.map((pair) => pair.source)), name(file)).toEqual(new Set(catalogues));
      }
    });

    it(`gives a text that two catalogues share one ${lang} translation`, async () => {
      const seen = new Map<string, string>();
      for (const file of files) {
        for (const pair of pairsOf(await importFile(file.replace(/\.ts$/, `.${lang}.ts`)), lang)) {
          for (const [text, translation] of textsOf(pair.source, pair.translated)) {
            expect(translation, `${name(file)}: ${text}`).toBe(seen.get(text) ?? translation);
            seen.set(text, translation);
          }
        }
      }
    });
  }
});
