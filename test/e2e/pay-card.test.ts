import type { Frame, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { successRedirectMs } from '../../widgets/pay/success/success.model.ts';
import {
  alertWith,
  axeViolations,
  type CardEntry,
  cardFields,
  chooseGooglePayCard,
  confirmThreeDs,
  fillCard,
  googlePayPayButton,
  paidEvents,
  payButton,
  receiptFields,
  recordPaidEvents,
  testCard,
  threeDsChallenge,
  threeDsDialog,
  threeDsFrameSelector,
} from './flows.ts';
import { baseUrl, browserPerTestFile, type LoggedRequest, sandbox } from './harness.ts';

// What a card or Google Pay payment does across pages and origins: the processor's 3-D Secure page
// in the popup's frame on another origin (passed, refused, closed), the messages the popup hears
// only from that frame, the Google Pay stand-in's sheet and Google's own pay.js, and where a paid
// payment goes (the success page and its redirectUrl, the receipt). The card rules, each fault's
// message and retry, one request per click: the models (widgets/pay/card/, three-ds/, google-pay/);
// what each state shows: stories/pay-card.stories.tsx, pay-three-ds.stories.tsx and pay-google-pay.stories.tsx.

const browser = browserPerTestFile();

const verifyPath = '/api/payment/v2/card/verify';
const payPath = '/api/payment/v2/card/pay';
const nbsp = '\u00a0';

const visa = testCard('4242424242424242');
const declined = testCard('4000000000000002');
const failsChallenge = testCard('4000000000003220');

/** The 3-D Secure "processor": the same server on the other loopback name (a cross-origin page). */
function processorOrigin(): string {
  return new URL(baseUrl()).origin.replace('//localhost', '//127.0.0.1');
}

function grouped(number: string): string {
  return number.replace(/(.{4})(?=.)/g, '$1 ');
}

function cardRequest(entry: CardEntry, paymentId = 'demo-card') {
  return {
    paymentId,
    cardInfo: {
      cardNumber: entry.number,
      expirationMonth: entry.month,
      expirationYear: entry.year,
      cvc: entry.cvc,
    },
    virtualCardId: null,
    googlePayToken: null,
  };
}

function googlePayRequest(token: string, paymentId: string) {
  return { paymentId, cardInfo: null, virtualCardId: null, googlePayToken: token };
}

function bodies(requests: LoggedRequest[]): unknown[] {
  return requests.map((request) => request.body);
}

/** Waits for the pay page's heading on `page`, already on its way to `path`. */
async function payPageShown(page: Page, path: string): Promise<Page> {
  try {
    await page.getByRole('heading', { level: 1, name: 'Greiðsla', exact: true }).waitFor();
  } catch (error) {
    const shown = await page.evaluate(
      () => document.querySelector('main > *')?.shadowRoot?.textContent ?? '(nothing)',
    );
    throw new Error(`${path} shows no pay page but: ${shown}`, { cause: error });
  }
  return page;
}

async function openPay(path = '/borga/demo-card'): Promise<Page> {
  return payPageShown(await browser.page(path), path);
}

/** Pays with 'Borga' and opens the challenge; resolves once the challenge's page has loaded. */
async function startCardPayment(page: Page): Promise<void> {
  await payButton(page).click();
  await threeDsDialog(page).waitFor();
  await threeDsChallenge(page).getByRole('button', { name: 'Staðfesta' }).waitFor();
}

async function expectSuccessPage(page: Page, paymentId: string, amount: string): Promise<void> {
  await page.waitForURL(`**/borga/${paymentId}/tokst`);
  await page.getByRole('heading', { level: 1, name: 'Greiðsla tókst' }).waitFor();
  await expect(page.getByText(amount, { exact: true }).textContent()).resolves.toBe(amount);
}

async function expectNoDialog(page: Page): Promise<void> {
  await threeDsDialog(page).waitFor({ state: 'detached' });
  await expect(page.locator(threeDsFrameSelector).count()).resolves.toBe(0);
}

/** The popup is gone and the form is as it was: every field kept, 'Borga' on again. */
async function expectBackOnForm(page: Page, entry: CardEntry): Promise<void> {
  await expectNoDialog(page);
  await expect(cardFields.holder(page).inputValue()).resolves.toBe(entry.holder);
  await expect(cardFields.number(page).inputValue()).resolves.toBe(grouped(entry.number));
  await expect(cardFields.month(page).inputValue()).resolves.toBe(entry.month);
  await expect(cardFields.year(page).inputValue()).resolves.toBe(entry.year);
  await expect(cardFields.cvc(page).inputValue()).resolves.toBe(entry.cvc);
  await expect(payButton(page).getAttribute('aria-disabled')).resolves.toBeNull();
}

/** The popup closed as no failure: back on the form without a message, nothing paid. */
async function expectClosedWithoutPaying(page: Page, entry: CardEntry): Promise<void> {
  await expectBackOnForm(page, entry);
  await expect(page.getByRole('alert').count()).resolves.toBe(0);
  expect(await sandbox.requestsTo('POST', payPath)).toEqual([]);
}

/** The text of what has the focus, looking through open shadow roots. */
async function focusedText(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.textContent?.trim();
  });
}

describe('a card payment through the processor’s 3-D Secure page on another origin', () => {
  test('Visa 4242: the popup holds the processor’s page; Staðfesta, the success page, one verify and one pay, byko-paid', async () => {
    const page = await openPay();
    await recordPaidEvents(page);
    await fillCard(page, visa);
    await startCardPayment(page);

    const frame = page.locator(threeDsFrameSelector);
    const box = await frame.boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport) throw new Error('the 3-D Secure frame has no box');
    // At most 700 × 500 (spec §9), whole inside the window.
    expect(box.width).toBeLessThanOrEqual(700);
    expect(box.height).toBeLessThanOrEqual(500);
    expect(box.width).toBeGreaterThan(200);
    expect(box.height).toBeGreaterThan(200);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    const sandboxTokens = ((await frame.getAttribute('sandbox')) ?? '').split(/\s+/).sort();
    expect(sandboxTokens).toEqual(['allow-forms', 'allow-same-origin', 'allow-scripts']);
    // The challenge is the processor's page, on its own origin, showing the amount and the card.
    const challengeFrame = page
      .frames()
      .find((candidate) => candidate.url().includes('/sandbox/3ds/challenge'));
    expect(challengeFrame && new URL(challengeFrame.url()).origin).toBe(processorOrigin());
    await threeDsChallenge(page).getByText(`24.990${nbsp}kr.`).waitFor();
    await threeDsChallenge(page).getByText('Visa •••• 4242').waitFor();
    // While the popup is open nothing can be paid again.
    await expect(page.getByRole('button', { name: /Borga$/ }).getAttribute('aria-disabled')).resolves.toBe(
      'true',
    );
    // The whole page, the processor's frame included (axe enters it as a screen reader does).
    expect(await axeViolations(page)).toEqual([]);

    // The window shrinks while the popup is open: it follows, at most 90 % × 80 % of it.
    await page.setViewportSize({ width: 400, height: 450 });
    await expect.poll(async () => (await frame.boundingBox())?.width).toBeLessThanOrEqual(400 * 0.9);
    expect((await frame.boundingBox())?.height).toBeLessThanOrEqual(450 * 0.8);

    await confirmThreeDs(page);
    await expectSuccessPage(page, 'demo-card', `24.990${nbsp}kr.`);
    const verifies = await sandbox.requestsTo('POST', verifyPath);
    expect(verifies.map((request) => [request.body, request.status])).toEqual([[cardRequest(visa), 200]]);
    const pays = await sandbox.requestsTo('POST', payPath);
    expect(pays.map((request) => [request.body, request.status])).toEqual([
      [{ ...cardRequest(visa), verificationData: expect.stringMatching(/^3ds-[0-9a-f]{32}$/) }, 200],
    ]);
    expect(await paidEvents(page)).toEqual([{ paymentId: 'demo-card', method: 'card' }]);
  });

  test('refused by the challenge, cancelled in it, the popup closed or Escape: back on the form each time, nothing paid; then it pays', async () => {
    const page = await openPay();
    // 4000 … 3220 fails its challenge: the processor's message, no pay request.
    await fillCard(page, failsChallenge);
    await startCardPayment(page);
    await confirmThreeDs(page);
    await alertWith(page, 'Auðkenning korts mistókst').waitFor();
    await expectBackOnForm(page, failsChallenge);
    expect(await sandbox.requestsTo('POST', payPath)).toEqual([]);

    // Another number clears the message.
    await cardFields.number(page).fill(visa.number);
    await alertWith(page, 'Auðkenning korts mistókst').waitFor({ state: 'detached' });

    // The challenge's own 'Hætta við': its message.
    await startCardPayment(page);
    await threeDsChallenge(page).getByRole('button', { name: 'Hætta við' }).click();
    await alertWith(page, 'Hætt var við auðkenningu').waitFor();
    await expectBackOnForm(page, visa);

    // 'Loka og hætta við' closes the popup as no failure.
    await startCardPayment(page);
    await threeDsDialog(page).getByRole('button', { name: 'Loka og hætta við' }).click();
    await expectClosedWithoutPaying(page, visa);

    // Escape does the same, and the focus goes back to 'Borga', which opened the popup.
    await startCardPayment(page);
    await page.keyboard.press('Escape');
    await expectClosedWithoutPaying(page, visa);
    await expect.poll(() => focusedText(page)).toBe('Borga');

    await startCardPayment(page);
    await confirmThreeDs(page);
    await expectSuccessPage(page, 'demo-card', `24.990${nbsp}kr.`);
    expect(bodies(await sandbox.requestsTo('POST', verifyPath))).toEqual([
      cardRequest(failsChallenge),
      ...Array.from({ length: 4 }, () => cardRequest(visa)),
    ]);
    const pays = await sandbox.requestsTo('POST', payPath);
    expect(pays.map((request) => request.status)).toEqual([200]);
  });

  test("demo-redirect: declined after its challenge (every field kept but the CVC), another card pays; the success page moves on to the redirectUrl '/'", async () => {
    const page = await browser.page();
    // The success page waits 3 s before it moves on: the page's clock is run past it.
    await page.clock.install();
    await page.goto('/borga/demo-redirect');
    await payPageShown(page, '/borga/demo-redirect');

    // 4000 … 0002 passes its challenge; pay refuses it.
    await fillCard(page, declined);
    await startCardPayment(page);
    await confirmThreeDs(page);
    await alertWith(page, 'Kortinu var hafnað').waitFor();
    await expectBackOnForm(page, { ...declined, cvc: '' });
    expect(new URL(page.url()).pathname).toBe('/borga/demo-redirect');

    await cardFields.number(page).fill(visa.number);
    await cardFields.cvc(page).fill(visa.cvc);
    await startCardPayment(page);
    await confirmThreeDs(page);
    await expectSuccessPage(page, 'demo-redirect', `8.900${nbsp}kr.`);
    await page.getByRole('status').filter({ hasText: 'Þú verður færð(ur) áfram' }).waitFor();
    await page.clock.runFor(successRedirectMs);
    await page.waitForURL((url) => url.pathname === '/');

    expect(bodies(await sandbox.requestsTo('POST', verifyPath))).toEqual([
      cardRequest(declined, 'demo-redirect'),
      cardRequest(visa, 'demo-redirect'),
    ]);
    const pays = await sandbox.requestsTo('POST', payPath);
    expect(pays.map((request) => request.status)).toEqual([400, 200]);
  });

  test('an authentication-complete from anywhere but the popup’s frame on the processor’s origin is not heard', async () => {
    const page = await openPay();
    await fillCard(page, visa);
    await startCardPayment(page);

    // Count the forged messages as they reach the page (this listener runs after the widget's).
    await page.evaluate(() => {
      let forged = 0;
      window.addEventListener('message', (event) => {
        const data: unknown = event.data;
        if (typeof data === 'object' && data !== null && Reflect.get(data, 'data') === 'forged') forged += 1;
        Object.assign(window, { forgedMessages: forged });
      });
    });
    const delivered = (count: number) =>
      page.waitForFunction((n) => Number(Reflect.get(window, 'forgedMessages') ?? 0) >= n, count);
    const forgery = { type: 'authentication-complete', data: 'forged' };

    // 1. From the top page itself.
    await page.evaluate((message) => window.postMessage(message, '*'), forgery);
    await delivered(1);

    // 2. From a frame injected into the page (same origin as the page). The page's policy blocks
    // an inline script in it, so the message is sent from the frame's own realm by the test.
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.title = 'Innskotinn rammi';
      frame.name = 'injected';
      document.body.append(frame);
    });
    // The frame's name reaches Playwright a moment after the frame is attached.
    await expect.poll(() => page.frame({ name: 'injected' }) !== null).toBe(true);
    const injected = page.frame({ name: 'injected' });
    if (!injected) throw new Error('the injected frame is missing');
    await injected.evaluate((message) => window.parent.postMessage(message, '*'), forgery);
    await delivered(2);

    // 3. From a frame on the processor's own origin that is not the popup's frame.
    await page.evaluate(
      (src) =>
        new Promise<void>((resolve) => {
          const frame = document.createElement('iframe');
          frame.title = 'Annar rammi vinnsluaðila';
          frame.addEventListener('load', () => resolve(), { once: true });
          frame.src = src;
          document.body.append(frame);
        }),
      `${processorOrigin()}/sandbox/google-pay/cards`,
    );
    const impostor = page.frames().find((frame: Frame) => frame.url().endsWith('/sandbox/google-pay/cards'));
    if (!impostor) throw new Error('the injected processor-origin frame did not load');
    await impostor.evaluate((message) => window.parent.postMessage(message, '*'), forgery);
    await delivered(3);

    // 4. From the popup's own frame once it is on another origin: the dialog compares each message
    // with the origin it expects, not with the message's own. The page's policy frames only the
    // processor (frame-src): the move is refused, and the frame holds Chromium's error page instead,
    // of no origin the dialog hears either. Every violation taken is kept, so one of another kind
    // still fails the test.
    const challenge = page.frames().find((frame: Frame) => frame.url().startsWith(processorOrigin()));
    if (!challenge) throw new Error('no challenge frame');
    const elsewhere = `${baseUrl()}/sandbox/google-pay/cards`;
    await challenge.evaluate((url) => {
      location.href = url;
    }, elsewhere);
    const violations: string[] = [];
    const refused = `frame-src blocked ${elsewhere}`;
    await expect
      .poll(() => {
        violations.push(...browser.takeCspViolations());
        return violations.join('\n');
      })
      .toContain(refused);
    await expect.poll(() => challenge.url()).not.toContain(processorOrigin());
    await challenge.evaluate((message) => window.parent.postMessage(message, '*'), forgery);
    await delivered(4);

    // None was heard: the popup closes as it would have, nothing paid ...
    await page.keyboard.press('Escape');
    await expectClosedWithoutPaying(page, visa);
    // ... and the real challenge still pays once, with its own session: a forged message heard
    // earlier would have sent a pay with 'forged' before this one.
    await startCardPayment(page);
    await confirmThreeDs(page);
    await expectSuccessPage(page, 'demo-card', `24.990${nbsp}kr.`);
    const pays = await sandbox.requestsTo('POST', payPath);
    expect(pays.map((request) => request.body)).toEqual([
      expect.objectContaining({ verificationData: expect.stringMatching(/^3ds-[0-9a-f]{32}$/) }),
    ]);
    violations.push(...browser.takeCspViolations());
    expect(violations.filter((violation) => !violation.includes(refused))).toEqual([]);
  });
});

describe('Google Pay', () => {
  test('demo-app: the stand-in sheet closed chooses nothing; Mastercard is declined after its challenge; Visa pays and lands on the receipt', async () => {
    const page = await openPay('/borga/demo-app');
    await recordPaidEvents(page);
    const tab = page.getByRole('tab', { name: 'Google Pay' });
    await tab.click();
    await expect(tab.getAttribute('aria-selected')).resolves.toBe('true');

    // The sheet closed by 'Hætta við' or Escape: no card, 'Borga' stays off.
    const sheet = page.getByRole('dialog', { name: /Google Pay/ });
    const openSheet = page.getByRole('button', { name: 'Greiða með Google Pay' });
    await openSheet.click();
    await sheet.getByRole('button', { name: 'Hætta við' }).click();
    await sheet.waitFor({ state: 'detached' });
    await expect(payButton(page).getAttribute('aria-disabled')).resolves.toBe('true');
    await openSheet.click();
    await sheet.waitFor();
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    await expect(payButton(page).getAttribute('aria-disabled')).resolves.toBe('true');

    // Mastercard •••• 4444 passes its challenge; pay refuses it.
    await chooseGooglePayCard(page, 'Mastercard •••• 4444');
    await googlePayPayButton(page, 'Mastercard •••• 4444').click();
    await threeDsChallenge(page).getByText('Mastercard •••• 4444').waitFor();
    await confirmThreeDs(page);
    await alertWith(page, 'Kortinu var hafnað').waitFor();
    await expectNoDialog(page);

    await chooseGooglePayCard(page, 'Visa •••• 4242');
    await googlePayPayButton(page, 'Visa •••• 4242').click();
    await threeDsChallenge(page).getByText('Visa •••• 4242').waitFor();
    await confirmThreeDs(page);
    // demo-app comes from the app: paid, it goes to its receipt, not the success page.
    await page.waitForURL('**/kvittun/demo-app');
    await page.getByRole('heading', { level: 1, name: 'Kvittun' }).waitFor();
    expect(await receiptFields(page)).toMatchObject({
      Greiðslunúmer: 'demo-app',
      Greiðsluleið: 'Google Pay',
      Samtals: '12.500 kr.',
    });
    expect(await paidEvents(page)).toEqual([{ paymentId: 'demo-app', method: 'googlePay' }]);

    const mastercardToken = googlePayRequest('sandbox-gpay-mastercard-4444', 'demo-app');
    const visaToken = googlePayRequest('sandbox-gpay-visa-4242', 'demo-app');
    expect(bodies(await sandbox.requestsTo('POST', verifyPath))).toEqual([mastercardToken, visaToken]);
    const pays = await sandbox.requestsTo('POST', payPath);
    expect(pays.map((request) => [request.body, request.status])).toEqual([
      [{ ...mastercardToken, verificationData: expect.stringMatching(/^3ds-/) }, 400],
      [{ ...visaToken, verificationData: expect.stringMatching(/^3ds-/) }, 200],
    ]);
  });
});
