import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { anna, bjarni, people } from '../support/people.ts';
import {
  acceptConsents,
  holdConfirmation,
  loginButton,
  phoneField,
  startAppLogin,
  startPhoneLogin,
} from './flows.ts';
import { browserPerTestFile, sandbox, storedUser } from './harness.ts';

const reason = 'Innskráning fyrir reikningsviðskipti';
const ssnField = (page: Page) => page.getByRole('textbox', { name: 'Kennitala' });
const browser = browserPerTestFile();

describe('login by phone (Rafræn skilríki)', () => {
  for (const person of people) {
    test(`${person.name} logs in, sees the security code, and lands on the application page`, async () => {
      const page = await browser.page('/vidskipti');
      await page.getByRole('heading', { level: 1, name: reason }).waitFor();
      const confirm = await holdConfirmation(page, '/api/auth/login');
      await startPhoneLogin(page, person.phone);

      const codeLine = page.getByText(/^Öryggistalan þín er \d{4}$/);
      await codeLine.waitFor();
      confirm();
      await page.waitForURL('**/vidskipti/umsokn');

      const stored = await storedUser(page);
      expect(stored).toMatchObject({
        name: person.name,
        ssn: person.ssn,
        email: person.email,
        phoneNumber: person.phone,
      });
      expect(stored.token?.length).toBeGreaterThan(8);
      expect(stored.isComingFromApp).toBe('false');

      const [codeRequest] = await sandbox.requestsTo('POST', '/api/auth/phone-auth-codes');
      expect(codeRequest?.body).toEqual({ phone: person.phone });
      const logins = await sandbox.requestsTo('POST', '/api/auth/login');
      expect(logins).toHaveLength(1);
      expect(logins[0]?.body).toMatchObject({ phoneNumber: person.phone, reason, origin: 'Web' });
      expect(logins[0]?.status).toBe(200);
    });
  }

  test('the security code shown is the one the server issued', async () => {
    const page = await browser.page('/vidskipti');
    const codeResponse = page.waitForResponse('**/api/auth/phone-auth-codes');
    const confirm = await holdConfirmation(page, '/api/auth/login');
    await startPhoneLogin(page, anna.phone);
    const { code } = (await (await codeResponse).json()) as { code: string };
    await page.getByText(`Öryggistalan þín er ${code}`).waitFor();
    confirm();
  });

  test('the refused login shows the server reason, keeps the number and can be tried again', async () => {
    const page = await browser.page('/vidskipti');
    await startPhoneLogin(page, '8209999');
    await page.getByRole('alert').filter({ hasText: 'Notandi hætti við auðkenningu' }).waitFor();
    await expect(phoneField(page).inputValue()).resolves.toBe('8209999');
    expect(await storedUser(page)).toEqual({});

    await phoneField(page).fill(anna.phone);
    await loginButton(page).click();
    await page.waitForURL('**/vidskipti/umsokn');
    expect((await storedUser(page)).name).toBe(anna.name);
  });
});

describe('login by app (Auðkennisapp)', () => {
  test('Bjarni logs in by kennitala on /vidskipti/app and is marked as coming from the app', async () => {
    const page = await browser.page('/vidskipti/app');
    const confirm = await holdConfirmation(page, '/api/auth/login-app');
    await startAppLogin(page, bjarni.ssn);
    await page.getByText(/^Öryggistalan þín er \d{4}$/).waitFor();
    confirm();
    await page.waitForURL('**/vidskipti/umsokn');
    const stored = await storedUser(page);
    expect(stored).toMatchObject({ name: bjarni.name, ssn: bjarni.ssn, isComingFromApp: 'true' });
    const [login] = await sandbox.requestsTo('POST', '/api/auth/login-app');
    expect(login?.body).toMatchObject({ ssn: bjarni.ssn, reason, origin: 'App' });
    expect(login?.body).toHaveProperty('authCodeHash', expect.any(String));
  });

  test('/vidskipti/app marks a session begun on the web as coming from the app; /vidskipti leaves the mark as it is', async () => {
    const page = await browser.page('/vidskipti');
    await startPhoneLogin(page, anna.phone);
    await page.waitForURL('**/vidskipti/umsokn');
    const webUser = await storedUser(page);
    expect(webUser.isComingFromApp).toBe('false');
    const isComingFromApp = () => page.evaluate(() => localStorage.getItem('isComingFromApp'));
    /** Opens a login page as the logged-in user and waits until its stored session was checked. */
    const openAsLoggedIn = async (path: string) => {
      const checked = page.waitForResponse('**/api/auth/info');
      await page.goto(path);
      await checked;
      await page.getByText(`Þú ert innskráð(ur) sem ${anna.name}.`).waitFor();
      // The /app page marks the user in an effect after this render: give it the time it would take.
      await page.waitForTimeout(300);
    };

    await openAsLoggedIn('/vidskipti');
    await expect(isComingFromApp()).resolves.toBe('false');

    await openAsLoggedIn('/vidskipti/app');
    await page.waitForFunction(() => localStorage.getItem('isComingFromApp') === 'true');
    // Only the mark changed: the same session, no new login.
    expect(await storedUser(page)).toEqual({ ...webUser, isComingFromApp: 'true' });
    expect(await sandbox.requestsTo('POST', '/api/auth/login')).toHaveLength(1);

    await openAsLoggedIn('/vidskipti');
    await expect(isComingFromApp()).resolves.toBe('true');
  });

  test('every person can log in by app', async () => {
    for (const person of people) {
      await sandbox.reset();
      const page = await browser.page('/vidskipti');
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      await startAppLogin(page, person.ssn);
      await page.waitForURL('**/vidskipti/umsokn');
      expect((await storedUser(page)).ssn).toBe(person.ssn);
      await page.close();
    }
  });

  test('the refused kennitala shows the reason', async () => {
    const page = await browser.page('/vidskipti');
    await startAppLogin(page, '3009906069');
    await page.getByRole('alert').filter({ hasText: 'Notandi hætti við auðkenningu' }).waitFor();
    await expect(page.getByRole('textbox', { name: 'Kennitala' }).inputValue()).resolves.toBe('3009906069');
  });
});

describe('the login form', () => {
  test('inputs keep digits only', async () => {
    const page = await browser.page('/vidskipti');
    const phone = phoneField(page);
    await phone.pressSequentially('82a0-1 23b4');
    await expect(phone.inputValue()).resolves.toBe('8201234');
    await page.getByRole('tab', { name: 'Auðkennisapp' }).click();
    const ssn = page.getByRole('textbox', { name: 'Kennitala' });
    await ssn.pressSequentially('120389-2039');
    await expect(ssn.inputValue()).resolves.toBe('1203892039');
  });

  test('Innskrá stays disabled until the field is filled and both consents are ticked', async () => {
    const page = await browser.page('/vidskipti');
    const button = loginButton(page);
    const disabled = () => button.getAttribute('aria-disabled');
    await expect(disabled()).resolves.toBe('true');
    await phoneField(page).fill(anna.phone);
    await expect(disabled()).resolves.toBe('true');
    await page.getByRole('checkbox', { name: /viðskiptaskilmála/ }).check();
    await expect(disabled()).resolves.toBe('true');
    // A user can still press a disabled-looking button: nothing must be sent.
    await button.click({ force: true });
    await page.getByRole('checkbox', { name: /Creditinfo/ }).check();
    await expect(disabled()).resolves.toBeNull();
    expect(await sandbox.requests()).toEqual([]);
  });

  test('Enter in the field submits', async () => {
    const page = await browser.page('/vidskipti');
    await acceptConsents(page);
    await phoneField(page).fill(anna.phone);
    await phoneField(page).press('Enter');
    await page.waitForURL('**/vidskipti/umsokn');
  });

  test('fast repeated clicks send one request', async () => {
    const page = await browser.page('/vidskipti');
    await phoneField(page).fill(anna.phone);
    await acceptConsents(page);
    // Three presses in one gesture, then Enter on the focused button (a later click could find the
    // button already gone, the login done).
    await loginButton(page).click({ clickCount: 3, delay: 0 });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/vidskipti/umsokn');
    expect(await sandbox.requestsTo('POST', '/api/auth/phone-auth-codes')).toHaveLength(1);
    expect(await sandbox.requestsTo('POST', '/api/auth/login')).toHaveLength(1);
  });

  test('tabs cannot be switched while logging in, and switching resets an error', async () => {
    const page = await browser.page('/vidskipti');
    await sandbox.fault('POST /api/auth/login', 'timeout');
    await startPhoneLogin(page, anna.phone);
    await page.getByText(/^Öryggistalan þín er/).waitFor();
    await page.getByRole('tab', { name: 'Auðkennisapp' }).click({ force: true });
    await expect(
      page.getByRole('tab', { name: 'Rafræn skilríki' }).getAttribute('aria-selected'),
    ).resolves.toBe('true');
    await page.getByRole('alert').filter({ hasText: 'Innskráning tókst ekki' }).waitFor();
    await page.getByRole('tab', { name: 'Auðkennisapp' }).click();
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await page.getByRole('tab', { name: 'Rafræn skilríki' }).click();
    await expect(phoneField(page).inputValue()).resolves.toBe(anna.phone);
  });

  test('a number too short is refused where it was typed, without a request', async () => {
    const page = await browser.page('/vidskipti');
    await startPhoneLogin(page, '12345');
    await page
      .getByRole('alert')
      .filter({ hasText: "Símanúmer getur aðeins innihaldið tölustafi og '+'" })
      .waitFor();
    expect(await sandbox.requests()).toEqual([]);
  });
});

describe('login under server faults', () => {
  // Every login call (issue 2 §3) under every fault the tests must cover (§6), generated from the
  // two lists so no combination can go missing.
  const loginCalls = [
    { path: '/api/auth/phone-auth-codes', by: 'phone' },
    { path: '/api/auth/login', by: 'phone' },
    { path: '/api/auth/app-auth-codes', by: 'app' },
    { path: '/api/auth/login-app', by: 'app' },
  ] as const;
  const loginFaults = [
    { fault: '500', message: 'Villa í kerfi (sandkassi)' },
    { fault: 'timeout', message: 'Innskráning tókst ekki' },
    { fault: 'malformed', message: 'Innskráning tókst ekki' },
  ] as const;
  const ways = {
    phone: { person: anna, typed: anna.phone, kept: 'the number', start: startPhoneLogin, field: phoneField },
    app: { person: bjarni, typed: bjarni.ssn, kept: 'the kennitala', start: startAppLogin, field: ssnField },
  } as const;
  const cases = loginCalls.flatMap((call) => loginFaults.map((fault) => ({ ...call, ...fault })));

  test('the table holds all twelve combinations', () => {
    expect(new Set(cases.map(({ path, fault }) => `${path} ${fault}`)).size).toBe(12);
  });

  for (const { path, by, fault, message } of cases) {
    const { person, typed, kept, start, field } = ways[by];
    test(`POST ${path} ${fault}: '${message}', ${kept} kept, a retry logs in`, async () => {
      await sandbox.fault(`POST ${path}`, fault);
      const page = await browser.page('/vidskipti');
      await start(page, typed);
      await page.getByRole('alert').filter({ hasText: message }).waitFor();
      await expect(field(page).inputValue()).resolves.toBe(typed);
      await expect(page.getByRole('checkbox', { name: /Creditinfo/ }).isChecked()).resolves.toBe(true);
      expect(await storedUser(page)).toEqual({});
      expect(await sandbox.requestsTo('POST', path), 'the faulted call, once').toHaveLength(1);

      await loginButton(page).click();
      await page.waitForURL('**/vidskipti/umsokn');
      expect(await storedUser(page)).toMatchObject({ name: person.name, ssn: person.ssn });
      const calls = await sandbox.requestsTo('POST', path);
      expect(calls.map((entry) => entry.status)).toEqual([expect.any(Number), 200]);
    });
  }
});

describe('session', () => {
  test('a logged-in user sees who they are; Útskrá clears the user and all local storage', async () => {
    const page = await browser.page('/vidskipti');
    await startPhoneLogin(page, anna.phone);
    await page.waitForURL('**/vidskipti/umsokn');
    await page.evaluate(() => localStorage.setItem('unrelated', 'x'));
    await page.goto('/vidskipti');
    await page.getByText(`Þú ert innskráð(ur) sem ${anna.name}.`).waitFor();
    expect((await sandbox.requestsTo('GET', '/api/auth/info'))[0]?.status).toBe(200);
    await page.getByRole('button', { name: 'Útskrá' }).click();
    await loginButton(page).waitFor();
    expect(await storedUser(page)).toEqual({});
  });

  test('an expired stored token is checked with the server and dropped', async () => {
    const page = await browser.page('/vidskipti');
    await page.evaluate(() => {
      localStorage.setItem('token', 'expired-token');
      localStorage.setItem('name', 'Gamall Notandi');
    });
    await page.reload();
    await loginButton(page).waitFor();
    expect(await storedUser(page)).toEqual({});
    expect((await sandbox.requestsTo('GET', '/api/auth/info'))[0]?.status).toBe(401);
  });

  test('logging out in another tab updates this one', async () => {
    const first = await browser.page('/vidskipti');
    await startPhoneLogin(first, anna.phone);
    await first.waitForURL('**/vidskipti/umsokn');
    await first.goto('/vidskipti');
    await first.getByText(`Þú ert innskráð(ur) sem ${anna.name}.`).waitFor();
    const second = await browser.page('/vidskipti');
    await second.getByRole('button', { name: 'Útskrá' }).click();
    await loginButton(first).waitFor();
  });
});
