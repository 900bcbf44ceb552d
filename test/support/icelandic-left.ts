import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator } from 'playwright-core';

import { faultReasons } from '../../sandbox/control.ts';
import { reasons } from '../../sandbox/errors.ts';
import { apiReasonMessages } from '../../widgets/core/languages/api-reasons.messages.ts';
import { callReasonMessages } from '../../widgets/core/languages/call-reasons.messages.ts';
import { icelandicLetters, withoutKeptNames } from './icelandic-letters.ts';

// What an English or Polish screen may still show in Icelandic: the names it keeps. A test reads
// every text of a settled screen (its text, and its aria-label, alt, title and placeholder, in and
// out of shadow roots) and finds the words with a letter Icelandic writes and the screen's language
// does not (icelandic-letters.ts), apart from
// - the Icelandic names the translations keep beside their own words, '(kennitala)' and
//   '(rafræn skilríki)', and the app the customer logs in with, Auðkenni;
// - the API's reasons the product does not know (the sandbox's own), shown as it sent them;
// - the names the API sends: the sandbox's people, companies, addresses and its special-order
//   catalogue's products (the texts in its people.ts and fixtures), each as a whole, which no
//   catalogue translates: 'Laugavegur 10, 101 Reykjavík' passes, 'Til baka í leit' does not because
//   a product's description happens to have 'í' in it;
// - what the customer typed (a text area's text, as an input's value is no text of the page);
// - text marked as Icelandic (`lang="is"`): the menu's 'Íslenska', named in its own language.

/**
 * The names in the sandbox's data, each whole: what its data files give as a person's, company's,
 * product's or place's name or description (`name: '…'`, `address: '…'`, and the arguments of
 * their builders, `address(1014, 'Austurstræti', …)`, `option(502, 1, 'Innihurð', …)`), never a
 * reason or another text the API answers with.
 */
function dataNames(): string[] {
  const dataFiles = [
    'sandbox/people.ts',
    ...readdirSync('sandbox', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join('sandbox', entry.name, 'fixtures.ts'))
      .filter((file) => existsSync(file)),
  ];
  const named =
    /\b(?:name|description|buyer|street|streetName|address|city|company|label|title)\s*:\s*'([^'\n]*)'/g;
  const built = /\b(?:address|option|category|person|company|camera|video)\(([^)\n]*)\)/g;
  const names = new Set<string>();
  for (const file of dataFiles) {
    const source = readFileSync(file, 'utf8');
    for (const [, text = ''] of source.matchAll(named)) names.add(text.trim());
    for (const [, args = ''] of source.matchAll(built))
      for (const [, text = ''] of args.matchAll(/'([^']*)'/g)) names.add(text.trim());
  }
  return [...names].filter((name) => name !== '');
}

/**
 * The sandbox's own reasons (sandbox/errors.ts, its faults') that the product does not know, which
 * a screen shows as the API sent them; a reason it knows must show translated.
 */
function unknownReasons(): string[] {
  const known = new Set<unknown>(
    [apiReasonMessages, callReasonMessages].flatMap((catalogue): unknown[] => Object.values(catalogue)),
  );
  return [...Object.values(reasons), ...Object.values(faultReasons)].filter((reason) => !known.has(reason));
}

/**
 * Each data name, or a reason the product does not know, where it stands whole in a text (not
 * inside a longer word), the longest first, so that 'Anna Jónsdóttir' goes before 'Anna' would
 * leave 'Jónsdóttir'.
 */
const dataNamesInText = new RegExp(
  [...dataNames(), ...unknownReasons()]
    .sort((one, other) => other.length - one.length)
    .map((name) => `(?<!\\p{L})${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`)
    .join('|'),
  'giu',
);

/** The Icelandic words left in `texts` shown in `lang`, each once. */
export function icelandicLeftIn(texts: readonly string[], lang: 'en' | 'pl'): string[] {
  const left = new Set<string>();
  for (const text of texts) {
    const rest = withoutKeptNames(text).replace(dataNamesInText, ' ');
    for (const word of rest.split(/[^\p{L}]+/u))
      if (icelandicLetters[lang].test(word)) left.add(`${word} (in "${text.trim().slice(0, 80)}")`);
  }
  return [...left];
}

/**
 * Every text under `root` once its widget has drawn (a story's frame has content) and no lazily
 * loaded part is still hidden while it loads (React keeps what a suspended part showed before, in
 * an earlier language, with `display: none !important`): text nodes and the texts of aria-label,
 * alt, title and placeholder, through open shadow roots, of what is not hidden. The caller waits for
 * the state it reads (a page settled on its network).
 */
export async function textsShownIn(root: Locator): Promise<string[]> {
  await root.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const suspended = (node: Element | ShadowRoot): boolean =>
          Array.from(node.querySelectorAll<HTMLElement>('*')).some(
            (child) =>
              (child.style?.getPropertyValue('display') === 'none' &&
                child.style.getPropertyPriority('display') === 'important') ||
              (child.shadowRoot !== null && suspended(child.shadowRoot)),
          );
        const settled = () => {
          const frame = element.querySelector('[data-widget-frame]');
          if (frame === null) return true;
          return (frame.shadowRoot?.childElementCount ?? 0) > 0 && !suspended(frame.shadowRoot ?? frame);
        };
        const check = () => (settled() ? resolve() : requestAnimationFrame(check));
        check();
      }),
  );
  return root.evaluate((element) => {
    const texts: string[] = [];
    const read = (node: Node) => {
      for (const child of node.childNodes) {
        if (child.nodeType === Node.TEXT_NODE) {
          if (child.textContent?.trim()) texts.push(child.textContent);
        } else if (
          child instanceof Element &&
          !['STYLE', 'SCRIPT', 'TEMPLATE', 'TEXTAREA'].includes(child.tagName) &&
          !/^is\b/i.test(child.getAttribute('lang') ?? '') &&
          // What is not drawn (display: none) is neither seen nor read; a closed select's options are.
          (child.tagName === 'OPTION' || getComputedStyle(child).display !== 'none')
        ) {
          for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
            const value = child.getAttribute(name);
            if (value) texts.push(value);
          }
          if (child.shadowRoot) read(child.shadowRoot);
          read(child);
        }
      }
    };
    read(element);
    return texts;
  });
}
