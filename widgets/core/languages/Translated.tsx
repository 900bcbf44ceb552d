import { type ComponentType, createElement, type ReactNode, use, useContext, useMemo } from 'react';
import { load } from '../runtime/locale.ts';
import type { TranslationLoaders, Translations } from '../runtime/translations.ts';
import { WidgetContext } from '../runtime/widget-context.tsx';

// A part of an element that loads lazily (a payment method's section, a page shown on a 404) brings
// its own English and Polish texts, loaded with it and only in that language: the element's first
// chunk of texts stays as small as its first screen.

const merged = new WeakMap<Translations, WeakMap<Translations, Translations>>();

/** The element's texts with a part's added (the part's win where both translate a text). */
function withMore(shown: Translations, more: Translations): Translations {
  let byMore = merged.get(shown);
  if (!byMore) {
    byMore = new WeakMap();
    merged.set(shown, byMore);
  }
  let both = byMore.get(more);
  if (!both) {
    both = {
      lang: shown.lang,
      catalogues: new Map([...shown.catalogues, ...more.catalogues]),
      texts: new Map([...shown.texts, ...more.texts]),
    };
    byMore.set(more, both);
  }
  return both;
}

function Translated(props: { translations: TranslationLoaders; children: ReactNode }): ReactNode {
  const widget = useContext(WidgetContext);
  const { lang } = widget.locale;
  // Suspends (the part's Suspense shows its fallback) until the part's texts are there.
  const more = lang === 'is' ? undefined : use(load(props.translations[lang]));
  const locale = more ? withMore(widget.locale, more) : widget.locale;
  const value = useMemo(() => ({ ...widget, locale }), [widget, locale]);
  return <WidgetContext value={value}>{props.children}</WidgetContext>;
}

/** `Component` in the element's language with its own texts: a lazy part's default export. */
export function withTranslations<Props extends object>(
  Component: ComponentType<Props>,
  translations: TranslationLoaders,
): ComponentType<Props> {
  return function WithTranslations(props: Props): ReactNode {
    return <Translated translations={translations}>{createElement(Component, props)}</Translated>;
  };
}
