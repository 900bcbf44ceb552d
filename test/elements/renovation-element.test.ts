/// <reference types="mocha" />
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { logInAs, pageSandbox } from '../support/in-page.ts';
import { anna } from '../support/people.ts';
import {
  axeViolations,
  buttonNamed,
  freshPageForEachTest,
  inputNamed,
  itFollowsLoginPath,
  mount,
  nextOnDocument,
  type SubmittedDetail,
  textOf,
  until,
  waitForButton,
} from './element-helpers.ts';

// The element contract of <byko-renovation-application>, through the built CDN bundle in real
// Chromium, with the sandbox on the same origin: its attribute, byko-submitted and byko-navigate
// leaving the shadow root, axe. The test page cancels every byko-navigate (element-helpers.ts).

freshPageForEachTest();

const submitButton = (element: HTMLElement) => buttonNamed(element, 'Sækja um');

describe('<byko-renovation-application> element contract', () => {
  itFollowsLoginPath('byko-renovation-application', '/vidskipti/framkvaemdakjor', 'Umsókn um framkvæmdakjör');

  it('sends byko-submitted out of the shadow root once the server accepted the application', async () => {
    await logInAs(anna);
    const element = mount('<byko-renovation-application></byko-renovation-application>');
    await waitForButton(element, 'Sækja um');
    for (const name of ['terms', 'mailing-list']) inputNamed(element, name).click();
    await until(() => submitButton(element)?.getAttribute('aria-disabled') === null, 'the button enabled');
    const submitted = nextOnDocument<SubmittedDetail>('byko-submitted');
    // Enter in a field sends the form, as the button does.
    inputNamed(element, 'email').focus();
    await sendKeys({ press: 'Enter' });
    const event = await submitted;
    expect(event.bubbles).to.equal(true);
    expect(event.composed).to.equal(true);
    expect(event.detail).to.deep.equal({
      application: 'renovation',
      request: { phone: anna.phone, email: anna.email },
    });
    await until(() => textOf(element).includes('Til hamingju!'), "'Til hamingju!'");
    expect(await pageSandbox.requestsTo('POST', '/api/customers/applications/renovation')).to.have.length(1);
  });

  it('has no axe violations: the form and the success view', async () => {
    await logInAs(anna);
    const element = mount('<byko-renovation-application></byko-renovation-application>');
    await waitForButton(element, 'Sækja um');
    expect(await axeViolations(element)).to.deep.equal([]);
    for (const name of ['terms', 'mailing-list']) inputNamed(element, name).click();
    await until(() => submitButton(element)?.getAttribute('aria-disabled') === null, 'the button enabled');
    submitButton(element)?.click();
    await until(() => textOf(element).includes('Til hamingju!'), "'Til hamingju!'");
    expect(await axeViolations(element)).to.deep.equal([]);
  });
});
