import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { FaultKind } from '../../sandbox/state.ts';
import type { TestPerson } from '../support/people.ts';
import { sandbox } from './harness.ts';

// What the application flows' end-to-end tests share: a person logged in without the e-ID wait,
// and the fault matrix of spec §8 (each fault, the message the page must show).

/**
 * Logs `person` in through the sandbox's real phone login and stores the session the way the login
 * form does (spec §3 storage keys), then opens `path`. A blank page of the same origin (the 404
 * page) holds the storage while it is written, so no widget sees a half-stored user.
 */
export async function openLoggedIn(page: Page, person: TestPerson, path: string): Promise<void> {
  const answer = await sandbox.loginByPhone(person);
  await page.goto('/__blank-for-login');
  await page.evaluate((user) => {
    localStorage.setItem('token', user.token);
    localStorage.setItem('name', user.name);
    localStorage.setItem('ssn', user.ssn);
    localStorage.setItem('email', user.email);
    localStorage.setItem('phoneNumber', user.phoneNumber);
  }, answer);
  await page.goto(path);
}

/**
 * The faults every load and submit must survive (spec §8, the fault matrix): the message a
 * person sees, given the flow's fallback. A 401 is not here: it goes to the login (test it apart).
 * The sandbox's 500 carries its reason ('Villa í kerfi (sandkassi)'), shown as-is; a timeout and a
 * broken answer have none, so the flow's own message shows.
 */
export function messageFaults(fallback: string): readonly { fault: FaultKind; message: string }[] {
  return [
    { fault: '500', message: 'Villa í kerfi (sandkassi)' },
    { fault: 'timeout', message: fallback },
    { fault: 'malformed', message: fallback },
    { fault: 'reason', message: 'Umsókn hafnað (prófun)' },
  ];
}

/** The reason the `reason` fault of `messageFaults` carries. */
export const faultReason = 'Umsókn hafnað (prófun)';

/** Arms one fault on `match` ('POST /api/…'), with the reason `messageFaults` expects. */
export async function armFault(match: string, fault: FaultKind): Promise<void> {
  await sandbox.fault(match, fault, fault === 'reason' ? { reason: faultReason } : {});
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
