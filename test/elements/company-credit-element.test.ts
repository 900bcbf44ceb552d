/// <reference types="mocha" />

import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { logInAs, pageSandbox, typeInto } from '../support/in-page.ts';
import { anna, bjarni } from '../support/people.ts';
import {
  axeViolations,
  buttonNamed,
  dropUrlParamAfterEach,
  freshPageForEachTest,
  headingOf,
  inputNamed,
  isk,
  linkNamed,
  mount,
  type NavigateDetail,
  navigations,
  nextFrames,
  nextOnDocument,
  type SubmittedDetail,
  shadow,
  stepHeading,
  textOf,
  until,
  waitForButton,
  waitForInput,
  waitForStep,
} from './element-helpers.ts';

// The element contract of <byko-company-credit>, through the built CDN bundle in real Chromium,
// with the sandbox on the same origin (SANDBOX.md "Companies": Bjarni is finAdmin of Byggir ehf. and
// creditAdmin of Smiðjan hf., whose status fails; Anna has none): the company-ssn attribute and its
// removal, byko-submitted and byko-navigate out of the shadow root, the step in the URL, axe.

freshPageForEachTest();

const tag = 'byko-company-credit';
const byggir = { name: 'Byggir ehf.', ssn: '5302691089', accountId: 'C-20001' };
const smidjan = { name: 'Smiðjan hf.', ssn: '6208092090' };
const increasePath = '/api/company-credit/apply/increase-credit';
const companiesPath = '/api/company-credit/user-companies';
const statusPath = (accountId: string) => `/api/company-credit/credit-status/${accountId}/`;

// The step lives in the test page's URL (?skref=…): the next test starts without it.
dropUrlParamAfterEach('skref');

function step(): string | null {
  return new URL(location.href).searchParams.get('skref');
}

function companyButton(element: HTMLElement, name: string): HTMLButtonElement | undefined {
  return [...shadow(element).querySelectorAll('button')].find((button) =>
    button.textContent?.startsWith(name),
  );
}

/** The credit status as shown (term, value). */
function statusShown(element: HTMLElement): string[][] {
  return [...shadow(element).querySelectorAll('dl > div')].map((pair) =>
    [...pair.children].map((cell) => (cell.textContent ?? '').trim()),
  );
}

describe('<byko-company-credit> element contract', () => {
  it('nobody logged in: the shared login in the element, under its heading; no byko-navigate', async () => {
    const element = mount(`<${tag}></${tag}>`);
    await waitForButton(element, 'Innskrá');
    expect(headingOf(element)).to.equal('Heimild fyrirtækis');
    expect(textOf(element)).to.contain('Rafræn skilríki');
    expect(navigations).to.have.length(0);
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it("logged in: the user's companies (not Timburhús), the step in the URL; its own styles in the shadow root", async () => {
    await logInAs(bjarni);
    const element = mount(`<${tag}></${tag}>`);
    await until(() => companyButton(element, byggir.name), 'the company list');
    expect(stepHeading(element)).to.equal('Veldu fyrirtæki');
    expect(companyButton(element, smidjan.name)).to.not.equal(undefined);
    expect(textOf(element)).to.not.contain('Timburhús');
    expect(step()).to.equal('fyrirtaeki');
    const adopted = shadow(element).adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules]);
    expect(adopted.some((rule) => rule.cssText.startsWith('.byko-choice-list'))).to.equal(true);
    expect(
      [...document.styleSheets].some((sheet) => sheet.ownerNode?.textContent?.includes('.byko-choice-list')),
    ).to.equal(false);
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('company-ssn preselects its company; removed, the list again; another, that company', async () => {
    await logInAs(bjarni);
    const element = mount(`<${tag} company-ssn="${byggir.ssn}"></${tag}>`);
    await waitForStep(element, byggir.name);
    await until(() => statusShown(element).length === 3, 'the credit status');
    expect(statusShown(element)[0]).to.deep.equal(['Núverandi heimild', isk('1.000.000')]);
    expect(statusShown(element)[2]).to.deep.equal(['Hámark sem hægt er að sækja um', isk('3.000.000')]);
    expect(step()).to.equal('heimild');
    expect(localStorage.getItem('companySsn')).to.equal(byggir.ssn);
    expect(localStorage.getItem('companyName')).to.equal(byggir.name);
    // Its status asked once.
    expect(await pageSandbox.requestsTo('GET', statusPath(byggir.accountId))).to.have.length(1);
    // Shown by the page's load, not by a move: the focus stays out of the element (the host's page).
    expect(shadow(element).activeElement).to.equal(null);
    expect(document.activeElement).to.not.equal(element);

    element.removeAttribute('company-ssn');
    await waitForStep(element, 'Veldu fyrirtæki');
    element.setAttribute('company-ssn', smidjan.ssn);
    await waitForStep(element, smidjan.name);
    await until(
      () => textOf(element).includes('Ekki tókst að sækja stöðu heimildar.'),
      "Smiðjan's failing status",
    );
    expect(buttonNamed(element, 'Reyna aftur')).to.not.equal(undefined);
  });

  it('byko-submitted {application, form, request, result} leaves the shadow root after an increase', async () => {
    await logInAs(bjarni);
    const element = mount(`<${tag} company-ssn="${byggir.ssn}"></${tag}>`);
    await waitForInput(element, 'amount');
    await typeInto(inputNamed(element, 'amount'), '2000000');
    const submitted = nextOnDocument<SubmittedDetail & { form: string; result: { currentCredit: number } }>(
      'byko-submitted',
    );
    (await waitForButton(element, 'Sækja um')).click();
    const event = await submitted;
    expect([event.bubbles, event.composed]).to.deep.equal([true, true]);
    expect(event.target).to.equal(element);
    const request = {
      accountId: byggir.accountId,
      companySsn: byggir.ssn,
      phone: bjarni.phone,
      email: bjarni.email,
      amount: 2_000_000,
    };
    expect(event.detail).to.deep.include({ application: 'company-credit', form: 'increase', request });
    expect(event.detail.result.currentCredit).to.equal(2_000_000);
    const [sent] = await pageSandbox.requestsTo('POST', increasePath);
    expect(sent?.body).to.deep.equal(request);
    await waitForStep(element, 'Heimild hækkuð');
    expect(textOf(element)).to.contain(
      `Umsókn hefur verið samþykkt. Nýja heimild fyrirtækis er ${isk('2.000.000')}`,
    );
    expect(textOf(element)).to.contain('gildir í 12 mánuði');
    expect(step()).to.equal('samthykkt');
    // The success's heading takes the focus (keyboard and screen-reader users land on it).
    expect(shadow(element).activeElement?.textContent).to.equal('Heimild hækkuð');
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('above the maximum: the e-mail form, no request; its messages and the form have no axe violations', async () => {
    await logInAs(bjarni);
    const element = mount(`<${tag} company-ssn="${byggir.ssn}"></${tag}>`);
    await waitForInput(element, 'amount');
    await typeInto(inputNamed(element, 'amount'), '5000000');
    (await waitForButton(element, 'Sækja um')).click();
    await waitForStep(element, 'Umsókn með ábyrgðaraðila');
    expect(step()).to.equal('umsokn');
    expect(await pageSandbox.requestsTo('POST', increasePath)).to.have.length(0);
    expect(inputNamed(element, 'companyName').value).to.equal(byggir.name);
    expect(inputNamed(element, 'userName').value).to.equal(bjarni.name);
    expect(await axeViolations(element)).to.deep.equal([]);
    (await waitForButton(element, 'Senda umsókn')).click();
    await until(
      () => textOf(element).includes('Vinsamlegast sláið inn fullt nafn.'),
      "the guarantor's messages",
    );
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('no company: the lack of permission, and a link to the account application (byko-navigate)', async () => {
    await logInAs(anna);
    const element = mount(`<${tag}></${tag}>`);
    const link = await until(() => linkNamed(element, 'Sækja um reikningsviðskipti'), 'the link');
    expect(textOf(element)).to.contain('Þú hefur ekki heimild');
    expect(link.getAttribute('href')).to.equal('/vidskipti/umsokn');
    expect(await axeViolations(element)).to.deep.equal([]);
    const asked = nextOnDocument<NavigateDetail>('byko-navigate');
    link.click();
    const event = await asked;
    expect(event.detail).to.deep.equal({ to: '/vidskipti/umsokn' });
    expect([event.bubbles, event.composed, event.cancelable]).to.deep.equal([true, true, true]);
    expect(event.target).to.equal(element);
  });

  it('the lookup and the sign-up it leads to: the step in the URL, Back returns; no axe violations', async () => {
    await logInAs(bjarni);
    const element = mount(`<${tag}></${tag}>`);
    (await waitForButton(element, 'Fletta upp fyrirtæki eftir kennitölu')).click();
    await waitForInput(element, 'lookupSsn');
    expect(step()).to.equal('leit');
    await typeInto(inputNamed(element, 'lookupSsn'), '5804145080');
    (await waitForButton(element, 'Leita')).click();
    await until(() => textOf(element).includes('Engin fyrirtæki fundust.'), 'none found');
    expect(await axeViolations(element)).to.deep.equal([]);
    inputNamed(element, 'lookupSsn').select();
    await typeInto(inputNamed(element, 'lookupSsn'), '7010124020');
    (await waitForButton(element, 'Leita')).click();
    await waitForStep(element, 'Nýskráning fyrirtækis');
    expect(step()).to.equal('nyskraning');
    expect(inputNamed(element, 'streetName').value).to.equal('Austurstræti');
    expect(inputNamed(element, 'streetNumber').value).to.equal('10');
    expect(await axeViolations(element)).to.deep.equal([]);
    history.back();
    await waitForStep(element, 'Fletta upp fyrirtæki');
    expect(inputNamed(element, 'lookupSsn').value).to.equal('7010124020');

    // Forward to the sign-up and sent: the new company takes the sign-up's place in the history, so
    // one Back goes to the lookup that found it, never to the sent form.
    history.forward();
    await waitForStep(element, 'Nýskráning fyrirtækis');
    (await waitForButton(element, 'Sækja um reikningsviðskipti')).click();
    await waitForStep(element, 'Nýsköpun ehf.');
    expect(step()).to.equal('heimild');
    history.back();
    await waitForStep(element, 'Fletta upp fyrirtæki');
    history.forward();
    await waitForStep(element, 'Nýsköpun ehf.');
    expect(await pageSandbox.requestsTo('POST', '/api/company-credit/apply/sign-up')).to.have.length(1);
  });

  it("Back and Forward: the list, a company's credit form and its e-mail form are history entries, typing kept; an approved increase takes its form's entry", async () => {
    await logInAs(bjarni);
    const element = mount(`<${tag}></${tag}>`);
    (await until(() => companyButton(element, byggir.name), 'the company list')).click();
    await waitForInput(element, 'amount');
    expect(step()).to.equal('heimild');
    await typeInto(inputNamed(element, 'amount'), '3200000');
    history.back();
    await waitForStep(element, 'Veldu fyrirtæki');
    expect(step()).to.equal('fyrirtaeki');
    history.forward();
    await waitForInput(element, 'amount');
    expect(inputNamed(element, 'amount').value).to.equal(isk('3.200.000'));

    (await waitForButton(element, 'Sækja um')).click();
    await waitForStep(element, 'Umsókn með ábyrgðaraðila');
    expect(step()).to.equal('umsokn');
    await typeInto(inputNamed(element, 'comments'), 'Athugasemd');
    history.back();
    await waitForStep(element, byggir.name);
    expect(step()).to.equal('heimild');
    history.forward();
    await waitForStep(element, 'Umsókn með ábyrgðaraðila');
    expect(inputNamed(element, 'comments').value).to.equal('Athugasemd');
    // The button back goes to the credit step too.
    (await waitForButton(element, 'Til baka í umsókn um hækkun')).click();
    await waitForStep(element, byggir.name);

    // An approved increase replaces its form's entry: Back goes to the list, not the sent form.
    (await waitForButton(element, 'Velja annað fyrirtæki')).click();
    (await until(() => companyButton(element, byggir.name), 'the company list')).click();
    await waitForInput(element, 'amount');
    await typeInto(inputNamed(element, 'amount'), '1500000');
    (await waitForButton(element, 'Sækja um')).click();
    await waitForStep(element, 'Heimild hækkuð');
    expect(step()).to.equal('samthykkt');
    history.back();
    await waitForStep(element, 'Veldu fyrirtæki');
    expect(step()).to.equal('fyrirtaeki');
    expect(buttonNamed(element, 'Sækja um')).to.equal(undefined);
    expect((await pageSandbox.requestsTo('POST', increasePath)).map((entry) => entry.body)).to.deep.equal([
      {
        accountId: byggir.accountId,
        companySsn: byggir.ssn,
        phone: bjarni.phone,
        email: bjarni.email,
        amount: 1_500_000,
      },
    ]);
    expect(await pageSandbox.requestsTo('GET', companiesPath)).to.have.length(1);
  });

  it('the amount in ISK: Tab into it and type, and the new amount replaces the old', async () => {
    await logInAs(bjarni);
    const element = mount(`<${tag} company-ssn="${byggir.ssn}"></${tag}>`);
    await waitForInput(element, 'amount');
    await typeInto(inputNamed(element, 'amount'), '3200000');
    inputNamed(element, 'email').focus();
    await until(() => inputNamed(element, 'amount').value === isk('3.200.000'), 'the amount as ISK');
    // From the e-mail field the next stop is the amount: the browser's own Tab, then typing.
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: '1500000' });
    expect(shadow(element).activeElement?.getAttribute('name')).to.equal('amount');
    expect(inputNamed(element, 'amount').value).to.equal('1500000');
  });

  it('a refused submit focuses the first field with a message, unless the person has moved on: their field keeps the focus and the digits they type', async () => {
    await logInAs(bjarni);
    const element = mount(`<${tag} company-ssn="${byggir.ssn}"></${tag}>`);
    await waitForInput(element, 'amount');
    const phone = inputNamed(element, 'phone');
    const amount = inputNamed(element, 'amount');
    phone.focus();
    phone.select();
    await sendKeys({ type: '123' });
    await typeInto(inputNamed(element, 'amount'), '0');
    const submit = await waitForButton(element, 'Sækja um');
    submit.focus();
    submit.click();
    // The refused submit moves the focus to the phone, the first field with a message.
    await until(() => shadow(element).activeElement === phone, 'the focus on the phone');
    expect(amount.getAttribute('aria-invalid')).to.equal('true');

    // Sent again, and the amount tapped after the submit but before the next frame is drawn (a quick
    // person, a slow phone): the tap is queued for that frame ahead of anything the submit queues.
    // The person's choice stands: the amount shows its digits and takes what they type.
    await new Promise<void>((tapped) =>
      requestAnimationFrame(() => {
        requestAnimationFrame(() => {
          amount.focus();
          tapped();
        });
        submit.focus();
        submit.click();
      }),
    );
    await nextFrames(3);
    // (Names, not the nodes: a failing comparison of nodes does not get back from the browser.)
    expect(shadow(element).activeElement?.getAttribute('name')).to.equal('amount');
    expect(amount.value).to.equal('0');
    await sendKeys({ type: '12' });
    expect(amount.value).to.equal('12');
    expect(phone.value).to.equal('123');
    expect(await pageSandbox.requestsTo('POST', increasePath)).to.have.length(0);
  });
});
