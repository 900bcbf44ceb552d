import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { bjarni, einar } from '../support/people.ts';
import {
  armFault,
  expectAlert,
  messageFaults,
  openLoggedIn,
  recordSubmitted,
  requestCount,
  submittedEvents,
} from './applications.ts';
import { axeViolations, holdAnswers, loginButton, startPhoneLogin } from './flows.ts';
import { browserPerTestFile, sandbox, storedUser } from './harness.ts';

// <byko-guarantor-confirmation> at /vidskipti/abyrgdaradili/{applicationId} (spec §2 "Guarantor
// confirmation", §4 "Guarantor page", §8) end to end against the built server and its sandbox
// (SANDBOX.md "Applications": G-1 names Einar as guarantor for Byggir ehf.).

const browser = browserPerTestFile();

const pagePath = '/vidskipti/abyrgdaradili/G-1';
const loadPath = '/api/customers/applications/guarantor/G-1';
const signPath = '/api/customers/applications/guarantor';
const loadFailed = 'Óvent villa kom upp við að sækja upplýsingar um ábyrgð';
const notGuarantor = 'Þú ert ekki ábyrgðaraðili á þessari umsókn';

const g1 = {
  id: 'G-1',
  ssn: einar.ssn,
  name: einar.name,
  accountName: 'Byggir ehf.',
  email: einar.email,
};

function signButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Undirrita', exact: true });
}

function otherUserButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Innskrá með öðrum notanda' });
}

/** The read-only fields as a person reads them: label → value. */
async function shownApplication(page: Page): Promise<Record<string, string>> {
  await signButton(page).waitFor();
  const shown: Record<string, string> = {};
  for (const label of ['Umsækjandi', 'Kennitala', 'Nafn', 'Netfang']) {
    const input = page.getByRole('textbox', { name: label, exact: true });
    if ((await input.getAttribute('readonly')) === null) throw new Error(`${label} is not read-only`);
    shown[label] = await input.inputValue();
  }
  return shown;
}

const g1Shown = {
  Umsækjandi: 'Byggir ehf.',
  Kennitala: einar.ssn,
  Nafn: einar.name,
  Netfang: einar.email,
};

async function expectSigned(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Undirritun tókst.' }).waitFor();
  await page
    .getByText('Þú hefur verið skráð(ur) sem ábyrgðaraðili á umsókn Byggir ehf.', { exact: true })
    .waitFor();
}

describe('Einar signs G-1', () => {
  test('logs in on the page, sees the application read-only, signs once; a second visit is told it is signed', async () => {
    const page = await browser.page(pagePath);
    await loginButton(page).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await startPhoneLogin(page, einar.phone);
    expect(await shownApplication(page)).toEqual(g1Shown);
    const [login] = await sandbox.requestsTo('POST', '/api/auth/login');
    expect(login?.body).toMatchObject({ phoneNumber: einar.phone, reason: 'Innskráning ábyrgðaraðila' });
    expect(await axeViolations(page)).toEqual([]);

    await recordSubmitted(page);
    await holdAnswers(page, signPath);
    await signButton(page).dblclick();
    await expectSigned(page);
    const sent = await sandbox.requestsTo('POST', signPath);
    expect(sent.map((request) => request.body)).toEqual([g1]);
    expect(await submittedEvents(page)).toEqual([{ application: 'guarantor', request: g1 }]);
    expect(await axeViolations(page)).toEqual([]);

    // Another visit: the application again, and the server's reason for a second signature, with
    // the application kept and 'Undirrita' offered again.
    await page.reload();
    await signButton(page).click();
    await expectAlert(page, 'Umsóknin er þegar undirrituð');
    expect(await shownApplication(page)).toEqual(g1Shown);
    expect(await requestCount('POST', signPath)).toBe(2);
  });

  test("Bjarni is told he is not the guarantor; 'Innskrá með öðrum notanda' logs him out, Einar logs in and signs", async () => {
    const page = await browser.page();
    await openLoggedIn(page, bjarni, pagePath);
    await expectAlert(page, notGuarantor);
    await expect(signButton(page).count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await otherUserButton(page).click();
    await loginButton(page).waitFor();
    expect(await storedUser(page)).toEqual({});
    await startPhoneLogin(page, einar.phone);
    expect(await shownApplication(page)).toEqual(g1Shown);
    await signButton(page).click();
    await expectSigned(page);
  });

  test("an unknown id: 'Umsókn fannst ekki', with 'Innskrá með öðrum notanda'", async () => {
    const page = await browser.page();
    await openLoggedIn(page, einar, '/vidskipti/abyrgdaradili/G-404');
    await expectAlert(page, 'Umsókn fannst ekki');
    await otherUserButton(page).waitFor();
    await page.getByRole('button', { name: 'Reyna aftur' }).waitFor();
  });
});

describe('the fault matrix (spec §8)', () => {
  test('loading: each fault shows its message; a retry shows the application; a 401 shows the login', async () => {
    const page = await browser.page();
    await openLoggedIn(page, einar, pagePath);
    await signButton(page).waitFor();
    for (const { fault, message } of messageFaults(loadFailed)) {
      await armFault(`GET ${loadPath}`, fault);
      await page.reload();
      await expectAlert(page, message);
      await otherUserButton(page).waitFor();
      await page.getByRole('button', { name: 'Reyna aftur' }).click();
      expect(await shownApplication(page)).toEqual(g1Shown);
    }
    await armFault(`GET ${loadPath}`, '401');
    await page.reload();
    await loginButton(page).waitFor();
    expect(await storedUser(page)).toEqual({});
  });

  test('signing: each fault keeps the application with the message, one request per click; then it signs; a 401 logs in again', async () => {
    const page = await browser.page();
    await openLoggedIn(page, einar, pagePath);
    await signButton(page).waitFor();
    let sent = 0;
    for (const { fault, message } of messageFaults('Óvænt villa kom upp')) {
      await armFault(`POST ${signPath}`, fault);
      await signButton(page).click();
      await expectAlert(page, message);
      sent += 1;
      expect(await requestCount('POST', signPath)).toBe(sent);
      expect(await shownApplication(page)).toEqual(g1Shown);
    }
    // A 401: the login on the page; after it, the application again, and the signature goes through.
    await armFault(`POST ${signPath}`, '401');
    await signButton(page).click();
    await loginButton(page).waitFor();
    await startPhoneLogin(page, einar.phone);
    expect(await shownApplication(page)).toEqual(g1Shown);
    await signButton(page).click();
    await expectSigned(page);
    expect(await requestCount('POST', signPath)).toBe(sent + 2);
  });
});
