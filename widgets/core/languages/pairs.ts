import type { OtherLang } from '../runtime/lang.ts';
import type { CataloguePair, Translation, Translations } from '../runtime/translations.ts';

// What the English and Polish modules build their translations with: loaded with them only, never
// with an Icelandic page.

export function pair<Source extends object>(source: Source, translated: Translation<Source>): CataloguePair {
  return { source, translated };
}

function collectTexts(source: unknown, translated: unknown, texts: Map<string, string>): void {
  if (typeof source === 'string') {
    if (typeof translated === 'string' && source !== '') texts.set(source, translated);
    return;
  }
  if (typeof source !== 'object' || source === null || typeof translated !== 'object' || translated === null)
    return;
  for (const [key, value] of Object.entries(source))
    collectTexts(value, (translated as Record<string, unknown>)[key], texts);
}

/** One language's translations of every catalogue an element shows (its `<flow>.en.ts`). */
export function translations(lang: OtherLang, pairs: readonly CataloguePair[]): Translations {
  const catalogues = new Map<object, object>();
  const texts = new Map<string, string>();
  for (const { source, translated } of pairs) {
    catalogues.set(source, translated);
    collectTexts(source, translated, texts);
  }
  return { lang, catalogues, texts };
}
