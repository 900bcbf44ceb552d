import { AxeBuilder } from '@axe-core/playwright';
import type { Frame, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { icelandicMonths } from '../support/month-names.ts';
import {
  alertWith,
  type CardEntry,
  cardFields,
  chooseGooglePayCard,
  confirmThreeDs,
  fillCard,
  googlePayPayButton,
  holdAnswers,
  paidEvents,
  payButton,
  recordPaidEvents,
  testCard,
  threeDsChallenge,
  threeDsDialog,
  threeDsFrameSelector,
} from './flows.ts';
import { baseUrl, browserPerTestFile, type LoggedRequest, sandbox } from './harness.ts';

const browser = browserPerTestFile();

const verifyPath = '/api/payment/v2/card/verify';
const payPath = '/api/payment/v2/card/pay';
const cardFallback = 'Óþekkt villa kom up.';
const googlePayFallback = 'Óþekkt villa kom upp';
const sandboxFailure = 'Villa í kerfi (sandkassi)';
const nbsp = '\u00a0';

const thisYear = new Date().getFullYear();

const visa = testCard('4242424242424242');
const mastercard = testCard('5555555555554444', 'Bjarni Sigurðsson');
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

// ---- the page

async function openPay(path = '/borga/demo-card'): Promise<Page> {
  const page = await browser.page(path);
  try {
    await page.getByRole('heading', { level: 1, name: 'Greiðsla', exact: true }).waitFor();
  } catch (error) {
    throw new Error(`${path} shows no pay page but: ${await widgetText(page)}`, { cause: error });
  }
  return page;
}

/** The text the route's element shows (for failure messages). */
async function widgetText(page: Page): Promise<string> {
  return page.evaluate(() => document.querySelector('main > *')?.shadowRoot?.textContent ?? '(nothing)');
}

/** What the form shows: the typed values, the number grouped by four. */
async function expectFormKeeps(page: Page, entry: CardEntry): Promise<void> {
  await expect(cardFields.holder(page).inputValue()).resolves.toBe(entry.holder);
  await expect(cardFields.number(page).inputValue()).resolves.toBe(grouped(entry.number));
  await expect(cardFields.month(page).inputValue()).resolves.toBe(entry.month);
  await expect(cardFields.year(page).inputValue()).resolves.toBe(entry.year);
  await expect(cardFields.cvc(page).inputValue()).resolves.toBe(entry.cvc);
}

async function expectPayEnabled(page: Page): Promise<void> {
  await expect(payButton(page).getAttribute('aria-disabled')).resolves.toBeNull();
}

async function expectPayDisabled(page: Page): Promise<void> {
  await expect(payButton(page).getAttribute('aria-disabled')).resolves.toBe('true');
}

/** A moment after the last press, still no verify request has reached the server. */
async function expectNoVerifySent(page: Page): Promise<void> {
  await page.waitForTimeout(200);
  expect(await sandbox.requestsTo('POST', verifyPath)).toEqual([]);
}

/** Pays with 'Borga' and opens the challenge; resolves once the challenge's page has loaded. */
async function startCardPayment(page: Page): Promise<void> {
  await payButton(page).click();
  await threeDsDialog(page).waitFor();
  await threeDsChallenge(page).getByRole('button', { name: 'Staðfesta' }).waitFor();
}

async function cancelChallengeInside(page: Page): Promise<void> {
  await threeDsChallenge(page).getByRole('button', { name: 'Hætta við' }).click();
}

async function expectSuccessPage(page: Page, paymentId: string, amount: string): Promise<void> {
  await page.waitForURL(`**/borga/${paymentId}/tokst`);
  await page.getByRole('heading', { level: 1, name: 'Greiðsla tókst' }).waitFor();
  await expect(page.getByText(amount, { exact: true }).textContent()).resolves.toBe(amount);
}

/** demo-card's success page with its amount. */
async function expectDemoCardPaid(page: Page): Promise<void> {
  await expectSuccessPage(page, 'demo-card', `24.990${nbsp}kr.`);
}

async function payWithCard(page: Page, entry: CardEntry): Promise<void> {
  await fillCard(page, entry);
  await startCardPayment(page);
  await confirmThreeDs(page);
}

async function expectNoDialog(page: Page): Promise<void> {
  await threeDsDialog(page).waitFor({ state: 'detached' });
  await expect(page.locator(threeDsFrameSelector).count()).resolves.toBe(0);
}

/** The popup is gone and the form is as it was: every field kept, 'Borga' on again. */
async function expectBackOnForm(page: Page, entry: CardEntry): Promise<void> {
  await expectNoDialog(page);
  await expectFormKeeps(page, entry);
  await expectPayEnabled(page);
}

/** The popup closed as no failure: back on the form without a message, nothing paid. */
async function expectClosedWithoutPaying(page: Page, entry: CardEntry): Promise<void> {
  await expectBackOnForm(page, entry);
  await expect(page.getByRole('alert').count()).resolves.toBe(0);
  expect(await sandbox.requestsTo('POST', payPath)).toEqual([]);
}

/** From the filled form: 'Borga', Staðfesta, and demo-card's success page. */
async function payDemoCardAgain(page: Page): Promise<void> {
  await startCardPayment(page);
  await confirmThreeDs(page);
  await expectDemoCardPaid(page);
}

function bodies(requests: LoggedRequest[]): unknown[] {
  return requests.map((request) => request.body);
}

// ---- Google Pay

function googlePayRequest(token: string) {
  return { paymentId: 'demo-card', cardInfo: null, virtualCardId: null, googlePayToken: token };
}

// =============================================================================================

describe('card payment on /borga/demo-card', () => {
  test('the page shows the heading, the amount and the card and Google Pay tabs, card chosen', async () => {
    const page = await browser.page();
    const answer = page.waitForResponse((response) => response.url().includes('/api/payment?'));
    await page.goto('/borga/demo-card');
    // demo-card answers allowedPaymentMethods as a single number, not a list.
    await expect((await answer).json()).resolves.toMatchObject({ allowedPaymentMethods: 1 });
    await page.getByRole('heading', { level: 1, name: 'Greiðsla', exact: true }).waitFor();
    await expect(page.getByText(/^24\.990\skr\.$/).textContent()).resolves.toBe(`24.990${nbsp}kr.`);
    const tabs = page.getByRole('tab');
    await expect(tabs.allTextContents()).resolves.toEqual(['Kort', 'Google Pay']);
    await expect(page.getByRole('tab', { name: 'Kort' }).getAttribute('aria-selected')).resolves.toBe('true');
    await expect(page.getByRole('tab', { name: 'Google Pay' }).getAttribute('aria-selected')).resolves.toBe(
      'false',
    );
    await payButton(page).waitFor();
  });

  test('Visa 4242: 3-D Secure popup, Staðfesta, success page, one verify and one pay, byko-paid', async () => {
    const page = await openPay();
    await recordPaidEvents(page);
    await fillCard(page, visa);
    await expect(cardFields.number(page).inputValue()).resolves.toBe('4242 4242 4242 4242');
    await page.getByRole('img', { name: 'Visa' }).waitFor();
    await expect(page.getByRole('img', { name: 'Mastercard' }).count()).resolves.toBe(0);
    await expectPayEnabled(page);

    await startCardPayment(page);
    const frame = page.locator(threeDsFrameSelector);
    const box = await frame.boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport) throw new Error('the 3-D Secure frame has no box');
    expect(box.width).toBeLessThanOrEqual(700);
    expect(box.height).toBeLessThanOrEqual(500);
    expect(box.width).toBeLessThanOrEqual(viewport.width * 0.9);
    expect(box.height).toBeLessThanOrEqual(viewport.height * 0.8);
    expect(box.width).toBeGreaterThan(200);
    expect(box.height).toBeGreaterThan(200);
    // Inside the viewport, whole.
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

    await confirmThreeDs(page);
    await expectDemoCardPaid(page);

    const verifies = await sandbox.requestsTo('POST', verifyPath);
    expect(bodies(verifies)).toEqual([cardRequest(visa)]);
    expect(verifies[0]?.status).toBe(200);
    const pays = await sandbox.requestsTo('POST', payPath);
    expect(bodies(pays)).toEqual([
      { ...cardRequest(visa), verificationData: expect.stringMatching(/^3ds-[0-9a-f]{32}$/) },
    ]);
    expect(pays[0]?.status).toBe(200);
    expect(await paidEvents(page)).toEqual([{ paymentId: 'demo-card', method: 'card' }]);
  });

  test('Mastercard 5555 shows the Mastercard mark and pays', async () => {
    const page = await openPay();
    await fillCard(page, mastercard);
    await expect(cardFields.number(page).inputValue()).resolves.toBe('5555 5555 5555 4444');
    await page.getByRole('img', { name: 'Mastercard' }).waitFor();
    await expect(page.getByRole('img', { name: 'Visa' }).count()).resolves.toBe(0);
    await startCardPayment(page);
    await threeDsChallenge(page).getByText('Mastercard •••• 4444').waitFor();
    await confirmThreeDs(page);
    await expectDemoCardPaid(page);
    expect(bodies(await sandbox.requestsTo('POST', verifyPath))).toEqual([cardRequest(mastercard)]);
    expect(await sandbox.requestsTo('POST', payPath)).toHaveLength(1);
  });

  test('4000 … 0002 is declined after the challenge: the reason, every field kept, a new card pays', async () => {
    const page = await openPay();
    await payWithCard(page, declined);
    await alertWith(page, 'Kortinu var hafnað').waitFor();
    await expectBackOnForm(page, declined);
    expect(page.url()).toBe(`${baseUrl()}/borga/demo-card`);

    await cardFields.number(page).fill(visa.number);
    await expect(alertWith(page, 'Kortinu var hafnað').count()).resolves.toBe(0);
    await payDemoCardAgain(page);
    expect(bodies(await sandbox.requestsTo('POST', verifyPath))).toEqual([
      cardRequest(declined),
      cardRequest({ ...declined, number: visa.number }),
    ]);
    const pays = await sandbox.requestsTo('POST', payPath);
    expect(pays.map((request) => request.status)).toEqual([400, 200]);
  });

  test('4000 … 3220 fails its challenge: the reason, no pay request', async () => {
    const page = await openPay();
    await payWithCard(page, failsChallenge);
    await alertWith(page, 'Auðkenning korts mistókst').waitFor();
    await expectBackOnForm(page, failsChallenge);
    expect(await sandbox.requestsTo('POST', verifyPath)).toHaveLength(1);
    expect(await sandbox.requestsTo('POST', payPath)).toEqual([]);
  });

  test("the challenge's 'Hætta við' shows 'Hætt var við auðkenningu' and pays nothing", async () => {
    const page = await openPay();
    await fillCard(page, visa);
    await startCardPayment(page);
    await cancelChallengeInside(page);
    await alertWith(page, 'Hætt var við auðkenningu').waitFor();
    await expectBackOnForm(page, visa);
    expect(await sandbox.requestsTo('POST', payPath)).toEqual([]);
  });

  test("'Loka og hætta við' closes the popup: back to the form, no message, no pay; paying again works", async () => {
    const page = await openPay();
    await fillCard(page, visa);
    await startCardPayment(page);
    await threeDsDialog(page).getByRole('button', { name: 'Loka og hætta við' }).click();
    await expectClosedWithoutPaying(page, visa);
    await payDemoCardAgain(page);
    expect(await sandbox.requestsTo('POST', verifyPath)).toHaveLength(2);
    expect(await sandbox.requestsTo('POST', payPath)).toHaveLength(1);
  });

  test('Escape closes the popup the same way; paying again works', async () => {
    const page = await openPay();
    await fillCard(page, visa);
    await startCardPayment(page);
    await page.keyboard.press('Escape');
    await expectClosedWithoutPaying(page, visa);
    // The focus goes back to what opened the dialog ('Borga'), not to the page's <body>.
    await expect
      .poll(() =>
        page.evaluate(() => {
          let active: Element | null = document.activeElement;
          while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
          return active?.textContent?.trim();
        }),
      )
      .toBe('Borga');
    await payDemoCardAgain(page);
  });

  test('a forged authentication-complete (from the page, from another frame) is ignored', async () => {
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
    const delivered = async (count: number) => {
      await page.waitForFunction((n) => Number(Reflect.get(window, 'forgedMessages') ?? 0) >= n, count);
      await page.waitForTimeout(300);
    };
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

    expect(await sandbox.requestsTo('POST', payPath)).toEqual([]);
    await expect(threeDsDialog(page).isVisible()).resolves.toBe(true);
    await expect(page.locator(threeDsFrameSelector).count()).resolves.toBe(1);

    await confirmThreeDs(page);
    await expectDemoCardPaid(page);
    const pays = await sandbox.requestsTo('POST', payPath);
    expect(pays).toHaveLength(1);
    expect(pays[0]?.body).toMatchObject({ verificationData: expect.stringMatching(/^3ds-/) });
  });

  test("the challenge frame's own window, once on another origin, is not heard", async () => {
    // The dialog must compare each message with the origin it expects, not with the message's own:
    // the same window, navigated away from the processor, sends a forged authentication-complete.
    const page = await openPay();
    await fillCard(page, visa);
    await startCardPayment(page);
    await threeDsChallenge(page).getByRole('button', { name: 'Staðfesta' }).waitFor();
    const challenge = page.frames().find((frame: Frame) => frame.url().startsWith(processorOrigin()));
    if (!challenge) throw new Error('no challenge frame');
    const elsewhere = `${baseUrl()}/sandbox/google-pay/cards`;
    await challenge.evaluate((url) => {
      location.href = url;
    }, elsewhere);
    // The page's policy frames only the processor (frame-src): the move is refused, and the frame
    // holds Chromium's error page instead, of no origin the dialog hears either. Every violation
    // taken is kept, so one of another kind still fails the test.
    const violations: string[] = [];
    const refused = `frame-src blocked ${elsewhere}`;
    await expect
      .poll(() => {
        violations.push(...browser.takeCspViolations());
        return violations.join('\n');
      })
      .toContain(refused);
    await expect.poll(() => challenge.url()).not.toContain(processorOrigin());
    await challenge.evaluate(() =>
      window.parent.postMessage({ type: 'authentication-complete', data: 'forged' }, '*'),
    );
    await page.waitForTimeout(500);
    expect(await sandbox.requestsTo('POST', payPath)).toEqual([]);
    await expect(threeDsDialog(page).isVisible()).resolves.toBe(true);
    violations.push(...browser.takeCspViolations());
    expect(violations.filter((violation) => !violation.includes(refused))).toEqual([]);
  });

  test('the popup is at most 90 % × 80 % of a small window', async () => {
    const page = await openPay();
    await page.setViewportSize({ width: 480, height: 600 });
    await fillCard(page, visa);
    await startCardPayment(page);
    const box = await page.locator(threeDsFrameSelector).boundingBox();
    if (!box) throw new Error('the 3-D Secure frame has no box');
    expect(box.width).toBeLessThanOrEqual(480 * 0.9);
    expect(box.height).toBeLessThanOrEqual(600 * 0.8);
    // The window shrinks while it is open: the popup follows.
    await page.setViewportSize({ width: 400, height: 450 });
    await expect
      .poll(async () => (await page.locator(threeDsFrameSelector).boundingBox())?.width)
      .toBeLessThanOrEqual(400 * 0.9);
    const smaller = await page.locator(threeDsFrameSelector).boundingBox();
    expect(smaller?.height).toBeLessThanOrEqual(450 * 0.8);
    await confirmThreeDs(page);
    await expectDemoCardPaid(page);
  });
});

describe('card rules (spec §5)', () => {
  test('number: length on blur, digits only, checksum; an expired month; no verify sent', async () => {
    const page = await browser.page();
    // Mid-July of this year in the browser, so an earlier month of this year is selectable.
    const julyNow = new Date(thisYear, 6, 15, 12, 0, 0);
    await page.clock.setFixedTime(julyNow);
    await page.goto('/borga/demo-card');
    await page.getByRole('heading', { level: 1, name: 'Greiðsla', exact: true }).waitFor();
    const number = cardFields.number(page);

    await number.fill('4242');
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await number.blur();
    await alertWith(page, 'Kortanúmer á að vera 16 stafa langt.').waitFor();
    await expect(number.getAttribute('aria-invalid')).resolves.toBe('true');

    await number.press('End');
    await number.pressSequentially('a');
    await alertWith(page, 'Kortanúmer má eingöngu innihalda tölustafi.').waitFor();
    await expect(number.inputValue()).resolves.toBe('4242 a');

    await number.fill('4242 4242 4242 4241');
    await alertWith(page, 'Kortanúmer er ekki gilt.').waitFor();

    await number.fill('4242 4242 4242 4242');
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await expect(number.getAttribute('aria-invalid')).resolves.toBeNull();

    await cardFields.holder(page).fill('Anna Jónsdóttir');
    await cardFields.month(page).selectOption('06');
    await cardFields.year(page).selectOption(String(thisYear));
    await cardFields.cvc(page).fill('123');
    await alertWith(page, 'Kort er útrunnið').waitFor();
    await expectPayDisabled(page);
    await payButton(page).click({ force: true });
    await cardFields.cvc(page).press('Enter');

    // This month is still valid (to the end of the month).
    await cardFields.month(page).selectOption('07');
    await expect(alertWith(page, 'Kort er útrunnið').count()).resolves.toBe(0);
    await expectPayEnabled(page);

    // Each wrong number again with a good expiry: 'Borga' stays off and sends nothing.
    for (const wrong of ['4242', '4242424242424241', '42424242424242a2']) {
      await number.fill(wrong);
      await number.blur();
      await expectPayDisabled(page);
      await payButton(page).click({ force: true });
    }
    await expectNoVerifySent(page);
  });

  test('the CVC shows no message (spec §5): digits only, and a short one goes to the processor as typed', async () => {
    const page = await openPay();
    await fillCard(page, { ...visa, cvc: '1a2' });
    await expect(cardFields.cvc(page).inputValue()).resolves.toBe('12');
    await startCardPayment(page);
    await expect(cardFields.cvc(page).getAttribute('aria-invalid')).resolves.not.toBe('true');
    expect(bodies(await sandbox.requestsTo('POST', verifyPath))).toEqual([
      cardRequest({ ...visa, cvc: '12' }),
    ]);
  });

  test('leaving the number field empty says it must be 16 characters (validated on blur)', async () => {
    const page = await openPay();
    await cardFields.number(page).focus();
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await cardFields.number(page).blur();
    await alertWith(page, 'Kortanúmer á að vera 16 stafa langt.').waitFor();
    await expectPayDisabled(page);
  });

  test('the month select lists the Icelandic months, the year select 20 years from this year', async () => {
    const page = await openPay();
    const months = await cardFields.month(page).locator('option').allTextContents();
    expect(months.slice(1)).toHaveLength(12);
    icelandicMonths.forEach((name, index) => {
      expect(months[index + 1]).toContain(name);
      expect(months[index + 1]).toContain(String(index + 1).padStart(2, '0'));
    });
    const monthValues = await cardFields
      .month(page)
      .evaluate((select) =>
        [...(select as HTMLSelectElement).options].map((option) => option.value).filter(Boolean),
      );
    expect(monthValues).toEqual(icelandicMonths.map((_, index) => String(index + 1).padStart(2, '0')));
    const years = await cardFields
      .year(page)
      .evaluate((select) =>
        [...(select as HTMLSelectElement).options].map((option) => option.value).filter(Boolean),
      );
    expect(years).toEqual(Array.from({ length: 20 }, (_, index) => String(thisYear + index)));
  });
});

describe('where a paid payment goes', () => {
  test('demo-app (origin App) lands on the receipt /kvittun/demo-app', async () => {
    const page = await openPay('/borga/demo-app');
    await recordPaidEvents(page);
    await payWithCard(page, visa);
    await page.waitForURL('**/kvittun/demo-app');
    await page.getByRole('heading', { name: 'Kvittun' }).waitFor();
    expect(bodies(await sandbox.requestsTo('POST', verifyPath))).toEqual([cardRequest(visa, 'demo-app')]);
    expect(await paidEvents(page)).toEqual([{ paymentId: 'demo-app', method: 'card' }]);
  });

  test("demo-redirect: the success page, then after about 3 s the payment's redirectUrl '/'", async () => {
    const page = await openPay('/borga/demo-redirect');
    await payWithCard(page, visa);
    await expectSuccessPage(page, 'demo-redirect', `8.900${nbsp}kr.`);
    const landed = Date.now();
    await page.getByRole('status').filter({ hasText: 'Þú verður færð(ur) áfram' }).waitFor();
    await page.waitForTimeout(Math.max(0, 2500 - (Date.now() - landed)));
    expect(new URL(page.url()).pathname).toBe('/borga/demo-redirect/tokst');
    await page.waitForURL((url) => url.pathname === '/', { timeout: 4000 - (Date.now() - landed) });
    expect(Date.now() - landed).toBeLessThan(4000);
  });
});

describe('card payment under server faults', () => {
  const cases = [
    { call: `POST ${verifyPath}`, fault: '500' as const, message: sandboxFailure },
    { call: `POST ${verifyPath}`, fault: 'timeout' as const, message: cardFallback },
    { call: `POST ${verifyPath}`, fault: 'malformed' as const, message: cardFallback },
    { call: `POST ${payPath}`, fault: '500' as const, message: sandboxFailure },
    { call: `POST ${payPath}`, fault: 'timeout' as const, message: cardFallback },
    { call: `POST ${payPath}`, fault: 'malformed' as const, message: cardFallback },
  ];
  for (const { call, fault, message } of cases) {
    test(`${call} ${fault}: '${message}', fields kept, a retry pays`, async () => {
      await sandbox.fault(call, fault);
      const page = await openPay();
      await fillCard(page, visa);
      await payButton(page).click();
      if (call.endsWith('/pay')) {
        await threeDsChallenge(page).getByRole('button', { name: 'Staðfesta' }).click();
      }
      // Whatever comes first: a message on the form, or (wrongly) the success page.
      await page
        .getByRole('alert')
        .or(page.getByRole('heading', { name: 'Greiðsla tókst' }))
        .first()
        .waitFor();
      expect(new URL(page.url()).pathname).toBe('/borga/demo-card');
      await alertWith(page, message).waitFor();
      await expectBackOnForm(page, visa);

      await payDemoCardAgain(page);
      expect(await sandbox.requestsTo('POST', verifyPath)).toHaveLength(2);
      const pays = await sandbox.requestsTo('POST', payPath);
      expect(pays.map((request) => request.status)).toEqual(
        call.endsWith('/pay') ? [expect.any(Number), 200] : [200],
      );
    });
  }

  test('fast repeated clicks on Borga send one verify', async () => {
    const page = await openPay();
    await fillCard(page, visa);
    // The verify answer is held, so the last click lands while the first is still being sent
    // (not on the 3-D Secure dialog, which would be a different click).
    await holdAnswers(page, verifyPath);
    await payButton(page).click({ clickCount: 3, delay: 0 });
    await page.getByRole('button', { name: /Borga$/ }).click({ force: true });
    await threeDsDialog(page).waitFor();
    await confirmThreeDs(page);
    await expectDemoCardPaid(page);
    expect(await sandbox.requestsTo('POST', verifyPath)).toHaveLength(1);
    expect(await sandbox.requestsTo('POST', payPath)).toHaveLength(1);
  });
});

describe('Google Pay on /borga/demo-card', () => {
  test('Visa •••• 4242: the sheet, Borga með …, 3-D Secure, success; verify had the token', async () => {
    const page = await openPay();
    await recordPaidEvents(page);
    await page.getByRole('tab', { name: 'Google Pay' }).click();
    await expect(page.getByRole('tab', { name: 'Google Pay' }).getAttribute('aria-selected')).resolves.toBe(
      'true',
    );
    // Nothing chosen yet: 'Borga' is off.
    await expectPayDisabled(page);
    await chooseGooglePayCard(page, 'Visa •••• 4242');
    const pay = googlePayPayButton(page, 'Visa •••• 4242');
    await expect(pay.getAttribute('aria-disabled')).resolves.toBeNull();
    await pay.click();
    await threeDsDialog(page).waitFor();
    await threeDsChallenge(page).getByText('Visa •••• 4242').waitFor();
    await confirmThreeDs(page);
    await expectDemoCardPaid(page);

    expect(bodies(await sandbox.requestsTo('POST', verifyPath))).toEqual([
      googlePayRequest('sandbox-gpay-visa-4242'),
    ]);
    expect(bodies(await sandbox.requestsTo('POST', payPath))).toEqual([
      { ...googlePayRequest('sandbox-gpay-visa-4242'), verificationData: expect.stringMatching(/^3ds-/) },
    ]);
    expect(await paidEvents(page)).toEqual([{ paymentId: 'demo-card', method: 'googlePay' }]);
  });

  test("closing the sheet ('Hætta við' or Escape) chooses nothing: 'Borga' stays off", async () => {
    const page = await openPay();
    await page.getByRole('tab', { name: 'Google Pay' }).click();
    const sheet = page.getByRole('dialog', { name: /Google Pay/ });
    await page.getByRole('button', { name: 'Greiða með Google Pay' }).click();
    await sheet.getByRole('button', { name: 'Hætta við' }).click();
    await sheet.waitFor({ state: 'detached' });
    await expectPayDisabled(page);
    await page.getByRole('button', { name: 'Greiða með Google Pay' }).click();
    await sheet.waitFor();
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    await expectPayDisabled(page);
    await payButton(page).click({ force: true });
    await expectNoVerifySent(page);
  });

  test('Mastercard •••• 4444 is declined: Kortinu var hafnað', async () => {
    const page = await openPay();
    await chooseGooglePayCard(page, 'Mastercard •••• 4444');
    await googlePayPayButton(page, 'Mastercard •••• 4444').click();
    await confirmThreeDs(page);
    await alertWith(page, 'Kortinu var hafnað').waitFor();
    await expectNoDialog(page);
    await expect(
      googlePayPayButton(page, 'Mastercard •••• 4444').getAttribute('aria-disabled'),
    ).resolves.toBeNull();
    expect(bodies(await sandbox.requestsTo('POST', verifyPath))).toEqual([
      googlePayRequest('sandbox-gpay-mastercard-4444'),
    ]);
  });

  test("closing the 3-D Secure popup is an error: 'Villa kom up við auðkenningu korts.'", async () => {
    const page = await openPay();
    await chooseGooglePayCard(page, 'Visa •••• 4242');
    await googlePayPayButton(page, 'Visa •••• 4242').click();
    await threeDsChallenge(page).getByRole('button', { name: 'Staðfesta' }).waitFor();
    await threeDsDialog(page).getByRole('button', { name: 'Loka og hætta við' }).click();
    await alertWith(page, 'Villa kom up við auðkenningu korts.').waitFor();
    await expectNoDialog(page);
    expect(await sandbox.requestsTo('POST', payPath)).toEqual([]);
    // It can be tried again.
    await googlePayPayButton(page, 'Visa •••• 4242').click();
    await confirmThreeDs(page);
    await expectDemoCardPaid(page);
  });
});

describe('Google Pay under server faults', () => {
  const visaToken = 'sandbox-gpay-visa-4242';
  const cases = [
    { call: `POST ${verifyPath}`, fault: '500' as const, message: sandboxFailure },
    { call: `POST ${verifyPath}`, fault: 'timeout' as const, message: googlePayFallback },
    { call: `POST ${verifyPath}`, fault: 'malformed' as const, message: googlePayFallback },
    { call: `POST ${payPath}`, fault: '500' as const, message: sandboxFailure },
    { call: `POST ${payPath}`, fault: 'timeout' as const, message: googlePayFallback },
    { call: `POST ${payPath}`, fault: 'malformed' as const, message: googlePayFallback },
  ];
  for (const { call, fault, message } of cases) {
    test(`${call} ${fault}: '${message}', the chosen card kept, one request per click, a retry pays`, async () => {
      await sandbox.fault(call, fault);
      const page = await openPay();
      await chooseGooglePayCard(page, 'Visa •••• 4242');
      await googlePayPayButton(page, 'Visa •••• 4242').click();
      const failsAtPay = call.endsWith('/pay');
      if (failsAtPay) await confirmThreeDs(page);
      // Whatever comes first: a message, or (wrongly) the success page.
      await page
        .getByRole('alert')
        .or(page.getByRole('heading', { name: 'Greiðsla tókst' }))
        .first()
        .waitFor();
      expect(new URL(page.url()).pathname).toBe('/borga/demo-card');
      await alertWith(page, message).waitFor();
      await expectNoDialog(page);
      // The card chosen in the sheet is still the one to pay with, and 'Borga með …' is on again.
      const pay = googlePayPayButton(page, 'Visa •••• 4242');
      await expect(pay.getAttribute('aria-disabled')).resolves.toBeNull();
      await expect(page.getByRole('tab', { name: 'Google Pay' }).getAttribute('aria-selected')).resolves.toBe(
        'true',
      );
      expect(bodies(await sandbox.requestsTo('POST', verifyPath))).toEqual([googlePayRequest(visaToken)]);
      expect(await sandbox.requestsTo('POST', payPath)).toHaveLength(failsAtPay ? 1 : 0);

      // The retry goes without choosing the card again.
      await pay.click();
      await expect(alertWith(page, message).count()).resolves.toBe(0);
      await confirmThreeDs(page);
      await expectDemoCardPaid(page);
      expect(bodies(await sandbox.requestsTo('POST', verifyPath))).toEqual([
        googlePayRequest(visaToken),
        googlePayRequest(visaToken),
      ]);
      const pays = await sandbox.requestsTo('POST', payPath);
      expect(pays.map((request) => request.status)).toEqual(failsAtPay ? [expect.any(Number), 200] : [200]);
      expect(pays.at(-1)?.body).toEqual({
        ...googlePayRequest(visaToken),
        verificationData: expect.stringMatching(/^3ds-/),
      });
      if (fault === '500') {
        const failed = failsAtPay ? pays[0] : (await sandbox.requestsTo('POST', verifyPath))[0];
        expect(failed?.status).toBe(500);
      }
    });
  }

  test('fast repeated clicks on Borga með … send one verify', async () => {
    const page = await openPay();
    await chooseGooglePayCard(page, 'Visa •••• 4242');
    await holdAnswers(page, verifyPath);
    await googlePayPayButton(page, 'Visa •••• 4242').click({ clickCount: 3, delay: 0 });
    await page.getByRole('button', { name: /Borga með Visa •••• 4242$/ }).click({ force: true });
    await threeDsDialog(page).waitFor();
    await confirmThreeDs(page);
    await expectDemoCardPaid(page);
    expect(await sandbox.requestsTo('POST', verifyPath)).toHaveLength(1);
    expect(await sandbox.requestsTo('POST', payPath)).toHaveLength(1);
  });
});

describe('Google Pay readiness (spec §8: failures are only logged)', () => {
  test("production pay.js cannot load: no message, no Google Pay button, 'Borga' off, a console warning", async () => {
    const page = await browser.page();
    const payJs: string[] = [];
    await page.route('https://pay.google.com/**', async (route) => {
      payJs.push(route.request().url());
      await route.abort();
    });
    const standIn: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/sandbox/google-pay/')) standIn.push(request.url());
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/borga/demo-card');
    await page.getByRole('heading', { level: 1, name: 'Greiðsla', exact: true }).waitFor();
    // The host page's SANDBOX meta gives the stand-in; the element's own attribute wins over it.
    await page
      .locator('byko-pay')
      .evaluate((element) => element.setAttribute('google-pay-environment', 'PRODUCTION'));

    await page.getByRole('tab', { name: 'Google Pay' }).click();
    await expect
      .poll(() => warnings.filter((text) => text.includes('Google Pay is not ready')))
      .toHaveLength(1);
    await payButton(page).waitFor();
    expect(payJs).toEqual(['https://pay.google.com/gp/p/js/pay.js']);
    expect(standIn).toEqual([]);
    await expect(page.getByRole('button', { name: 'Greiða með Google Pay' }).count()).resolves.toBe(0);
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await expectPayDisabled(page);
    await payButton(page).click({ force: true });
    await expectNoVerifySent(page);
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
  });
});

describe('loading the pay page', () => {
  test("an unknown payment: fullscreen 'Greiðsla fannst ekki' with 'Reyna aftur'", async () => {
    const page = await browser.page('/borga/unknown');
    await alertWith(page, 'Greiðsla fannst ekki').waitFor();
    await page.getByRole('button', { name: 'Reyna aftur' }).click();
    await alertWith(page, 'Greiðsla fannst ekki').waitFor();
    expect(await sandbox.requestsTo('GET', '/api/payment')).toHaveLength(2);
    await expect(payButton(page).count()).resolves.toBe(0);
  });

  const faults = [
    { fault: '500' as const, message: sandboxFailure },
    { fault: 'malformed' as const, message: 'Tókst ekki að hlaða greiðslu' },
  ];
  for (const { fault, message } of faults) {
    test(`GET /api/payment ${fault}: '${message}', 'Reyna aftur' loads the page`, async () => {
      await sandbox.fault('GET /api/payment', fault);
      const page = await browser.page('/borga/demo-card');
      await alertWith(page, message).waitFor();
      await page.getByRole('button', { name: 'Reyna aftur' }).click();
      await page.getByRole('heading', { level: 1, name: 'Greiðsla', exact: true }).waitFor();
      await payButton(page).waitFor();
      await expect(alertWith(page, message).count()).resolves.toBe(0);
    });
  }

  test("demo-insufficient: 'Ekki næg heimild' with a link to apply for more", async () => {
    const page = await browser.page('/borga/demo-insufficient');
    await page.getByRole('heading', { name: 'Ekki næg heimild' }).waitFor();
    const link = page.getByRole('link', { name: 'Sækja um hækkun heimildar' });
    await expect(link.getAttribute('href')).resolves.toMatch(/^https:\/\//);
    await expect(payButton(page).count()).resolves.toBe(0);
  });

  test('demo-paid: already paid', async () => {
    const page = await browser.page('/borga/demo-paid');
    await page.getByText('Þessi greiðsla hefur þegar verið greidd.').waitFor();
    await expect(payButton(page).count()).resolves.toBe(0);
  });

  test('demo-all (a list): four tabs, Kort chosen; switching away and back keeps what was typed', async () => {
    const page = await openPay('/borga/demo-all');
    await expect(page.getByRole('tab').allTextContents()).resolves.toEqual([
      'Greiðsludreifing',
      'Kort',
      'Google Pay',
      'Greiðsluseðill',
    ]);
    await expect(page.getByRole('tab', { name: 'Kort' }).getAttribute('aria-selected')).resolves.toBe('true');
    const entry = testCard(visa.number);
    await fillCard(page, entry);
    for (const tab of ['Greiðsludreifing', 'Google Pay', 'Greiðsluseðill']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab }).getAttribute('aria-selected')).resolves.toBe('true');
      await expect(cardFields.number(page).isVisible()).resolves.toBe(false);
    }
    await page.getByRole('tab', { name: 'Kort' }).click();
    await expectFormKeeps(page, entry);
    await startCardPayment(page);
    await confirmThreeDs(page);
    await expectSuccessPage(page, 'demo-all', `150.000${nbsp}kr.`);
  });

  test('iframe=1: no menu, and <byko-pay> is compact', async () => {
    const page = await openPay('/borga/demo-card?iframe=1');
    await expect(page.getByRole('banner').count()).resolves.toBe(0);
    await expect(page.locator('byko-pay').getAttribute('compact')).resolves.toBe('');
    await payButton(page).waitFor();
  });
});

describe('accessibility (axe)', () => {
  const violations = async (builder: AxeBuilder) =>
    (await builder.analyze()).violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );

  test('the card form, filled in, has no violations', async () => {
    const page = await openPay();
    await fillCard(page, visa);
    await page.getByRole('img', { name: 'Visa' }).waitFor();
    expect(await violations(new AxeBuilder({ page }))).toEqual([]);
  });

  test('the card form with an error has no violations', async () => {
    const page = await openPay();
    await fillCard(page, { ...visa, number: '4242' });
    await cardFields.number(page).blur();
    await alertWith(page, 'Kortanúmer á að vera 16 stafa langt.').waitFor();
    expect(await violations(new AxeBuilder({ page }))).toEqual([]);
  });

  test('the 3-D Secure popup open: the widget and its dialog have no violations', async () => {
    const page = await openPay();
    await fillCard(page, visa);
    await startCardPayment(page);
    // The dialog and everything of ours, without the processor's page inside the frame.
    expect(
      await violations(
        new AxeBuilder({ page }).exclude({ fromShadowDom: ['byko-pay', threeDsFrameSelector] }),
      ),
    ).toEqual([]);
  });

  test('the 3-D Secure popup open: the whole page, the challenge frame included, has no violations', async () => {
    const page = await openPay();
    await fillCard(page, visa);
    await startCardPayment(page);
    // axe reaches into the cross-origin frame (Playwright gives it every frame): its landmarks are
    // listed with the page's, as a screen reader lists them.
    expect(await violations(new AxeBuilder({ page }))).toEqual([]);
  });
});
