/**
 * The languages the elements speak, and how an element finds its own: its `lang` attribute, else
 * the nearest ancestor's (across shadow roots), else `<html lang>`, as HTML itself inherits it.
 * Icelandic is the product's language; English and Polish follow, and anything else is Icelandic.
 */
export const langs = ['is', 'en', 'pl'] as const;
export type Lang = (typeof langs)[number];
/** A language other than Icelandic: one whose texts load as their own chunk. */
export type OtherLang = Exclude<Lang, 'is'>;

/** A `lang` value as one of ours: its primary subtag ('en-GB' is 'en'); anything else is 'is'. */
export function langOf(value: string | null | undefined): Lang {
  const primary = value?.trim().toLowerCase().split('-')[0];
  return langs.find((lang) => lang === primary) ?? 'is';
}

/** The language of `element`: the nearest `lang` attribute from itself up, across shadow roots. */
export function langAround(element: Element): Lang {
  let node: Element | null = element;
  while (node) {
    const found = node.closest('[lang]');
    if (found) return langOf(found.getAttribute('lang'));
    const root = node.getRootNode();
    node = root instanceof ShadowRoot ? root.host : null;
  }
  return 'is';
}

const listeners = new Set<() => void>();
let observer: MutationObserver | undefined;

/** Tells every mounted element that a `lang` may have changed (an element's own, in a shadow root). */
export function langMayHaveChanged(): void {
  for (const listener of listeners) listener();
}

/**
 * Calls `onChange` whenever a `lang` attribute changes anywhere in the document; one observer
 * serves every element. Answers the function that stops it (React's useSyncExternalStore shape).
 */
export function watchLang(onChange: () => void): () => void {
  if (observer === undefined && typeof MutationObserver !== 'undefined') {
    observer = new MutationObserver(langMayHaveChanged);
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['lang'],
      subtree: true,
    });
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
}
