/// <reference types="mocha" />
import { expect } from 'chai';
import { pageSandbox, typeInto } from '../support/in-page.ts';
import { bjarni } from '../support/people.ts';
import {
  alertText,
  axeViolations,
  buttonNamed,
  dropUrlParamAfterEach,
  eventOfClick,
  freshPageForEachTest,
  headingOf,
  inputNamed,
  isk,
  mount,
  type NavigateDetail,
  navigations,
  nextFrames,
  nextOnDocument,
  type SubmittedDetail,
  shadow,
  textOf,
  until,
  waitForButton,
  waitForInput,
} from './element-helpers.ts';

// The element contract of <byko-company-credit-request>, through the built CDN bundle in real
// Chromium, with the sandbox on the same origin (demo-app-guid: Bjarni for Byggir ehf.): the guid
// attribute and its removal, byko-navigate and byko-submitted out of the shadow root, axe.

freshPageForEachTest();

const tag = 'byko-company-credit-request';
const leavePath = '/vidskipti/fyrirtaeki';
const requestPath = '/api/customers/company-credit-increase-requests';

// The stage lives in the test page's URL (?stig=…): the next test starts without it.
dropUrlParamAfterEach('stig');

function stage(): string | null {
  return new URL(location.href).searchParams.get('stig');
}

/** The company's details as stage 0 shows them (term, value). */
function details(element: HTMLElement): string[][] {
  return [...shadow(element).querySelectorAll('dl > div')].map((pair) =>
    [...pair.children].map((cell) => (cell.textContent ?? '').trim()),
  );
}

describe('<byko-company-credit-request> element contract', () => {
  it('guid: validated, the app user stored as coming from the app, Byggir ehf. shown; no axe violations', async () => {
    const element = mount(`<${tag} guid="demo-app-guid"></${tag}>`);
    await waitForButton(element, 'Áfram');
    expect(headingOf(element)).to.equal('Hækkun heimildar fyrirtækis');
    expect(inputNamed(element, 'companySsn').value).to.equal('5302691089');
    const shown = details(element);
    expect(shown.slice(0, 3)).to.deep.equal([
      ['Fyrirtæki', 'Byggir ehf.'],
      ['Reikningsnúmer', 'C-20001'],
      ['Núverandi heimild', isk('1.000.000')],
    ]);
    expect(shown[3]?.[0]).to.equal('Gildistími');
    expect(shown[3]?.[1]).to.match(/^\d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}$/);
    expect(shown[4]).to.deep.equal(['Hámarksheimild', isk('3.000.000')]);
    expect(localStorage.getItem('isComingFromApp')).to.equal('true');
    expect(localStorage.getItem('ssn')).to.equal(bjarni.ssn);
    expect(localStorage.getItem('companySsn')).to.equal('5302691089');
    expect(new URL(location.href).searchParams.get('stig')).to.equal('reikningur');
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('removing guid goes back to waiting; another guid is validated again', async () => {
    const fresh = mount(`<${tag}></${tag}>`);
    const element = mount(`<${tag} guid="demo-app-guid"></${tag}>`);
    await waitForButton(element, 'Áfram');
    element.removeAttribute('guid');
    await until(() => buttonNamed(element, 'Áfram') === undefined, 'stage 0 gone');
    expect(textOf(element)).to.equal(textOf(fresh));

    // Another guid (one the sandbox refuses): asked for, its refusal shown, the app login cleared.
    element.setAttribute('guid', 'another-app-guid');
    await until(() => alertText(element), 'the refusal of another-app-guid');
    expect(alertText(element)).to.equal('Ógild auðkenning');
    expect(
      (await pageSandbox.requestsTo('POST', '/company/app-validation/another-app-guid')).map(
        (entry) => entry.status,
      ),
    ).to.deep.equal([400]);
    expect((await pageSandbox.requestsTo('POST', '/company/app-validation/demo-app-guid')).length).to.equal(
      1,
    );
    expect(localStorage.length).to.equal(0);
  });

  it('a refused guid: storage cleared, byko-navigate to /vidskipti/fyrirtaeki out of the shadow root', async () => {
    localStorage.setItem('token', 'an-older-token');
    const asked = nextOnDocument<NavigateDetail>('byko-navigate');
    const element = mount(`<${tag} guid="not-a-guid"></${tag}>`);
    const event = await asked;
    expect(event.detail).to.deep.equal({ to: leavePath, replace: true });
    expect([event.bubbles, event.composed, event.cancelable]).to.deep.equal([true, true, true]);
    expect(event.target).to.equal(element);
    expect(localStorage.length).to.equal(0);
    // The host kept the page (it cancelled the event): the element says why (the server's reason,
    // spec §8), with a way on.
    await until(() => alertText(element), 'the refusal');
    expect(alertText(element)).to.equal('Ógild auðkenning');
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('stage 1 and byko-submitted {application, request} out of the shadow root; stage 2; no axe violations', async () => {
    const element = mount(`<${tag} guid="demo-app-guid"></${tag}>`);
    (await waitForButton(element, 'Áfram')).click();
    await waitForInput(element, 'amount');
    expect(new URL(location.href).searchParams.get('stig')).to.equal('umsokn');
    expect(inputNamed(element, 'name').value).to.equal(bjarni.name);
    expect(inputNamed(element, 'phone').value).to.equal(bjarni.phone);
    expect(inputNamed(element, 'email').value).to.equal('byggir@example.is');
    await typeInto(inputNamed(element, 'amount'), '1500000');
    inputNamed(element, 'phone').focus();
    await until(() => inputNamed(element, 'amount').value === isk('1.500.000'), 'the amount as ISK');
    expect(await axeViolations(element)).to.deep.equal([]);

    const event = await eventOfClick<SubmittedDetail>(element, 'Sækja um', 'byko-submitted');
    const request = {
      name: bjarni.name,
      phone: bjarni.phone,
      email: 'byggir@example.is',
      amount: 1_500_000,
      companySsn: '5302691089',
    };
    expect(event.detail).to.deep.equal({ application: 'company-credit-request', request });
    expect((await pageSandbox.requestsTo('POST', requestPath)).map((entry) => entry.body)).to.deep.equal([
      request,
    ]);
    await until(() => textOf(element).includes('Umsókn móttekin'), "'Umsókn móttekin'");
    expect(textOf(element)).to.contain(
      `Umsókn um ${isk('1.500.000')} heimild fyrir Byggir ehf. hefur verið send.`,
    );
    expect(localStorage.length).to.equal(0);
    expect(new URL(location.href).searchParams.get('stig')).to.equal('mottekin');
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it("Back and Forward between the stages keep what was typed; 'Til baka' focuses stage 0's heading; after success Back does not show the sent form", async () => {
    const element = mount(`<${tag} guid="demo-app-guid"></${tag}>`);
    (await waitForButton(element, 'Áfram')).click();
    await waitForInput(element, 'amount');
    await typeInto(inputNamed(element, 'amount'), '2000000');
    history.back();
    await waitForButton(element, 'Áfram');
    expect(stage()).to.equal('reikningur');
    expect(shadow(element).querySelector('input[name="amount"]')).to.equal(null);
    history.forward();
    await waitForInput(element, 'amount');
    expect(stage()).to.equal('umsokn');
    expect(inputNamed(element, 'amount').value).to.equal(isk('2.000.000'));

    // 'Til baka' in the page does the same; the button pressed is gone, the focus is on the heading.
    (await waitForButton(element, 'Til baka')).click();
    await until(
      () => shadow(element).activeElement?.textContent === 'Veldu fyrirtæki',
      "the focus on stage 0's heading",
    );
    (await waitForButton(element, 'Áfram')).click();
    (await waitForButton(element, 'Sækja um')).click();
    await until(() => textOf(element).includes('Umsókn móttekin'), "'Umsókn móttekin'");
    expect(stage()).to.equal('mottekin');
    // The success took the form's entry: Back lands on stage 0's, and the success stays.
    const popped = new Promise((resolve) => addEventListener('popstate', resolve, { once: true }));
    history.back();
    await popped;
    await nextFrames(2);
    expect(textOf(element)).to.contain('Umsókn móttekin');
    expect(shadow(element).querySelector('input[name="amount"]')).to.equal(null);
    expect(buttonNamed(element, 'Áfram')).to.equal(undefined);
    expect(await pageSandbox.requestsTo('POST', requestPath)).to.have.length(1);
    expect(await pageSandbox.requestsTo('POST', '/company/app-validation/demo-app-guid')).to.have.length(1);
  });

  it("'Útskrá': storage cleared, byko-navigate to /vidskipti/fyrirtaeki", async () => {
    const element = mount(`<${tag} guid="demo-app-guid"></${tag}>`);
    (await waitForButton(element, 'Útskrá')).click();
    await until(() => navigations.length === 1, 'the navigation');
    expect(navigations.map((entry) => entry.detail.to)).to.deep.equal([leavePath]);
    expect(localStorage.length).to.equal(0);
  });
});
