import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { anna, bjarni } from '../support/people.ts';
import {
  axeViolations,
  clickThatClosesItsWindow,
  holdAnswers,
  loginButton,
  paymentCallFaults,
  phoneField,
  startPhoneLogin,
  tableRows,
} from './flows.ts';
import { browserPerTestFile, type LoggedRequest, sandbox, storedUser } from './harness.ts';

const loginReason = 'Innskráning fyrir greiðsludreifingu';
const submitPath = '/api/payment/pay-with-partial-payment';
/** A fixed "now" so the due dates (the 2nd of next month, then monthly) are known. */
const now = new Date('2026-11-21T12:00:00');

const browser = browserPerTestFile();

/** Opens a pay page with the browser's clock fixed at `now` (timers keep running). */
async function openPay(paymentId: string): Promise<Page> {
  const page = await browser.page();
  await page.clock.setFixedTime(now);
  await page.goto(`/borga/${paymentId}`);
  return page;
}

/** Logs in through the instalment section's login form and waits for the form. */
async function logInToForm(page: Page, phone: string): Promise<void> {
  await loginButton(page).waitFor();
  await startPhoneLogin(page, phone);
  await applyButton(page).waitFor();
}

function applyButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Sækja um', exact: true });
}

function termsBox(page: Page): Locator {
  return page.getByRole('checkbox', { name: /skilmála greiðsludreifingar/ });
}

function slider(page: Page): Locator {
  return page.getByRole('slider', { name: 'Fjöldi mánaða' });
}

function emailField(page: Page): Locator {
  return page.getByRole('textbox', { name: 'Netfang' });
}

function signingButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Undirrita' });
}

/** The payment plan's rows, each cell's text with plain spaces. */
function planRows(page: Page): Promise<string[][]> {
  return tableRows(page, 'Greiðsluáætlun');
}

/** '54.856 kr.' → 54856 (undefined for a cell that is not an amount, e.g. a date). */
function krona(text: string): number | undefined {
  const match = /^(-?[\d.]+) kr\.$/.exec(text);
  return match?.[1] === undefined ? undefined : Number(match[1].replaceAll('.', ''));
}

async function submits(): Promise<LoggedRequest[]> {
  return sandbox.requestsTo('POST', submitPath);
}

describe('instalments (Greiðsludreifing) on /borga/demo-instalment', () => {
  test('login, the form and its plan, submit, signing in a popup, then paid', async () => {
    const page = await openPay('demo-instalment');
    await expect(
      page.getByRole('tab', { name: 'Greiðsludreifing' }).getAttribute('aria-selected'),
    ).resolves.toBe('true');
    await logInToForm(page, anna.phone);

    const [login] = await sandbox.requestsTo('POST', '/api/auth/login');
    expect(login?.body).toMatchObject({
      phoneNumber: anna.phone,
      reason: loginReason,
      origin: 'Web',
      paymentMethod: 0,
    });

    // Name and kennitala are shown, not editable; phone and e-mail come filled in.
    const name = page.getByRole('textbox', { name: 'Nafn' });
    const ssn = page.getByRole('textbox', { name: 'Kennitala' });
    await expect(name.inputValue()).resolves.toBe(anna.name);
    await expect(ssn.inputValue()).resolves.toBe(anna.ssn);
    await expect(name.isEditable()).resolves.toBe(false);
    await expect(ssn.isEditable()).resolves.toBe(false);
    await expect(phoneField(page).inputValue()).resolves.toBe(anna.phone);
    await expect(emailField(page).inputValue()).resolves.toBe(anna.email);

    // 7 months by default: 350 000 × 1,0433 = 365 155 at 12,5 % a year, 495 kr. fee a payment.
    await expect(slider(page).inputValue()).resolves.toBe('7');
    await page.getByText('7 mánuðir', { exact: true }).waitFor();
    const rows = await planRows(page);
    expect(rows).toHaveLength(7);
    expect(rows[0]?.[0]).toBe('02.12.2026');
    expect(rows[1]?.[0]).toBe('02.01.2027');
    expect(rows[6]?.[0]).toBe('02.06.2027');
    expect(rows[0]?.[1]).toBe('365.155 kr.');
    expect(rows[0]?.[2]).toBe('54.856 kr.');
    expect(rows[0]?.[5]).toBe('495 kr.');
    // Each row: total = principal part + interest + fee to the króna; interest is a month's
    // 12,5 % / 12 of the principal left; each row's principal left is the last one's less its
    // principal part, and the principal parts repay the whole principal exactly.
    let left = 365_155;
    for (const row of rows) {
      const [, remaining, total, principalPart, interest, fee] = row.map(krona);
      expect(remaining).toBe(left);
      expect((principalPart ?? 0) + (interest ?? 0) + (fee ?? 0)).toBe(total);
      expect(Math.abs((remaining ?? 0) * (0.125 / 12) - (interest ?? 0))).toBeLessThanOrEqual(1);
      left -= principalPart ?? 0;
    }
    expect(left).toBe(0);
    await page.getByText('Vextir: 12,50%', { exact: true }).waitFor();
    await page.getByText(/Árleg hlutfallstala kostnaðar: 32,53%/).waitFor();
    await expect(page.getByText('(Of hátt)').count()).resolves.toBe(0);

    // Two months: the APR is flagged; twelve months: twelve rows.
    await slider(page).focus();
    await page.keyboard.press('Home');
    await page.getByText('2 mánuðir', { exact: true }).waitFor();
    await page.getByText(/\(Of hátt\)/).waitFor();
    // The plan follows the slider a render later (useDeferredValue, so a step paints at once).
    await expect.poll(async () => (await planRows(page)).length).toBe(2);
    await page.keyboard.press('End');
    await page.getByText('12 mánuðir', { exact: true }).waitFor();
    await expect.poll(async () => (await planRows(page)).length).toBe(12);
    await expect(page.getByText('(Of hátt)').count()).resolves.toBe(0);
    await page.keyboard.press('Home');
    for (let step = 2; step < 7; step += 1) await page.keyboard.press('ArrowRight');
    await page.getByText('7 mánuðir', { exact: true }).waitFor();

    // 'Sækja um' waits for the terms.
    await expect(applyButton(page).getAttribute('aria-disabled')).resolves.toBe('true');
    await applyButton(page).click({ force: true });
    expect(await submits()).toHaveLength(0);
    await termsBox(page).check();
    await expect(applyButton(page).getAttribute('aria-disabled')).resolves.toBeNull();
    await applyButton(page).click();

    await signingButton(page).waitFor();
    await page.getByRole('heading', { name: 'Undirritun' }).waitFor();
    const sent = await submits();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      paymentId: 'demo-instalment',
      phone: anna.phone,
      email: anna.email,
      paymentCount: 7,
      creditInfoCheckApproved: false,
    });
    expect(sent[0]?.status).toBe(200);

    // The session is cleared; what the signing page needs is kept for a reload.
    const stored = await storedUser(page);
    expect(stored.token).toBeUndefined();
    expect(stored.partialPayment).toBeDefined();
    const documentId = await sandboxDocumentId(page);
    expect(documentId).toMatch(/^doc-[0-9a-f]{16}$/);
    expect(JSON.parse(stored.partialPayment ?? '{}')).toMatchObject({ stage: 1, documentId });

    await page.reload();
    await signingButton(page).waitFor();
    await expect(loginButton(page).count()).resolves.toBe(0);

    // 'Undirrita' opens the sandbox's signing page in a small popup window.
    const popupEvent = browser.context().waitForEvent('page');
    await signingButton(page).click();
    const popup = await popupEvent;
    // The window opens blank (its opener cut), then goes to the signing page.
    await popup.waitForURL(`**/sandbox/signing/${documentId}`);
    const size = await popup.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
    expect(Math.abs(size.width - 520)).toBeLessThanOrEqual(20);
    expect(Math.abs(size.height - 570)).toBeLessThanOrEqual(20);
    await popup.getByRole('heading', { name: 'Undirritun skjals' }).waitFor();
    await expect(signingButton(page).getAttribute('aria-busy')).resolves.toBe('true');

    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Undirrita' }).click();
    await closed;
    await page.waitForURL('**/borga/demo-instalment/tokst');
    await page.getByRole('heading', { name: 'Greiðsla tókst' }).waitFor();
    await page.getByText('350.000 kr.').waitFor();
    expect(
      await sandbox.requestsTo('GET', '/api/payment/demo-instalment/partial-payment/signet-status'),
    ).toEqual([expect.objectContaining({ query: { documentId }, status: 200 })]);
    expect((await storedUser(page)).partialPayment).toBeUndefined();
  });

  test('closing the signing window unsigned says so, and Undirrita can be used again', async () => {
    const page = await openPay('demo-instalment');
    await logInToForm(page, anna.phone);
    await termsBox(page).check();
    await applyButton(page).click();
    await signingButton(page).waitFor();

    const popupEvent = browser.context().waitForEvent('page');
    await signingButton(page).click();
    const popup = await popupEvent;
    await clickThatClosesItsWindow(popup, popup.getByRole('button', { name: 'Hætta við' }));
    await page
      .getByRole('alert')
      .filter({ hasText: 'Skjalið hefur ekki verið undirritað. Reyndu aftur.' })
      .waitFor();
    await expect(signingButton(page).getAttribute('aria-disabled')).resolves.toBeNull();
    const statuses = await sandbox.requestsTo(
      'GET',
      '/api/payment/demo-instalment/partial-payment/signet-status',
    );
    expect(statuses).toHaveLength(1);

    // Again, this time closed by the browser's own close: still unsigned; then signed.
    const second = browser.context().waitForEvent('page');
    await signingButton(page).click();
    const again = await second;
    await again.getByRole('button', { name: 'Undirrita' }).waitFor();
    await again.close();
    await expect
      .poll(
        async () =>
          (await sandbox.requestsTo('GET', '/api/payment/demo-instalment/partial-payment/signet-status'))
            .length,
      )
      .toBe(2);
    await page.getByRole('alert').filter({ hasText: 'Skjalið hefur ekki verið undirritað' }).waitFor();
    await expect(signingButton(page).getAttribute('aria-disabled')).resolves.toBeNull();

    const third = browser.context().waitForEvent('page');
    await signingButton(page).click();
    const last = await third;
    await last.getByRole('button', { name: 'Undirrita' }).click();
    await page.waitForURL('**/borga/demo-instalment/tokst');
  });

  test('an empty or bad phone or e-mail is refused where it was typed, and nothing is sent', async () => {
    const page = await openPay('demo-instalment');
    await logInToForm(page, anna.phone);
    await termsBox(page).check();
    const required = 'Vinsamlegast fyllið út þennan reit';

    await phoneField(page).fill('');
    await emailField(page).fill('');
    await applyButton(page).click();
    await fieldAlert(phoneField(page), required);
    await fieldAlert(emailField(page), required);

    await phoneField(page).fill('12');
    await emailField(page).fill('anna@');
    await applyButton(page).click();
    await fieldAlert(phoneField(page), "Símanúmer getur aðeins innihaldið tölustafi og '+'");
    await fieldAlert(emailField(page), 'Netfang er ekki gilt');
    await expect(phoneField(page).getAttribute('aria-invalid')).resolves.toBe('true');
    expect(await submits()).toHaveLength(0);

    // Typing clears the message; good values go through.
    await phoneField(page).fill(anna.phone);
    await expect(phoneField(page).getAttribute('aria-invalid')).resolves.toBeNull();
    await emailField(page).fill(anna.email);
    await applyButton(page).click();
    await signingButton(page).waitFor();
    expect(await submits()).toHaveLength(1);
  });

  test('the form has no axe violations', async () => {
    const page = await openPay('demo-instalment');
    await logInToForm(page, anna.phone);
    await page.getByRole('table', { name: 'Greiðsluáætlun' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});

/** The document id the widget stored for the signing page. */
async function sandboxDocumentId(page: Page): Promise<string> {
  const stored = (await storedUser(page)).partialPayment ?? '{}';
  const { documentId } = JSON.parse(stored) as { documentId?: string };
  return documentId ?? '';
}

/** The field's own error message (tied to it with aria-describedby), shown where it was typed. */
async function fieldAlert(field: Locator, message: string): Promise<void> {
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
  const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
  const texts = await field.evaluate((input, ids) => {
    const root = input.getRootNode() as Document | ShadowRoot;
    return ids
      .split(' ')
      .filter(Boolean)
      .map((id) => root.getElementById(id)?.textContent ?? '');
  }, describedBy);
  expect(texts).toContain(message);
}

describe('credit-info consent (demo-nocredit, Bjarni)', () => {
  test('Ekki næg heimild asks for consent; Hætta við gives the button back; Leyfa resubmits; signing pays', async () => {
    const page = await openPay('demo-nocredit');
    await logInToForm(page, bjarni.phone);
    await expect(phoneField(page).inputValue()).resolves.toBe(bjarni.phone);
    await termsBox(page).check();
    await applyButton(page).click();

    const dialog = page.getByRole('dialog', { name: 'Leyfi uppflettingu í creditinfo?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Hætta við' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect(applyButton(page).getAttribute('aria-disabled')).resolves.toBeNull();
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    expect(await submits()).toHaveLength(1);

    await applyButton(page).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Leyfa' }).click();
    await signingButton(page).waitFor();
    const sent = await submits();
    expect(sent.map((request) => request.body)).toEqual([
      expect.objectContaining({ creditInfoCheckApproved: false }),
      expect.objectContaining({ creditInfoCheckApproved: false }),
      {
        paymentId: 'demo-nocredit',
        phone: bjarni.phone,
        email: bjarni.email,
        paymentCount: 7,
        creditInfoCheckApproved: true,
      },
    ]);
    expect(sent.map((request) => request.status)).toEqual([400, 400, 200]);

    // Signed: demo-nocredit is paid by instalments.
    const popupEvent = browser.context().waitForEvent('page');
    await signingButton(page).click();
    const popup = await popupEvent;
    await popup.getByRole('button', { name: 'Undirrita' }).click();
    await page.waitForURL('**/borga/demo-nocredit/tokst');
    await page.getByRole('heading', { name: 'Greiðsla tókst' }).waitFor();
    await page.getByText('600.000 kr.').waitFor();
  });
});

describe('instalments from the app (demo-instalment-app)', () => {
  test('no login is asked; a submit goes to the receipt', async () => {
    const page = await openPay('demo-instalment-app');
    await applyButton(page).waitFor();
    await expect(loginButton(page).count()).resolves.toBe(0);
    await expect(page.getByRole('textbox', { name: 'Nafn' }).inputValue()).resolves.toBe(bjarni.name);
    await termsBox(page).check();
    await applyButton(page).click();
    await page.waitForURL('**/kvittun/demo-instalment-app');
    await page.getByRole('heading', { name: 'Kvittun' }).waitFor();
    await page.getByText('Greiðsludreifing', { exact: true }).waitFor();
    expect((await submits())[0]?.body).toMatchObject({ paymentId: 'demo-instalment-app', paymentCount: 7 });
    expect(await sandbox.requestsTo('POST', '/api/auth/login')).toHaveLength(0);
  });
});

describe('instalments under server faults', () => {
  for (const { fault, message } of paymentCallFaults) {
    test(`submit ${fault}: '${message}', everything typed kept, a retry works`, async () => {
      const page = await openPay('demo-instalment');
      await logInToForm(page, anna.phone);
      await sandbox.fault(`POST ${submitPath}`, fault);
      await emailField(page).fill('anna.j@example.is');
      await slider(page).focus();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await page.getByText('5 mánuðir', { exact: true }).waitFor();
      await termsBox(page).check();
      await applyButton(page).click();

      await page.getByRole('alert').filter({ hasText: message }).waitFor();
      await expect(phoneField(page).inputValue()).resolves.toBe(anna.phone);
      await expect(emailField(page).inputValue()).resolves.toBe('anna.j@example.is');
      await expect(slider(page).inputValue()).resolves.toBe('5');
      await expect(termsBox(page).isChecked()).resolves.toBe(true);
      await expect(applyButton(page).getAttribute('aria-disabled')).resolves.toBeNull();

      await applyButton(page).click();
      await signingButton(page).waitFor();
      const sent = await submits();
      expect(sent).toHaveLength(2);
      expect(sent[1]?.body).toMatchObject({ email: 'anna.j@example.is', paymentCount: 5 });
    });
  }

  test('fast repeated clicks send one request', async () => {
    const page = await openPay('demo-instalment');
    await logInToForm(page, anna.phone);
    await termsBox(page).check();
    // Hold the answer a moment so the later clicks land while the first request is under way.
    await holdAnswers(page, submitPath);
    await applyButton(page).click({ clickCount: 3, delay: 0 });
    await expect(applyButton(page).getAttribute('aria-busy')).resolves.toBe('true');
    await applyButton(page).click({ force: true });
    await emailField(page).press('Enter');
    await signingButton(page).waitFor();
    expect(await submits()).toHaveLength(1);
  });

  test('the interest rate fails to load: its message, and Reyna aftur recovers', async () => {
    await sandbox.fault('GET /api/payment/demo-instalment-app/interest-rate', 'malformed');
    const page = await openPay('demo-instalment-app');
    await page.getByRole('alert').filter({ hasText: 'Villa kom upp við að hlaða vöxtum' }).waitFor();
    await page.getByRole('button', { name: 'Reyna aftur' }).click();
    await page.getByRole('table', { name: 'Greiðsluáætlun' }).waitFor();
    expect(await planRows(page)).toHaveLength(7);
  });

  test('the fee fails to load: its message, and Reyna aftur recovers', async () => {
    await sandbox.fault('GET /api/payment-calculations/NoticeAmount', 'timeout');
    const page = await openPay('demo-instalment-app');
    await page
      .getByRole('alert')
      .filter({ hasText: 'Villa kom upp við að hlaða afborgunargjaldi' })
      .waitFor();
    await page.getByRole('button', { name: 'Reyna aftur' }).click();
    expect(await planRows(page)).toHaveLength(7);
  });
});

describe('instalments among other methods (demo-all)', () => {
  test('the instalment code loads only when Greiðsludreifing is chosen; it asks for a login', async () => {
    const page = await browser.page();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/borga/demo-all');
    await page.getByRole('textbox', { name: 'Kortanúmer' }).waitFor();
    await expect(page.getByRole('tab', { name: 'Kort' }).getAttribute('aria-selected')).resolves.toBe('true');
    const chunk = (path: string) => /\/InstalmentSection-[\w-]+\.js$/.test(path);
    expect(scripts.filter(chunk)).toEqual([]);

    await page.getByRole('tab', { name: 'Greiðsludreifing' }).click();
    await loginButton(page).waitFor();
    expect(scripts.filter(chunk)).toHaveLength(1);
    await startPhoneLogin(page, anna.phone);
    await applyButton(page).waitFor();
    expect((await sandbox.requestsTo('POST', '/api/auth/login'))[0]?.body).toMatchObject({
      reason: loginReason,
      paymentMethod: 0,
    });
  });
});
