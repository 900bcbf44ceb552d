import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { formatIsk } from '../../widgets/core/runtime/format.ts';
import {
  anna,
  bjarni,
  byggir,
  lookupNeitherSsn,
  nyskopun,
  smidjan,
  type TestPerson,
  timburhus,
  tresmidja,
} from '../support/people.ts';
import {
  armFault,
  detailsShown,
  expectAlert,
  messageFaults,
  openLoggedIn,
  recordSubmitted,
  requestCount,
  submittedEvents,
} from './applications.ts';
import { axeViolations, hasFocus, startPhoneLogin } from './flows.ts';
import { browserPerTestFile, sandbox, storedUser } from './harness.ts';

// <byko-company-credit> at /company-credit and /company-credit/{companySsn} (spec §2 "Company
// credit", §4 "Company credit web flow", §5, §6, §8, §9) end to end against the built server and its
// sandbox (SANDBOX.md "Companies"): Bjarni is finAdmin of Byggir ehf. (C-20001, 1 000 000, up to
// 3 000 000), creditAdmin of Smiðjan hf. (its status fails) and neither of Timburhús ehf.; the
// lookup knows Trésmiðja Akureyrar ehf. (an account), Nýsköpun ehf. (new) and 5804145080 (neither).

const browser = browserPerTestFile();

const path = '/company-credit';
const companiesPath = '/api/company-credit/user-companies';
const statusPath = (accountId: string) => `/api/company-credit/credit-status/${accountId}/`;
const lookupPath = (ssn: string) => `/api/company-credit/lookup/${ssn}`;
const increasePath = '/api/company-credit/apply/increase-credit';
const emailFormPath = '/api/company-credit/apply/email-form';
const signUpPath = '/api/company-credit/apply/sign-up';
const nbsp = '\u00a0';
const isk = (amount: number) => formatIsk(amount);
/** An unknown kennitala of ten digits: the lookup answers 404. */
const unknownSsn = '1111111119';

const gudrun = { ssn: '1709715079', name: 'Guðrún Pálsdóttir' };
const sigurdur = { ssn: '2511883009', name: 'Sigurður Karlsson' };

// Spec §8 and the flow's own fallbacks (company-credit.messages.ts).
const messages = {
  companiesFailed: 'Ekki tókst að sækja fyrirtæki.',
  statusFailed: 'Ekki tókst að sækja stöðu heimildar.',
  lookupFailed: 'Ekki tókst að fletta upp fyrirtæki.',
  increaseFailed: 'Óvænt villa kom upp við það að hækka heimild.',
  emailFormFailed:
    'Ekki tókst að senda umsókn. Vinsamlegast hafið samband við viðskiptareikninga í síma 515 4000.',
  signUpFailed: 'Ekki tókst að sækja um reikningsviðskipti.',
  emailSent: 'Umsókn móttekin! Umsókn verður svarað næsta virka dag.',
  notFound: 'Fyrirtæki fannst ekki.',
  noneFound: 'Engin fyrirtæki fundust.',
  validityNote: 'Samþykkt heimild gildir í 12 mánuði og getur lækkað ef lánshæfismat fyrirtækisins breytist.',
};

// ---- the page, by what a person reads

const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const companyButton = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${name.replace(/\./g, '\\.')} kt\\.`) });
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const retryButton = (page: Page) => button(page, 'Reyna aftur');

const credit = {
  phone: (page: Page) => textbox(page, 'Símanúmer'),
  email: (page: Page) => textbox(page, 'Netfang'),
  amount: (page: Page) => textbox(page, 'Umbeðin heimild'),
  submit: (page: Page) => button(page, 'Sækja um'),
};
const lookupField = (page: Page) => textbox(page, 'Kennitala fyrirtækis');
const lookupButton = (page: Page) => button(page, 'Leita');
const toLookup = (page: Page) => button(page, 'Fletta upp fyrirtæki eftir kennitölu');
const sendEmailForm = (page: Page) => button(page, 'Senda umsókn');
const sendSignUp = (page: Page) => button(page, 'Sækja um reikningsviðskipti');

/** The step the URL names (`?skref=`). */
function stepInUrl(page: Page): string | null {
  return new URL(page.url()).searchParams.get('skref');
}

/** The credit status as the credit step shows it (term, value). */
const statusShown = detailsShown;

/** The input's value, polled until it is `expected` (the registry fills names a moment later). */
async function expectValue(input: Locator, expected: string): Promise<void> {
  await expect.poll(() => input.inputValue(), { timeout: 5000 }).toBe(expected);
}

/**
 * Types into an amount field (core's AmountField) that may show ISK: focused, it turns back into
 * its digits, and only then is the new amount typed over them (as a person who clicks in, selects
 * and types; a fill that races the change would add to the old digits).
 */
async function typeAmount(input: Locator, amount: string): Promise<void> {
  await input.focus();
  await expect.poll(() => input.inputValue()).not.toMatch(/kr\.$/);
  await input.fill(amount);
}

/** The input is marked invalid and its message (exactly this text) is shown. */
async function expectFieldMessage(page: Page, input: Locator, message: string): Promise<void> {
  await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
  const described = (await input.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    described
      .split(/\s+/)
      .filter(Boolean)
      .map(async (id) => ((await page.locator(`[id="${id}"]`).first().textContent()) ?? '').trim()),
  );
  expect(texts).toContain(message);
}

async function openList(page: Page, person: TestPerson = bjarni): Promise<void> {
  await openLoggedIn(page, person, path);
  await toLookup(page).waitFor();
}

/** Bjarni on Byggir ehf.'s credit step, its status loaded. */
async function openByggir(page: Page): Promise<void> {
  await openLoggedIn(page, bjarni, `${path}/${byggir.accountSsn}`);
  await page.locator('dl').waitFor();
  await credit.amount(page).waitFor();
}

/** From Byggir's credit step to the e-mail form: an amount above its maximum. */
async function openEmailForm(page: Page, amount = '3500000'): Promise<void> {
  await openByggir(page);
  await typeAmount(credit.amount(page), amount);
  await credit.submit(page).click();
  await stepHeading(page, 'Umsókn með ábyrgðaraðila').waitFor();
}

async function lookUp(page: Page, ssn: string): Promise<void> {
  await lookupField(page).fill(ssn);
  await lookupButton(page).click();
}

/** From the list to the sign-up form of Nýsköpun ehf. (the lookup's new company). */
async function openSignUp(page: Page): Promise<void> {
  await openList(page);
  await toLookup(page).click();
  await lookUp(page, nyskopun.ssn);
  await stepHeading(page, 'Nýskráning fyrirtækis').waitFor();
}

async function bodiesTo(method: string, to: string): Promise<unknown[]> {
  return (await sandbox.requestsTo(method, to)).map((request) => request.body);
}

const byggirIncrease = (amount: number, phone: string = bjarni.phone, email: string = bjarni.email) => ({
  accountId: byggir.accountId,
  companySsn: byggir.accountSsn,
  phone,
  email,
  amount,
});

const nyskopunSignUp = {
  companyName: nyskopun.name,
  companySsn: nyskopun.ssn,
  streetName: 'Austurstræti',
  streetNumber: '10',
  zipCode: nyskopun.zipCode,
  userName: bjarni.name,
  userSsn: bjarni.ssn,
  phone: bjarni.phone,
  email: bjarni.email,
};

describe('logging in and the list (spec §2, §6)', () => {
  test('not logged in: the login in the element; a phone login leads on to the list, Timburhús not in it', async () => {
    const page = await browser.page(path);
    await page.getByRole('heading', { level: 1, name: 'Heimild fyrirtækis' }).waitFor();
    await button(page, 'Innskrá').waitFor();
    expect(await requestCount('GET', companiesPath)).toBe(0);
    await startPhoneLogin(page, bjarni.phone);
    await companyButton(page, byggir.name).waitFor();
    const [login] = await sandbox.requestsTo('POST', '/api/auth/login');
    expect(login?.body).toMatchObject({ phoneNumber: bjarni.phone });

    const listed = await page.locator('.byko-choice-title').allTextContents();
    expect(listed).toEqual([byggir.name, smidjan.name]);
    await expect(companyButton(page, timburhus.name).count()).resolves.toBe(0);
    await companyButton(page, smidjan.name).waitFor();
    expect(await page.getByRole('button', { name: 'Smiðjan hf. kt. 620809-2090' }).count()).toBe(1);
    expect(await requestCount('GET', companiesPath)).toBe(1);
    expect(stepInUrl(page)).toBe('fyrirtaeki');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('/company-credit/5302691089 preselects Byggir ehf.: its status shown, asked once', async () => {
    await sandbox.post('/__sandbox/clock', { now: '2026-11-25T10:15:00Z' });
    const page = await browser.page();
    await openByggir(page);
    await stepHeading(page, byggir.name).waitFor();
    expect(await statusShown(page)).toEqual([
      ['Núverandi heimild', `1.000.000${nbsp}kr.`],
      ['Gildir til', '25.11.2027'],
      ['Hámark sem hægt er að sækja um', `3.000.000${nbsp}kr.`],
    ]);
    expect(stepInUrl(page)).toBe('heimild');
    // Prefilled from the login.
    await expect(credit.phone(page).inputValue()).resolves.toBe(bjarni.phone);
    await expect(credit.email(page).inputValue()).resolves.toBe(bjarni.email);
    expect(await requestCount('GET', statusPath(byggir.accountId))).toBe(1);
    expect(await requestCount('GET', statusPath(smidjan.accountId))).toBe(0);
    // Spec §3: the session keeps the company chosen.
    expect(await storedUser(page)).toMatchObject({ companySsn: byggir.accountSsn, companyName: byggir.name });
    expect(await axeViolations(page)).toEqual([]);

    // A company not listed for him (Timburhús ehf., neither role) is not preselected: the list shows.
    await page.goto(`${path}/${timburhus.accountSsn}`);
    await companyButton(page, byggir.name).waitFor();
    expect(await requestCount('GET', statusPath(timburhus.accountId))).toBe(0);
  });

  test('Anna has no company: she lacks permission, and the general account application is offered', async () => {
    const page = await browser.page();
    await openList(page, anna);
    await page
      .getByText(
        'Þú hefur ekki heimild til að sækja um heimild fyrir fyrirtæki. Aðeins fjármálastjórar og þeir sem hafa lánaheimild fyrirtækis geta sótt um.',
      )
      .waitFor();
    const link = page.getByRole('link', { name: 'Sækja um reikningsviðskipti' });
    await expect(link.getAttribute('href')).resolves.toBe('/vidskipti/umsokn');
    await expect(page.locator('.byko-company').count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await link.click();
    await page.waitForURL('**/vidskipti/umsokn');
  });
});

describe('Bjarni asks for more credit for Byggir ehf. (spec §4, §8, §9)', () => {
  test('within the maximum: sent once with what was typed; approved, the new limit in ISK, valid 12 months', async () => {
    await sandbox.post('/__sandbox/clock', { now: '2026-11-25T10:15:00Z' });
    const page = await browser.page();
    await openList(page);
    await companyButton(page, byggir.name).click();
    await stepHeading(page, byggir.name).waitFor();
    // A move: the new step's heading has the focus.
    await expect.poll(() => hasFocus(stepHeading(page, byggir.name))).toBe(true);
    await page.getByText(`Hámark án ábyrgðaraðila: 3.000.000${nbsp}kr.`).waitFor();
    await credit.email(page).fill('fjarmal@byggir.is');
    await typeAmount(credit.amount(page), '2.500.000');
    await expect(credit.amount(page).inputValue()).resolves.toBe('2500000');
    await recordSubmitted(page);
    await credit.submit(page).dblclick();

    await page.getByRole('heading', { name: 'Heimild hækkuð' }).waitFor();
    await page
      .getByText(`Umsókn hefur verið samþykkt. Nýja heimild fyrirtækis er 2.500.000${nbsp}kr.`, {
        exact: true,
      })
      .waitFor();
    await page.getByText(messages.validityNote, { exact: true }).waitFor();
    await page.getByText('Heimildin gildir til 25.11.2027.', { exact: true }).waitFor();
    expect(stepInUrl(page)).toBe('samthykkt');

    const request = byggirIncrease(2_500_000, bjarni.phone, 'fjarmal@byggir.is');
    const sent = await sandbox.requestsTo('POST', increasePath);
    expect(sent.map((entry) => [entry.body, entry.status])).toEqual([[request, 200]]);
    expect(await submittedEvents(page)).toEqual([
      {
        application: 'company-credit',
        form: 'increase',
        request,
        result: { currentCredit: 2_500_000, validTo: '2027-11-25' },
      },
    ]);
    expect(await axeViolations(page)).toEqual([]);

    // The list again, and Byggir's status now says the new limit.
    await button(page, 'Til baka í fyrirtækjalista').click();
    await companyButton(page, byggir.name).click();
    await expect
      .poll(async () => (await statusShown(page))[0])
      .toEqual(['Núverandi heimild', `2.500.000${nbsp}kr.`]);
  });

  test('above 3 000 000: the e-mail form, filled, instead of the increase; sent with a guarantor and a withdrawal person', async () => {
    const page = await browser.page();
    await openByggir(page);
    await page
      .getByText(
        `Sé sótt um hærri fjárhæð en 3.000.000${nbsp}kr. þarf ábyrgðaraðila. Þá opnast umsóknarform sem er svarað næsta virka dag.`,
      )
      .waitFor();
    await credit.phone(page).fill('6902345');
    await typeAmount(credit.amount(page), '3000001');
    await credit.submit(page).click();
    await stepHeading(page, 'Umsókn með ábyrgðaraðila').waitFor();
    expect(stepInUrl(page)).toBe('umsokn');
    expect(await requestCount('POST', increasePath)).toBe(0);

    const company = group(page, 'Fyrirtæki');
    const applicant = group(page, 'Umsækjandi');
    expect(await textbox(company, 'Nafn fyrirtækis').inputValue()).toBe(byggir.name);
    expect(await textbox(company, 'Kennitala fyrirtækis').inputValue()).toBe(byggir.accountSsn);
    expect(await textbox(applicant, 'Fullt nafn').inputValue()).toBe(bjarni.name);
    expect(await textbox(applicant, 'Kennitala').inputValue()).toBe(bjarni.ssn);
    expect(await textbox(applicant, 'Símanúmer').inputValue()).toBe('6902345');
    expect(await textbox(applicant, 'Netfang').inputValue()).toBe(bjarni.email);
    expect(await textbox(group(page, 'Heimild'), 'Umbeðin heimild').inputValue()).toBe(isk(3_000_001));
    await page.getByRole('textbox', { name: 'Athugasemdir' }).fill('Vegna stærra verks');

    // Guarantor 1 is there from the start; a second one added and removed again.
    const first = group(page, 'Ábyrgðaraðili 1');
    await textbox(first, 'Kennitala').fill(sigurdur.ssn);
    await expectValue(textbox(first, 'Nafn'), sigurdur.name);
    await textbox(first, 'Netfang').fill('sigurdur@example.is');
    await page.getByRole('button', { name: 'Bæta við ábyrgðaraðila' }).click();
    const second = group(page, 'Ábyrgðaraðili 2');
    await expect.poll(() => hasFocus(textbox(second, 'Kennitala'))).toBe(true);
    await page.keyboard.type(gudrun.ssn);
    await expectValue(textbox(second, 'Nafn'), gudrun.name);
    await page.getByRole('button', { name: 'Fjarlægja ábyrgðaraðila 2' }).click();
    await expect.poll(() => second.count()).toBe(0);

    // The withdrawal people start empty: one added (name from the registry), a second added and removed.
    await expect(group(page, 'Úttektaraðili 1').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Bæta við úttektaraðila' }).click();
    const admin = group(page, 'Úttektaraðili 1');
    await textbox(admin, 'Kennitala').fill(gudrun.ssn);
    await expectValue(textbox(admin, 'Nafn'), gudrun.name);
    await textbox(admin, 'Netfang').fill('gudrun@example.is');
    await page.getByRole('button', { name: 'Bæta við úttektaraðila' }).click();
    const extra = group(page, 'Úttektaraðili 2');
    await expect.poll(() => hasFocus(textbox(extra, 'Kennitala'))).toBe(true);
    await page.keyboard.type(sigurdur.ssn);
    await expectValue(textbox(extra, 'Nafn'), sigurdur.name);
    await page.getByRole('button', { name: 'Fjarlægja úttektaraðila 2' }).click();
    await expect.poll(() => extra.count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await recordSubmitted(page);
    await sendEmailForm(page).dblclick();
    await page.getByText(messages.emailSent, { exact: true }).waitFor();
    expect(stepInUrl(page)).toBe('mottekin');
    const request = {
      companyName: byggir.name,
      companySsn: byggir.accountSsn,
      userName: bjarni.name,
      userSsn: bjarni.ssn,
      phone: '6902345',
      email: bjarni.email,
      amount: 3_000_001,
      comments: 'Vegna stærra verks',
      gurantors: [{ ...sigurdur, email: 'sigurdur@example.is' }],
      finAdmins: [{ ...gudrun, email: 'gudrun@example.is' }],
    };
    const sent = await sandbox.requestsTo('POST', emailFormPath);
    expect(sent.map((entry) => [entry.body, entry.status])).toEqual([[request, 200]]);
    expect(await submittedEvents(page)).toEqual([
      { application: 'company-credit', form: 'email-form', request },
    ]);
    expect(await requestCount('POST', increasePath)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a block just added (the focus in its empty kennitala) is removed, or another added, with one click', async () => {
    const page = await browser.page();
    await openEmailForm(page);
    const add = page.getByRole('button', { name: 'Bæta við úttektaraðila' });
    await add.click();
    await expect.poll(() => hasFocus(textbox(group(page, 'Úttektaraðili 1'), 'Kennitala'))).toBe(true);
    // A second click at once: a person adding two withdrawal people.
    await add.click();
    await expect.poll(() => group(page, 'Úttektaraðili 2').count()).toBe(1);
    await expect.poll(() => hasFocus(textbox(group(page, 'Úttektaraðili 2'), 'Kennitala'))).toBe(true);
    // Changed their mind: the block just added goes with one click.
    await page.getByRole('button', { name: 'Fjarlægja úttektaraðila 2' }).click();
    await expect.poll(() => group(page, 'Úttektaraðili 2').count()).toBe(0);
  });

  test("Smiðjan hf.: 'Ekki tókst að sækja stöðu heimildar.', Reyna aftur asks again; any amount goes to the e-mail form", async () => {
    const page = await browser.page();
    await openList(page);
    await companyButton(page, smidjan.name).click();
    await expectAlert(page, messages.statusFailed);
    expect(await requestCount('GET', statusPath(smidjan.accountId))).toBe(1);
    await retryButton(page).click();
    await expect.poll(() => requestCount('GET', statusPath(smidjan.accountId))).toBe(2);
    await expectAlert(page, messages.statusFailed);
    await page
      .getByText('Staða heimildar liggur ekki fyrir: umsókn fer á umsóknarform með ábyrgðaraðila.')
      .waitFor();
    await typeAmount(credit.amount(page), '100000');
    await credit.submit(page).click();
    await stepHeading(page, 'Umsókn með ábyrgðaraðila').waitFor();
    await page
      .getByText(
        'Staða heimildar fyrirtækisins liggur ekki fyrir og því þarf ábyrgðaraðila. Fylltu út umsóknina; henni verður svarað næsta virka dag.',
      )
      .waitFor();
    expect(await textbox(group(page, 'Fyrirtæki'), 'Nafn fyrirtækis').inputValue()).toBe(smidjan.name);
    expect(await requestCount('POST', increasePath)).toBe(0);
  });
});

describe('the manual lookup (spec §4, §5, §8)', () => {
  test("'Ógild kennitala.', neither, unknown, then an existing account: Trésmiðja Akureyrar selected", async () => {
    const page = await browser.page();
    await openList(page);
    await toLookup(page).click();
    await stepHeading(page, 'Fletta upp fyrirtæki').waitFor();
    expect(stepInUrl(page)).toBe('leit');

    await lookUp(page, '410105306');
    await expectFieldMessage(page, lookupField(page), 'Ógild kennitala.');
    await lookupField(page).fill('');
    await lookupButton(page).click();
    await expectFieldMessage(page, lookupField(page), 'Ógild kennitala.');
    const lookups = await sandbox.requests({ method: 'GET' });
    expect(lookups.filter((entry) => entry.path.startsWith('/api/company-credit/lookup/'))).toEqual([]);

    await lookUp(page, lookupNeitherSsn);
    await page.getByText(messages.noneFound, { exact: true }).waitFor();
    expect(await requestCount('GET', lookupPath(lookupNeitherSsn))).toBe(1);

    await lookUp(page, unknownSsn);
    await expectAlert(page, messages.notFound);
    await expect(page.getByText(messages.noneFound).count()).resolves.toBe(0);
    await expect(lookupField(page).inputValue()).resolves.toBe(unknownSsn);
    expect(await requestCount('GET', lookupPath(unknownSsn))).toBe(1);

    await lookupField(page).fill(tresmidja.accountSsn);
    await lookupButton(page).dblclick();
    await stepHeading(page, tresmidja.name).waitFor();
    expect(stepInUrl(page)).toBe('heimild');
    expect(await statusShown(page)).toEqual([
      ['Núverandi heimild', `500.000${nbsp}kr.`],
      ['Gildir til', expect.stringMatching(/^\d{2}\.\d{2}\.\d{4}$/)],
      ['Hámark sem hægt er að sækja um', `2.000.000${nbsp}kr.`],
    ]);
    expect(await requestCount('GET', lookupPath(tresmidja.accountSsn))).toBe(1);
    expect(await requestCount('GET', statusPath(tresmidja.accountId))).toBe(1);
  });

  test('a new company: the sign-up filled (street and number split); sent, it is selected and in the list', async () => {
    const page = await browser.page();
    await openSignUp(page);
    expect(stepInUrl(page)).toBe('nyskraning');
    const company = group(page, 'Fyrirtæki');
    const applicant = group(page, 'Umsækjandi');
    expect(await textbox(company, 'Kennitala fyrirtækis').inputValue()).toBe(nyskopun.ssn);
    expect(await textbox(company, 'Nafn fyrirtækis').inputValue()).toBe(nyskopun.name);
    expect(await textbox(company, 'Götuheiti').inputValue()).toBe('Austurstræti');
    expect(await textbox(company, 'Húsnúmer').inputValue()).toBe('10');
    expect(await textbox(company, 'Póstnúmer').inputValue()).toBe('101');
    expect(await textbox(applicant, 'Fullt nafn').inputValue()).toBe(bjarni.name);
    expect(await textbox(applicant, 'Kennitala').inputValue()).toBe(bjarni.ssn);
    expect(await textbox(applicant, 'Símanúmer').inputValue()).toBe(bjarni.phone);
    expect(await textbox(applicant, 'Netfang').inputValue()).toBe(bjarni.email);
    expect(await axeViolations(page)).toEqual([]);

    await recordSubmitted(page);
    await sendSignUp(page).dblclick();
    await stepHeading(page, nyskopun.name).waitFor();
    expect(stepInUrl(page)).toBe('heimild');
    const newCompany = {
      accountId: 'C-20011',
      name: nyskopun.name,
      accountSsn: nyskopun.ssn,
      finAdmin: true,
      creditAdmin: true,
    };
    const sent = await sandbox.requestsTo('POST', signUpPath);
    expect(sent.map((entry) => [entry.body, entry.status])).toEqual([[nyskopunSignUp, 200]]);
    expect(await submittedEvents(page)).toEqual([
      { application: 'company-credit', form: 'sign-up', request: nyskopunSignUp, result: newCompany },
    ]);
    expect((await statusShown(page))[0]).toEqual(['Núverandi heimild', `0${nbsp}kr.`]);
    expect(await requestCount('GET', statusPath('C-20011'))).toBe(1);

    // The new company took the sent sign-up's place in the history: one Back goes to the lookup
    // that found it, Forward to the company again.
    await page.goBack();
    await stepHeading(page, 'Fletta upp fyrirtæki').waitFor();
    expect(stepInUrl(page)).toBe('leit');
    await page.goForward();
    await stepHeading(page, nyskopun.name).waitFor();
    expect(stepInUrl(page)).toBe('heimild');
    expect(await requestCount('POST', signUpPath)).toBe(1);

    await button(page, 'Velja annað fyrirtæki').click();
    await companyButton(page, nyskopun.name).waitFor();
    expect(await page.locator('.byko-choice-title').allTextContents()).toEqual([
      byggir.name,
      smidjan.name,
      nyskopun.name,
    ]);
    // The lookup now finds it as an account.
    await toLookup(page).click();
    await lookUp(page, nyskopun.ssn);
    await stepHeading(page, nyskopun.name).waitFor();
    expect(await requestCount('POST', signUpPath)).toBe(1);
  });
});

describe('the field messages (spec §5)', () => {
  test('the credit form: phone, e-mail, amount; nothing sent', async () => {
    const page = await browser.page();
    await openByggir(page);
    await credit.phone(page).fill('123456');
    await credit.email(page).fill('bjarni@');
    await typeAmount(credit.amount(page), '');
    await credit.submit(page).click();
    await expectFieldMessage(page, credit.phone(page), 'Ógilt símanúmer.');
    await expectFieldMessage(page, credit.email(page), 'Ógilt netfang.');
    await expectFieldMessage(page, credit.amount(page), 'Ógild fjárhæð. Sláið inn krónutölu.');
    await expect.poll(() => hasFocus(credit.phone(page))).toBe(true);
    await typeAmount(credit.amount(page), '0');
    await credit.submit(page).click();
    await expectFieldMessage(page, credit.amount(page), 'Fjárhæð þarf að vera yfir 0kr.');
    // Only digits are kept as typed.
    await typeAmount(credit.amount(page), '12a3');
    await expect(credit.amount(page).inputValue()).resolves.toBe('123');
    expect(await requestCount('POST', increasePath)).toBe(0);
    await expect(stepHeading(page, byggir.name).count()).resolves.toBe(1);
  });

  test('the amount shown as ISK: Tab into it and type, and the new amount replaces the old', async () => {
    const page = await browser.page();
    await openByggir(page);
    await typeAmount(credit.amount(page), '3200000');
    await credit.email(page).focus();
    await expect(credit.amount(page).inputValue()).resolves.toBe(isk(3_200_000));
    // From the e-mail field the next stop is the amount: a browser selects what a tabbed-to input holds.
    await page.keyboard.press('Tab');
    await expect.poll(() => hasFocus(credit.amount(page))).toBe(true);
    await page.keyboard.type('1500000');
    await expect(credit.amount(page).inputValue()).resolves.toBe('1500000');
  });

  test('the e-mail form: every field and each person block; nothing sent', async () => {
    const page = await browser.page();
    await openEmailForm(page);
    const company = group(page, 'Fyrirtæki');
    const applicant = group(page, 'Umsækjandi');
    const amount = textbox(group(page, 'Heimild'), 'Umbeðin heimild');
    await textbox(company, 'Nafn fyrirtækis').fill(' ');
    await textbox(company, 'Kennitala fyrirtækis').fill('530269108');
    await textbox(applicant, 'Fullt nafn').fill('');
    await textbox(applicant, 'Kennitala').fill('');
    await textbox(applicant, 'Símanúmer').fill('12345');
    await textbox(applicant, 'Netfang').fill('ekki-netfang');
    await typeAmount(amount, '');
    await page.getByRole('button', { name: 'Bæta við úttektaraðila' }).click();
    const guarantor = group(page, 'Ábyrgðaraðili 1');
    const admin = group(page, 'Úttektaraðili 1');
    await textbox(admin, 'Kennitala').fill('17097150');
    await textbox(admin, 'Netfang').fill('gudrun@');
    await sendEmailForm(page).click();

    await expectFieldMessage(page, textbox(company, 'Nafn fyrirtækis'), 'Vinsamlegast sláið inn nafn.');
    await expectFieldMessage(page, textbox(company, 'Kennitala fyrirtækis'), 'Ógild kennitala.');
    await expectFieldMessage(page, textbox(applicant, 'Fullt nafn'), 'Vinsamlegast sláið inn fullt nafn.');
    await expectFieldMessage(page, textbox(applicant, 'Kennitala'), 'Ógild kennitala.');
    await expectFieldMessage(page, textbox(applicant, 'Símanúmer'), 'Ógilt símanúmer.');
    await expectFieldMessage(page, textbox(applicant, 'Netfang'), 'Ógilt netfang.');
    await expectFieldMessage(page, amount, 'Ógilt magn. Sláið inn krónutölu.');
    for (const block of [guarantor, admin]) {
      await expectFieldMessage(page, textbox(block, 'Nafn'), 'Vinsamlegast sláið inn fullt nafn.');
      await expectFieldMessage(page, textbox(block, 'Kennitala'), 'Ógild kennitala.');
      await expectFieldMessage(page, textbox(block, 'Netfang'), 'Ógilt netfang.');
    }
    expect(await requestCount('POST', emailFormPath)).toBe(0);

    // The amount may be 0 here (spec §5: not below 0); a withdrawal person not wanted is removed,
    // but the only guarantor cannot be (spec §9: a guarantor is required).
    await textbox(company, 'Nafn fyrirtækis').fill(byggir.name);
    await textbox(company, 'Kennitala fyrirtækis').fill(byggir.accountSsn);
    await textbox(applicant, 'Fullt nafn').fill(bjarni.name);
    await textbox(applicant, 'Kennitala').fill(bjarni.ssn);
    await textbox(applicant, 'Símanúmer').fill(bjarni.phone);
    await textbox(applicant, 'Netfang').fill(bjarni.email);
    await typeAmount(amount, '0');
    await page.getByRole('button', { name: 'Fjarlægja úttektaraðila 1' }).click();
    expect(await page.getByRole('button', { name: 'Fjarlægja ábyrgðaraðila 1' }).count()).toBe(0);
    await textbox(guarantor, 'Nafn').fill('Guðrún Pálsdóttir');
    await textbox(guarantor, 'Kennitala').fill('1709715079');
    await textbox(guarantor, 'Netfang').fill('gudrun@example.is');
    await sendEmailForm(page).click();
    await page.getByText(messages.emailSent, { exact: true }).waitFor();
    expect(await bodiesTo('POST', emailFormPath)).toMatchObject([
      {
        amount: 0,
        gurantors: [{ name: 'Guðrún Pálsdóttir', ssn: '1709715079', email: 'gudrun@example.is' }],
        finAdmins: [],
      },
    ]);
  });

  test('the sign-up form: every field; nothing sent', async () => {
    const page = await browser.page();
    await openSignUp(page);
    const company = group(page, 'Fyrirtæki');
    const applicant = group(page, 'Umsækjandi');
    await textbox(company, 'Nafn fyrirtækis').fill('');
    await textbox(company, 'Kennitala fyrirtækis').fill('70101240');
    await textbox(company, 'Götuheiti').fill('');
    await textbox(company, 'Póstnúmer').fill('012');
    await textbox(applicant, 'Fullt nafn').fill('');
    await textbox(applicant, 'Kennitala').fill('050795306');
    await textbox(applicant, 'Símanúmer').fill('820');
    await textbox(applicant, 'Netfang').fill('bjarni');
    await sendSignUp(page).click();
    await expectFieldMessage(page, textbox(company, 'Nafn fyrirtækis'), 'Vinsamlegast sláið inn nafn.');
    await expectFieldMessage(page, textbox(company, 'Kennitala fyrirtækis'), 'Ógild kennitala.');
    await expectFieldMessage(page, textbox(company, 'Götuheiti'), 'Vinsamlegast sláið inn heimilisfang.');
    await expectFieldMessage(page, textbox(company, 'Póstnúmer'), 'Ógilt póstnúmer.');
    await expectFieldMessage(page, textbox(applicant, 'Fullt nafn'), 'Vinsamlegast sláið inn fullt nafn.');
    await expectFieldMessage(page, textbox(applicant, 'Kennitala'), 'Ógild kennitala.');
    await expectFieldMessage(page, textbox(applicant, 'Símanúmer'), 'Ógilt símanúmer.');
    await expectFieldMessage(page, textbox(applicant, 'Netfang'), 'Ógilt netfang.');
    expect(await requestCount('POST', signUpPath)).toBe(0);
  });
});

describe('under faults (spec §8): every load and submit', () => {
  test('the company list: each message, Reyna aftur loads it, one request a click', async () => {
    const page = await browser.page();
    await openList(page);
    for (const { fault, message } of messageFaults(messages.companiesFailed)) {
      await armFault(`GET ${companiesPath}`, fault);
      const before = await requestCount('GET', companiesPath);
      await page.reload();
      await expectAlert(page, message);
      await expect(page.locator('.byko-company').count()).resolves.toBe(0);
      await retryButton(page).click();
      await companyButton(page, byggir.name).waitFor();
      expect(await requestCount('GET', companiesPath)).toBe(before + 2);
    }
  });

  test('the credit status: each message, what was typed kept, Reyna aftur loads it, one request a click', async () => {
    const page = await browser.page();
    await openByggir(page);
    for (const { fault, message } of messageFaults(messages.statusFailed)) {
      await armFault(`GET ${statusPath(byggir.accountId)}`, fault);
      const before = await requestCount('GET', statusPath(byggir.accountId));
      // Another company and back: selecting it asks for its status again.
      await button(page, 'Velja annað fyrirtæki').click();
      await companyButton(page, byggir.name).click();
      await expectAlert(page, message);
      await typeAmount(credit.amount(page), '1200000');
      await credit.phone(page).fill('6902345');
      await retryButton(page).click();
      await page.locator('dl').waitFor();
      expect(await requestCount('GET', statusPath(byggir.accountId))).toBe(before + 2);
      await expect(credit.amount(page).inputValue()).resolves.toBe(isk(1_200_000));
      await expect(credit.phone(page).inputValue()).resolves.toBe('6902345');
    }
    await credit.submit(page).click();
    await page.getByRole('heading', { name: 'Heimild hækkuð' }).waitFor();
    expect(await bodiesTo('POST', increasePath)).toEqual([byggirIncrease(1_200_000, '6902345')]);
  });

  test('the lookup: each message, the kennitala kept, Reyna aftur looks up, one request a click', async () => {
    const page = await browser.page();
    await openList(page);
    await toLookup(page).click();
    const target = lookupPath(tresmidja.accountSsn);
    await lookupField(page).fill(tresmidja.accountSsn);
    for (const { fault, message } of messageFaults(messages.lookupFailed)) {
      await armFault(`GET ${target}`, fault);
      const before = await requestCount('GET', target);
      await lookupButton(page).click();
      await expectAlert(page, message);
      expect(await requestCount('GET', target)).toBe(before + 1);
      await expect(lookupField(page).inputValue()).resolves.toBe(tresmidja.accountSsn);
    }
    await retryButton(page).click();
    await stepHeading(page, tresmidja.name).waitFor();
    expect(await requestCount('GET', target)).toBe(messageFaults('').length + 1);
  });

  test('the increase: each message, what was typed kept, one request a click; the retry goes through', async () => {
    const page = await browser.page();
    await openByggir(page);
    await credit.phone(page).fill('6902345');
    await typeAmount(credit.amount(page), '2000000');
    const faults = messageFaults(messages.increaseFailed);
    for (const [index, { fault, message }] of faults.entries()) {
      await armFault(`POST ${increasePath}`, fault);
      await credit.submit(page).click();
      await expectAlert(page, message);
      expect(await requestCount('POST', increasePath)).toBe(index + 1);
      await expect(credit.amount(page).inputValue()).resolves.toBe(isk(2_000_000));
      await expect(credit.phone(page).inputValue()).resolves.toBe('6902345');
      await expect(credit.email(page).inputValue()).resolves.toBe(bjarni.email);
    }
    await retryButton(page).click();
    await page.getByRole('heading', { name: 'Heimild hækkuð' }).waitFor();
    const sent = await bodiesTo('POST', increasePath);
    expect(sent).toHaveLength(faults.length + 1);
    expect(new Set(sent.map((body) => JSON.stringify(body)))).toEqual(
      new Set([JSON.stringify(byggirIncrease(2_000_000, '6902345'))]),
    );
  });

  test("the e-mail form: each message (else the accounts department's phone), everything kept; the retry goes through", async () => {
    const page = await browser.page();
    await openEmailForm(page);
    const first = group(page, 'Ábyrgðaraðili 1');
    await textbox(first, 'Kennitala').fill(sigurdur.ssn);
    await expectValue(textbox(first, 'Nafn'), sigurdur.name);
    await textbox(first, 'Netfang').fill('sigurdur@example.is');
    await page.getByRole('textbox', { name: 'Athugasemdir' }).fill('Vegna stærra verks');
    const faults = messageFaults(messages.emailFormFailed);
    for (const [index, { fault, message }] of faults.entries()) {
      await armFault(`POST ${emailFormPath}`, fault);
      await sendEmailForm(page).click();
      await expectAlert(page, message);
      expect(await requestCount('POST', emailFormPath)).toBe(index + 1);
      await expect(textbox(first, 'Nafn').inputValue()).resolves.toBe(sigurdur.name);
      await expect(textbox(first, 'Netfang').inputValue()).resolves.toBe('sigurdur@example.is');
      await expect(page.getByRole('textbox', { name: 'Athugasemdir' }).inputValue()).resolves.toBe(
        'Vegna stærra verks',
      );
      await expect(textbox(group(page, 'Heimild'), 'Umbeðin heimild').inputValue()).resolves.toBe(
        isk(3_500_000),
      );
    }
    await retryButton(page).click();
    await page.getByText(messages.emailSent, { exact: true }).waitFor();
    const sent = await bodiesTo('POST', emailFormPath);
    expect(sent).toHaveLength(faults.length + 1);
    expect(sent.at(-1)).toMatchObject({
      amount: 3_500_000,
      comments: 'Vegna stærra verks',
      gurantors: [{ ...sigurdur, email: 'sigurdur@example.is' }],
      finAdmins: [],
    });
  });

  test('the sign-up: each message, everything kept, one request a click; the retry selects the company', async () => {
    const page = await browser.page();
    await openSignUp(page);
    const applicant = group(page, 'Umsækjandi');
    await textbox(applicant, 'Símanúmer').fill('6902345');
    const faults = messageFaults(messages.signUpFailed);
    for (const [index, { fault, message }] of faults.entries()) {
      await armFault(`POST ${signUpPath}`, fault);
      await sendSignUp(page).click();
      await expectAlert(page, message);
      expect(await requestCount('POST', signUpPath)).toBe(index + 1);
      await expect(textbox(applicant, 'Símanúmer').inputValue()).resolves.toBe('6902345');
      await expect(textbox(group(page, 'Fyrirtæki'), 'Götuheiti').inputValue()).resolves.toBe('Austurstræti');
    }
    await retryButton(page).click();
    await stepHeading(page, nyskopun.name).waitFor();
    const sent = await bodiesTo('POST', signUpPath);
    expect(sent).toHaveLength(faults.length + 1);
    expect(sent.at(-1)).toEqual({ ...nyskopunSignUp, phone: '6902345' });
  });

  test("a 401 on the increase: the login in the element; logged in again, Byggir's form as it was typed", async () => {
    const page = await browser.page();
    await openByggir(page);
    await credit.phone(page).fill('6902345');
    await typeAmount(credit.amount(page), '1800000');
    await armFault(`POST ${increasePath}`, '401');
    await credit.submit(page).click();
    await button(page, 'Innskrá').waitFor();
    expect(await requestCount('POST', increasePath)).toBe(1);
    await startPhoneLogin(page, bjarni.phone);
    await stepHeading(page, byggir.name).waitFor();
    await expect(credit.amount(page).inputValue()).resolves.toBe(isk(1_800_000));
    await expect(credit.phone(page).inputValue()).resolves.toBe('6902345');
    await credit.submit(page).click();
    await page.getByRole('heading', { name: 'Heimild hækkuð' }).waitFor();
    expect((await bodiesTo('POST', increasePath)).at(-1)).toEqual(byggirIncrease(1_800_000, '6902345'));
  });

  test('an existing kennitala signed up: the server says so', async () => {
    const page = await browser.page();
    await openSignUp(page);
    const company = group(page, 'Fyrirtæki');
    await textbox(company, 'Kennitala fyrirtækis').fill(tresmidja.accountSsn);
    await sendSignUp(page).click();
    await expectAlert(page, 'Reikningur nú þegar til');
    expect((await sandbox.requestsTo('POST', signUpPath)).map((entry) => entry.status)).toEqual([400]);
  });
});

describe('Back and Forward between steps (?skref=)', () => {
  test('list, credit, e-mail form and lookup are history entries; what was typed stays; a success is not left for its form', async () => {
    const page = await browser.page();
    await openList(page);
    await companyButton(page, byggir.name).click();
    await credit.amount(page).waitFor();
    expect(stepInUrl(page)).toBe('heimild');
    await typeAmount(credit.amount(page), '3200000');
    await page.goBack();
    await companyButton(page, byggir.name).waitFor();
    expect(stepInUrl(page)).toBe('fyrirtaeki');
    await page.goForward();
    await credit.amount(page).waitFor();
    expect(stepInUrl(page)).toBe('heimild');
    await expect(credit.amount(page).inputValue()).resolves.toBe(isk(3_200_000));

    await credit.submit(page).click();
    await stepHeading(page, 'Umsókn með ábyrgðaraðila').waitFor();
    expect(stepInUrl(page)).toBe('umsokn');
    await page.getByRole('textbox', { name: 'Athugasemdir' }).fill('Athugasemd');
    await page.goBack();
    await credit.amount(page).waitFor();
    expect(stepInUrl(page)).toBe('heimild');
    await page.goForward();
    await stepHeading(page, 'Umsókn með ábyrgðaraðila').waitFor();
    await expect(page.getByRole('textbox', { name: 'Athugasemdir' }).inputValue()).resolves.toBe(
      'Athugasemd',
    );
    // 'Til baka í umsókn um hækkun' in the page goes back to the credit step too.
    await button(page, 'Til baka í umsókn um hækkun').click();
    await credit.amount(page).waitFor();

    await button(page, 'Velja annað fyrirtæki').click();
    await toLookup(page).click();
    await stepHeading(page, 'Fletta upp fyrirtæki').waitFor();
    expect(stepInUrl(page)).toBe('leit');
    await page.goBack();
    await companyButton(page, byggir.name).waitFor();
    await page.goForward();
    await stepHeading(page, 'Fletta upp fyrirtæki').waitFor();
    await button(page, 'Til baka í fyrirtækjalista').click();

    // An approved increase replaces its form's entry: Back goes to the list, not the sent form.
    await companyButton(page, byggir.name).click();
    await typeAmount(credit.amount(page), '1500000');
    await credit.submit(page).click();
    await page.getByRole('heading', { name: 'Heimild hækkuð' }).waitFor();
    expect(stepInUrl(page)).toBe('samthykkt');
    await page.goBack();
    await companyButton(page, byggir.name).waitFor();
    expect(stepInUrl(page)).toBe('fyrirtaeki');
    await expect(credit.submit(page).count()).resolves.toBe(0);
    expect(await requestCount('POST', increasePath)).toBe(1);
    expect(await requestCount('GET', companiesPath)).toBe(1);
  });
});
