import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { anna } from '../support/people.ts';
import {
  acceptConsents,
  chooseGooglePayCard,
  confirmThreeDs,
  googlePayPayButton,
  loginButton,
  paidEvents,
  payButton,
  phoneField,
  receiptFields,
  recordPaidEvents,
  startPhoneLogin,
  threeDsChallenge,
  threeDsDialog,
} from './flows.ts';
import { browserPerTestFile, type LoggedRequest, sandbox } from './harness.ts';

// Every SANDBOX.md payment paid by every method it allows, one test per payment × method not
// already paid elsewhere:
//   demo-card × card and Google Pay, demo-app × card, demo-redirect × card, demo-all × card: pay-card.test.ts
//   demo-slip × slip: pay-slip.test.ts
//   demo-instalment, demo-instalment-app, demo-nocredit × instalments: pay-instalment.test.ts
//   demo-insufficient, demo-paid (nothing to pay): pay-card.test.ts
// Here: demo-all × Google Pay, slip and instalments; demo-app and demo-redirect × Google Pay;
// demo-receipt-late (paid: nothing to pay).

const browser = browserPerTestFile();

const verifyPath = '/api/payment/v2/card/verify';
const payPath = '/api/payment/v2/card/pay';
const claimPath = '/api/claim-payment/pay-with-claim';
const submitPath = '/api/payment/pay-with-partial-payment';
const visaToken = 'sandbox-gpay-visa-4242';
const nbsp = '\u00a0';

async function openPay(paymentId: string): Promise<Page> {
  const page = await browser.page(`/borga/${paymentId}`);
  await page.getByRole('heading', { level: 1, name: 'Greiðsla', exact: true }).waitFor();
  return page;
}

function bodies(requests: LoggedRequest[]): unknown[] {
  return requests.map((request) => request.body);
}

function googlePayRequest(paymentId: string) {
  return { paymentId, cardInfo: null, virtualCardId: null, googlePayToken: visaToken };
}

/** 'Visa •••• 4242' in the sheet, 'Borga með …', the challenge's Staðfesta. */
async function payWithGooglePayVisa(page: Page): Promise<void> {
  await chooseGooglePayCard(page, 'Visa •••• 4242');
  await googlePayPayButton(page, 'Visa •••• 4242').click();
  await threeDsDialog(page).waitFor();
  await threeDsChallenge(page).getByText('Visa •••• 4242').waitFor();
  await confirmThreeDs(page);
}

/** One verify and one pay, both with the Google Pay token, both answered 200. */
async function expectOneGooglePayment(paymentId: string): Promise<void> {
  const verifies = await sandbox.requestsTo('POST', verifyPath);
  expect(bodies(verifies)).toEqual([googlePayRequest(paymentId)]);
  expect(verifies[0]?.status).toBe(200);
  const pays = await sandbox.requestsTo('POST', payPath);
  expect(bodies(pays)).toEqual([
    { ...googlePayRequest(paymentId), verificationData: expect.stringMatching(/^3ds-[0-9a-f]{32}$/) },
  ]);
  expect(pays[0]?.status).toBe(200);
}

async function expectSuccessPage(page: Page, paymentId: string, amount: string): Promise<void> {
  await page.waitForURL(`**/borga/${paymentId}/tokst`);
  await page.getByRole('heading', { level: 1, name: 'Greiðsla tókst' }).waitFor();
  await expect(page.getByText(amount, { exact: true }).textContent()).resolves.toBe(amount);
}

/** The receipt the sandbox now has for the payment, as /kvittun/{paymentId} shows it. */
async function expectReceipt(page: Page, paymentId: string, method: string, total: string): Promise<void> {
  if (new URL(page.url()).pathname !== `/kvittun/${paymentId}`) await page.goto(`/kvittun/${paymentId}`);
  await page.getByRole('heading', { level: 1, name: 'Kvittun' }).waitFor();
  expect(await receiptFields(page)).toMatchObject({
    Greiðslunúmer: paymentId,
    Greiðsluleið: method,
    Samtals: total,
  });
}

describe('demo-all (allowedPaymentMethods [0, 1, 2]) by every method it allows', () => {
  // Kort: pay-card.test.ts ('demo-all (a list): four tabs, …') pays demo-all by card.

  test('Google Pay: Visa •••• 4242, 3-D Secure, the success page; the receipt says Google Pay', async () => {
    const page = await openPay('demo-all');
    await recordPaidEvents(page);
    await payWithGooglePayVisa(page);
    await expectSuccessPage(page, 'demo-all', `150.000${nbsp}kr.`);
    expect(await paidEvents(page)).toEqual([{ paymentId: 'demo-all', method: 'googlePay' }]);
    await expectOneGooglePayment('demo-all');
    expect(await sandbox.requestsTo('POST', claimPath)).toEqual([]);
    expect(await sandbox.requestsTo('POST', submitPath)).toEqual([]);
    await expectReceipt(page, 'demo-all', 'Google Pay', '150.000 kr.');
  });

  test('Greiðsluseðill: the phone typed, a login (payment method 2), one claim, the success page', async () => {
    const page = await openPay('demo-all');
    await recordPaidEvents(page);
    await page.getByRole('tab', { name: 'Greiðsluseðill' }).click();
    // demo-all has no payer: the phone starts empty and is required.
    await expect(phoneField(page).inputValue()).resolves.toBe('');
    await payButton(page).click();
    await expect.poll(() => phoneField(page).getAttribute('aria-invalid')).toBe('true');
    await expect(loginButton(page).count()).resolves.toBe(0);

    await phoneField(page).fill(anna.phone);
    await payButton(page).click();
    await loginButton(page).waitFor();
    await expect(phoneField(page).inputValue()).resolves.toBe(anna.phone);
    expect(await sandbox.requestsTo('POST', claimPath)).toEqual([]);
    await acceptConsents(page);
    await loginButton(page).click();

    await page.getByRole('status').filter({ hasText: 'Greiðsla tókst' }).waitFor();
    await expectSuccessPage(page, 'demo-all', `150.000${nbsp}kr.`);
    expect(await paidEvents(page)).toEqual([{ paymentId: 'demo-all', method: 'slip' }]);

    const [login] = await sandbox.requestsTo('POST', '/api/auth/login');
    expect(login?.body).toMatchObject({ phoneNumber: anna.phone, origin: 'Web', paymentMethod: 2 });
    const claims = await sandbox.requestsTo('POST', claimPath);
    expect(bodies(claims)).toEqual([{ paymentId: 'demo-all', phone: anna.phone, email: anna.email }]);
    expect(claims[0]?.status).toBe(200);
    expect(await sandbox.requestsTo('POST', verifyPath)).toEqual([]);
    await expectReceipt(page, 'demo-all', 'Greiðsluseðill', '150.000 kr.');
  });

  test('Greiðsludreifing: login, the form, Sækja um, signing in the window, the success page', async () => {
    const page = await openPay('demo-all');
    await recordPaidEvents(page);
    await page.getByRole('tab', { name: 'Greiðsludreifing' }).click();
    await loginButton(page).waitFor();
    await startPhoneLogin(page, anna.phone);

    const apply = page.getByRole('button', { name: 'Sækja um', exact: true });
    await apply.waitFor();
    await expect(page.getByRole('textbox', { name: 'Nafn' }).inputValue()).resolves.toBe(anna.name);
    await expect(page.getByRole('textbox', { name: 'Kennitala' }).inputValue()).resolves.toBe(anna.ssn);
    // demo-all has no payer, so the phone and e-mail (taken from the payment) are typed here.
    await phoneField(page).fill(anna.phone);
    await page.getByRole('textbox', { name: 'Netfang' }).fill(anna.email);
    await page.getByRole('table', { name: 'Greiðsluáætlun' }).waitFor();
    await page.getByRole('checkbox', { name: /skilmála greiðsludreifingar/ }).check();
    await apply.click();

    const signing = page.getByRole('button', { name: 'Undirrita' });
    await signing.waitFor();
    const sent = await sandbox.requestsTo('POST', submitPath);
    expect(bodies(sent)).toEqual([
      {
        paymentId: 'demo-all',
        phone: anna.phone,
        email: anna.email,
        paymentCount: 7,
        creditInfoCheckApproved: false,
      },
    ]);
    expect(sent[0]?.status).toBe(200);

    const popupEvent = browser.context().waitForEvent('page');
    await signing.click();
    const popup = await popupEvent;
    // The window opens blank (its opener cut), then goes to the signing page.
    await popup.waitForURL(/\/sandbox\/signing\/doc-[0-9a-f]{16}/);
    await popup.getByRole('button', { name: 'Undirrita' }).click();
    await expectSuccessPage(page, 'demo-all', `150.000${nbsp}kr.`);
    expect(await paidEvents(page)).toEqual([{ paymentId: 'demo-all', method: 'instalments' }]);

    const [login] = await sandbox.requestsTo('POST', '/api/auth/login');
    expect(login?.body).toMatchObject({ reason: 'Innskráning fyrir greiðsludreifingu', paymentMethod: 0 });
    const statuses = await sandbox.requestsTo('GET', '/api/payment/demo-all/partial-payment/signet-status');
    expect(statuses.map((request) => request.status)).toEqual([200]);
    expect(await sandbox.requestsTo('POST', verifyPath)).toEqual([]);
    expect(await sandbox.requestsTo('POST', claimPath)).toEqual([]);
    await expectReceipt(page, 'demo-all', 'Greiðsludreifing', '150.000 kr.');
  });
});

describe('Google Pay where a paid payment goes', () => {
  test('demo-app (origin App): Google Pay lands on the receipt /kvittun/demo-app', async () => {
    const page = await openPay('demo-app');
    await recordPaidEvents(page);
    await payWithGooglePayVisa(page);
    await page.waitForURL('**/kvittun/demo-app');
    await expect(page.getByRole('heading', { name: 'Greiðsla tókst' }).count()).resolves.toBe(0);
    await expectReceipt(page, 'demo-app', 'Google Pay', '12.500 kr.');
    expect(await paidEvents(page)).toEqual([{ paymentId: 'demo-app', method: 'googlePay' }]);
    await expectOneGooglePayment('demo-app');
  });

  test("demo-redirect: Google Pay, the success page, then after about 3 s the redirectUrl '/'", async () => {
    const page = await openPay('demo-redirect');
    await payWithGooglePayVisa(page);
    await expectSuccessPage(page, 'demo-redirect', `8.900${nbsp}kr.`);
    const landed = Date.now();
    await page.getByRole('status').filter({ hasText: 'Þú verður færð(ur) áfram' }).waitFor();
    await page.waitForTimeout(Math.max(0, 2500 - (Date.now() - landed)));
    expect(new URL(page.url()).pathname).toBe('/borga/demo-redirect/tokst');
    await page.waitForURL((url) => url.pathname === '/', { timeout: 4000 - (Date.now() - landed) });
    await expectOneGooglePayment('demo-redirect');
  });
});

describe('a paid payment offers no method', () => {
  test("demo-receipt-late (paid): 'already paid', no method tabs, a link to the receipt", async () => {
    const page = await openPay('demo-receipt-late');
    await page.getByText('Þessi greiðsla hefur þegar verið greidd.').waitFor();
    await expect(page.getByRole('tab').count()).resolves.toBe(0);
    await expect(payButton(page).count()).resolves.toBe(0);
    await page.getByRole('link', { name: 'Sjá kvittun' }).click();
    await page.waitForURL('**/kvittun/demo-receipt-late');
    await page.getByRole('table', { name: 'Vörur' }).waitFor({ timeout: 8000 });
    expect((await receiptFields(page)).Greiðslunúmer).toBe('demo-receipt-late');
  });
});
