/// <reference types="mocha" />
import { expect } from 'chai';
import { logInAs, pageSandbox, typeInto } from '../support/in-page.ts';
import { bjarni, dagny } from '../support/people.ts';
import {
  axeViolations,
  eventOfClick,
  expectAccountMessageAccessible,
  freshPageForEachTest,
  inputNamed,
  itFollowsLoginPath,
  mount,
  navigations,
  type SubmittedDetail,
  shadow,
  textOf,
  until,
  waitForButton,
  waitForInput,
} from './element-helpers.ts';

// The element contract of <byko-cash-application>, through the built CDN bundle in real Chromium
// with the sandbox on the same origin: its attributes (login-path, api-base) and their removal,
// byko-submitted and byko-navigate leaving the shadow root, axe. Every byko-navigate is cancelled
// by this page (element-helpers.ts).

freshPageForEachTest();

const tag = 'byko-cash-application';
const signUpPath = '/api/customers/applications/sign-up-stgr';

describe('<byko-cash-application> element contract', () => {
  itFollowsLoginPath(tag, '/vidskipti/stadgreidsla', 'Umsókn um staðgreiðsluviðskipti');

  it('logged in (Dagný): the form; byko-submitted leaves the shadow root with the request as sent', async () => {
    await logInAs(dagny);
    const element = mount(`<${tag} login-path="/vidskipti/stadgreidsla"></${tag}>`);
    await waitForInput(element, 'streetName');
    await typeInto(inputNamed(element, 'streetName'), 'Skeifan');
    await typeInto(inputNamed(element, 'streetNumber'), '11');
    await typeInto(inputNamed(element, 'zipCode'), '108');
    const event = await eventOfClick<SubmittedDetail>(element, 'Sækja um', 'byko-submitted');
    const request = {
      phone: dagny.phone,
      email: dagny.email,
      streetName: 'Skeifan',
      streetNumber: '11',
      zipCode: '108',
      comment: '',
    };
    expect(event.detail).to.deep.equal({ application: 'cash', request });
    const [sent] = await pageSandbox.requestsTo('POST', signUpPath);
    expect(sent?.body).to.deep.equal(request);
    await until(
      () => textOf(element).includes('Umsókn um staðgreiðsluviðskipti móttekin'),
      'the success view',
    );
    expect(navigations).to.have.length(0);
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('Bjarni (on account): no redirect; the link to the limit change asks for it (byko-navigate)', async () => {
    await logInAs(bjarni);
    const element = mount(`<${tag} login-path="/vidskipti/stadgreidsla"></${tag}>`);
    const link = await until(
      () => shadow(element).querySelector<HTMLAnchorElement>('a[href="/vidskipti/umsokn-heimild"]'),
      'the link to the limit change',
    );
    expect(navigations).to.have.length(0);
    link.click();
    await until(() => navigations.length === 1, 'the link followed through byko-navigate');
    expect(navigations[0]?.detail).to.deep.equal({ to: '/vidskipti/umsokn-heimild' });
  });

  it("api-base on another origin than the token's API: its login shows, nothing is asked there; removed, the page origin's form loads", async () => {
    await logInAs(dagny);
    // The token was issued on the page's origin: at another API this element is logged out. The
    // other API is the same server under its other loopback name, so a request there is logged.
    const otherApi = location.origin.replace('localhost', '127.0.0.1');
    const element = mount(`<${tag} api-base="${otherApi}"></${tag}>`);
    await waitForButton(element, 'Innskrá');
    expect(await pageSandbox.requestsTo('GET', '/api/customers/me')).to.have.length(0);
    element.removeAttribute('api-base');
    await waitForInput(element, 'streetName');
    expect((await pageSandbox.requestsTo('GET', '/api/customers/me')).length).to.equal(1);
  });

  it('axe finds nothing in the form, its messages, or the account message', async () => {
    await logInAs(dagny);
    const form = mount(`<${tag}></${tag}>`);
    await waitForInput(form, 'streetName');
    (await waitForButton(form, 'Sækja um')).click();
    await until(() => form.shadowRoot?.querySelector('[aria-invalid="true"]'), 'the messages');
    expect(await axeViolations(form)).to.deep.equal([]);
    form.remove();
    await expectAccountMessageAccessible(tag);
  });
});
