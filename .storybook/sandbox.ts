import { http } from 'msw';
import { setupWorker } from 'msw/browser';
import { createSandboxApp, isSandboxPath } from '../sandbox/app.ts';
import type { FaultKind } from '../sandbox/control.ts';
import { sandboxPageSettings } from '../sandbox/pages.ts';
import { pageSandbox } from '../test/support/in-page.ts';
import { clearDrafts } from '../widgets/core/applications/draft.ts';
import { metaName, type PageSettingKey } from '../widgets/core/runtime/page-settings.ts';
import { clearOwnedKeys, customerStatus, sessionUser } from '../widgets/core/runtime/session.ts';

// The sandbox behind Storybook: one sandbox app lives in the preview page, and MSW's service worker
// hands it every same-origin request for a sandbox path (/api/…, /__sandbox/…). The widgets' own
// HTTP client (ky) makes real fetches, so what a story does is what a page does against `npm start`.

/** A short e-ID delay: long enough to see the security code, short enough for a play function. */
export const authDelayMs = 1200;

export const sandboxApp = createSandboxApp({ authDelayMs, threeDs: 'inline' });

const worker = setupWorker(
  http.all(
    ({ request }) => {
      const url = new URL(request.url);
      return url.origin === location.origin && isSandboxPath(url.pathname);
    },
    ({ request }) => sandboxApp.fetch(request),
  ),
);

let started: Promise<unknown> | undefined;

// In `storybook dev`, Vite may load this module again (hot update): the old worker gives way.
import.meta.hot?.dispose(() => {
  worker.stop();
});

/**
 * Starts the service worker once (preview `beforeAll`). Its URL is relative to iframe.html, so a
 * Storybook published under a sub-path works too. Service workers need a secure context: open
 * Storybook on localhost (or https), not on a LAN address.
 */
export function startSandbox(): Promise<unknown> {
  started ??= worker.start({
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return started;
}

/**
 * A story of a payment just paid: the sandbox's answer for `paymentId` reads as paid (as after a
 * card payment), until the returned cleanup runs (return it from the story's beforeEach).
 */
export function paymentReadsAsPaid(paymentId: string): () => void {
  worker.use(
    http.get(
      ({ request }) => {
        const url = new URL(request.url);
        return url.pathname === '/api/payment' && url.searchParams.get('paymentId') === paymentId;
      },
      async ({ request }) => {
        const answer = await sandboxApp.fetch(request);
        const payment = (await answer.json()) as Record<string, unknown>;
        return Response.json({ ...payment, isPaid: true });
      },
    ),
  );
  return () => worker.resetHandlers();
}

/**
 * A story of a state the seed has no data for (no cameras, no pictures): the sandbox's JSON answer
 * to `GET <path>` (the whole path, no query) replaced by `body`, until the returned cleanup runs
 * (return it from the story's beforeEach). Every other request still reaches the sandbox.
 */
export function sandboxAnswersGet(path: string, body: unknown): () => void {
  worker.use(
    http.get(
      ({ request }) => {
        const url = new URL(request.url);
        return url.origin === location.origin && url.pathname === path;
      },
      () => Response.json(body),
    ),
  );
  return () => worker.resetHandlers();
}

/**
 * Like `sandboxAnswersGet`, for a state the seed's data comes near: the sandbox's own JSON answer to
 * `GET <path>`, with `alter` applied (a person's usable credit lowered, say).
 */
export function sandboxAnswerAltered(
  path: string,
  alter: (answer: Record<string, unknown>) => Record<string, unknown>,
): () => void {
  worker.use(
    http.get(
      ({ request }) => {
        const url = new URL(request.url);
        return url.origin === location.origin && url.pathname === path;
      },
      async ({ request }) => {
        const answer = await sandboxApp.fetch(request);
        if (!answer.ok) return answer;
        return Response.json(alter((await answer.json()) as Record<string, unknown>));
      },
    ),
  );
  return () => worker.resetHandlers();
}

/**
 * The preview page carries the sandbox's page settings as the host pages on the sandbox do
 * (sandbox/pages.ts): the signing pages, and Google Pay's test merchant with the
 * stand-in pay.js, which the service worker serves like the rest of the sandbox. Once, before any
 * story (preview `beforeAll`).
 */
export function carrySandboxSettings(): void {
  for (const [name, content] of sandboxPageSettings) {
    if (document.head.querySelector(`meta[name="${name}"]`)) continue;
    const meta = document.createElement('meta');
    meta.name = name;
    meta.content = content;
    document.head.append(meta);
  }
}

/**
 * A story of a page without one of those settings (the signing page, say): the meta taken out of
 * the head until the returned cleanup runs (return it from the story's beforeEach).
 */
export function withoutPageSetting(key: PageSettingKey): () => void {
  const meta = document.head.querySelector(`meta[name="${metaName(key)}"]`);
  meta?.remove();
  return () => {
    if (meta) document.head.append(meta);
  };
}

/**
 * Closes the Google Pay stand-in's sheet a story left open: it is the page's, not the story's
 * (sandbox/pay/google-pay.ts), and a modal sheet would keep the next story from being used. Its
 * 'Hætta við' takes it off the page at once (closing the dialog would wait for a drawn frame).
 */
export function closeGooglePaySheet(): void {
  document
    .querySelector('#byko-google-pay-stand-in')
    ?.shadowRoot?.querySelector<HTMLButtonElement>('button.cancel')
    ?.click();
}

/** POST /__sandbox/reset: codes, tokens, faults, the request log and the clock back to the seed. */
export async function resetSandbox(): Promise<void> {
  await pageSandbox.reset();
}

/** GET /__sandbox/requests: how many `method path` requests the sandbox has received since its reset. */
export async function sentCount(method: string, path: string): Promise<number> {
  return (await pageSandbox.requestsTo(method, path)).length;
}

export interface Fault {
  /** `"<METHOD> <path prefix>"`, e.g. `"POST /api/auth/login"`. */
  match: string;
  fault: FaultKind;
  reason?: string;
  times?: number;
}

/** POST /__sandbox/faults: the next matching API request(s) fail as described (sandbox/README.md). */
export async function addFault({ match, fault, ...extra }: Fault): Promise<void> {
  await pageSandbox.fault(match, fault, extra);
}

/** POST /__sandbox/clock: the sandbox's "now" fixed (the 14:00 rule) until the next reset. */
export async function setSandboxClock(now: string): Promise<void> {
  await pageSandbox.clock(now);
}

/**
 * Forgets the logged-in user: the widgets' own storage keys (only those, as a logout clears them:
 * Storybook keeps its own settings in the same origin's localStorage), the page-wide session
 * signals, read once at load, and the half-filled applications kept in sessionStorage, as logging
 * out drops them (the preview page keeps sessionStorage from story to story).
 */
export function clearSession(): void {
  clearDrafts();
  clearOwnedKeys();
  sessionUser.value = null;
  customerStatus.value = { kind: 'unknown' };
}
