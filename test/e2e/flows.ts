import { AxeBuilder } from '@axe-core/playwright';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { type CardEntry, testCard } from '../support/cards.ts';

export { type CardEntry, testCard };

// What a person does on the pages, step by step, as the end-to-end tests repeat it: the shared login
// form, the card form, reading a table, an axe scan.

// ---- the login form ('Rafræn skilríki' and 'Auðkennisapp')

export function loginButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Innskrá' });
}

export function phoneField(page: Page): Locator {
  return page.getByRole('textbox', { name: 'Símanúmer' });
}

/** Ticks the terms and the Creditinfo consent. */
export async function acceptConsents(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /viðskiptaskilmála/ }).check();
  await page.getByRole('checkbox', { name: /Creditinfo/ }).check();
}

/** Holds every request to `path` until the returned function is called: what shows meanwhile stays. */
export async function holdUntilReleased(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${path}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Holds the e-ID confirmation (the login call, which the server answers once the person has
 * confirmed in the e-ID app) until the returned function is called. The security code shows only
 * while that call waits, 300 ms in the tests' sandbox: a loaded machine's polling could miss it.
 */
export function holdConfirmation(
  page: Page,
  path: '/api/auth/login' | '/api/auth/login-app',
): Promise<() => void> {
  return holdUntilReleased(page, path);
}

/** Types the phone, ticks both consents and presses Innskrá. */
export async function startPhoneLogin(page: Page, phone: string): Promise<void> {
  await phoneField(page).fill(phone);
  await acceptConsents(page);
  await loginButton(page).click();
}

/** Chooses 'Auðkennisapp', types the kennitala, ticks both consents and presses Innskrá. */
export async function startAppLogin(page: Page, ssn: string): Promise<void> {
  await page.getByRole('tab', { name: 'Auðkennisapp' }).click();
  await page.getByRole('textbox', { name: 'Kennitala' }).fill(ssn);
  await acceptConsents(page);
  await loginButton(page).click();
}

/** Logs in by phone on the customer login page and waits for the application page. */
export async function logInOnVidskipti(page: Page, phone: string): Promise<void> {
  await page.goto('/vidskipti');
  await startPhoneLogin(page, phone);
  await page.waitForURL('**/vidskipti/umsokn');
}

// ---- the pay page

export function payButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Borga', exact: true });
}

export const cardFields = {
  holder: (page: Page) => page.getByRole('textbox', { name: 'Nafn korthafa' }),
  number: (page: Page) => page.getByRole('textbox', { name: 'Kortanúmer' }),
  month: (page: Page) => page.getByRole('combobox', { name: 'Gildir til, mánuður' }),
  year: (page: Page) => page.getByRole('combobox', { name: 'Gildir til, ár' }),
  cvc: (page: Page) => page.getByRole('textbox', { name: 'Öryggiskóði (CVC)' }),
};

/** Fills every field of the card form. */
export async function fillCard(page: Page, entry: CardEntry): Promise<void> {
  await cardFields.holder(page).fill(entry.holder);
  await cardFields.number(page).fill(entry.number);
  await cardFields.month(page).selectOption(entry.month);
  await cardFields.year(page).selectOption(entry.year);
  await cardFields.cvc(page).fill(entry.cvc);
}

/**
 * A payment call that fails, and what the section says: the sandbox's reason for a 500, the
 * general message when the call times out or its answer is broken.
 */
export const paymentCallFaults = [
  { fault: '500', message: 'Villa í kerfi (sandkassi)' },
  { fault: 'timeout', message: 'Óvænt villa kom upp' },
  { fault: 'malformed', message: 'Óvænt villa kom upp' },
] as const;

/**
 * Resolves once the page has drawn a frame and run the task after it: what it was about to do on
 * its own (an effect, a navigation a timer started) has run. For a test that checks nothing happened.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}

/**
 * Clicks a button whose own handler closes its window (the signing page's 'Hætta við'). The close
 * can win the race with Playwright's click bookkeeping, so the click counts once the window is closed.
 */
export async function clickThatClosesItsWindow(window: Page, button: Locator): Promise<void> {
  const closed = window.waitForEvent('close');
  await button.click().catch((error: unknown) => {
    if (!window.isClosed()) throw error;
  });
  await closed;
}

// ---- reading and checking the page

/** The text of every cell of the named table's body, row by row, spaces (and no-break spaces) made plain. */
export async function tableRows(page: Page, name: string): Promise<string[][]> {
  const table = page.getByRole('table', { name });
  await table.waitFor();
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(row.querySelectorAll('th, td'), (cell) =>
          (cell.textContent ?? '').replace(/\s+/g, ' ').trim(),
        ),
      ),
    );
}

/** Whether the element has the focus in its shadow root (the document's activeElement is the host). */
export async function hasFocus(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const root = node.getRootNode();
    return root instanceof ShadowRoot && root.activeElement === node;
  });
}

/**
 * axe's violations on the page, each as 'rule: number of nodes' (none is what the tests expect).
 * Legacy mode runs axe in the page itself; the default mode finishes every run in a new blank page,
 * a new renderer process each time (1.2 s a check instead of 0.5 s). Legacy mode does not enter
 * cross-origin frames, so a page that has one (the 3-D Secure processor's) gets the default mode.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const crossOriginFrame = page
    .frames()
    .some((frame) => frame.url().startsWith('http') && new URL(frame.url()).origin !== origin);
  const results = await new AxeBuilder({ page }).setLegacyMode(!crossOriginFrame).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`);
}

// ---- the card processor's 3-D Secure popup and the Google Pay stand-in (card and Google Pay)

export const threeDsFrameSelector = 'iframe[title="Auðkenning korthafa hjá kortaútgefanda"]';

export function threeDsDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Auðkenning korts' });
}

/** The processor's challenge page inside the popup ('Staðfesta' / 'Hætta við'). */
export function threeDsChallenge(page: Page): FrameLocator {
  return page.frameLocator(threeDsFrameSelector);
}

/** Presses the challenge's 'Staðfesta' (waiting for the popup and its page to load). */
export async function confirmThreeDs(page: Page): Promise<void> {
  await threeDsChallenge(page).getByRole('button', { name: 'Staðfesta' }).click();
}

/** An alert whose whole text is `text`. */
export function alertWith(page: Page, text: string): Locator {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('alert').filter({ hasText: new RegExp(`^${escaped}$`) });
}

/** Chooses the 'Google Pay' tab, opens the stand-in sheet (its two cards and 'Hætta við') and picks a card. */
export async function chooseGooglePayCard(page: Page, description: string): Promise<void> {
  await page.getByRole('tab', { name: 'Google Pay' }).click();
  await page.getByRole('button', { name: 'Greiða með Google Pay' }).click();
  const sheet = page.getByRole('dialog', { name: /Google Pay/ });
  await sheet.waitFor();
  const buttons = await sheet.getByRole('button').allTextContents();
  if (buttons.join(' | ') !== 'Visa •••• 4242 | Mastercard •••• 4444 | Hætta við') {
    throw new Error(`the Google Pay sheet offers: ${buttons.join(' | ')}`);
  }
  await sheet.getByRole('button', { name: description }).click();
  await sheet.waitFor({ state: 'detached' });
}

/** 'Borga með {card}', once a Google Pay card is chosen. */
export function googlePayPayButton(page: Page, description: string): Locator {
  return page.getByRole('button', { name: `Borga með ${description}`, exact: true });
}

/** Records the detail of every `name` event that reaches the document (the host page's view of the element). */
export async function recordEvents(page: Page, name: string): Promise<void> {
  await page.evaluate((name) => {
    const seen: unknown[] = [];
    Reflect.set(window, `bykoRecorded ${name}`, seen);
    document.addEventListener(name, (event) => {
      seen.push(event instanceof CustomEvent ? event.detail : 'not a CustomEvent');
    });
  }, name);
}

/** The `name` details recorded since recordEvents (the page must not have reloaded). */
export async function recordedEvents(page: Page, name: string): Promise<unknown[]> {
  return page.evaluate((name) => {
    const seen: unknown = Reflect.get(window, `bykoRecorded ${name}`);
    return Array.isArray(seen) ? seen : [];
  }, name);
}

/** Records every `byko-paid` that reaches the document. */
export async function recordPaidEvents(page: Page): Promise<void> {
  await recordEvents(page, 'byko-paid');
}

/** The `byko-paid` details recorded since recordPaidEvents. */
export async function paidEvents(page: Page): Promise<unknown[]> {
  return recordedEvents(page, 'byko-paid');
}

// ---- the receipt (/kvittun/{paymentId})

/** The receipt's term → value pairs, spaces (and no-break spaces) made plain. */
export async function receiptFields(page: Page): Promise<Record<string, string>> {
  const lists = page.locator('byko-receipt dl');
  await lists.first().waitFor();
  return lists.evaluateAll((all) => {
    const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
    const fields: Record<string, string> = {};
    for (const term of all.flatMap((list) => Array.from(list.querySelectorAll('dt')))) {
      fields[plain(term.textContent)] = plain(term.nextElementSibling?.textContent ?? '');
    }
    return fields;
  });
}
