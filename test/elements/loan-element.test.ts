/// <reference types="mocha" />
import { expect } from 'chai';
import { sandboxPageSettings } from '../../sandbox/pages.ts';
import { logInAs, pageSandbox, typeInto } from '../support/in-page.ts';
import { anna, bjarni } from '../support/people.ts';
import {
  axeViolations,
  buttonNamed,
  freshPageForEachTest,
  inputNamed,
  linkNamed,
  mount,
  navigations,
  nextOnDocument,
  pageCarries,
  type SubmittedDetail,
  shadow,
  textOf,
  until,
  waitForButton,
  waitForInput,
} from './element-helpers.ts';

// The element contract of <byko-loan-application>, through the built CDN bundle in real Chromium,
// with the sandbox on the same origin: its attributes (login-path, signing-url, api-base) and their
// removal, the page's signing-page setting, byko-submitted and byko-navigate out of the shadow root,
// axe. The test page cancels every byko-navigate (element-helpers.ts), so nothing leaves it.

freshPageForEachTest();

/** The page's signing page (byko-loan-signing-url), as the host pages on the sandbox carry it. */
const loanSigningSetting = sandboxPageSettings.filter(([name]) => name === 'byko-loan-signing-url');

const submitPath = '/api/loan/submit-request';

function signingLink(element: HTMLElement): HTMLAnchorElement | null {
  return shadow(element).querySelector('a[target="_blank"]');
}

function findAmount(element: HTMLElement): Element | null {
  return shadow(element).querySelector('input[name="amount"]');
}

/**
 * Bjarni's application sent from a mounted element: answers the byko-submitted event. The page
 * carries its signing-page setting (without one: the loan stories).
 */
async function applyAsBjarni(html: string) {
  pageCarries(loanSigningSetting);
  await logInAs(bjarni);
  const element = mount(html);
  await waitForInput(element, 'amount');
  await typeInto(inputNamed(element, 'amount'), '250000');
  await typeInto(inputNamed(element, 'description'), 'Þakviðgerð');
  const submitted = nextOnDocument<SubmittedDetail & { result: { documentId: string } }>('byko-submitted');
  (await waitForButton(element, 'Sækja um')).click();
  const event = await submitted;
  await until(() => textOf(element).includes('Umsókn móttekin'), "'Umsókn móttekin'");
  return { element, event };
}

describe('<byko-loan-application> element contract', () => {
  it('login-path: without a user it asks the page to go there; without the attribute the login shows inside', async () => {
    const element = mount('<byko-loan-application login-path="/framkvaemdalan"></byko-loan-application>');
    await until(() => navigations.length > 0, 'a byko-navigate');
    expect(navigations.map((navigation) => navigation.detail)).to.deep.equal([{ to: '/framkvaemdalan' }]);
    expect(buttonNamed(element, 'Innskrá')).to.equal(undefined);

    element.removeAttribute('login-path');
    await waitForButton(element, 'Innskrá');
    expect(navigations).to.have.length(1);
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it("renders a trading customer's form in an open shadow root, its styles there; no axe violations", async () => {
    await logInAs(bjarni);
    const element = mount('<byko-loan-application></byko-loan-application>');
    await waitForInput(element, 'amount');
    // The loan's styles are inside the shadow root, none in the page.
    const facts = shadow(element).querySelector('.byko-loan-facts');
    if (!facts) throw new Error('no account facts');
    expect(getComputedStyle(facts).display).to.equal('grid');
    expect(getComputedStyle(document.body).display).to.equal('block');
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('sends byko-submitted {application, request, result} out of the shadow root', async () => {
    const { element, event } = await applyAsBjarni('<byko-loan-application></byko-loan-application>');
    expect(event.bubbles, 'bubbles').to.equal(true);
    expect(event.composed, 'composed').to.equal(true);
    expect(event.target).to.equal(element);
    const [sent] = await pageSandbox.requestsTo('POST', submitPath);
    expect(event.detail).to.deep.equal({
      application: 'loan',
      request: { phone: bjarni.phone, email: bjarni.email, amount: 250_000, description: 'Þakviðgerð' },
      result: { documentId: event.detail.result.documentId },
    });
    expect(sent?.body).to.deep.equal(event.detail.request);
    expect(event.detail.result.documentId).to.match(/^loan-[0-9a-f]{16}$/);
    // The id the event reports is the one the page offers for signing.
    expect(signingLink(element)?.getAttribute('href')).to.contain(`/${event.detail.result.documentId}`);
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it("signing-url: {documentId} filled in, on the page origin; removing it gives the page's signing page", async () => {
    const { element, event } = await applyAsBjarni(
      '<byko-loan-application signing-url="/undirritun/{documentId}?skjal={documentId}"></byko-loan-application>',
    );
    const { documentId } = event.detail.result;
    expect(signingLink(element)?.href).to.equal(
      `${location.origin}/undirritun/${documentId}?skjal=${documentId}`,
    );
    expect(signingLink(element)?.rel).to.equal('noopener noreferrer');

    element.removeAttribute('signing-url');
    await until(
      () => signingLink(element)?.href === `${location.origin}/sandbox/loan-signing/${documentId}`,
      "the page's signing page (byko-loan-signing-url)",
    );
  });

  it('a signing-url on another origin, or a script URL, set after mount, is not followed: no link', async () => {
    const { element } = await applyAsBjarni('<byko-loan-application></byko-loan-application>');
    await until(() => signingLink(element), "the page's signing link");
    for (const refused of ['https://evil.example/{documentId}', 'javascript:alert(1)//{documentId}']) {
      element.setAttribute('signing-url', refused);
      await until(() => signingLink(element) === null, `no link for ${refused}`);
      element.removeAttribute('signing-url');
      await until(() => signingLink(element), "the page's link back");
    }
  });

  it('api-base on another origin than the API that issued the token: its login shows there, the form here', async () => {
    await logInAs(bjarni);
    // The same server under its other loopback name: another origin, which never issued the token.
    const otherApi = location.origin.replace('localhost', '127.0.0.1');
    const here = mount('<byko-loan-application></byko-loan-application>');
    const there = mount(`<byko-loan-application api-base="${otherApi}"></byko-loan-application>`);
    await waitForInput(here, 'amount');
    await waitForButton(there, 'Innskrá');
    expect(textOf(there)).to.contain('Rafræn skilríki');
    expect(findAmount(there)).to.equal(null);
    // Only the element at the token's API asked for what the form needs.
    expect(await pageSandbox.requestsTo('GET', '/api/loan/max-amount')).to.have.length(1);
  });

  it('without account trading: the link to the account application is a byko-navigate', async () => {
    await logInAs(anna);
    const element = mount('<byko-loan-application></byko-loan-application>');
    const link = await until(
      () => linkNamed(element, 'Sækja um reikningsviðskipti'),
      'the account-application link',
    );
    const navigate = nextOnDocument<{ to: string }>('byko-navigate');
    link.click();
    const event = await navigate;
    expect(event.composed).to.equal(true);
    expect(event.cancelable).to.equal(true);
    expect(event.detail).to.deep.equal({ to: '/vidskipti/umsokn' });
    expect(await axeViolations(element)).to.deep.equal([]);
  });
});
