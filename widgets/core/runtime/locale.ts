import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { type Lang, langAround, watchLang } from './lang.ts';
import {
  icelandic,
  messagesIn,
  type Translation,
  type TranslationLoaders,
  type Translations,
  textIn,
} from './translations.ts';
import { useWidget } from './widget-context.tsx';

/** The element's language. */
export function useLang(): Lang {
  return useWidget().locale.lang;
}

/** The catalogue in the element's language: `const messages = useMessages(payMessages)`. */
export function useMessages<Source extends object>(catalogue: Source): Translation<Source> {
  return messagesIn(useWidget().locale, catalogue);
}

/**
 * Translates a text the component did not take from a catalogue itself: a model's message (models
 * keep Icelandic) or an API reason. A text the product does not know is shown as it came.
 */
export function useTranslate(): (text: string) => string {
  const { locale } = useWidget();
  return useCallback((text: string) => textIn(locale, text), [locale]);
}

/** The language of `host`, followed as its own `lang`, an ancestor's or the page's changes. */
export function useLangOf(host: Element | null): Lang {
  return useSyncExternalStore(
    watchLang,
    () => (host ? langAround(host) : 'is'),
    () => 'is',
  );
}

// Each language's translations load once per page, whichever elements ask for them.
const loading = new Map<() => Promise<unknown>, Promise<Translations>>();
const loaded = new Map<() => Promise<unknown>, Translations>();

export function load(loader: TranslationLoaders[keyof TranslationLoaders]): Promise<Translations> {
  let promise = loading.get(loader);
  if (promise === undefined) {
    promise = loader().then(
      (module) => {
        loaded.set(loader, module.default);
        return module.default;
      },
      // A chunk that cannot load (the network dropped) leaves the element in Icelandic, which it
      // always has, for this page: one settled answer, so a part that waits for it (Translated's
      // use()) is not asked again and again.
      () => icelandic,
    );
    loading.set(loader, promise);
  }
  return promise;
}

/**
 * The texts for `lang`: Icelandic at once; English or Polish once their chunk has loaded. Until
 * then it answers the texts shown before (the element does not flash another language), or, on
 * the first render, undefined: the element waits for its language rather than show Icelandic.
 */
export function useTranslations(
  lang: Lang,
  loaders: TranslationLoaders | undefined,
): Translations | undefined {
  const loader = lang === 'is' || loaders === undefined ? undefined : loaders[lang];
  const ready = loader === undefined ? icelandic : loaded.get(loader);
  const [shown, setShown] = useState<Translations | undefined>(ready);
  useEffect(() => {
    if (loader === undefined) return;
    // Through the cached promise even when it has settled since the render: an element whose
    // language loaded meanwhile shows it rather than wait on.
    let current = true;
    void load(loader).then((translations) => {
      if (current) setShown(translations);
    });
    return () => {
      current = false;
    };
  }, [loader]);
  if (ready !== undefined && ready !== shown) setShown(ready);
  return ready ?? shown;
}
