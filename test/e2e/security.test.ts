import type { Page, Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { anna } from '../support/people.ts';
import { loginButton, settled, startPhoneLogin } from './flows.ts';
import { browserPerTestFile, sandbox, storedUser } from './harness.ts';

// The widgets tried as an attacker would: the API's answers and an embedding page's attributes as
// input. Each test fails on the hole it guards (checked by reopening it).

const browser = browserPerTestFile();

/** Everything that would show the attack worked: a dialog (alert) or a page that left. */
function watch(page: Page): { dialogs: string[] } {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { dialogs };
}

/** Answers GET /api/payment with the sandbox's payment changed as given. */
async function answerPaymentWith(page: Page, changes: Record<string, unknown>): Promise<void> {
  await page.route('**/api/payment?*', async (route: Route) => {
    const response = await route.fetch();
    const payment = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...payment, ...changes } });
  });
}

/** The byko-navigate events the page saw, in order. */
async function recordNavigations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { bykoNavigations: seen });
    document.addEventListener('byko-navigate', (event) => {
      seen.push((event as CustomEvent<{ to: string }>).detail.to);
    });
  });
}

function navigations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { bykoNavigations: string[] }).bykoNavigations);
}

describe("a payment's redirectUrl is followed only through core's guard", () => {
  test.each([
    'javascript:alert(localStorage.getItem("token"))',
    'https://evil.example/',
    '//evil.example/x',
    ' JaVaScRiPt:alert(1)',
  ])('the success page of a paid payment with redirectUrl %j stays put', async (redirectUrl) => {
    const page = await browser.page();
    const { dialogs } = watch(page);
    await recordNavigations(page);
    await page.clock.install();
    await answerPaymentWith(page, { isPaid: true, redirectUrl });
    await page.goto('/borga/demo-redirect/tokst');
    await page.getByRole('heading', { name: 'Greiðsla tókst' }).waitFor();
    await page.clock.runFor(3500);
    await settled(page);
    expect(dialogs).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/borga/demo-redirect/tokst');
    expect(await navigations(page)).toEqual([]);
  });

  test('an allowed path is still followed, as a path for the page router', async () => {
    const page = await browser.page();
    await recordNavigations(page);
    await page.clock.install();
    await answerPaymentWith(page, { isPaid: true, redirectUrl: '/kvittun/demo-paid' });
    await page.goto('/borga/demo-redirect/tokst');
    await page.getByRole('heading', { name: 'Greiðsla tókst' }).waitFor();
    await page.clock.runFor(3500);
    await page.waitForURL('**/kvittun/demo-paid');
  });

  test("the slip's claim answer with a javascript: redirectUrl does not run", async () => {
    const page = await browser.page();
    const { dialogs } = watch(page);
    await page.clock.install();
    await page.route('**/api/claim-payment/pay-with-claim', (route) =>
      route.fulfill({ json: { redirectUrl: 'javascript:alert(localStorage.getItem("token"))' } }),
    );
    await page.goto('/borga/demo-slip');
    await page.getByRole('button', { name: 'Borga', exact: true }).click();
    await loginButton(page).waitFor();
    await startPhoneLogin(page, anna.phone);
    await page.getByText('Greiðsla tókst').waitFor();
    // Past the moment the section would move on to the redirectUrl.
    await page.clock.runFor(2000);
    await settled(page);
    expect(dialogs).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/borga/demo-slip');
  });
});

test('<byko-login next="javascript:…"> logs in and runs nothing', async () => {
  const page = await browser.page('/vidskipti');
  const { dialogs } = watch(page);
  await loginButton(page).waitFor();
  await page.evaluate(() =>
    document.querySelector('byko-login')?.setAttribute('next', 'javascript:alert(document.domain)'),
  );
  await startPhoneLogin(page, anna.phone);
  await expect.poll(async () => (await storedUser(page)).token ?? '').not.toBe('');
  await settled(page);
  expect(dialogs).toEqual([]);
  expect(new URL(page.url()).pathname).toBe('/vidskipti');
});

test('a path with $` in it is the payment id, never a piece of the page template', async () => {
  const plain = await browser.page('/borga/ekki-til');
  await plain.getByText('Greiðsla fannst ekki').waitFor();
  const scripts = await plain.locator('script').count();
  const page = await browser.page('/borga/%24%60x');
  await page.getByText('Greiðsla fannst ekki').waitFor();
  await expect(page.locator('byko-pay').getAttribute('payment-id')).resolves.toBe('$`x');
  // Nothing of the template's head pasted in: the same scripts as any pay page, the same title.
  await expect(page.locator('script').count()).resolves.toBe(scripts);
  await expect(page.title()).resolves.toBe(await plain.title());
});

test('the success page of a payment not yet paid says so, offers to pay, and does not redirect', async () => {
  await sandbox.reset();
  const page = await browser.page();
  await recordNavigations(page);
  await page.clock.install();
  await page.goto('/borga/demo-redirect/tokst');
  await page.getByText('Þessi greiðsla hefur ekki verið greidd.').waitFor();
  await expect(page.getByRole('heading', { name: 'Greiðsla tókst' }).count()).resolves.toBe(0);
  await expect(page.getByRole('link', { name: 'Greiða' }).getAttribute('href')).resolves.toBe(
    '/borga/demo-redirect',
  );
  await page.clock.runFor(4000);
  expect(new URL(page.url()).pathname).toBe('/borga/demo-redirect/tokst');
  expect(await navigations(page)).toEqual([]);
  // 'Greiða' asks the host page to route (byko-navigate), which takes the customer to the payment.
  await page.getByRole('link', { name: 'Greiða' }).click();
  await page.waitForURL('**/borga/demo-redirect');
  await page.getByRole('button', { name: 'Borga' }).waitFor();
  expect(await navigations(page)).toEqual(['/borga/demo-redirect']);
});
