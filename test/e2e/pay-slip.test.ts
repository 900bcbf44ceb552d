import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserPerTestFile, sandbox, storedUser } from './harness.ts';

const anna = { name: 'Anna Jónsdóttir', ssn: '1203892039', phone: '8201234', email: 'anna@example.is' };
const bjarni = { name: 'Bjarni Sigurðsson', ssn: '0507953069', phone: '8202345', email: 'bjarni@example.is' };

const claimPath = '/api/claim-payment/pay-with-claim';

const browser = browserPerTestFile();

function loginButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Innskrá' });
}

function payButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Borga', exact: true });
}

function phoneField(page: Page): Locator {
  return page.getByRole('textbox', { name: 'Símanúmer' });
}

async function acceptConsents(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /viðskiptaskilmála/ }).check();
  await page.getByRole('checkbox', { name: /Creditinfo/ }).check();
}

/** Logs in on the customer login page first, as a returning visitor would have. */
async function logInOnVidskipti(page: Page, phone: string): Promise<void> {
  await page.goto('/vidskipti');
  await phoneField(page).fill(phone);
  await acceptConsents(page);
  await loginButton(page).click();
  await page.waitForURL('**/vidskipti/umsokn');
}

/** Holds each claim answer a moment, so stage 1 (the spinner) can be seen. */
async function slowClaims(page: Page, ms = 600): Promise<void> {
  await page.route(`**${claimPath}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
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
    await slowClaims(page);
    await expect(
      page.getByRole('tab', { name: 'Greiðsluseðill' }).getAttribute('aria-selected'),
    ).resolves.toBe('true');
    await expect(phoneField(page).inputValue()).resolves.toBe(anna.phone);
    await page.getByText('45.000 kr.').waitFor();

    await payButton(page).click();
    await loginButton(page).waitFor();
    await expect(phoneField(page).inputValue()).resolves.toBe(anna.phone);
    expect(await sandbox.requestsTo('POST', claimPath)).toHaveLength(0);

    await acceptConsents(page);
    await loginButton(page).click();
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
    await slowClaims(page);
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
    await payButton(page).click();
    await loginButton(page).waitFor();
    await expect(phoneField(page).inputValue()).resolves.toBe(anna.phone);
    expect(await sandbox.requestsTo('POST', claimPath)).toHaveLength(0);

    await acceptConsents(page);
    await loginButton(page).click();
    await expectPaidAndMovedOn(page);
    expect((await storedUser(page)).name).toBe(anna.name);
    expect(await sandbox.requestsTo('POST', claimPath)).toHaveLength(1);
  });

  test('the slip form has no axe violations', async () => {
    const page = await browser.page('/borga/demo-slip');
    await payButton(page).waitFor();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);
  });
});

describe('payment slip under server faults', () => {
  const cases = [
    { fault: '500' as const, message: 'Villa í kerfi (sandkassi)' },
    { fault: 'timeout' as const, message: 'Óvænt villa kom upp' },
    { fault: 'malformed' as const, message: 'Óvænt villa kom upp' },
  ];
  for (const { fault, message } of cases) {
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
