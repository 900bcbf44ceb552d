/// <reference types="mocha" />
import { expect } from 'chai';
import { logInAs, typeInto } from '../support/in-page.ts';
import { bjarni, dagny } from '../support/people.ts';
import {
  axeViolations,
  buttonNamed,
  freshPageForEachTest,
  inputNamed,
  itFollowsLoginPath,
  linkNamed,
  mount,
  navigations,
  nextOnDocument,
  type SubmittedDetail,
  textOf,
  until,
  waitForButton,
} from './element-helpers.ts';

// The element contract of <byko-limit-change>, through the built CDN bundle in real Chromium, with
// the sandbox on the same origin: its attributes (login-path, close-app-url), byko-submitted and
// byko-navigate leaving the shadow root, axe. The test page cancels every byko-navigate, as a host
// page that routes itself does (element-helpers.ts).

freshPageForEachTest();

function closeAppLink(element: HTMLElement): HTMLAnchorElement | undefined {
  return linkNamed(element, 'Loka og fara aftur í appið');
}

/** Asks for 600 000 and waits for the success view. */
async function applied(element: HTMLElement): Promise<void> {
  await waitForButton(element, 'Sækja um');
  await typeInto(inputNamed(element, 'amount'), '600000');
  buttonNamed(element, 'Sækja um')?.click();
  await until(() => textOf(element).includes('Umsókn um breytingu heimildar samþykkt'), 'the success view');
}

describe('<byko-limit-change> element contract', () => {
  itFollowsLoginPath('byko-limit-change', '/vidskipti', 'Breyting á heimild');

  it('sends byko-submitted out of the shadow root', async () => {
    await logInAs(bjarni);
    const element = mount('<byko-limit-change></byko-limit-change>');
    const submitted = nextOnDocument<SubmittedDetail>('byko-submitted');
    await applied(element);
    const event = await submitted;
    expect(event.bubbles).to.equal(true);
    expect(event.composed).to.equal(true);
    expect(event.detail).to.deep.equal({
      application: 'limit-change',
      request: { amount: 600_000, phone: bjarni.phone, email: bjarni.email },
    });
  });

  it("close-app-url: absent is '/vidskipti/app'; a path of the page is taken; a hostile one is not; it follows changes", async () => {
    await logInAs(bjarni, { fromApp: true });
    const element = mount('<byko-limit-change></byko-limit-change>');
    await applied(element);
    expect(closeAppLink(element)?.getAttribute('href')).to.equal('/vidskipti/app');

    element.setAttribute('close-app-url', '/app/loka?takk=1');
    await until(() => closeAppLink(element)?.getAttribute('href') === '/app/loka?takk=1', 'the new address');

    // Which addresses are refused is the model's (limit-change.model.test.ts): here, that a refused
    // one set after mount gives the default.
    element.setAttribute('close-app-url', 'https://evil.example/loka');
    await until(
      () => closeAppLink(element)?.getAttribute('href') === '/vidskipti/app',
      'a hostile one refused',
    );

    element.setAttribute('close-app-url', '/app/loka');
    await until(() => closeAppLink(element)?.getAttribute('href') === '/app/loka', 'a page path again');
    element.removeAttribute('close-app-url');
    await until(() => closeAppLink(element)?.getAttribute('href') === '/vidskipti/app', 'the default again');

    // A plain click is the host's to route (byko-navigate), as every move of the element.
    closeAppLink(element)?.click();
    await until(() => navigations.some((entry) => entry.detail.to === '/vidskipti/app'), 'a byko-navigate');
  });

  it('Dagný (not a customer): a byko-navigate to /vidskipti/umsokn; the host cancelled it, so the element says why', async () => {
    await logInAs(dagny);
    const element = mount('<byko-limit-change></byko-limit-change>');
    await until(() => navigations.length > 0, 'a byko-navigate');
    expect(navigations.map((entry) => entry.detail)).to.deep.equal([{ to: '/vidskipti/umsokn' }]);
    await until(() => textOf(element).includes('Þú ert ekki í reikningsviðskiptum'), 'the line');
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('has no axe violations: the form and the success view with its close-app link', async () => {
    await logInAs(bjarni, { fromApp: true });
    const element = mount('<byko-limit-change></byko-limit-change>');
    await waitForButton(element, 'Sækja um');
    expect(await axeViolations(element)).to.deep.equal([]);
    await applied(element);
    expect(closeAppLink(element)).to.not.equal(undefined);
    expect(await axeViolations(element)).to.deep.equal([]);
  });
});
