import type { Lang, OtherLang } from './lang.ts';

/**
 * A catalogue's translation: the same keys, each text a string in the other language, each
 * function the same parameters. TypeScript refuses a translation that misses a key or adds one.
 */
export type Translation<Source> = Source extends string
  ? string
  : Source extends (...args: infer Args) => string
    ? (...args: Args) => string
    : { readonly [Key in keyof Source]: Translation<Source[Key]> };

/** An Icelandic catalogue (a flow's `*.messages.ts` object) beside its translation. */
export interface CataloguePair {
  readonly source: object;
  readonly translated: object;
}

/**
 * An element's texts in one language: each catalogue's translation by the catalogue, and every
 * Icelandic text with its translation, for a text a model kept or an API reason the product knows.
 */
export interface Translations {
  readonly lang: Lang;
  readonly catalogues: ReadonlyMap<object, object>;
  readonly texts: ReadonlyMap<string, string>;
}

/** Icelandic: every catalogue is its own text. */
export const icelandic: Translations = { lang: 'is', catalogues: new Map(), texts: new Map() };

/** What a `<flow>.en.ts` or `.pl.ts` module gives. */
export interface TranslationsModule {
  readonly default: Translations;
}

/** Each other language's translations, loaded only when an element shows in it. */
export type TranslationLoaders = { readonly [L in OtherLang]: () => Promise<TranslationsModule> };

/** The catalogue in the element's language (itself in Icelandic, or when it has no translation). */
export function messagesIn<Source extends object>(
  current: Translations,
  catalogue: Source,
): Translation<Source> {
  // A catalogue is its own Translation: its texts are strings, its functions answer strings.
  return (current.catalogues.get(catalogue) ?? catalogue) as Translation<Source>;
}

/**
 * A text in the element's language: a model's Icelandic message or an API reason the product
 * knows is translated; any other text (a name, a reason it does not know) is shown as it is.
 */
export function textIn(current: Translations, text: string): string {
  return current.texts.get(text) ?? text;
}
