import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { anna, bjarni, dagny, type TestPerson } from '../support/people.ts';
import {
  armFault,
  expectAlert,
  messageFaults,
  openLoggedIn,
  personFields,
  recordSubmitted,
  requestCount,
  submittedEvents,
} from './applications.ts';
import { axeViolations, holdAnswers, startPhoneLogin } from './flows.ts';
import { browserPerTestFile, sandbox, storedUser } from './harness.ts';

// <byko-loan-application> at /framkvaemdalan/umsokn (spec §2 "Loan pages", §4, §5, §6, §8, §9) end
// to end against the built server and its sandbox (SANDBOX.md "Applications": Bjarni trades on
// account with 1 200 000 kr. usable; Anna has no account trading; Dagný is not a customer).

const browser = browserPerTestFile();

const pagePath = '/framkvaemdalan/umsokn';
const submitPath = '/api/loan/submit-request';
const maxAmountPath = '/api/loan/max-amount';
const nbsp = '\u00a0';
const kr = (amount: string) => `${amount}${nbsp}kr.`;

const field = {
  ...personFields,
  amount: (page: Page) => page.getByRole('textbox', { name: 'Upphæð láns' }),
  description: (page: Page) => page.getByRole('textbox', { name: 'Lýsing framkvæmdar' }),
};

function applyButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Sækja um', exact: true });
}

/** The term → value pairs of the section headed `heading`, spaces made plain (no-break spaces kept). */
async function facts(page: Page, heading: string): Promise<Record<string, string>> {
  const section = page.getByRole('region', { name: heading });
  await section.waitFor();
  return section.evaluate((element) => {
    const plain = (text: string | null) => (text ?? '').replace(/[ \t\r\n]+/g, ' ').trim();
    const pairs: Record<string, string> = {};
    for (const term of Array.from(element.querySelectorAll('dt')))
      pairs[plain(term.textContent)] = plain(term.nextElementSibling?.textContent ?? '');
    return pairs;
  });
}

async function openForm(page: Page, person: TestPerson = bjarni): Promise<void> {
  await openLoggedIn(page, person, pagePath);
  await field.amount(page).waitFor();
}

async function fillIn(page: Page, amount: string, description = 'Nýtt baðherbergi'): Promise<void> {
  await field.amount(page).fill(amount);
  await field.description(page).fill(description);
}

/** The message tied to an input (its aria-describedby), hints included. */
async function describedBy(input: Locator): Promise<string> {
  return input.evaluate((element) => {
    const root = element.getRootNode() as Document | ShadowRoot;
    const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    return ids.map((id) => root.getElementById(id)?.textContent ?? '').join(' | ');
  });
}

describe('Bjarni applies', () => {
  test('his account, the fees as he types, the dates; one request with exactly what he typed; the signing page signs', async () => {
    const page = await browser.page();
    // 15 January 2026, 10:00 on the browser's clock (timers keep running).
    await page.clock.setFixedTime(new Date(2026, 0, 15, 10, 0));
    await openForm(page);
    expect(await axeViolations(page)).toEqual([]);

    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Umsókn um framkvæmdalán',
    );
    await page.getByText('Framkvæmdalán einstaklinga').waitFor();
    await expect(field.name(page).inputValue()).resolves.toBe(bjarni.name);
    await expect(field.ssn(page).getAttribute('readonly')).resolves.toBe('');
    await expect(field.ssn(page).inputValue()).resolves.toBe(bjarni.ssn);
    await expect(field.phone(page).inputValue()).resolves.toBe(bjarni.phone);
    await expect(field.email(page).inputValue()).resolves.toBe(bjarni.email);
    await expect(field.amount(page).getAttribute('placeholder')).resolves.toBe('minimum 200.000 kr.');
    expect(await facts(page, 'Staða reiknings')).toEqual({
      Staða: kr('300.000'),
      Heimild: kr('500.000'),
      'Laus heimild': kr('200.000'),
      'Hægt að sækja um allt að': kr('1.200.000'),
    });
    expect(await facts(page, 'Tímabil og gjalddagar')).toEqual({
      'Vaxtalaust tímabil': '90 dagar, 15.01.2026 til 15.04.2026',
      Úttektartímabil: '90 dagar, 15.01.2026 til 15.04.2026',
      Gjalddagi: '15.04.2026',
      Eindagi: '20.04.2026',
    });

    // The fee text before an amount in bounds, then the fees as the amount is typed.
    const outside = page.getByText(/^Framkvæmdalán er frá 200\.000.kr\. til 2\.000\.000.kr\./);
    await outside.waitFor();
    await field.amount(page).pressSequentially('50000');
    await outside.waitFor();
    await field.amount(page).pressSequentially('0');
    await outside.waitFor({ state: 'detached' });
    expect(await facts(page, 'Kostnaður')).toEqual({
      'Lántökugjald (3,5%)': kr('17.500'),
      'VSK af lántökugjaldi (24%)': kr('4.200'),
      'Lántökugjald með VSK': kr('21.700'),
      Greiðslugjald: kr('495'),
      'Kostnaður alls': kr('22.195'),
    });
    await field.description(page).fill('Nýtt baðherbergi');

    await recordSubmitted(page);
    await holdAnswers(page, submitPath);
    await applyButton(page).dblclick();
    await page.getByRole('heading', { name: 'Umsókn móttekin' }).waitFor();

    const sent = await sandbox.requestsTo('POST', submitPath);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      phone: bjarni.phone,
      email: bjarni.email,
      amount: 500_000,
      description: 'Nýtt baðherbergi',
    });
    const link = page.getByRole('link', { name: /Undirrita lánssamning/ });
    const href = await link.getAttribute('href');
    const documentId = href?.match(/\/sandbox\/loan-signing\/([^/?#]+)$/)?.[1];
    expect(documentId, `the signing link ${href}`).toBeTruthy();
    await expect(link.getAttribute('target')).resolves.toBe('_blank');
    await expect(link.getAttribute('rel')).resolves.toBe('noopener noreferrer');
    expect(await submittedEvents(page)).toEqual([
      {
        application: 'loan',
        request: {
          phone: bjarni.phone,
          email: bjarni.email,
          amount: 500_000,
          description: 'Nýtt baðherbergi',
        },
        result: { documentId },
      },
    ]);
    // Spec §4: success clears local storage (the page keeps its view).
    expect(await storedUser(page)).toEqual({});
    expect(await axeViolations(page)).toEqual([]);

    // The signing page opens in a new tab, cut from this one; 'Undirrita' signs.
    const [signing] = await Promise.all([browser.context().waitForEvent('page'), link.click()]);
    await signing.waitForLoadState();
    expect(new URL(signing.url()).pathname).toBe(`/sandbox/loan-signing/${documentId}`);
    await expect(signing.evaluate(() => window.opener)).resolves.toBeNull();
    await signing.getByText(kr('500.000')).waitFor();
    await signing.getByRole('button', { name: 'Undirrita' }).click();
    await signing.getByRole('status').filter({ hasText: 'Skjalið hefur verið undirritað.' }).waitFor();
  });

  test('an amount out of range: the message at the field, the other fee text, nothing sent', async () => {
    const page = await browser.page();
    await openForm(page);
    await fillIn(page, '150000');
    await applyButton(page).click();
    await expect
      .poll(() => describedBy(field.amount(page)))
      .toContain(`Lágmarksupphæð framkvæmdaláns er ${kr('200.000')}`);
    await page.getByText(/^Framkvæmdalán er frá 200\.000/).waitFor();

    // Above his usable amount: the field says how high he may go (the fees still show: within 200 000–2 000 000).
    await field.amount(page).fill('1300000');
    await expect
      .poll(() => describedBy(field.amount(page)))
      .toContain(`Hæsta upphæð sem þú getur sótt um er ${kr('1.200.000')}`);
    await applyButton(page).click();
    await expect
      .poll(() => describedBy(field.amount(page)))
      .toContain(`Hæsta upphæð sem þú getur sótt um er ${kr('1.200.000')}`);
    expect((await facts(page, 'Kostnaður'))['Lántökugjald (3,5%)']).toBe(kr('45.500'));

    await field.amount(page).fill('2500000');
    await page.getByText(/^Framkvæmdalán er frá 200\.000/).waitFor();
    await applyButton(page).click();
    expect(await requestCount('POST', submitPath)).toBe(0);

    // The server's own refusal, when it answers it, is shown as it is.
    await field.amount(page).fill('1200000');
    await sandbox.fault(`POST ${submitPath}`, 'reason', { reason: 'Upphæð er utan marka' });
    await applyButton(page).click();
    await expectAlert(page, 'Upphæð er utan marka');
    expect(await requestCount('POST', submitPath)).toBe(1);
  });
});

describe('people without account trading', () => {
  test.each([
    ['Anna (accountStatus null)', anna],
    ["Dagný (404 'Ekki í viðskiptum')", dagny],
  ])('%s: the loan needs account trading, with the link to apply; no form', async (_who, person) => {
    const page = await browser.page();
    await openLoggedIn(page, person, pagePath);
    await page.getByText(/Framkvæmdalán er bókað á viðskiptareikning/).waitFor();
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await expect(field.amount(page).count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    const link = page.getByRole('link', { name: 'Sækja um reikningsviðskipti' });
    await expect(link.getAttribute('href')).resolves.toBe('/vidskipti/umsokn');
    await link.click();
    await page.waitForURL('**/vidskipti/umsokn');
  });
});

describe('the login (spec §6)', () => {
  test('not logged in: /framkvaemdalan; logging in there opens the application', async () => {
    const page = await browser.page(pagePath);
    await page.waitForURL('**/framkvaemdalan');
    await page.getByText('Framkvæmdalán einstaklinga').waitFor();
    await startPhoneLogin(page, bjarni.phone);
    await page.waitForURL(`**${pagePath}`);
    await expect(field.name(page).inputValue()).resolves.toBe(bjarni.name);
  });

  test('a 401 on submit: the login page; after logging in again what was typed is still there, and it sends', async () => {
    const page = await browser.page();
    await openForm(page);
    await field.phone(page).fill('6991234');
    await fillIn(page, '400000', 'Sólpallur');
    await armFault(`POST ${submitPath}`, '401');
    await applyButton(page).click();
    await page.waitForURL('**/framkvaemdalan');
    await startPhoneLogin(page, bjarni.phone);
    await page.waitForURL(`**${pagePath}`);
    await field.amount(page).waitFor();
    await expect(field.amount(page).inputValue()).resolves.toBe('400000');
    await expect(field.description(page).inputValue()).resolves.toBe('Sólpallur');
    await expect(field.phone(page).inputValue()).resolves.toBe('6991234');
    await applyButton(page).click();
    await page.getByRole('heading', { name: 'Umsókn móttekin' }).waitFor();
    const sent = await sandbox.requestsTo('POST', submitPath);
    expect(sent.map((request) => request.status)).toEqual([401, 200]);
    expect(sent[1]?.body).toEqual({
      phone: '6991234',
      email: bjarni.email,
      amount: 400_000,
      description: 'Sólpallur',
    });
  });

  test('a 401 while loading the account: the login page', async () => {
    const page = await browser.page();
    await armFault(`GET ${maxAmountPath}`, '401');
    await openLoggedIn(page, bjarni, pagePath);
    await page.waitForURL('**/framkvaemdalan');
  });
});

describe('the fault matrix (spec §8)', () => {
  test('loading the account: each fault shows its message; a retry loads the form', async () => {
    const page = await browser.page();
    await openForm(page);
    for (const { fault, message } of messageFaults('Villa kom upp við að stöðu reiknings')) {
      await armFault(`GET ${maxAmountPath}`, fault);
      await page.reload();
      await expectAlert(page, message);
      await expect(field.amount(page).count()).resolves.toBe(0);
      await page.getByRole('button', { name: 'Reyna aftur' }).click();
      await field.amount(page).waitFor();
    }
  });

  test('submitting: each fault shows its message, keeps the input, one request per click; then it goes through', async () => {
    const page = await browser.page();
    await openForm(page);
    await fillIn(page, '600000', 'Gluggaskipti');
    let sent = 0;
    for (const { fault, message } of messageFaults('Óvænt villa kom upp')) {
      await armFault(`POST ${submitPath}`, fault);
      await applyButton(page).click();
      await expectAlert(page, message);
      sent += 1;
      expect(await requestCount('POST', submitPath)).toBe(sent);
      await expect(field.amount(page).inputValue()).resolves.toBe('600000');
      await expect(field.description(page).inputValue()).resolves.toBe('Gluggaskipti');
    }
    await applyButton(page).click();
    await page.getByRole('heading', { name: 'Umsókn móttekin' }).waitFor();
    expect(await requestCount('POST', submitPath)).toBe(sent + 1);
  });
});
