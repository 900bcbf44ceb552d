/**
 * The CDN loader's engine: a tag's code is imported the first time the tag appears, in the document
 * or in an open shadow root, then `customElements.define` upgrades every instance already there.
 * Kept free of React and of any flow: with the list of elements, the loader is about 1 KiB gzip.
 *
 * As GitHub's Catalyst `lazyDefine` does: only added nodes are scanned (not the whole document on
 * every change), the scans are batched into one per animation frame, and each open shadow root met
 * on the way is observed too, so a tag inside another component's shadow root loads.
 */
const pending = new Map<string, () => Promise<unknown>>();
let watchedRoots = new WeakSet<Node>();
let observer: MutationObserver | undefined;
/** Added subtrees (or the document, for a new tag) waiting for the next frame's scan. */
let queued: Node[] = [];

function load(element: Element): void {
  const tag = element.localName;
  const loader = pending.get(tag);
  if (!loader) return;
  pending.delete(tag);
  // Defined by someone else meanwhile: nothing to load.
  if (customElements.get(tag)) return;
  loader().catch((error: unknown) => {
    // Put it back so a later insertion of the tag can try again (a flaky network, say); not at
    // once, which would retry every frame while the network is down.
    pending.set(tag, loader);
    observe(document);
    console.error(`byko-widgets: could not load <${tag}>`, error);
  });
}

/** Loads each waiting tag at or below `root`, and watches the open shadow roots there. */
function scan(root: Element | Document | ShadowRoot): void {
  const elements = root.querySelectorAll('*');
  if (root instanceof Element) load(root);
  for (const element of elements) {
    load(element);
    if (element.shadowRoot) watch(element.shadowRoot);
  }
}

function observe(root: Document | ShadowRoot): void {
  if (watchedRoots.has(root)) return;
  watchedRoots.add(root);
  observer ??= new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) queue(node);
  });
  observer.observe(root, { childList: true, subtree: true });
}

function watch(root: Document | ShadowRoot): void {
  observe(root);
  scan(root);
}

function flush(): void {
  const nodes = queued;
  queued = [];
  for (const node of nodes) {
    if (node === document) watch(document);
    else if (node instanceof Element && node.isConnected) scan(node);
  }
  if (nodes.length > 0 && pending.size === 0) {
    // Every tag is defined: nothing left to watch for (a failed load starts watching again).
    observer?.disconnect();
    observer = undefined;
    watchedRoots = new WeakSet();
  }
}

function queue(node: Node): void {
  // One scan a frame, however many nodes were added; the timer covers a hidden page, which draws
  // no frames. Whichever comes first scans; the other finds the queue empty.
  if (queued.length === 0) {
    requestAnimationFrame(flush);
    setTimeout(flush, 100);
  }
  queued.push(node);
}

/** Registers a tag whose module (which calls defineWidget) loads when the tag first appears. */
export function lazyDefine(tag: string, loader: () => Promise<unknown>): void {
  if (typeof customElements === 'undefined' || customElements.get(tag) || pending.has(tag)) return;
  pending.set(tag, loader);
  queue(document);
}

/** Loads a registered tag now (for a closed shadow root, which the loader cannot see into). */
export function loadWidget(tag: string): Promise<void> {
  const loader = pending.get(tag);
  if (!loader) return Promise.resolve();
  pending.delete(tag);
  return loader().then(() => undefined);
}
