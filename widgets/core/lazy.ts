/**
 * The CDN loader's engine: a tag's code is imported the first time the tag appears in the document,
 * then `customElements.define` upgrades every instance already on the page. Kept free of React and
 * of any flow so the loader stays a few hundred bytes.
 */
const pending = new Map<string, () => Promise<unknown>>();
let observer: MutationObserver | undefined;

function loadPresent(root: ParentNode): void {
  for (const [tag, load] of pending) {
    if (customElements.get(tag) || !root.querySelector(tag)) continue;
    pending.delete(tag);
    load().catch((error: unknown) => {
      // Put it back so a later insertion of the tag can try again (a flaky network, say).
      pending.set(tag, load);
      watch();
      console.error(`byko-widgets: could not load <${tag}>`, error);
    });
  }
  if (pending.size === 0) {
    observer?.disconnect();
    observer = undefined;
  }
}

function watch(): void {
  if (observer || typeof document === 'undefined') return;
  observer = new MutationObserver(() => loadPresent(document));
  observer.observe(document.documentElement, { childList: true, subtree: true });
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', () => loadPresent(document), { once: true });
  }
  loadPresent(document);
}

/** Registers a tag whose module (which calls defineWidget) loads when the tag first connects. */
export function lazyDefine(tag: string, load: () => Promise<unknown>): void {
  if (typeof customElements === 'undefined' || customElements.get(tag) || pending.has(tag)) return;
  pending.set(tag, load);
  watch();
  loadPresent(document);
}

/** Loads a registered tag now (for elements that live in another shadow root). */
export function loadWidget(tag: string): Promise<void> {
  const load = pending.get(tag);
  if (!load) return Promise.resolve();
  pending.delete(tag);
  return load().then(() => undefined);
}
