import type { TestPerson } from './people.ts';
import { sandboxControl } from './sandbox-control.ts';

// What the tests that run inside a browser page share, where the page's own origin answers the
// sandbox's paths: the element tests (web-test-runner hands them to a sandbox) and the stories (MSW
// answers them in the page).

/** The sandbox's controls on this page's origin. */
export const pageSandbox = sandboxControl(() => location.origin);

/**
 * The session module reads localStorage once and then follows 'storage' events (other tabs): after
 * writing or clearing the storage keys, tell it as another tab's change would.
 */
export function announceStorageChange(): void {
  window.dispatchEvent(new StorageEvent('storage', { storageArea: localStorage, key: 'token' }));
}

/**
 * Removes these parameters from the page's URL (history.replaceState): where a flow keeps its step,
 * so the next test or story starts without it.
 */
export function dropUrlParams(...names: string[]): void {
  const url = new URL(location.href);
  for (const name of names) url.searchParams.delete(name);
  history.replaceState(history.state, '', url);
}

/**
 * `person` logged in at once (the sandbox's sessions control: no e-ID wait), stored under the spec's
 * keys as the login form stores them (the token issued by the API on the page's own origin), and
 * the page's session told; `fromApp`: logged in on the app's login page (isComingFromApp).
 */
export async function logInAs(
  person: Pick<TestPerson, 'phone'>,
  options: { fromApp?: boolean } = {},
): Promise<void> {
  const login = await pageSandbox.loginByPhone(person);
  localStorage.setItem('token', login.token);
  localStorage.setItem('tokenOrigin', location.origin);
  localStorage.setItem('name', login.name);
  localStorage.setItem('ssn', login.ssn);
  localStorage.setItem('email', login.email);
  localStorage.setItem('phoneNumber', login.phoneNumber || person.phone);
  localStorage.setItem('isComingFromApp', String(options.fromApp ?? false));
  announceStorageChange();
}

/**
 * Types into a text field inside a shadow root as a keyboard would: focuses and clicks it, then
 * enters the text one character at a time, each in place of the selection (a field that selects
 * its text on focus is typed over) and as an input event with the value set the way a keystroke
 * sets it (past React's value tracking), so the field's onChange and its cleaning run per character.
 * (user-event 14 cannot type into a shadow root: its input hooks miss the shadow root's fields.)
 */
export async function typeInto(field: Element | null | undefined, text: string): Promise<void> {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) {
    throw new Error(`typeInto needs an input or textarea, got ${field?.tagName ?? 'nothing'}`);
  }
  field.focus();
  field.click();
  // What the field does on focus (a formatted amount shown as digits, selected) runs in its frame.
  await new Promise(requestAnimationFrame);
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  for (const character of text) {
    // Some input types (e-mail) have no selection: they are typed at the end.
    const selectable = field.selectionStart !== null;
    const start = field.selectionStart ?? field.value.length;
    const end = field.selectionEnd ?? field.value.length;
    setValue?.call(field, field.value.slice(0, start) + character + field.value.slice(end));
    if (selectable) field.setSelectionRange(start + 1, start + 1);
    field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    // React renders the change (a cleaned or formatted value) before the next key.
    await Promise.resolve();
  }
}
