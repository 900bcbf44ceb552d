/// <reference types="mocha" />
import { expect } from 'chai';
import { announceStorageChange, dropUrlParams, logInAs, pageSandbox, typeInto } from '../support/in-page.ts';
import { anna, bjarni } from '../support/people.ts';

// What the element-contract tests share: mounting, waiting, reading and typing into the shadow
// root, the sandbox's control endpoints on the test page's origin, a logged-in session, axe.

/**
 * The built CDN bundle, loaded by URL: it exists only after `npm run build`, which the test script
 * runs first, so the type check of a fresh clone does not depend on it.
 */
export const bundleUrl = '/dist-cdn/byko-widgets.js';

export const nbsp = '\u00a0';

/** `24.990 kr.` as the widgets format ISK (a no-break space before `kr.`). */
export function isk(text: string): string {
  return `${text}${nbsp}kr.`;
}

const fixtures: HTMLElement[] = [];

/** Puts the HTML in the page (in a holder removed after the test); answers its first element. */
export function mount(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const element = holder.firstElementChild;
  if (!(element instanceof HTMLElement)) throw new Error(`nothing to mount in ${html}`);
  document.body.append(holder);
  fixtures.push(holder);
  return element;
}

const pageStyles: HTMLStyleElement[] = [];
const pageMetas: HTMLMetaElement[] = [];

/**
 * Puts these `<meta name content>` settings in the page's head, as a host page carries them (the
 * sandbox's: sandbox/pages.ts), removed with the mounts.
 */
export function pageCarries(settings: readonly (readonly [name: string, content: string])[]): void {
  for (const [name, content] of settings) {
    const meta = document.createElement('meta');
    meta.name = name;
    meta.content = content;
    document.head.append(meta);
    pageMetas.push(meta);
  }
}

/** Adds `css` to the page's own stylesheets, as a host page styles the element (removed with the mounts). */
export function pageSets(css: string): HTMLStyleElement {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  pageStyles.push(style);
  return style;
}

/** Removes what the test mounted and the page styles and settings it set. */
export function unmountAll(): void {
  for (const holder of fixtures.splice(0)) holder.remove();
  for (const style of pageStyles.splice(0)) style.remove();
  for (const meta of pageMetas.splice(0)) meta.remove();
}

export async function until<T>(
  read: () => T | null | undefined | false,
  what: string,
  timeoutMs = 5000,
): Promise<T> {
  const started = performance.now();
  for (;;) {
    const value = read();
    if (value) return value;
    if (performance.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function shadow(element: HTMLElement): ShadowRoot {
  if (!element.shadowRoot) throw new Error(`<${element.localName}> has no open shadow root`);
  return element.shadowRoot;
}

/** The shadow root's text ('' before the element's code has loaded), white space made plain (no-break spaces kept). */
export function textOf(element: HTMLElement): string {
  return (element.shadowRoot?.textContent ?? '').replace(/[ \t\r\n]+/g, ' ');
}

/** The text of the element's alert, if it shows one. */
export function alertText(element: HTMLElement): string | undefined {
  return element.shadowRoot?.querySelector('[role="alert"]')?.textContent ?? undefined;
}

/** The heading of the step a flow of steps shows (its h2). */
export function stepHeading(element: HTMLElement): string | undefined {
  return element.shadowRoot?.querySelector('h2')?.textContent ?? undefined;
}

/** Waits until the flow shows the step with this heading. */
export async function waitForStep(element: HTMLElement, heading: string, timeoutMs = 5000): Promise<void> {
  await until(
    () => stepHeading(element) === heading,
    `the step '${heading}' (shows: ${textOf(element)})`,
    timeoutMs,
  );
}

/** An origin nothing answers on: an `api-base` whose calls fail to connect. */
export const unreachableOrigin = 'http://127.0.0.1:9';

export function headingOf(element: HTMLElement): string | undefined {
  return element.shadowRoot?.querySelector('h1')?.textContent ?? undefined;
}

export function buttonNamed(element: HTMLElement, name: string): HTMLButtonElement | undefined {
  return [...(element.shadowRoot?.querySelectorAll('button') ?? [])].find(
    (button) => button.textContent?.trim() === name,
  );
}

export async function waitForButton(element: HTMLElement, name: string, timeoutMs = 5000) {
  return until(() => buttonNamed(element, name), `the '${name}' button`, timeoutMs);
}

/** The link whose whole text is `text`, if the element shows one. */
export function linkNamed(element: HTMLElement, text: string): HTMLAnchorElement | undefined {
  return [...(element.shadowRoot?.querySelectorAll('a') ?? [])].find((link) => link.textContent === text);
}

function findInput(element: HTMLElement, name: string): HTMLInputElement | HTMLTextAreaElement | undefined {
  // A comment or description is a textarea: found by its name like the inputs.
  const found = element.shadowRoot?.querySelector(`input[name="${name}"], textarea[name="${name}"]`);
  return found instanceof HTMLInputElement || found instanceof HTMLTextAreaElement ? found : undefined;
}

/** The input named `name` in the element's shadow root; throws when there is none. */
export function inputNamed(element: HTMLElement, name: string): HTMLInputElement | HTMLTextAreaElement {
  const found = findInput(element, name);
  if (!found) throw new Error(`no input named ${name}`);
  return found;
}

/** Waits for the input named `name`: the element's form has rendered (the status behind it loaded). */
export async function waitForInput(element: HTMLElement, name: string, timeoutMs = 5000) {
  return until(() => findInput(element, name), `the form (shows: ${textOf(element)})`, timeoutMs);
}

/** Waits `count` animation frames: a change of attribute renders in React's next commit. */
export async function nextFrames(count: number): Promise<void> {
  for (let frame = 0; frame < count; frame += 1) await new Promise(requestAnimationFrame);
}

/**
 * Removes api-base and presses 'Reyna aftur' once the element has rendered again with the page's
 * API client (in React's next commit): the retry asks the page's origin.
 */
export async function retryWithoutApiBase(element: HTMLElement): Promise<void> {
  element.removeAttribute('api-base');
  await nextFrames(2);
  (await waitForButton(element, 'Reyna aftur')).click();
}

// ---- the sandbox, the session and typing: test/support/in-page.ts, shared with the stories

// ---- events

/** Resolves with the next event of that name that reaches the document. */
export function nextOnDocument<T>(name: string, timeoutMs = 10000): Promise<CustomEvent<T>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      document.removeEventListener(name, listener);
      reject(new Error(`no ${name} reached the document within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (event: Event) => {
      clearTimeout(timer);
      document.removeEventListener(name, listener);
      if (event instanceof CustomEvent) resolve(event as CustomEvent<T>);
      else reject(new Error(`${name} is not a CustomEvent`));
    };
    document.addEventListener(name, listener);
  });
}

/**
 * Clicks the element's button `name` (once it shows) and answers the `eventName` event it then
 * sends, checked to leave the shadow root as the element's own: it bubbles, is composed, and its
 * target is the element.
 */
export async function eventOfClick<T>(
  element: HTMLElement,
  name: string,
  eventName: string,
  timeoutMs?: number,
): Promise<CustomEvent<T>> {
  const sent = nextOnDocument<T>(eventName, timeoutMs);
  (await waitForButton(element, name)).click();
  const event = await sent;
  expect([event.bubbles, event.composed, event.target === element]).to.deep.equal([true, true, true]);
  return event;
}

/** What byko-submitted carries: the application and its request as sent (a flow may add its `result`). */
export interface SubmittedDetail {
  application: string;
  request: unknown;
}

export interface NavigateDetail {
  to: string;
}

/**
 * The host's routing: every byko-navigate that reaches the document is recorded and cancelled, so
 * the test page never leaves (the element would assign location otherwise).
 */
export const navigations: { detail: NavigateDetail; at: number }[] = [];

export function routeNavigationsHere(): void {
  document.addEventListener('byko-navigate', (event) => {
    event.preventDefault();
    if (event instanceof CustomEvent)
      navigations.push({ detail: event.detail as NavigateDetail, at: performance.now() });
  });
}

// ---- contracts several application elements share

/**
 * An application element's login-path, logged out: with the attribute it asks the host page to go
 * there (a byko-navigate out of the shadow root, under the element's heading); without it (or once
 * it is removed) the login shows inside the element.
 */
export function itFollowsLoginPath(tag: string, loginPath: string, heading: string): void {
  it('with login-path and nobody logged in: asks to go there (byko-navigate leaves the shadow root)', async () => {
    const asked = nextOnDocument<NavigateDetail>('byko-navigate');
    const element = mount(`<${tag} login-path="${loginPath}"></${tag}>`);
    const event = await asked;
    expect(event.detail).to.deep.equal({ to: loginPath });
    expect([event.bubbles, event.composed, event.cancelable]).to.deep.equal([true, true, true]);
    expect(event.target).to.equal(element);
    expect(headingOf(element)).to.equal(heading);
  });

  it('without login-path (or once it is removed) the login shows in the element instead', async () => {
    const element = mount(`<${tag} login-path="${loginPath}"></${tag}>`);
    await until(() => navigations.length === 1, 'the navigation to the login page');
    element.removeAttribute('login-path');
    await waitForButton(element, 'Innskrá');
    expect(textOf(element)).to.contain('Rafræn skilríki');
    expect(navigations.map((entry) => entry.detail.to)).to.deep.equal([loginPath]);
  });
}

/**
 * A trading application's element (account, cash) for Bjarni, who is on account already: its
 * 'Reikningur nú þegar til' message in place of the form passes axe.
 */
export async function expectAccountMessageAccessible(tag: string): Promise<void> {
  await logInAs(bjarni);
  const exists = mount(`<${tag}></${tag}>`);
  await until(() => textOf(exists).includes('Reikningur nú þegar til'), 'the account message');
  expect(await axeViolations(exists)).to.deep.equal([]);
}

// ---- axe

interface AxeResults {
  violations: { id: string; nodes: unknown[] }[];
}
interface Axe {
  run: (context: Element) => Promise<AxeResults>;
}

function isAxe(value: unknown): value is Axe {
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, 'run') === 'function';
}

/** axe's violations in the element, as 'rule: nodes'. */
export async function axeViolations(element: HTMLElement): Promise<string[]> {
  if (!isAxe(Reflect.get(window, 'axe'))) {
    await new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = '/node_modules/axe-core/axe.min.js';
      script.onload = resolve;
      script.onerror = reject;
      document.head.append(script);
    });
  }
  const axe: unknown = Reflect.get(window, 'axe');
  if (!isAxe(axe)) throw new Error('axe did not load');
  const results = await axe.run(element);
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`);
}

/** Common set-up: the bundle loaded once, the sandbox and the storage fresh for every test. */
export function freshPageForEachTest(): void {
  before(async () => {
    await import(/* @vite-ignore */ bundleUrl);
    routeNavigationsHere();
  });
  beforeEach(async () => {
    localStorage.clear();
    // The applications keep half-filled forms here: one test's must not fill the next one's.
    sessionStorage.clear();
    announceStorageChange();
    navigations.splice(0);
    await pageSandbox.reset();
  });
  afterEach(async () => {
    unmountAll();
    localStorage.clear();
    sessionStorage.clear();
    announceStorageChange();
    await pageSandbox.reset();
  });
}

/**
 * A flow that keeps its step in the URL (useStepInUrl) writes `?param=…` into the test page's
 * URL: removed after each test, so the next one starts without it.
 */
export function dropUrlParamAfterEach(param: string): void {
  afterEach(() => dropUrlParams(param));
}

/** Chooses `value` in the element's select named `name`, as a person's choice is announced. */
function choose(element: HTMLElement, name: string, value: string): void {
  const select = shadow(element).querySelector(`select[name="${name}"]`);
  if (!(select instanceof HTMLSelectElement)) throw new Error(`no select named ${name}`);
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Fills <byko-pay>'s card form as Anna, with `number`, an expiry two years on and CVC 123, until 'Borga' is on. */
export async function fillCard(element: HTMLElement, number: string): Promise<void> {
  await waitForButton(element, 'Borga');
  await typeInto(inputNamed(element, 'cc-name'), anna.name);
  await typeInto(inputNamed(element, 'cc-number'), number);
  choose(element, 'cc-exp-month', '12');
  choose(element, 'cc-exp-year', String(new Date().getFullYear() + 2));
  await typeInto(inputNamed(element, 'cc-csc'), '123');
  await until(
    () => buttonNamed(element, 'Borga')?.getAttribute('aria-disabled') === null,
    "'Borga' enabled by the filled card form",
  );
}
