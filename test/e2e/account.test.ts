import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { anna, bjarni, dagny } from '../support/people.ts';
import {
  addressFields,
  armFault,
  expectAlert,
  messageFaults,
  openLoggedIn,
  personFields,
  requestCount,
  submitButton,
} from './applications.ts';
import { axeViolations, hasFocus, holdAnswers, startPhoneLogin } from './flows.ts';
import { browserPerTestFile, sandbox } from './harness.ts';

// <byko-account-application> on /vidskipti/umsokn (spec §2 "Account application", §5, §6, §8)
// against `npm start`'s sandbox: the people of SANDBOX.md apply, Bjarni is sent to the limit change,
// the address combobox by keyboard and by pointer, its debounce, the fault matrix on the load and the
// submit, and a login that expires while the form is filled in.

const path = '/vidskipti/umsokn';
const signUpPath = '/api/customers/applications/sign-up';
const addressPath = '/api/address/query';
const statusFailed = 'Villa kom upp við að stöðu reiknings';

const browser = browserPerTestFile();

const form = {
  ...personFields,
  ...addressFields,
  maxAmount: (page: Page) => page.getByRole('textbox', { name: 'Hámarksheimild' }),
  amount: (page: Page) => page.getByRole('textbox', { name: 'Umbeðin heimild (kr.)' }),
  comment: (page: Page) => page.getByRole('textbox', { name: 'Athugasemd' }),
  submit: submitButton,
};

async function formReady(page: Page): Promise<void> {
  await form.amount(page).waitFor();
}

/** Types like a person (key by key), so the combobox sees each keystroke. */
async function typeSlowly(field: Locator, text: string, delay = 40): Promise<void> {
  await field.pressSequentially(text, { delay });
}

/**
 * Types one character every `gapMs` from inside the page, each an input event as a keystroke makes
 * it. Playwright's own keystrokes each take a round trip to the browser, which on a busy machine
 * can stretch a gap past the 300 ms debounce; a page timer keeps the pace of a quick typist.
 */
async function typeQuickly(field: Locator, text: string, gapMs: number): Promise<void> {
  await field.focus();
  await field.evaluate(
    async (input, { text, gapMs }) => {
      if (!(input instanceof HTMLInputElement)) throw new Error('not an input');
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      for (let length = 1; length <= text.length; length += 1) {
        // The native setter, so React sees a change (as from the keyboard), then the event.
        setValue?.call(input, text.slice(0, length));
        input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
        await new Promise((resolve) => setTimeout(resolve, gapMs));
      }
    },
    { text, gapMs },
  );
}

async function addressQueries(): Promise<string[]> {
  return (await sandbox.requestsTo('GET', addressPath)).map((entry) => entry.query.q ?? '');
}

async function signUps() {
  return sandbox.requestsTo('POST', signUpPath);
}

async function expectSucceeded(page: Page): Promise<void> {
  await page
    .getByRole('status')
    .filter({ has: page.getByRole('heading', { name: 'Umsókn um reikningsviðskipti samþykkt' }) })
    .waitFor();
}

describe('applying for account trading on /vidskipti/umsokn', () => {
  test('Dagný applies with an address from the search; then she is on account and goes to the limit change', async () => {
    const page = await browser.page();
    await openLoggedIn(page, dagny, path);
    await page.getByRole('heading', { level: 1, name: 'Umsókn um reikningsviðskipti' }).waitFor();
    await formReady(page);
    expect(await form.name(page).inputValue()).toBe(dagny.name);
    expect(await form.name(page).getAttribute('readonly')).not.toBeNull();
    expect(await form.ssn(page).inputValue()).toBe(dagny.ssn);
    expect(await form.phone(page).inputValue()).toBe(dagny.phone);
    expect(await form.email(page).inputValue()).toBe(dagny.email);
    expect(await form.maxAmount(page).inputValue()).toBe('300.000\u00a0kr.');
    const manual = page.getByRole('link', { name: 'hér', exact: true });
    expect(await manual.getAttribute('href')).toBe('/vidskipti/umsokn-handvirk');

    await typeSlowly(form.address(page), 'Lauga');
    await page.getByRole('option', { name: 'Laugavegur 10, 101 Reykjavík' }).waitFor();
    await form.address(page).press('ArrowDown');
    await form.address(page).press('Enter');
    expect(await form.streetName(page).inputValue()).toBe('Laugavegur');
    expect(await form.streetNumber(page).inputValue()).toBe('10');
    expect(await form.zipCode(page).inputValue()).toBe('101');
    await typeSlowly(form.amount(page), '250.000', 10);
    expect(await form.amount(page).inputValue()).toBe('250000');
    await form.comment(page).fill('Vegna framkvæmda');
    // Enter chose the address; it sent nothing.
    expect(await signUps()).toHaveLength(0);
    await form.submit(page).click();
    await expectSucceeded(page);
    expect((await signUps()).map((entry) => [entry.body, entry.status])).toEqual([
      [
        {
          phone: dagny.phone,
          email: dagny.email,
          streetName: 'Laugavegur',
          streetNumber: '10',
          zipCode: '101',
          amount: 250_000,
          description: 'Vegna framkvæmda',
        },
        200,
      ],
    ]);

    // Success cleared local storage: she logs in again and is a customer on account now. The
    // application sends her to the limit change, which opens for her.
    await openLoggedIn(page, dagny, path);
    await page.waitForURL('**/vidskipti/umsokn-heimild');
    expect(await page.title()).toMatch(/^Breyting á heimild/);
    // The limit change (another element) sends non-customers back here: she stays.
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/vidskipti/umsokn-heimild');
  });

  test('Anna applies without an address (zipCode null) through every failure of the submit, one request per click', async () => {
    const page = await browser.page();
    await openLoggedIn(page, anna, path);
    await formReady(page);
    expect(await form.maxAmount(page).inputValue()).toBe('400.000\u00a0kr.');
    await form.amount(page).fill('100.000');
    await form.comment(page).fill('Pallasmíði');
    // Each answer held a moment: both clicks of the double click land while the first is in flight
    // (on a busy machine an instant answer could come back between them, and the second click
    // would rightly send again).
    await holdAnswers(page, signUpPath, 800);
    const faults = messageFaults('Óvænt villa kom upp');
    for (const [index, { fault, message }] of faults.entries()) {
      await armFault(`POST ${signUpPath}`, fault);
      await form.submit(page).dblclick();
      await expectAlert(page, message);
      expect(await requestCount('POST', signUpPath)).toBe(index + 1);
      // Nothing typed is lost, and the form can be sent again.
      expect(await form.amount(page).inputValue()).toBe('100000');
      expect(await form.comment(page).inputValue()).toBe('Pallasmíði');
      expect(await form.amount(page).isEnabled()).toBe(true);
    }
    await form.submit(page).click();
    await expectSucceeded(page);
    const sent = await signUps();
    expect(sent).toHaveLength(faults.length + 1);
    expect(sent.at(-1)?.body).toEqual({
      phone: anna.phone,
      email: anna.email,
      streetName: '',
      streetNumber: '',
      zipCode: null,
      amount: 100_000,
      description: 'Pallasmíði',
    });
    expect(sent.at(-1)?.status).toBe(200);
  });

  test('Bjarni, already on account, is sent to /vidskipti/umsokn-heimild', async () => {
    const page = await browser.page();
    await openLoggedIn(page, bjarni, path);
    await page.waitForURL('**/vidskipti/umsokn-heimild');
    expect(await signUps()).toHaveLength(0);
  });

  test('not logged in: the login at /vidskipti', async () => {
    const page = await browser.page(path);
    await page.waitForURL('**/vidskipti');
    await page.getByRole('button', { name: 'Innskrá' }).waitFor();
  });
});

describe('the address search (combobox)', () => {
  test('by keyboard: arrows move the active option, Enter chooses, Escape closes then clears', async () => {
    const page = await browser.page();
    await openLoggedIn(page, anna, path);
    const combobox = form.address(page);
    expect(await combobox.getAttribute('aria-expanded')).toBe('false');
    await typeSlowly(combobox, 'Laugav');
    const options = page.getByRole('option');
    await page.getByRole('option', { name: 'Laugavegur 176, 105 Reykjavík' }).waitFor();
    expect(await combobox.getAttribute('aria-expanded')).toBe('true');
    expect(await options.count()).toBe(3);
    // The list opens under the input, not over it.
    const inputBox = await combobox.boundingBox();
    const listBox = await page.getByRole('listbox').boundingBox();
    expect(listBox && inputBox && listBox.y >= inputBox.y + inputBox.height).toBe(true);
    expect(await combobox.getAttribute('aria-activedescendant')).toBeNull();

    const activeName = async () => {
      const id = await combobox.getAttribute('aria-activedescendant');
      if (!id) return undefined;
      const active = page.locator(`[role="option"][id="${id}"]`);
      expect(await active.getAttribute('aria-selected')).toBe('true');
      return active.textContent();
    };
    await combobox.press('ArrowDown');
    expect(await activeName()).toBe('Laugavegur 10, 101 Reykjavík');
    await combobox.press('ArrowDown');
    expect(await activeName()).toBe('Laugavegur 77, 101 Reykjavík');
    await combobox.press('ArrowUp');
    await combobox.press('ArrowUp');
    // Up from the first wraps to the last.
    expect(await activeName()).toBe('Laugavegur 176, 105 Reykjavík');
    // The focus stays in the input all along (ARIA 1.2 combobox).
    expect(await hasFocus(combobox)).toBe(true);

    await combobox.press('Escape');
    expect(await combobox.getAttribute('aria-expanded')).toBe('false');
    expect(await combobox.getAttribute('aria-activedescendant')).toBeNull();
    expect(await combobox.inputValue()).toBe('Laugav');
    await combobox.press('Escape');
    expect(await combobox.inputValue()).toBe('');

    await typeSlowly(combobox, 'Skeif');
    await page.getByRole('option', { name: 'Skeifan 11, 108 Reykjavík' }).waitFor();
    await combobox.press('ArrowDown');
    await combobox.press('Enter');
    expect(await combobox.getAttribute('aria-expanded')).toBe('false');
    expect(await combobox.inputValue()).toBe('Skeifan 11, 108 Reykjavík');
    expect(await form.streetName(page).inputValue()).toBe('Skeifan');
    expect(await form.streetNumber(page).inputValue()).toBe('11');
    expect(await form.zipCode(page).inputValue()).toBe('108');
    expect(await signUps()).toHaveLength(0);
  });

  test('by pointer: a click on an option chooses it; the fields stay editable', async () => {
    const page = await browser.page();
    await openLoggedIn(page, anna, path);
    await typeSlowly(form.address(page), 'Glerá');
    await page.getByRole('option', { name: 'Glerárgata 36, 600 Akureyri' }).click();
    expect(await form.streetName(page).inputValue()).toBe('Glerárgata');
    expect(await form.zipCode(page).inputValue()).toBe('600');
    await form.streetNumber(page).fill('36a');
    expect(await form.streetNumber(page).inputValue()).toBe('36a');
    expect(await form.address(page).getAttribute('aria-expanded')).toBe('false');
  });

  test('typing quickly sends one request, for the final text only', async () => {
    const page = await browser.page();
    await openLoggedIn(page, anna, path);
    await formReady(page);
    await typeQuickly(form.address(page), 'Laugav', 50);
    await page.getByRole('option', { name: 'Laugavegur 10, 101 Reykjavík' }).waitFor();
    // The answer is in; give a stray late request the debounce's time to show up.
    await page.waitForTimeout(400);
    expect(await addressQueries()).toEqual(['Laugav']);
  });
});

describe('what is checked, and what fails', () => {
  test('a requested limit above the max shows its message and sends nothing', async () => {
    const page = await browser.page();
    await openLoggedIn(page, dagny, path);
    await formReady(page);
    await form.amount(page).fill('300001');
    const message = page.getByText('Umbeðin heimild er hærri en hámark');
    await message.waitFor();
    await form.submit(page).click();
    await expect.poll(() => hasFocus(form.amount(page))).toBe(true);
    expect(await form.amount(page).getAttribute('aria-invalid')).toBe('true');
    expect(await signUps()).toHaveLength(0);
    await form.amount(page).fill('300000');
    await message.waitFor({ state: 'detached' });
  });

  test('the status load: each failure shows its message, and Reyna aftur loads the form', async () => {
    const page = await browser.page();
    await openLoggedIn(page, anna, '/__blank-for-login');
    for (const { fault, message } of messageFaults(statusFailed)) {
      await armFault('GET /api/customers/me', fault);
      await page.goto(path);
      await expectAlert(page, message);
      expect(await form.amount(page).count()).toBe(0);
      await page.getByRole('button', { name: 'Reyna aftur' }).click();
      await formReady(page);
    }
  });

  test('a 401 on the status load goes to the login', async () => {
    const page = await browser.page();
    await armFault('GET /api/customers/me/max-amount', '401');
    await openLoggedIn(page, anna, path);
    await page.waitForURL('**/vidskipti');
  });

  test('a 401 on submit goes to /vidskipti; after logging in again, what was typed is back', async () => {
    const page = await browser.page();
    await openLoggedIn(page, dagny, path);
    await typeSlowly(form.address(page), 'Skeifan');
    await page.getByRole('option', { name: 'Skeifan 11, 108 Reykjavík' }).click();
    await form.amount(page).fill('150000');
    await form.comment(page).fill('Geymist');
    // Give the draft its write (an effect after the last keystroke).
    await expect.poll(() => page.evaluate(() => sessionStorage.length)).toBeGreaterThan(0);
    await armFault(`POST ${signUpPath}`, '401');
    await form.submit(page).click();
    await page.waitForURL('**/vidskipti');
    await startPhoneLogin(page, dagny.phone);
    await page.waitForURL(`**${path}`);
    await formReady(page);
    expect(await form.amount(page).inputValue()).toBe('150000');
    expect(await form.comment(page).inputValue()).toBe('Geymist');
    expect(await form.streetName(page).inputValue()).toBe('Skeifan');
    expect(await form.streetNumber(page).inputValue()).toBe('11');
    expect(await form.zipCode(page).inputValue()).toBe('108');
    await form.submit(page).click();
    await expectSucceeded(page);
    // The draft goes with the success.
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  });

  test('axe finds nothing in the form, the open list, or the success view', async () => {
    const page = await browser.page();
    await openLoggedIn(page, anna, path);
    await formReady(page);
    expect(await axeViolations(page)).toEqual([]);
    await typeSlowly(form.address(page), 'Lauga');
    await page.getByRole('option').first().waitFor();
    await form.address(page).press('ArrowDown');
    expect(await axeViolations(page)).toEqual([]);
    await form.address(page).press('Enter');
    await form.amount(page).fill('1000');
    await form.submit(page).click();
    await expectSucceeded(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});
