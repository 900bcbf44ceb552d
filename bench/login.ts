import type { TestPerson } from '../test/support/people.ts';
import { sandboxControl, storedSession } from '../test/support/sandbox-control.ts';

/** A page's localStorage, as key → value. */
export type StorageEntries = Readonly<Record<string, string>>;

/**
 * Logs `person` in through the sandbox's real phone login and answers the localStorage entries
 * the login form would have written (spec §3 storage keys): with them in place before the page
 * loads, an application page shows its form rather than sending to its login page.
 */
export async function loggedInStorage(
  origin: string,
  person: TestPerson,
  /** The same API as the pages reach it (another scheme or port): where the token is from. */
  pageOrigin = origin,
): Promise<StorageEntries> {
  return storedSession(await sandboxControl(() => origin).loginByPhone(person), pageOrigin);
}

/**
 * A same-origin address that loads none of the page's assets (a sandbox control answer): storage
 * is written there, so no script or stylesheet of the measured page reaches the HTTP cache first.
 */
export const storagePagePath = '/__sandbox/requests';

/** Runs in the page: replaces its localStorage with `entries`. */
export function replaceStorage(entries: StorageEntries): void {
  localStorage.clear();
  for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
}
