/// <reference types="mocha" />
import { expect } from 'chai';
import { typeInto } from '../support/in-page.ts';
import {
  bundleUrl,
  freshPageForEachTest,
  inputNamed,
  mount,
  nextFrames,
  shadow,
  textOf,
  until,
  waitForButton,
} from './element-helpers.ts';

// An element's language in real Chromium, through the built CDN bundle: with no `lang` of its own
// it speaks its nearest ancestor's, across another component's shadow root, before <html lang>,
// and follows a change of it in place; a language whose texts cannot load leaves it in Icelandic.

freshPageForEachTest();

/** A plain custom element of the embedding page with an open shadow root (not one of ours). */
class ShopPanel extends HTMLElement {
  constructor() {
    super();
    this.attachShadow({ mode: 'open' }).innerHTML = '<section></section>';
  }
}
customElements.define('shop-panel', ShopPanel);

const pageLang = document.documentElement.lang;
afterEach(() => {
  document.documentElement.lang = pageLang;
});

/** The `<byko-login>` inside `holder`, or inside its shadow root. */
function loginIn(holder: ParentNode): HTMLElement {
  const login = holder.querySelector('byko-login');
  if (!(login instanceof HTMLElement)) throw new Error('no <byko-login>');
  return login;
}

describe('an element’s language from around it', () => {
  it('speaks its nearest ancestor’s lang, not the page’s, and follows its change keeping what was typed', async () => {
    document.documentElement.lang = 'en';
    const holder = mount('<div lang="pl"><byko-login></byko-login></div>');
    const login = loginIn(holder);
    await waitForButton(login, 'Zaloguj się');
    expect(textOf(login)).to.include('Numer telefonu');
    await typeInto(inputNamed(login, 'phone'), '8202345');
    const typed = inputNamed(login, 'phone').value;
    expect(typed.replace(/\D/g, '')).to.equal('8202345');

    holder.setAttribute('lang', 'en');
    await waitForButton(login, 'Log in');
    expect(textOf(login)).to.include('Phone number');
    expect(inputNamed(login, 'phone').value).to.equal(typed);
  });

  it('speaks the lang of the component whose shadow root it stands in', async () => {
    document.documentElement.lang = 'pl';
    const panel = mount('<shop-panel lang="en"></shop-panel>');
    shadow(panel).querySelector('section')?.insertAdjacentHTML('beforeend', '<byko-login></byko-login>');
    const login = loginIn(shadow(panel));
    await waitForButton(login, 'Log in');
    expect(textOf(login)).to.include('Phone number');

    panel.setAttribute('lang', 'pl');
    await waitForButton(login, 'Zaloguj się');
  });
});

/**
 * The URL the built barcode element imports its English texts from (its chunk's name carries a
 * hash of its content): read from the bundle and the element's own chunk.
 */
async function englishCodesChunk(): Promise<URL> {
  const bundle = new URL(bundleUrl, location.href);
  // Quoted as the build writes it, or as the test server's own transform passes it on.
  const elementChunk = (await (await fetch(bundle)).text()).match(
    /byko-barcode[`'"],\s*\(\)\s*=>\s*import\(\s*[`'"]([^`'"]+)[`'"]/,
  )?.[1];
  if (elementChunk === undefined) throw new Error('no chunk for byko-barcode in the bundle');
  const elementUrl = new URL(elementChunk, bundle);
  const english = (await (await fetch(elementUrl)).text()).match(
    /import\(\s*[`'"](\.\/codes\.en-[^`'"]+\.js)[`'"]/,
  )?.[1];
  if (english === undefined) throw new Error(`no English chunk imported by ${elementUrl.pathname}`);
  return new URL(english, elementUrl);
}

describe('a language whose texts cannot load', () => {
  it('leaves the element in Icelandic, once, rather than loading for ever', async () => {
    // The network drops the English texts: an import map sends their import to a file that is not
    // there, as the page has not asked for them yet.
    const missing = new URL('/dist-cdn/chunks/not-there.js', location.href);
    const map = document.createElement('script');
    map.type = 'importmap';
    map.textContent = JSON.stringify({ imports: { [(await englishCodesChunk()).href]: missing.href } });
    document.head.append(map);

    const first = mount('<byko-barcode lang="en" value="SO-100200"></byko-barcode>');
    const label = (element: HTMLElement) =>
      element.shadowRoot?.querySelector('[role="img"]')?.getAttribute('aria-label') ?? undefined;
    const spinners = (element: HTMLElement) => element.shadowRoot?.querySelectorAll('[role="status"]').length;
    /** The code drawn (its bars in place) and nothing loading any more. */
    const settled = (element: HTMLElement) =>
      element.shadowRoot?.querySelector('[role="img"] rect') && spinners(element) === 0 && label(element);
    expect(await until(() => settled(first), 'the barcode drawn, nothing loading', 8000)).to.equal(
      'Strikamerki: SO-100200',
    );
    // It stays so: no second attempt puts it back to loading.
    await nextFrames(5);
    expect(label(first)).to.equal('Strikamerki: SO-100200');
    expect(spinners(first)).to.equal(0);

    // Another element in the language shows Icelandic at once, as the failed load's answer stands.
    const second = mount('<byko-barcode lang="en" value="A-1"></byko-barcode>');
    expect(await until(() => settled(second), 'the second barcode drawn')).to.equal('Strikamerki: A-1');
    expect(
      performance.getEntriesByType('resource').filter((entry) => entry.name === missing.href),
      'requests for the English texts',
    ).to.have.length(1);
  });
});
