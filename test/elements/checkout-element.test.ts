/// <reference types="mocha" />
import { expect } from 'chai';
import { logInAs, pageSandbox } from '../support/in-page.ts';
import { anna, bjarni } from '../support/people.ts';
import {
  axeViolations,
  buttonNamed,
  freshPageForEachTest,
  headingOf,
  itFollowsLoginPath,
  mount,
  type NavigateDetail,
  navigations,
  nextOnDocument,
  shadow,
  textOf,
  until,
  waitForButton,
} from './element-helpers.ts';

// The element contract of <byko-checkout>, through the built CDN bundle in real Chromium, with the
// sandbox on the same origin (SANDBOX.md "Checkout"): the three modes, login-path, byko-checkout-code
// and byko-checkout-login out of the shadow root, byko-navigate to the new code's page, axe.

freshPageForEachTest();

const tag = 'byko-checkout';

function accountButton(element: HTMLElement, name: string): HTMLButtonElement | undefined {
  return [...shadow(element).querySelectorAll('button')].find((button) =>
    button.textContent?.startsWith(name),
  );
}

async function waitForAccount(element: HTMLElement, name: string): Promise<HTMLButtonElement> {
  return until(() => accountButton(element, name), `${name}'s account (shows: ${textOf(element)})`);
}

describe('<byko-checkout> element contract', () => {
  itFollowsLoginPath(tag, '/checkout/login', 'Veljið reikning');

  it("the account list: Bjarni's accounts; choosing one sends byko-checkout-code, then byko-navigate to its page", async () => {
    await logInAs(bjarni);
    const element = mount(`<${tag} login-path="/checkout/login"></${tag}>`);
    const byggir = await waitForAccount(element, 'Byggir ehf.');
    expect(headingOf(element)).to.equal('Veljið reikning');
    expect(textOf(element)).to.contain('Reikningur C-20001');
    expect(await axeViolations(element)).to.deep.equal([]);

    const created = nextOnDocument<{ checkoutCodeId: string; accountId: string }>('byko-checkout-code');
    const navigated = nextOnDocument<NavigateDetail>('byko-navigate');
    byggir.click();
    const event = await created;
    expect([event.bubbles, event.composed, event.target]).to.deep.equal([true, true, element]);
    expect(event.detail.accountId).to.equal('C-20001');
    expect(event.detail.checkoutCodeId).to.match(/^kassi-[0-9a-f]{8}$/);
    expect((await navigated).detail).to.deep.equal({ to: `/checkout/code/${event.detail.checkoutCodeId}` });
    const sent = await pageSandbox.requestsTo('POST', '/api/checkout/me/code');
    expect(sent.map((request) => request.query)).to.deep.equal([{ accountId: 'C-20001' }]);
  });

  it('mode="code": the code as a QR code, the hints under it; another code, that one; no axe violations', async () => {
    await logInAs(anna);
    const first = (await (
      await fetch('/api/checkout/me/code?accountId=C-10001', {
        method: 'POST',
        headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
      })
    ).json()) as { checkoutCodeId: string };
    const element = mount(`<${tag} mode="code" code="${first.checkoutCodeId}"></${tag}>`);
    await until(
      () =>
        shadow(element).querySelector(`[aria-label="QR kóði sjálfsafgreiðslu: ${first.checkoutCodeId}"] svg`),
      'the QR code drawn',
      8000,
    );
    expect(headingOf(element)).to.equal('Skannið kóða');
    expect(textOf(element)).to.contain(`Kóði: ${first.checkoutCodeId}`);
    expect(await axeViolations(element)).to.deep.equal([]);

    element.setAttribute('code', 'kassi-00000000');
    await until(
      () => shadow(element).querySelector('[role="alert"]')?.textContent === 'Kóði fannst ekki',
      'the unknown code refused',
    );
    expect(buttonNamed(element, 'Reyna aftur')).to.not.equal(undefined);
  });

  it('mode="login": the login in the element; then the accounts; choosing one sends byko-checkout-login', async () => {
    const element = mount(`<${tag} mode="login" code="demo-kassi-1"></${tag}>`);
    await waitForButton(element, 'Innskrá');
    expect(headingOf(element)).to.equal('Innskráning á sjálfafgreiðslukassa');
    expect(navigations).to.deep.equal([]);
    expect(await axeViolations(element)).to.deep.equal([]);

    await logInAs(anna);
    const account = await waitForAccount(element, 'Anna Jónsdóttir');
    const loggedIn = nextOnDocument<{ checkoutCode: string; accountId: string }>('byko-checkout-login');
    account.click();
    const event = await loggedIn;
    expect([event.bubbles, event.composed]).to.deep.equal([true, true]);
    expect(event.detail).to.deep.equal({ checkoutCode: 'demo-kassi-1', accountId: 'C-10001' });
    await until(() => textOf(element).includes('Innskráning á sjálfafgreiðslukassa tókst.'), 'the success');
    expect(await axeViolations(element)).to.deep.equal([]);
    // A success asks to go unreachableOrigin.
    expect(navigations).to.deep.equal([]);

    // Another till's code: the list again, nothing chosen.
    element.setAttribute('code', 'kassi-2');
    await waitForAccount(element, 'Anna Jónsdóttir');
    expect(textOf(element)).to.not.contain('tókst');
  });

  it('an unknown mode is the account list; removing code leaves the code page empty', async () => {
    await logInAs(bjarni);
    const element = mount(`<${tag} mode="eitthvað"></${tag}>`);
    await waitForAccount(element, 'Bjarni Sigurðsson');
    element.setAttribute('mode', 'code');
    await until(() => headingOf(element) === 'Skannið kóða', 'the code page');
    expect(accountButton(element, 'Bjarni Sigurðsson')).to.equal(undefined);
    expect(shadow(element).querySelector('[role="img"]')).to.equal(null);
  });
});
