import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { FaultKind } from '../../sandbox/control.ts';
import { armFaultIn } from '../support/application-faults.ts';
import type { TestPerson } from '../support/people.ts';
import { recordEvents, recordedEvents } from './flows.ts';
import { sandbox, storedSessionOf } from './harness.ts';

// What the application flows' end-to-end tests share: a person logged in without the e-ID wait,
// the fields every application form has, and the fault matrix of spec §8 (each fault, the message
// the page must show: test/support/application-faults.ts) armed in this server's sandbox.

export { faultReason, messageFaults } from '../support/application-faults.ts';

/**
 * Logs `person` in through the sandbox's real phone login and stores the session the way the login
 * form does (spec §3 storage keys), then opens `path`. A blank page of the same origin (the 404
 * page) holds the storage while it is written, so no widget sees a half-stored user.
 */
export async function openLoggedIn(page: Page, person: TestPerson, path: string): Promise<void> {
  const stored = await storedSessionOf(person);
  await page.goto('/__blank-for-login');
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, stored);
  await page.goto(path);
}

/**
 * Arms `fault` on `match` ('POST /api/…'), with the reason `messageFaults` expects; `times`: for
 * that many matching requests (one when not given).
 */
export async function armFault(
  match: string,
  fault: FaultKind,
  options: { times?: number } = {},
): Promise<void> {
  await armFaultIn(sandbox, match, fault, options);
}

/** An alert (role=alert) with exactly this text is visible. */
export async function expectAlert(page: Page, message: string): Promise<void> {
  await expect
    .poll(async () => page.getByRole('alert').filter({ hasText: message }).count(), { timeout: 8000 })
    .toBeGreaterThan(0);
}

/** How many requests of this method reached this path (a double submit shows here). */
export async function requestCount(method: string, path: string): Promise<number> {
  return (await sandbox.requestsTo(method, path)).length;
}

// ---- the application forms, by their labels

/** The person's details, prefilled from the login on every application form that asks for them. */
export const personFields = {
  name: (page: Page): Locator => page.getByRole('textbox', { name: 'Nafn' }),
  ssn: (page: Page): Locator => page.getByRole('textbox', { name: 'Kennitala' }),
  phone: (page: Page): Locator => page.getByRole('textbox', { name: 'Símanúmer' }),
  email: (page: Page): Locator => page.getByRole('textbox', { name: 'Netfang' }),
};

/** The address search and the fields a chosen address fills (account and cash-payment forms). */
export const addressFields = {
  address: (page: Page): Locator => page.getByRole('combobox', { name: 'Leita að heimilisfangi' }),
  streetName: (page: Page): Locator => page.getByRole('textbox', { name: 'Götuheiti' }),
  streetNumber: (page: Page): Locator => page.getByRole('textbox', { name: 'Húsnúmer' }),
  zipCode: (page: Page): Locator => page.getByRole('textbox', { name: 'Póstnúmer' }),
};

/** The form's 'Sækja um' button. */
export function submitButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Sækja um' });
}

/** Records every byko-submitted that reaches the document (the host page's view of the element). */
export async function recordSubmitted(page: Page): Promise<void> {
  await recordEvents(page, 'byko-submitted');
}

/** The byko-submitted details recorded since recordSubmitted (the page must not have reloaded). */
export async function submittedEvents(page: Page): Promise<unknown[]> {
  return recordedEvents(page, 'byko-submitted');
}

/** The page's <dl> of details as (term, value) pairs: an account's or a company's (core's account-details). */
export async function detailsShown(page: Page): Promise<string[][]> {
  const list = page.locator('dl');
  await list.waitFor();
  return list
    .locator('div')
    .evaluateAll((pairs) =>
      pairs.map((pair) => [...pair.children].map((cell) => (cell.textContent ?? '').trim())),
    );
}
