/// <reference types="mocha" />

import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import type { ErrorDetail } from '../../widgets/core/runtime/events.ts';
import { pageSandbox } from '../support/in-page.ts';
import {
  alertText,
  freshPageForEachTest,
  headingOf,
  mount,
  nextOnDocument,
  unreachableOrigin,
  until,
} from './element-helpers.ts';

// byko-error, every element's report of an error it shows (widgets/core/runtime/ui/Alert.tsx),
// through the built CDN bundle: one element for each kind of error surface (a whole-widget load
// failure, an alert after a failed call, an alert no call stands behind), each heard on the document
// as the element's own event.

freshPageForEachTest();

/** The next byko-error on the document, checked to leave the shadow root as `element`'s own. */
async function errorEventOf(
  element: HTMLElement,
  sent: Promise<CustomEvent<ErrorDetail>>,
): Promise<ErrorDetail> {
  const event = await sent;
  expect([event.bubbles, event.composed, event.target === element]).to.deep.equal([true, true, true]);
  return event.detail;
}

describe('byko-error', () => {
  it("is sent by <byko-pay> when its payment does not load: the load step, the answer's status and reason", async () => {
    await pageSandbox.fault('GET /api/payment', '500');
    const sent = nextOnDocument<ErrorDetail>('byko-error');
    const element = mount('<byko-pay payment-id="demo-card"></byko-pay>');
    expect(await errorEventOf(element, sent)).to.deep.equal({
      tag: 'byko-pay',
      step: 'load',
      status: 500,
      reason: 'Villa í kerfi (sandkassi)',
    });
    // The reason is the text the whole-widget error shows.
    expect(headingOf(element)).to.equal('Villa í kerfi (sandkassi)');
  });

  it('carries status 0 and the message shown when no answer came', async () => {
    const sent = nextOnDocument<ErrorDetail>('byko-error');
    const element = mount(`<byko-pay payment-id="demo-card" api-base="${unreachableOrigin}"></byko-pay>`);
    const detail = await errorEventOf(element, sent);
    expect(detail).to.deep.equal({ tag: 'byko-pay', step: 'load', status: 0, reason: headingOf(element) });
    expect(detail.reason).to.not.equal('');
  });

  it("is sent by <byko-login> when the login is refused: the alert's text, never the phone typed", async () => {
    const element = mount('<byko-login reason="Próf" hide-terms hide-credit-check></byko-login>');
    const input = await until(
      () => element.shadowRoot?.querySelector<HTMLInputElement>('input[name="phone"]'),
      'the phone input',
    );
    const sent = nextOnDocument<ErrorDetail>('byko-error');
    input.focus();
    await sendKeys({ type: '8209999' });
    await sendKeys({ press: 'Enter' });
    const detail = await errorEventOf(element, sent);
    expect(detail).to.deep.equal({
      tag: 'byko-login',
      step: 'login',
      status: 400,
      reason: 'Notandi hætti við auðkenningu',
    });
    expect(alertText(element)).to.equal(detail.reason);
  });

  it('is sent by <byko-barcode> for a value it cannot draw: no call behind it, so status 0', async () => {
    const sent = nextOnDocument<ErrorDetail>('byko-error');
    const element = mount('<byko-barcode value="A-1" format="EAN13"></byko-barcode>');
    expect(await errorEventOf(element, sent)).to.deep.equal({
      tag: 'byko-barcode',
      step: 'draw',
      status: 0,
      reason: 'Villa kom upp við að hlaða strikamerki',
    });
    expect(alertText(element)).to.equal('Villa kom upp við að hlaða strikamerki');
  });
});
