/// <reference types="mocha" />
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { sandboxPagePaths, sandboxPageSettings } from '../../sandbox/pages.ts';
import { logInAs, pageSandbox } from '../support/in-page.ts';
import { anna } from '../support/people.ts';
import {
  axeViolations,
  bundleUrl,
  buttonNamed,
  fillCard,
  freshPageForEachTest,
  headingOf,
  isk,
  linkNamed,
  mount,
  type NavigateDetail,
  navigations,
  nextOnDocument,
  pageCarries,
  shadow,
  textOf,
  until,
  waitForButton,
} from './element-helpers.ts';

// The element contract of the payment elements (<byko-pay>, <byko-payment-success>, <byko-receipt>,
// <byko-instalment-calculator>), through the built CDN bundle in real Chromium, with the sandbox
// answering on the same origin: attributes to props, events out of the shadow root, styles inside it,
// axe. Every byko-navigate is cancelled by the test page (element-helpers.ts), so nothing leaves it.

freshPageForEachTest();

interface PaidDetail {
  paymentId: string;
  method: string;
}
interface PaymentErrorDetail {
  paymentId: string;
  message: string;
}

const claimPath = '/api/claim-payment/pay-with-claim';

// ---- reading <byko-pay>

/** The method shown: the selected tab, or the heading of a payment's one method (it has no tab bar). */
function methodShown(element: HTMLElement): string | undefined {
  const root = element.shadowRoot;
  return (
    root?.querySelector('[role="tab"][aria-selected="true"]') ??
    root?.querySelector('.byko-pay-one-method > h2')
  )?.textContent?.trim();
}

/** The methods the pay page offers, as its tabs name them, or its one method's heading. */
function methodsOffered(element: HTMLElement): string[] {
  const tabs = [...shadow(element).querySelectorAll('[role="tab"]')].map(
    (tab) => tab.textContent?.trim() ?? '',
  );
  if (tabs.length > 0) return tabs;
  const lone = shadow(element).querySelector('.byko-pay-one-method > h2')?.textContent?.trim();
  return lone ? [lone] : [];
}

function tabNamed(element: HTMLElement, name: string): HTMLElement {
  const tab = [...shadow(element).querySelectorAll<HTMLElement>('[role="tab"]')].find(
    (candidate) => candidate.textContent?.trim() === name,
  );
  if (!tab) throw new Error(`no tab ${name} (tabs: ${methodsOffered(element).join(', ')})`);
  return tab;
}

/** The Google Pay settings of the page on the sandbox: its test merchant and its stand-in pay.js. */
const googlePayPageSettings = sandboxPageSettings.filter(([name]) => name.startsWith('byko-google-pay-'));

/** The sandbox's test merchant as the element's own attributes. */
const googlePayAttributes = {
  'google-pay-environment': 'TEST',
  'google-pay-merchant-id': '12345678901234567890',
  'google-pay-merchant-name': 'BYKO',
  'google-pay-gateway': 'example',
  'google-pay-gateway-merchant-id': 'exampleGatewayMerchantId',
} as const;

/** The open sheet of the stand-in pay.js: a dialog in its own shadow root in the page's body. */
function googlePaySheet(): HTMLDialogElement | null {
  return (
    document.querySelector('#byko-google-pay-stand-in')?.shadowRoot?.querySelector('dialog[open]') ?? null
  );
}

/** The amount the pay page shows under 'Upphæð til greiðslu'. */
function payAmount(element: HTMLElement): string | undefined {
  return element.shadowRoot?.querySelector('.byko-pay-amount strong')?.textContent ?? undefined;
}

async function payReady(element: HTMLElement, amount: string): Promise<void> {
  await until(() => payAmount(element) === amount, `the amount ${amount} (shows: ${textOf(element)})`);
}

function field<T extends HTMLInputElement | HTMLSelectElement>(element: HTMLElement, name: string): T {
  const found = shadow(element).querySelector(`[name="${name}"]`);
  if (!found) throw new Error(`no field named ${name}`);
  return found as T;
}

/**
 * 'Borga', then 'Staðfesta' on the sandbox's 3-D Secure page. That page is cross-origin (the
 * "processor" on 127.0.0.1) in a sandboxed iframe, so the test runner presses it
 * (web-test-runner.config.ts, answer-3ds-challenge).
 */
async function payThroughChallenge(element: HTMLElement): Promise<void> {
  (await waitForButton(element, 'Borga')).click();
  const pressed = await executeServerCommand('answer-3ds-challenge', { button: 'Staðfesta' });
  expect(pressed, 'Staðfesta pressed in the 3-D Secure frame').to.equal(true);
}

function expectLeftTheShadowRoot(event: Event, host: HTMLElement): void {
  expect(event.bubbles, 'bubbles').to.equal(true);
  expect(event.composed, 'composed').to.equal(true);
  // Retargeted to the host at the document: the listener never sees the shadow root's inside.
  expect(event.target).to.equal(host);
}

/** With payment-id removed, the element shows what one mounted without it (`fresh`) shows. */
async function removedShowsAsFresh(element: HTMLElement, fresh: HTMLElement): Promise<void> {
  element.removeAttribute('payment-id');
  await until(
    () => textOf(element) === textOf(fresh),
    `what the element without payment-id shows (${textOf(fresh)})`,
  );
}

// ---- styles, for every element

/** The element's styles are adopted into its shadow root; the page's head gets none of them. */
function expectStylesInsideShadowRoot(element: HTMLElement, ownSheets: number): void {
  const root = shadow(element);
  // theme.css and the ui primitives' sheet, then the widget's own.
  expect(root.adoptedStyleSheets.length).to.be.greaterThanOrEqual(2 + ownSheets);
  expect(
    root.querySelectorAll('style, link[rel="stylesheet"]').length,
    'no <style> in the shadow root',
  ).to.equal(0);
  expect(document.querySelectorAll('style, link[rel="stylesheet"]').length, 'nothing in the page').to.equal(
    0,
  );
  // The document holds only the theme's --byko-* defaults, with no specificity.
  const documentRules = document.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules]);
  expect(
    documentRules.map((rule) => (rule instanceof CSSStyleRule ? rule.selectorText : rule.cssText)),
  ).to.deep.equal([':where(:root)']);
  const declared = [...((documentRules[0] as CSSStyleRule | undefined)?.style ?? [])];
  expect(declared.length).to.be.greaterThan(0);
  expect(declared.filter((property) => !property.startsWith('--byko-'))).to.deep.equal([]);
}

function backgroundOf(element: Element): string {
  return getComputedStyle(element).backgroundColor;
}

// ---- <byko-pay>

describe('<byko-pay> element contract', () => {
  it('renders the payment of its payment-id attribute in an open shadow root', async () => {
    const element = mount('<byko-pay payment-id="demo-card"></byko-pay>');
    await payReady(element, isk('24.990'));
    expect(headingOf(element)).to.equal('Greiðsla');
    expect(methodShown(element)).to.equal('Kort');
    expect(field(element, 'cc-number')).to.be.instanceOf(HTMLInputElement);
  });

  it('loads the other payment when payment-id changes, and reflects the paymentId property', async () => {
    const element = mount('<byko-pay payment-id="demo-card"></byko-pay>');
    await payReady(element, isk('24.990'));

    element.setAttribute('payment-id', 'demo-slip');
    await payReady(element, isk('45.000'));
    expect(methodShown(element)).to.equal('Greiðsluseðill');

    (element as HTMLElementTagNameMap['byko-pay']).paymentId = 'demo-all';
    expect(element.getAttribute('payment-id')).to.equal('demo-all');
    await payReady(element, isk('150.000'));
    const paymentCalls = await pageSandbox.requestsTo('GET', '/api/payment');
    expect(paymentCalls.map((call) => call.query.paymentId)).to.deep.equal([
      'demo-card',
      'demo-slip',
      'demo-all',
    ]);
  });

  it('removing payment-id resets it: the removed payment is no longer shown or payable', async () => {
    const fresh = mount('<byko-pay></byko-pay>');
    const element = mount('<byko-pay payment-id="demo-card"></byko-pay>');
    await payReady(element, isk('24.990'));
    await until(() => fresh.shadowRoot?.querySelector('.byko-pay'), 'the element without payment-id');

    element.removeAttribute('payment-id');
    await until(
      () => payAmount(element) === payAmount(fresh),
      'the amount of the element without payment-id',
    );
    expect(buttonNamed(element, 'Borga'), "'Borga' for a payment that is no longer set").to.equal(
      buttonNamed(fresh, 'Borga'),
    );
  });

  it('the compact attribute narrows the layout, and removing it restores the default', async () => {
    const element = mount('<byko-pay payment-id="demo-card" compact></byko-pay>');
    await payReady(element, isk('24.990'));
    const layout = () => {
      const box = shadow(element).querySelector('.byko-pay');
      const row = shadow(element).querySelector('.byko-field-row');
      if (!box || !row) throw new Error('no pay layout');
      // The row wraps its fields (flex): its columns are the fields on its first line.
      const tops = Array.from(row.children, (field) => field.getBoundingClientRect().top);
      return {
        padding: getComputedStyle(box).paddingLeft,
        columns: tops.filter((top) => top === tops[0]).length,
      };
    };
    expect(layout()).to.deep.equal({ padding: '12px', columns: 1 });

    element.removeAttribute('compact');
    await until(() => layout().padding === '24px', 'the default padding');
    expect(layout().columns, 'the expiry (month and year) and the CVC side by side').to.equal(2);

    element.setAttribute('compact', '');
    await until(() => layout().padding === '12px', 'compact again');
    expect(layout().columns).to.equal(1);
  });

  it('sends byko-paid {paymentId, method: slip} out of the shadow root, then byko-navigate to the redirect', async () => {
    await logInAs(anna);
    const element = mount('<byko-pay payment-id="demo-slip"></byko-pay>');
    await payReady(element, isk('45.000'));
    // The slip's section loads when its method is shown: its form comes a moment after the amount.
    await until(() => shadow(element).querySelector('[name="phone"]'), 'the slip form');
    expect(field<HTMLInputElement>(element, 'phone').value).to.equal(anna.phone);

    const paid = nextOnDocument<PaidDetail>('byko-paid');
    const navigate = nextOnDocument<NavigateDetail>('byko-navigate');
    (await waitForButton(element, 'Borga')).click();

    const event = await paid;
    expectLeftTheShadowRoot(event, element);
    expect(event.detail).to.deep.equal({ paymentId: 'demo-slip', method: 'slip' });
    const claims = await pageSandbox.requestsTo('POST', claimPath);
    expect(claims.map((claim) => claim.status)).to.deep.equal([200]);

    const navigation = await navigate;
    expectLeftTheShadowRoot(navigation, element);
    expect(navigation.cancelable).to.equal(true);
    expect(navigation.detail).to.deep.equal({ to: '/borga/demo-slip/tokst' });
    expect(navigations.map((seen) => seen.detail)).to.deep.equal([{ to: '/borga/demo-slip/tokst' }]);
  });

  it('after the 3-D Secure challenge of an App payment: byko-paid {card}, then byko-navigate to the receipt', async () => {
    const element = mount('<byko-pay payment-id="demo-app"></byko-pay>');
    await payReady(element, isk('12.500'));
    await fillCard(element, '4242424242424242');

    const paid = nextOnDocument<PaidDetail>('byko-paid');
    const navigate = nextOnDocument<NavigateDetail>('byko-navigate');
    await payThroughChallenge(element);

    const event = await paid;
    expectLeftTheShadowRoot(event, element);
    expect(event.detail).to.deep.equal({ paymentId: 'demo-app', method: 'card' });
    const navigation = await navigate;
    expectLeftTheShadowRoot(navigation, element);
    expect(navigation.cancelable).to.equal(true);
    expect(navigation.detail).to.deep.equal({ to: '/kvittun/demo-app' });
    expect(location.pathname, 'the host routed: the page stayed').not.to.equal('/kvittun/demo-app');

    // Where it was sent: the receipt of the payment just made, by card.
    const receipt = mount('<byko-receipt payment-id="demo-app"></byko-receipt>');
    await until(
      () => textOf(receipt).includes(isk('12.500')),
      `the receipt's total (shows: ${textOf(receipt)})`,
    );
    expect(textOf(receipt)).to.include('Greiðsluleið').and.to.include('Kort');
  });

  it('sends byko-payment-error {paymentId, message} when the card is declined after the challenge', async () => {
    const element = mount('<byko-pay payment-id="demo-card"></byko-pay>');
    await payReady(element, isk('24.990'));
    await fillCard(element, '4000000000000002');

    const failed = nextOnDocument<PaymentErrorDetail>('byko-payment-error');
    await payThroughChallenge(element);
    const event = await failed;
    expectLeftTheShadowRoot(event, element);
    expect(event.detail).to.deep.equal({ paymentId: 'demo-card', message: 'Kortinu var hafnað' });
    await until(() => shadow(element).querySelector('[role="alert"]'), 'the message in the form');
    expect(textOf(element)).to.include('Kortinu var hafnað');
    expect(navigations).to.deep.equal([]);
  });

  it('sends byko-payment-error when a sandbox fault fails the slip claim', async () => {
    await logInAs(anna);
    await pageSandbox.fault(`POST ${claimPath}`, 'reason', { reason: 'Bilun í prófun' });
    const element = mount('<byko-pay payment-id="demo-slip"></byko-pay>');
    await payReady(element, isk('45.000'));

    const failed = nextOnDocument<PaymentErrorDetail>('byko-payment-error');
    (await waitForButton(element, 'Borga')).click();
    const event = await failed;
    expectLeftTheShadowRoot(event, element);
    expect(event.detail).to.deep.equal({ paymentId: 'demo-slip', message: 'Bilun í prófun' });
    await until(() => textOf(element).includes('Greiðsla tókst ekki'), "'Greiðsla tókst ekki'");
  });

  it('sends byko-payment-error when its payment cannot be loaded', async () => {
    const failed = nextOnDocument<PaymentErrorDetail>('byko-payment-error');
    const element = mount('<byko-pay payment-id="demo-nope"></byko-pay>');
    const event = await failed;
    expectLeftTheShadowRoot(event, element);
    expect(event.detail).to.deep.equal({ paymentId: 'demo-nope', message: 'Greiðsla fannst ekki' });
    await until(() => textOf(element).includes('Greiðsla fannst ekki'), 'the load failure shown');
  });

  it('a host that removes it when byko-paid arrives stays on its own page', async () => {
    // In a same-origin frame, so that a navigation the host cannot cancel is seen, not suffered.
    // (An about:srcdoc page's location.origin is 'null': the element is told the API's origin.)
    // The frame's timers of a second or more wait for the test, which runs them when it chooses:
    // the slip's move to its redirectUrl, 1.2 s after 'Greiðsla tókst', without waiting that long.
    await logInAs(anna);
    const frame = document.createElement('iframe');
    frame.srcdoc = `<!doctype html><html lang="is"><body>
<script>
  const held = new Map();
  const setTimer = window.setTimeout.bind(window);
  const clearTimer = window.clearTimeout.bind(window);
  let next = 1e6;
  window.setTimeout = (run, ms, ...args) => {
    if (!(ms >= 1000)) return setTimer(run, ms, ...args);
    next += 1;
    held.set(next, () => run(...args));
    return next;
  };
  window.clearTimeout = (id) => (held.delete(id) ? undefined : clearTimer(id));
  // Every navigation the page starts, as it starts (the new document would come a round trip later).
  window.navigations = [];
  navigation.addEventListener('navigate', (event) => window.navigations.push(event.destination.url));
  window.runHeldTimers = () => {
    const runs = [...held.values()];
    held.clear();
    for (const run of runs) run();
    return runs.length;
  };
</script>
<byko-pay payment-id="demo-slip" api-base="${location.origin}"></byko-pay>
<script type="module" src="${bundleUrl}"></script></body></html>`;
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    mount('<div></div>').append(frame);
    await loaded;
    const framed = frame.contentDocument?.querySelector('byko-pay');
    if (!framed) throw new Error('no <byko-pay> in the frame');
    const host = framed as HTMLElement;
    // The host's view of the outcome: once paid, it shows its own page instead of the element.
    const removed = new Promise<void>((resolve) =>
      frame.contentDocument?.addEventListener('byko-paid', () => {
        host.remove();
        resolve();
      }),
    );
    (await waitForButton(host, 'Borga', 8000)).click();
    await removed;
    // Whatever the element had set to run later runs now, then the frame's next task.
    Reflect.get(frame.contentWindow ?? {}, 'runHeldTimers')?.();
    await new Promise((resolve) => frame.contentWindow?.setTimeout(resolve, 0));
    expect(
      Reflect.get(frame.contentWindow ?? {}, 'navigations'),
      'navigations the frame started',
    ).to.deep.equal([]);
    expect(frame.contentWindow?.location.href, 'where the frame is after the element was removed').to.equal(
      'about:srcdoc',
    );
  });

  it('shows a paid payment and its receipt link on a page with no origin of its own (a srcdoc frame)', async () => {
    const frame = document.createElement('iframe');
    frame.srcdoc = `<!doctype html><html lang="en"><body>
<byko-pay payment-id="demo-paid" api-base="${location.origin}"></byko-pay>
<script type="module" src="${bundleUrl}"></script></body></html>`;
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    mount('<div></div>').append(frame);
    await loaded;
    const framed = frame.contentDocument?.querySelector<HTMLElement>('byko-pay');
    if (!framed) throw new Error('no <byko-pay> in the frame');
    // The link's path cannot be resolved against the page's 'null' origin: it is given as it is.
    const link = await until(() => linkNamed(framed, 'View receipt'), 'the receipt link', 8000);
    expect(link.getAttribute('href')).to.equal('/kvittun/demo-paid');
    expect(textOf(framed)).to.contain('This payment has already been paid.');
  });

  it("offers Google Pay only with the merchant's four settings, the element's or its page's; the other methods stay", async () => {
    const element = mount('<byko-pay payment-id="demo-card"></byko-pay>');
    await payReady(element, isk('24.990'));
    expect(methodsOffered(element)).to.deep.equal(['Kort']);

    for (const [name, value] of Object.entries(googlePayAttributes)) element.setAttribute(name, value);
    await until(() => methodsOffered(element).length === 2, 'the Google Pay tab');
    expect(methodsOffered(element)).to.deep.equal(['Kort', 'Google Pay']);
    element.removeAttribute('google-pay-gateway-merchant-id');
    await until(
      () => methodsOffered(element).length === 1,
      'no Google Pay tab without the gateway merchant id',
    );
    expect(methodsOffered(element)).to.deep.equal(['Kort']);

    pageCarries(googlePayPageSettings);
    const onPage = mount('<byko-pay payment-id="demo-card"></byko-pay>');
    await payReady(onPage, isk('24.990'));
    expect(methodsOffered(onPage)).to.deep.equal(['Kort', 'Google Pay']);
    expect(methodShown(onPage)).to.equal('Kort');
  });

  it("Google Pay loads the page's pay.js once (its byko-google-pay-script) and opens that script's sheet", async () => {
    pageCarries(googlePayPageSettings);
    const element = mount('<byko-pay payment-id="demo-card"></byko-pay>');
    await payReady(element, isk('24.990'));
    tabNamed(element, 'Google Pay').click();
    const open = await until(
      () =>
        [...shadow(element).querySelectorAll('button')].find((button) =>
          button.textContent?.includes('Greiða með Google Pay'),
        ),
      "the Google Pay button (once the page's pay.js is ready)",
    );
    expect(document.querySelectorAll(`script[src="${sandboxPagePaths.googlePayScript}"]`)).to.have.length(1);
    open.click();
    // The sheet's cards and what choosing one does: the Google Pay stories.
    const sheet = await until(googlePaySheet, 'the Google Pay sheet');
    expect(document.querySelectorAll(`script[src="${sandboxPagePaths.googlePayScript}"]`)).to.have.length(1);
    sheet.close();
  });

  it('keeps its styles inside the shadow root', async () => {
    const element = mount('<byko-pay payment-id="demo-card"></byko-pay>');
    await payReady(element, isk('24.990'));
    expectStylesInsideShadowRoot(element, 1);
    const pay = await waitForButton(element, 'Borga');
    expect(Number.parseFloat(getComputedStyle(pay).minHeight)).to.be.greaterThanOrEqual(44);
    expect(backgroundOf(pay)).to.equal('rgb(0, 69, 124)');
  });

  it('has no axe violations on the card form: empty, filled in with its brand, and with a message at the number', async () => {
    const element = mount('<byko-pay payment-id="demo-card"></byko-pay>');
    await payReady(element, isk('24.990'));
    await waitForButton(element, 'Borga');
    expect(await axeViolations(element), 'empty').to.deep.equal([]);

    await fillCard(element, '4242424242424242');
    await until(() => shadow(element).querySelector('[role="img"][aria-label="Visa"]'), 'the Visa mark');
    expect(await axeViolations(element), 'filled in').to.deep.equal([]);

    const number = field<HTMLInputElement>(element, 'cc-number');
    number.focus();
    await sendKeys({ press: 'Backspace' });
    number.blur();
    await until(() => number.getAttribute('aria-invalid') === 'true', 'the number called wrong');
    const described = () =>
      (number.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .map((id) => shadow(element).getElementById(id)?.textContent?.trim() ?? '')
        .join('');
    await until(() => described() !== '', 'the message at the number');
    expect(await axeViolations(element), 'with a message').to.deep.equal([]);
  });
});

// ---- <byko-payment-success>

describe('<byko-payment-success> element contract', () => {
  const successAmount = (element: HTMLElement) =>
    element.shadowRoot?.querySelector('.byko-pay-amount strong')?.textContent ?? undefined;

  it("renders 'Greiðsla tókst' and the amount of a paid payment-id, and loads another when it changes", async () => {
    const element = mount('<byko-payment-success payment-id="demo-paid"></byko-payment-success>');
    await until(() => successAmount(element) === isk('31.480'), `31.480 kr. (shows: ${textOf(element)})`);
    expect(headingOf(element)).to.equal('Greiðsla tókst');

    element.setAttribute('payment-id', 'demo-receipt-late');
    await until(() => successAmount(element) === isk('5.990'), 'the other payment');
  });

  it('removing payment-id resets it: the removed payment is no longer shown', async () => {
    const fresh = mount('<byko-payment-success></byko-payment-success>');
    const element = mount('<byko-payment-success payment-id="demo-paid"></byko-payment-success>');
    await until(() => successAmount(element) === isk('31.480'), 'the amount');
    await until(() => fresh.shadowRoot?.firstElementChild, 'the element without payment-id');

    await removedShowsAsFresh(element, fresh);
  });

  it("sends a cancelable byko-navigate to a paid payment's redirectUrl once it has shown it paid", async () => {
    // demo-redirect paid by card first, as the pay page would, then its success page.
    const pay = mount('<byko-pay payment-id="demo-redirect"></byko-pay>');
    await payReady(pay, isk('8.900'));
    await fillCard(pay, '4242424242424242');
    const paid = nextOnDocument<PaidDetail>('byko-paid');
    // The pay element's own move, to the success page, before the success element is listened to.
    const toSuccessPage = nextOnDocument<NavigateDetail>('byko-navigate');
    await payThroughChallenge(pay);
    await paid;
    await toSuccessPage;
    pay.remove();

    const navigate = nextOnDocument<NavigateDetail>('byko-navigate');
    const element = mount('<byko-payment-success payment-id="demo-redirect"></byko-payment-success>');
    await until(() => successAmount(element) === isk('8.900'), 'the amount');
    // When it comes (3 s after loading) is the success model's (success.model.test.ts).
    const navigation = await navigate;
    expectLeftTheShadowRoot(navigation, element);
    expect(navigation.cancelable).to.equal(true);
    expect(navigation.detail).to.deep.equal({ to: '/' });
  });

  it('keeps its styles inside the shadow root and has no axe violations', async () => {
    const element = mount('<byko-payment-success payment-id="demo-paid"></byko-payment-success>');
    await until(() => successAmount(element) === isk('31.480'), 'the amount');
    expectStylesInsideShadowRoot(element, 1);
    const heading = shadow(element).querySelector('h1');
    if (!heading) throw new Error('no heading');
    // ui.css's .byko-success colours the heading with the theme's success colour.
    expect(getComputedStyle(heading).color).to.equal('rgb(26, 127, 55)');
    expect(await axeViolations(element)).to.deep.equal([]);
  });
});

// ---- <byko-receipt>

describe('<byko-receipt> element contract', () => {
  const rows = (element: HTMLElement) =>
    [...(element.shadowRoot?.querySelectorAll('tbody tr') ?? [])].map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent),
    );
  const details = (element: HTMLElement) =>
    [...(element.shadowRoot?.querySelectorAll('dd') ?? [])].map((cell) => cell.textContent);

  it("renders 'Kvittun' with the paymentId, the method's name, the total and the items of payment-id", async () => {
    const element = mount('<byko-receipt payment-id="demo-paid"></byko-receipt>');
    await until(() => rows(element).length > 0, `the items (shows: ${textOf(element)})`);
    expect(headingOf(element)).to.equal('Kvittun');
    const [paymentId, , method, total] = details(element);
    expect({ paymentId, method, total }).to.deep.equal({
      paymentId: 'demo-paid',
      method: 'Kort',
      total: isk('31.480'),
    });
    // Its lines, one a row (what each column holds is the receipt model's and the story's).
    expect(rows(element)).to.have.length(3);
  });

  it('follows payment-id: a receipt not ready yet fails, is polled, then loads', async () => {
    const element = mount('<byko-receipt payment-id="demo-paid"></byko-receipt>');
    await until(() => details(element)[0] === 'demo-paid', 'the first receipt');

    element.setAttribute('payment-id', 'demo-receipt-late');
    await until(() => textOf(element).includes('Tókst ekki að hlaða kvittun'), 'the failure while not ready');
    await until(() => details(element)[0] === 'demo-receipt-late', 'the late receipt', 8000);
    expect(details(element)[3]).to.equal(isk('5.990'));
    const statusChecks = await pageSandbox.requestsTo('GET', '/api/payment/status/demo-receipt-late');
    expect(statusChecks.length).to.be.greaterThan(0);
  });

  it('removing payment-id resets it: the removed receipt is no longer shown', async () => {
    const fresh = mount('<byko-receipt></byko-receipt>');
    const element = mount('<byko-receipt payment-id="demo-paid"></byko-receipt>');
    await until(() => details(element)[0] === 'demo-paid', 'the receipt');
    await until(() => headingOf(fresh), 'the element without payment-id');

    await removedShowsAsFresh(element, fresh);
  });

  it('keeps its styles inside the shadow root and has no axe violations', async () => {
    const element = mount('<byko-receipt payment-id="demo-paid"></byko-receipt>');
    await until(() => rows(element).length === 3, 'the items');
    expectStylesInsideShadowRoot(element, 2);
    expect(await axeViolations(element)).to.deep.equal([]);
  });
});

// ---- <byko-instalment-calculator>

describe('<byko-instalment-calculator> element contract', () => {
  const tableRows = (element: HTMLElement) => element.shadowRoot?.querySelectorAll('tbody tr').length ?? 0;
  const value = (element: HTMLElement, name: string) => field<HTMLInputElement>(element, name).value;

  it('starts from its amount and interest attributes, with the table for 7 months', async () => {
    const element = mount(
      '<byko-instalment-calculator amount="350000" interest="12.5"></byko-instalment-calculator>',
    );
    await until(() => tableRows(element) > 0, `the table (shows: ${textOf(element)})`);
    expect(headingOf(element)).to.equal('Greiðsludreifing');
    expect({ amount: value(element, 'amount'), interest: value(element, 'interest') }).to.deep.equal({
      amount: '350000',
      interest: '12,5',
    });
    expect(tableRows(element)).to.equal(7);
    const slider = shadow(element).querySelector<HTMLInputElement>('input[type="range"]');
    expect({ min: slider?.min, max: slider?.max, value: slider?.value }).to.deep.equal({
      min: '2',
      max: '32',
      value: '7',
    });
  });

  it('without the attributes its fields start empty and no table shows', async () => {
    const element = mount('<byko-instalment-calculator></byko-instalment-calculator>');
    await until(() => headingOf(element), 'the heading');
    expect({ amount: value(element, 'amount'), interest: value(element, 'interest') }).to.deep.equal({
      amount: '',
      interest: '',
    });
    expect(tableRows(element)).to.equal(0);
  });

  it('an amount attribute that is not a number leaves the field empty', async () => {
    const element = mount(
      '<byko-instalment-calculator amount="mikið" interest="12.5"></byko-instalment-calculator>',
    );
    await until(() => headingOf(element), 'the heading');
    expect(value(element, 'amount')).to.equal('');
    expect(value(element, 'interest')).to.equal('12,5');
  });

  it('keeps its styles inside the shadow root and has no axe violations', async () => {
    const element = mount(
      '<byko-instalment-calculator amount="350000" interest="12.5"></byko-instalment-calculator>',
    );
    await until(() => tableRows(element) === 7, 'the table');
    expectStylesInsideShadowRoot(element, 2);
    expect(backgroundOf(await waitForButton(element, 'Sækja um'))).to.equal('rgb(0, 69, 124)');
    expect(await axeViolations(element)).to.deep.equal([]);
  });
});
