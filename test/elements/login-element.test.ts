/// <reference types="mocha" />
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import {
  axeViolations,
  bundleUrl,
  buttonNamed,
  mount,
  nextFrames,
  shadow,
  unmountAll,
  until,
} from './element-helpers.ts';

// The element contract of <byko-login>, through the built CDN bundle in real Chromium.

const heading = (element: HTMLElement) => shadow(element).querySelector('h1')?.textContent;
const checkboxes = (element: HTMLElement) => shadow(element).querySelectorAll('input[type="checkbox"]');

async function realToken(): Promise<{ token: string; name: string }> {
  const post = async (path: string, body: unknown) =>
    (
      await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json();
  const { authId } = (await post('/api/auth/phone-auth-codes', { phone: '8202345' })) as { authId: string };
  return (await post('/api/auth/login', {
    authId,
    phoneNumber: '8202345',
    reason: 'próf',
    origin: 'Web',
  })) as { token: string; name: string };
}

afterEach(() => {
  unmountAll();
  localStorage.clear();
});

before(async () => {
  await import(/* @vite-ignore */ bundleUrl);
});

describe('<byko-login> element contract', () => {
  it('loads its code when the tag appears and renders the reason attribute in an open shadow root', async () => {
    const element = mount('<byko-login reason="Innskráning fyrir reikningsviðskipti"></byko-login>');
    await until(() => customElements.get('byko-login'), 'definition');
    expect(await until(() => heading(element), 'heading')).to.equal('Innskráning fyrir reikningsviðskipti');
  });

  it('follows attribute changes and resets a prop when its attribute is removed', async () => {
    const element = mount('<byko-login reason="Fyrst" hide-terms hide-credit-check></byko-login>');
    await until(() => heading(element) === 'Fyrst', 'first heading');
    expect(checkboxes(element).length).to.equal(0);

    element.setAttribute('reason', 'Síðan');
    await until(() => heading(element) === 'Síðan', 'changed heading');

    element.removeAttribute('hide-terms');
    await until(() => checkboxes(element).length === 1, 'terms checkbox back');
    element.removeAttribute('hide-credit-check');
    await until(() => checkboxes(element).length === 2, 'both checkboxes back');

    element.removeAttribute('reason');
    expect(await until(() => heading(element) === 'Innskrá' && heading(element), 'default heading')).to.equal(
      'Innskrá',
    );
  });

  it('reflects properties to attributes', async () => {
    const element = mount('<byko-login></byko-login>');
    await until(() => heading(element), 'heading');
    (element as HTMLElement & { reason?: string }).reason = 'Eiginleiki';
    expect(element.getAttribute('reason')).to.equal('Eiginleiki');
    await until(() => heading(element) === 'Eiginleiki', 'heading from property');
  });

  it('keeps its styles inside the shadow root; the page gets only the --byko-* defaults', async () => {
    const element = mount('<byko-login></byko-login>');
    await until(() => heading(element), 'heading');
    expect(shadow(element).adoptedStyleSheets.length).to.be.greaterThanOrEqual(3);
    expect(document.head.querySelectorAll('style').length).to.equal(0);
    // One sheet on the document: the theme's defaults, at no specificity, and nothing but --byko-*.
    expect(document.adoptedStyleSheets.length).to.equal(1);
    const [defaults] = document.adoptedStyleSheets;
    const rules = [...(defaults?.cssRules ?? [])];
    expect(rules.map((rule) => (rule as CSSStyleRule).selectorText)).to.deep.equal([':where(:root)']);
    const declared = [...(rules[0] as CSSStyleRule).style];
    expect(declared.length).to.be.greaterThan(0);
    expect(declared.filter((name) => !name.startsWith('--byko-'))).to.deep.equal([]);
    const button = buttonNamed(element, 'Innskrá');
    if (!button) throw new Error('no Innskrá button');
    const style = getComputedStyle(button);
    expect(Number.parseFloat(style.minHeight)).to.be.greaterThanOrEqual(44);
    // The theme's custom property reaches the button; a page can override it on the element.
    element.style.setProperty('--byko-color-primary', 'rgb(1, 2, 3)');
    expect(getComputedStyle(button).backgroundColor).to.equal('rgb(1, 2, 3)');
  });

  it('sends byko-login out of the shadow root after a login typed by the keyboard', async () => {
    const element = mount('<byko-login reason="Próf"></byko-login>');
    const input = await until(
      () => shadow(element).querySelector('input[name="phone"]') as HTMLInputElement,
      'input',
    );
    const received = new Promise<CustomEvent>((resolve) =>
      document.addEventListener('byko-login', (event) => resolve(event), { once: true }),
    );
    input.focus();
    await sendKeys({ type: '8201234' });
    for (const box of checkboxes(element)) (box as HTMLInputElement).click();
    await sendKeys({ press: 'Enter' });
    const event = await received;
    expect(event.bubbles).to.equal(true);
    expect(event.composed).to.equal(true);
    expect(event.detail).to.deep.equal({ name: 'Anna Jónsdóttir', ssn: '1203892039' });
    expect(localStorage.getItem('name')).to.equal('Anna Jónsdóttir');
  });

  it('sends a cancelable byko-navigate and byko-logout that reach the document', async () => {
    const { token, name } = await realToken();
    localStorage.setItem('token', token);
    localStorage.setItem('tokenOrigin', location.origin);
    localStorage.setItem('name', name);
    const element = mount('<byko-login next="/vidskipti/umsokn"></byko-login>');
    const continueButton = await until(() => buttonNamed(element, 'Áfram'), 'Áfram button');

    const navigate = new Promise<CustomEvent>((resolve) =>
      document.addEventListener(
        'byko-navigate',
        (event) => {
          event.preventDefault();
          resolve(event);
        },
        { once: true },
      ),
    );
    continueButton.click();
    const navigation = await navigate;
    expect(navigation.detail).to.deep.equal({ to: '/vidskipti/umsokn' });
    expect(navigation.cancelable && navigation.composed && navigation.bubbles).to.equal(true);
    expect(location.pathname).not.to.equal('/vidskipti/umsokn');

    const loggedOut = new Promise<Event>((resolve) =>
      document.addEventListener('byko-logout', resolve, { once: true }),
    );
    buttonNamed(element, 'Útskrá')?.click();
    await loggedOut;
    expect(localStorage.length).to.equal(0);
  });

  it('sends API calls to its api-base attribute', async () => {
    const other = location.origin.replace('localhost', '127.0.0.1');
    const element = mount(`<byko-login api-base="${other}" hide-terms hide-credit-check></byko-login>`);
    const input = await until(
      () => shadow(element).querySelector('input[name="phone"]') as HTMLInputElement,
      'input',
    );
    input.focus();
    await sendKeys({ type: '8201234' });
    const seen: string[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.push(entry.name);
    });
    observer.observe({ type: 'resource', buffered: false });
    await sendKeys({ press: 'Enter' });
    await until(() => localStorage.getItem('token'), 'login through the other origin', 8000);
    observer.disconnect();
    expect(seen.some((url) => url.startsWith(`${other}/api/auth/phone-auth-codes`))).to.equal(true);
  });

  it('has no axe violations in its initial state', async () => {
    const element = mount('<byko-login reason="Innskráning fyrir reikningsviðskipti"></byko-login>');
    await until(() => heading(element), 'heading');
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('loading the bundle a second time defines nothing twice and throws nothing', async () => {
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    const url = '/dist-cdn/byko-widgets.js?second-copy';
    await import(/* @vite-ignore */ url);
    const element = mount('<byko-login reason="Aftur"></byko-login>');
    await until(() => heading(element) === 'Aftur', 'heading after second load');
    window.removeEventListener('error', onError);
    expect(errors).to.deep.equal([]);
  });

  it('renders nothing while made and given attributes out of the page, and its reason once inserted', async () => {
    const first = mount('<byko-login></byko-login>');
    await until(() => heading(first), 'definition and heading');
    const element = document.createElement('byko-login');
    element.setAttribute('reason', 'Áður en hún er sett inn');
    // Before insertion React has not mounted: the open shadow root is still empty a few frames on.
    await nextFrames(3);
    expect(shadow(element).childElementCount).to.equal(0);
    document.body.append(element);
    try {
      expect(await until(() => heading(element), 'heading after insertion')).to.equal(
        'Áður en hún er sett inn',
      );
    } finally {
      element.remove();
    }
  });

  it('running the element module again calls defineWidget for a defined tag without an error', async () => {
    const element = mount('<byko-login></byko-login>');
    await until(() => heading(element), 'heading');
    const chunk = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .find((name) => /\/chunks\/login\.element-[^/]+\.js$/.test(name));
    if (!chunk) throw new Error('the login element chunk was not loaded');
    const definition = customElements.get('byko-login');
    // A new URL makes the browser evaluate the module again: defineWidget('byko-login') runs a
    // second time, which would throw NotSupportedError if it called customElements.define again.
    await import(/* @vite-ignore */ `${chunk}?again`);
    expect(customElements.get('byko-login')).to.equal(definition);
  });
});
