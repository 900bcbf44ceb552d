/// <reference types="mocha" />
import { expect } from 'chai';
import { freshPageForEachTest, isk, mount, nextFrames, shadow, textOf, until } from './element-helpers.ts';

// The CDN loader (widgets/core/lazy.ts) in real Chromium: a tag's code loads when the tag appears,
// in the document or in another component's open shadow root, and a page that changes a lot does
// not make the loader query the whole document on each change. The tags under test here are
// mounted in this file only, so they are still waiting for their code when each test starts.

freshPageForEachTest();

/** A plain custom element of the embedding page with an open shadow root (not one of ours). */
class ShopPanel extends HTMLElement {
  constructor() {
    super();
    this.attachShadow({ mode: 'open' }).innerHTML = '<section><p>Karfan þín</p></section>';
  }
}
customElements.define('shop-panel', ShopPanel);

/** Counts calls of the document's own query methods while `run` runs. */
async function documentQueriesDuring(run: () => Promise<void>): Promise<number> {
  const methods = ['querySelector', 'querySelectorAll', 'getElementsByTagName'] as const;
  let calls = 0;
  const originals = methods.map((name) => [name, Document.prototype[name]] as const);
  for (const [name, original] of originals) {
    Object.defineProperty(Document.prototype, name, {
      configurable: true,
      writable: true,
      value(this: Document, ...args: unknown[]) {
        if (this === document) calls += 1;
        return (original as (...rest: unknown[]) => unknown).apply(this, args);
      },
    });
  }
  try {
    await run();
  } finally {
    for (const [name, original] of originals) {
      Object.defineProperty(Document.prototype, name, {
        configurable: true,
        writable: true,
        value: original,
      });
    }
  }
  return calls;
}

describe('the CDN loader', () => {
  it('loads a tag placed inside another component’s open shadow root', async () => {
    expect(customElements.get('byko-receipt'), 'byko-receipt before it appears').to.equal(undefined);
    const panel = mount('<shop-panel></shop-panel>');
    // The panel is scanned and its shadow root watched; the tag arrives in it later, frames on.
    await nextFrames(3);
    const section = shadow(panel).querySelector('section');
    if (!section) throw new Error('no section in the panel');
    section.insertAdjacentHTML('beforeend', '<byko-receipt payment-id="demo-paid"></byko-receipt>');
    const receipt = section.querySelector('byko-receipt');
    if (!(receipt instanceof HTMLElement)) throw new Error('no byko-receipt');
    await until(() => customElements.get('byko-receipt'), 'byko-receipt defined', 8000);
    await until(() => textOf(receipt).includes(isk('31.480')), 'the receipt in the shadow root', 8000);
  });

  it('loads a tag inside a shadow root that came with a subtree inserted at once', async () => {
    expect(customElements.get('byko-payment-success'), 'before it appears').to.equal(undefined);
    const holder = document.createElement('div');
    const panel = document.createElement('shop-panel');
    panel.shadowRoot?.append(document.createElement('byko-payment-success'));
    holder.append(panel);
    mount('<div></div>').append(holder);
    await until(() => customElements.get('byko-payment-success'), 'byko-payment-success defined', 8000);
  });

  it('scans what was added, not the whole document, however many changes a page makes', async () => {
    expect(customElements.get('byko-instalment-calculator'), 'still waiting').to.equal(undefined);
    const list = mount('<ul></ul>');
    const calls = await documentQueriesDuring(async () => {
      for (let index = 0; index < 40; index += 1) {
        list.append(Object.assign(document.createElement('li'), { textContent: `Vara ${index}` }));
        // Each change in its own task, so each is a separate mutation batch.
        await new Promise((nextTask) => setTimeout(nextTask));
      }
      await nextFrames(3);
    });
    expect(calls, 'queries of the whole document while the page changed').to.equal(0);
    // And the loader still watches: the waiting tag loads when it comes.
    list.append(document.createElement('byko-instalment-calculator'));
    await until(() => customElements.get('byko-instalment-calculator'), 'the calculator defined', 8000);
  });
});
