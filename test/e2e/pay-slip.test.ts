import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { anna, bjarni } from '../support/people.ts';
import {
  acceptConsents,
  axeViolations,
  holdAnswers,
  logInOnVidskipti,
  loginButton,
  payButton,
  paymentCallFaults,
  phoneField,
} from './flows.ts';
import { browserPerTestFile, sandbox, storedUser } from './harness.ts';

const claimPath = '/api/claim-payment/pay-with-claim';

const browser = browserPerTestFile();

/**
 * Borga asks for a login first: the login form with the payment's phone (Anna's), no claim sent
 * yet; then the login, which pays.
 */
async function payAfterLoggingIn(page: Page): Promise<void> {
  await payButton(page).click();
  await loginButton(page).waitFor();
  await expect(phoneField(page).inputValue()).resolves.toBe(anna.phone);
  expect(await sandbox.requestsTo('POST', claimPath)).toHaveLength(0);

  await acceptConsents(page);
  await loginButton(page).click();
}

async function expectPaidAndMovedOn(page: Page): Promise<void> {
  await page.getByRole('status').filter({ hasText: 'Greiðsla tókst' }).waitFor();
  await page.waitForURL('**/borga/demo-slip/tokst');
  await page.getByRole('heading', { name: 'Greiðsla tókst' }).waitFor();
  await page.getByText('45.000 kr.').waitFor();
}

describe('payment slip (Greiðsluseðill) on /borga/demo-slip', () => {
  test('not logged in: Borga asks for a login with the phone filled in, then pays and moves on', async () => {
    const page = await browser.page('/borga/demo-slip');
    await holdAnswers(page, claimPath);
    await expect(
      page.getByRole('tab', { name: 'Greiðsluseðill' }).getAttribute('aria-selected'),
    ).resolves.toBe('true');
    await expect(phoneField(page).inputValue()).resolves.toBe(anna.phone);
    await page.getByText('45.000 kr.').waitFor();

    await payAfterLoggingIn(page);
    await page.getByRole('status').filter({ hasText: 'Greiðsla í vinnslu…' }).waitFor();
    await expectPaidAndMovedOn(page);

    const [login] = await sandbox.requestsTo('POST', '/api/auth/login');
    expect(login?.body).toMatchObject({ phoneNumber: anna.phone, origin: 'Web', paymentMethod: 2 });
    const claims = await sandbox.requestsTo('POST', claimPath);
    expect(claims).toHaveLength(1);
    expect(claims[0]?.body).toEqual({ paymentId: 'demo-slip', phone: anna.phone, email: anna.email });
    expect(claims[0]?.status).toBe(200);
    expect((await storedUser(page)).name).toBe(anna.name);
  });

  test('already logged in as Anna: Borga pays at once, without a login', async () => {
    const page = await browser.page();
    await logInOnVidskipti(page, anna.phone);
    await page.goto('/borga/demo-slip');
    await holdAnswers(page, claimPath);
    await payButton(page).click();
    await page.getByRole('status').filter({ hasText: 'Greiðsla í vinnslu…' }).waitFor();
    await expect(loginButton(page).count()).resolves.toBe(0);
    await expectPaidAndMovedOn(page);
    expect(await sandbox.requestsTo('POST', '/api/auth/login')).toHaveLength(1);
    expect((await sandbox.requestsTo('POST', claimPath))[0]?.body).toEqual({
      paymentId: 'demo-slip',
      phone: anna.phone,
      email: anna.email,
    });
  });

  test('logged in as Bjarni (another phone): Borga asks to log in first', async () => {
    const page = await browser.page();
    await logInOnVidskipti(page, bjarni.phone);
    await page.goto('/borga/demo-slip');
    await payAfterLoggingIn(page);
    await expectPaidAndMovedOn(page);
    expect((await storedUser(page)).name).toBe(anna.name);
    expect(await sandbox.requestsTo('POST', claimPath)).toHaveLength(1);
  });

  test('the slip form has no axe violations', async () => {
    const page = await browser.page('/borga/demo-slip');
    await payButton(page).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('payment slip under server faults', () => {
  for (const { fault, message } of paymentCallFaults) {
    test(`claim ${fault}: 'Greiðsla tókst ekki' with '${message}'; Reyna aftur, the phone kept, paying works`, async () => {
      await sandbox.fault(`POST ${claimPath}`, fault);
      const page = await browser.page('/borga/demo-slip');
      await payButton(page).click();
      await acceptConsents(page);
      await loginButton(page).click();

      const failure = page.getByRole('alert').filter({ hasText: 'Greiðsla tókst ekki' });
      await failure.waitFor();
      await failure.getByText(message, { exact: true }).waitFor();
      await expect(page.url()).toMatch(/\/borga\/demo-slip$/);

      await page.getByRole('button', { name: 'Reyna aftur' }).click();
      await expect(phoneField(page).inputValue()).resolves.toBe(anna.phone);
      await payButton(page).click();
      await expectPaidAndMovedOn(page);
      const claims = await sandbox.requestsTo('POST', claimPath);
      expect(claims).toHaveLength(2);
      expect(claims[1]?.status).toBe(200);
      expect(await sandbox.requestsTo('POST', '/api/auth/login')).toHaveLength(1);
    });
  }
});

describe('payment slip: one claim per click', () => {
  test('logged in: fast repeated clicks on Borga send one claim', async () => {
    const page = await browser.page();
    await logInOnVidskipti(page, anna.phone);
    await page.goto('/borga/demo-slip');
    // Hold the answer a moment so the later clicks land while the first claim is under way.
    await holdAnswers(page, claimPath);
    await payButton(page).click({ clickCount: 3, delay: 0 });
    await page.getByRole('status').filter({ hasText: 'Greiðsla í vinnslu…' }).waitFor();
    await expectPaidAndMovedOn(page);
    const claims = await sandbox.requestsTo('POST', claimPath);
    expect(claims).toHaveLength(1);
    expect(claims[0]?.status).toBe(200);
  });

  test('logged in: three clicks in one go (before the page can redraw) send one claim', async () => {
    const page = await browser.page();
    await logInOnVidskipti(page, anna.phone);
    await page.goto('/borga/demo-slip');
    await holdAnswers(page, claimPath);
    await payButton(page).evaluate((button: HTMLElement) => {
      button.click();
      button.click();
      button.click();
    });
    await expectPaidAndMovedOn(page);
    expect(await sandbox.requestsTo('POST', claimPath)).toHaveLength(1);
  });

  test('not logged in: fast repeated clicks ask for one login, and it sends one claim', async () => {
    const page = await browser.page('/borga/demo-slip');
    await holdAnswers(page, claimPath);
    await payButton(page).click({ clickCount: 3, delay: 0 });
    await loginButton(page).waitFor();
    await acceptConsents(page);
    await loginButton(page).click({ clickCount: 3, delay: 0 });
    await expectPaidAndMovedOn(page);
    expect(await sandbox.requestsTo('POST', '/api/auth/phone-auth-codes')).toHaveLength(1);
    expect(await sandbox.requestsTo('POST', '/api/auth/login')).toHaveLength(1);
    expect(await sandbox.requestsTo('POST', claimPath)).toHaveLength(1);
  });
});
