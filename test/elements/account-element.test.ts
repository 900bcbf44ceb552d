/// <reference types="mocha" />
import { expect } from 'chai';
import { logInAs, pageSandbox, typeInto } from '../support/in-page.ts';
import { anna, bjarni } from '../support/people.ts';
import {
  axeViolations,
  eventOfClick,
  expectAccountMessageAccessible,
  freshPageForEachTest,
  inputNamed,
  itFollowsLoginPath,
  mount,
  navigations,
  retryWithoutApiBase,
  type SubmittedDetail,
  shadow,
  textOf,
  until,
  waitForInput,
} from './element-helpers.ts';

// The element contract of <byko-account-application>, through the built CDN bundle in real
// Chromium with the sandbox on the same origin: its attributes (login-path, api-base) and their
// removal, byko-submitted and byko-navigate leaving the shadow root, the host cancelling the
// redirect of spec §6, axe. Every byko-navigate is cancelled by this page (element-helpers.ts).

freshPageForEachTest();

const tag = 'byko-account-application';
const signUpPath = '/api/customers/applications/sign-up';

describe('<byko-account-application> element contract', () => {
  itFollowsLoginPath(tag, '/vidskipti', 'Umsókn um reikningsviðskipti');

  it('logged in (Anna): the form; byko-submitted leaves the shadow root with the request as sent', async () => {
    await logInAs(anna);
    const element = mount(`<${tag} login-path="/vidskipti"></${tag}>`);
    await waitForInput(element, 'amount');
    await typeInto(inputNamed(element, 'amount'), '12.500');
    const event = await eventOfClick<SubmittedDetail>(element, 'Sækja um', 'byko-submitted');
    const request = {
      phone: anna.phone,
      email: anna.email,
      streetName: '',
      streetNumber: '',
      zipCode: null,
      amount: 12_500,
      description: '',
    };
    expect(event.detail).to.deep.equal({ application: 'account', request });
    const [sent] = await pageSandbox.requestsTo('POST', signUpPath);
    expect(sent?.body).to.deep.equal(request);
    await until(() => textOf(element).includes('Umsókn um reikningsviðskipti samþykkt'), 'the success view');
    expect(navigations).to.have.length(0);
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('Bjarni: a byko-navigate to the limit change; with it cancelled by the host, its link asks again', async () => {
    await logInAs(bjarni);
    const element = mount(`<${tag} login-path="/vidskipti"></${tag}>`);
    await until(() => navigations.length === 1, 'the redirect');
    expect(navigations[0]?.detail).to.deep.equal({ to: '/vidskipti/umsokn-heimild' });
    const link = await until(
      () => shadow(element).querySelector<HTMLAnchorElement>('a[href="/vidskipti/umsokn-heimild"]'),
      'the link to the limit change',
    );
    link.click();
    await until(() => navigations.length === 2, 'the link followed through byko-navigate');
    expect(navigations[1]?.detail).to.deep.equal({ to: '/vidskipti/umsokn-heimild' });
  });

  it('api-base decides where calls go; removed, the page origin is used again (Reyna aftur)', async () => {
    await logInAs(anna);
    const element = mount(`<${tag} api-base="/no-api-here"></${tag}>`);
    await until(() => textOf(element).includes('Villa kom upp við að stöðu reiknings'), 'the status failure');
    await retryWithoutApiBase(element);
    await waitForInput(element, 'amount');
    expect((await pageSandbox.requestsTo('GET', '/api/customers/me')).length).to.equal(1);
  });

  it('axe finds nothing in the form or in the account message', async () => {
    await logInAs(anna);
    const form = mount(`<${tag}></${tag}>`);
    await waitForInput(form, 'amount');
    expect(await axeViolations(form)).to.deep.equal([]);
    form.remove();
    await expectAccountMessageAccessible(tag);
  });
});
