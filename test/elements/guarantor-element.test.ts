/// <reference types="mocha" />
import { expect } from 'chai';
import { logInAs, pageSandbox } from '../support/in-page.ts';
import { bjarni, einar } from '../support/people.ts';
import {
  alertText,
  axeViolations,
  buttonNamed,
  freshPageForEachTest,
  inputNamed,
  mount,
  nextOnDocument,
  type SubmittedDetail,
  shadow,
  textOf,
  until,
  waitForButton,
} from './element-helpers.ts';

// The element contract of <byko-guarantor-confirmation>, through the built CDN bundle in real
// Chromium, with the sandbox on the same origin (G-1 names Einar): application-id and its removal,
// the login inside the element, byko-submitted out of the shadow root, axe.

freshPageForEachTest();

const signPath = '/api/customers/applications/guarantor';

const g1 = { id: 'G-1', ssn: einar.ssn, name: einar.name, accountName: 'Byggir ehf.', email: einar.email };

describe('<byko-guarantor-confirmation> element contract', () => {
  it('nobody logged in: the login inside the element (no page to go to); no axe violations', async () => {
    const element = mount('<byko-guarantor-confirmation application-id="G-1"></byko-guarantor-confirmation>');
    await waitForButton(element, 'Innskrá');
    expect(shadow(element).querySelector('h1')?.textContent).to.equal('Staðfesting ábyrgðaraðila');
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('application-id: loads that application, another when it changes; removing it goes back to waiting', async () => {
    await logInAs(einar);
    const fresh = mount('<byko-guarantor-confirmation></byko-guarantor-confirmation>');
    const element = mount('<byko-guarantor-confirmation application-id="G-1"></byko-guarantor-confirmation>');
    await waitForButton(element, 'Undirrita');
    expect(inputNamed(element, 'accountName').value).to.equal('Byggir ehf.');
    expect(inputNamed(element, 'ssn').value).to.equal(einar.ssn);
    expect(await axeViolations(element)).to.deep.equal([]);

    element.setAttribute('application-id', 'G-404');
    await until(
      () => alertText(element) === 'Umsókn fannst ekki',
      `'Umsókn fannst ekki' (shows: ${textOf(element)})`,
    );
    expect(buttonNamed(element, 'Undirrita')).to.equal(undefined);
    await waitForButton(element, 'Innskrá með öðrum notanda');
    expect(await axeViolations(element)).to.deep.equal([]);

    element.setAttribute('application-id', 'G-1');
    await waitForButton(element, 'Undirrita');
    element.removeAttribute('application-id');
    await until(() => buttonNamed(element, 'Undirrita') === undefined, 'the application gone');
    expect(textOf(element)).to.equal(textOf(fresh));
    expect(alertText(element)).to.equal(undefined);
  });

  it('sends byko-submitted {application, request} out of the shadow root after signing', async () => {
    await logInAs(einar);
    const element = mount('<byko-guarantor-confirmation application-id="G-1"></byko-guarantor-confirmation>');
    const submitted = nextOnDocument<SubmittedDetail>('byko-submitted');
    (await waitForButton(element, 'Undirrita')).click();
    const event = await submitted;
    expect(event.bubbles, 'bubbles').to.equal(true);
    expect(event.composed, 'composed').to.equal(true);
    expect(event.target).to.equal(element);
    expect(event.detail).to.deep.equal({ application: 'guarantor', request: g1 });
    const signed = await pageSandbox.requestsTo('POST', signPath);
    expect(signed.map((request) => request.body)).to.deep.equal([g1]);
    await until(() => textOf(element).includes('Undirritun tókst.'), "'Undirritun tókst.'");
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it("'Innskrá með öðrum notanda' logs out: the login inside the element, the storage cleared", async () => {
    await logInAs(bjarni);
    const element = mount('<byko-guarantor-confirmation application-id="G-1"></byko-guarantor-confirmation>');
    await until(
      () => alertText(element) === 'Þú ert ekki ábyrgðaraðili á þessari umsókn',
      `the 403 reason (shows: ${textOf(element)})`,
    );
    (await waitForButton(element, 'Innskrá með öðrum notanda')).click();
    await waitForButton(element, 'Innskrá');
    expect(localStorage.getItem('token')).to.equal(null);
  });
});
