/// <reference types="mocha" />
import { expect } from 'chai';
import { googlePayTestMerchant } from '../../sandbox/pay/google-pay.ts';
import type { ErrorDetail } from '../../widgets/core/runtime/events.ts';
import { pageSandbox } from '../support/in-page.ts';
import { anna } from '../support/people.ts';
import {
  alertText,
  buttonNamed,
  fillCard,
  freshPageForEachTest,
  headingOf,
  inputNamed,
  mount,
  nextOnDocument,
  pageCarries,
  shadow,
  textOf,
  until,
  waitForButton,
} from './element-helpers.ts';

// <byko-pay> on a page whose Content-Security-Policy leaves out what the element needs, through the
// built CDN bundle in real Chromium: the page's policy allows calls, frames and scripts of its own
// origin only, and each test points the element at the same server under its other loopback name
// (another origin): its API (connect-src), its card processor's 3-D Secure page (frame-src) and
// Google Pay's pay.js (script-src). The browser refuses each, and the element says so in
// Icelandic where that step shows its errors, with byko-error naming the directive and the origin.
// The storefront's form-action, the journey end to end: test/e2e/storefront-policy.test.ts.

freshPageForEachTest();

/** This page's server under its other loopback name: the sandbox answers there, the policy does not allow it. */
const elsewhere = location.origin.includes('//localhost')
  ? location.origin.replace('//localhost', '//127.0.0.1')
  : location.origin.replace('//127.0.0.1', '//localhost');

before(() => {
  // A policy cannot be taken back once the page has it: one for the whole file, the page's own
  // origin allowed (the bundle, the sandbox, the test runner's connection), nothing else.
  const policy = document.createElement('meta');
  policy.httpEquiv = 'Content-Security-Policy';
  policy.content = "connect-src 'self'; frame-src 'self'; script-src 'self'";
  document.head.prepend(policy);
});

/** The next byko-error, checked to leave the shadow root as `element`'s own. */
async function errorOf(element: HTMLElement, sent: Promise<CustomEvent<ErrorDetail>>): Promise<ErrorDetail> {
  const event = await sent;
  expect([event.bubbles, event.composed, event.target === element]).to.deep.equal([true, true, true]);
  return event.detail;
}

describe('<byko-pay> on a page whose policy refuses what it needs', () => {
  it("its API left out of connect-src: the load says the page does not allow BYKO's calls", async () => {
    const sent = nextOnDocument<ErrorDetail>('byko-error');
    const element = mount(`<byko-pay payment-id="demo-card" api-base="${elsewhere}"></byko-pay>`);
    expect(await errorOf(element, sent)).to.deep.equal({
      tag: 'byko-pay',
      step: 'load',
      status: 0,
      reason: `Content-Security-Policy connect-src blocks ${elsewhere}`,
    });
    expect(headingOf(element)).to.equal(
      'Ekki náðist samband við BYKO því vefsíðan leyfir það ekki. Vinsamlegast hafið samband við BYKO.',
    );
  });

  it("its card processor left out of frame-src: no blank popup, the card step's error with 'Til baka', the card kept", async () => {
    const element = mount('<byko-pay payment-id="demo-card"></byko-pay>');
    await fillCard(element, '4242424242424242');
    const sent = nextOnDocument<ErrorDetail>('byko-error');
    buttonNamed(element, 'Borga')?.click();

    expect(await errorOf(element, sent)).to.deep.equal({
      tag: 'byko-pay',
      step: 'payment',
      status: 0,
      reason: `Content-Security-Policy frame-src blocks ${elsewhere}`,
    });
    expect(alertText(element)).to.equal(
      'Ekki tókst að opna auðkenningu korts því vefsíðan leyfir það ekki. Vinsamlegast veljið aðra greiðsluleið eða hafið samband við BYKO.',
    );
    expect(shadow(element).querySelector('dialog'), 'the 3-D Secure popup').to.equal(null);
    expect(inputNamed(element, 'cc-number').value).to.equal('4242 4242 4242 4242');

    (await waitForButton(element, 'Til baka')).click();
    await until(() => alertText(element) === undefined, 'the error gone');
    expect(['cc-name', 'cc-number', 'cc-csc'].map((name) => inputNamed(element, name).value)).to.deep.equal([
      anna.name,
      '4242 4242 4242 4242',
      '123',
    ]);
    expect(buttonNamed(element, 'Borga')?.getAttribute('aria-disabled')).to.equal(null);
    expect(await pageSandbox.requestsTo('POST', '/api/payment/v2/card/verify')).to.have.length(1);
  });

  it("Google Pay's pay.js left out of script-src: Google Pay says it cannot open here, and why in byko-error", async () => {
    pageCarries([
      ['byko-google-pay-environment', googlePayTestMerchant.environment],
      ['byko-google-pay-merchant-id', googlePayTestMerchant.merchantId],
      ['byko-google-pay-merchant-name', googlePayTestMerchant.merchantName],
      ['byko-google-pay-gateway', googlePayTestMerchant.gateway],
      ['byko-google-pay-gateway-merchant-id', googlePayTestMerchant.gatewayMerchantId],
      ['byko-google-pay-script', `${elsewhere}/sandbox/google-pay/pay.js`],
    ]);
    const element = mount('<byko-pay payment-id="demo-card"></byko-pay>');
    const tab = await until(
      () =>
        [...shadow(element).querySelectorAll<HTMLElement>('[role="tab"]')].find(
          (candidate) => candidate.textContent?.trim() === 'Google Pay',
        ),
      `the Google Pay tab (shows: ${textOf(element)})`,
    );
    const sent = nextOnDocument<ErrorDetail>('byko-error');
    tab.click();

    expect(await errorOf(element, sent)).to.deep.equal({
      tag: 'byko-pay',
      step: 'payment',
      status: 0,
      reason: `Content-Security-Policy script-src-elem blocks ${elsewhere}`,
    });
    expect(alertText(element)).to.equal(
      'Ekki tókst að opna Google Pay því vefsíðan leyfir það ekki. Vinsamlegast veljið aðra greiðsluleið eða hafið samband við BYKO.',
    );
    expect(textOf(element)).to.not.contain('Greiða með Google Pay');
  });
});
