import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { anna, bjarni } from '../support/people.ts';
import { holdConfirmation, loginButton, settled, startAppLogin, startPhoneLogin } from './flows.ts';
import { browserPerTestFile, sandbox, storedUser } from './harness.ts';

// The login pages across pages and tabs: /vidskipti and /vidskipti/app follow their `next` to the
// application, /vidskipti/app marks a session as coming from the app, a logout in one tab reaches
// another. The form's rules, states, texts and every fault's message are the login model's
// (widgets/core/login/login.model.test.ts) and its stories' (stories/login.stories.tsx).

const reason = 'Innskráning fyrir reikningsviðskipti';
const browser = browserPerTestFile();

/** Opens a login page as the logged-in Anna: it shows who she is once her stored session was checked. */
async function openAsAnna(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByText(`Þú ert innskráð(ur) sem ${anna.name}.`).waitFor();
}

test('Anna logs in on /vidskipti, sees the code the server issued and goes on to /vidskipti/umsokn; /vidskipti/app marks her session; Útskrá in another tab logs this one out', async () => {
  const page = await browser.page('/vidskipti');
  await page.getByRole('heading', { level: 1, name: reason }).waitFor();
  const issued = page.waitForResponse('**/api/auth/phone-auth-codes');
  const confirm = await holdConfirmation(page, '/api/auth/login');
  await startPhoneLogin(page, anna.phone);
  const { code } = (await (await issued).json()) as { code: string };
  await page.getByText(`Öryggistalan þín er ${code}`).waitFor();
  confirm();
  await page.waitForURL('**/vidskipti/umsokn');

  const webUser = await storedUser(page);
  expect(webUser).toMatchObject({
    name: anna.name,
    ssn: anna.ssn,
    email: anna.email,
    phoneNumber: anna.phone,
    isComingFromApp: 'false',
  });
  expect(webUser.token?.length).toBeGreaterThan(8);
  const [codeRequest] = await sandbox.requestsTo('POST', '/api/auth/phone-auth-codes');
  expect(codeRequest?.body).toEqual({ phone: anna.phone });
  const logins = await sandbox.requestsTo('POST', '/api/auth/login');
  expect(logins).toHaveLength(1);
  expect(logins[0]?.body).toMatchObject({ phoneNumber: anna.phone, reason, origin: 'Web' });
  expect(logins[0]?.status).toBe(200);

  // The app's login page marks the session begun on the web: only the mark changes, no new login.
  await openAsAnna(page, '/vidskipti/app');
  await page.waitForFunction(() => localStorage.getItem('isComingFromApp') === 'true');
  expect(await storedUser(page)).toEqual({ ...webUser, isComingFromApp: 'true' });
  // The web's login page leaves the mark as it is.
  await openAsAnna(page, '/vidskipti');
  await settled(page);
  expect(await page.evaluate(() => localStorage.getItem('isComingFromApp'))).toBe('true');
  expect(await sandbox.requestsTo('POST', '/api/auth/login')).toHaveLength(1);

  const other = await browser.page('/vidskipti');
  await other.getByRole('button', { name: 'Útskrá' }).click();
  await loginButton(page).waitFor();
  expect(await storedUser(page)).toEqual({});
});

test('Bjarni logs in by Auðkennisapp on /vidskipti/app and goes on to /vidskipti/umsokn, marked as coming from the app', async () => {
  const page = await browser.page('/vidskipti/app');
  await startAppLogin(page, bjarni.ssn);
  await page.waitForURL('**/vidskipti/umsokn');
  expect(await storedUser(page)).toMatchObject({
    name: bjarni.name,
    ssn: bjarni.ssn,
    isComingFromApp: 'true',
  });
  const logins = await sandbox.requestsTo('POST', '/api/auth/login-app');
  expect(logins).toHaveLength(1);
  expect(logins[0]?.body).toMatchObject({
    ssn: bjarni.ssn,
    reason,
    origin: 'App',
    authCodeHash: expect.any(String),
  });
});
