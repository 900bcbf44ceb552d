import { afterEach, beforeEach, vi } from 'vitest';
import { MemoryStorage } from '../../../test/support/memory-storage.ts';
import { type SandboxServer, sandboxServerForTests } from '../../../test/support/sandbox-server.ts';
import { type ApiClient, createApiClient, setTokenSource } from '../../core/runtime/http.ts';
import { type Payment, payApi } from '../pay.api.ts';
import {
  type InstalmentDependencies,
  InstalmentModel,
  type InstalmentModelInstance,
} from './instalment.model.ts';

// What the instalment model's tests (instalment.model.test.ts, instalment-signing.model.test.ts)
// share: the real sandbox over HTTP (its own server for each file), its phone login and payments,
// and an instalment model whose storage, signing window and clock are injected.

export const submitPath = '/api/payment/pay-with-partial-payment';

const fixedNow = new Date(2026, 10, 21, 10, 0);

interface FakeWindow {
  closed: boolean;
}

/** Rates loaded and terms ticked: ready for 'Sækja um'. */
export async function readyToSubmit(model: InstalmentModelInstance): Promise<void> {
  await model.loadRates();
  model.termsAccepted.value = true;
}

/**
 * For the file that calls this: a sandbox server, its login and payments, and `newInstalment`, a
 * model on it; after each test the models are disposed and the token and stubbed globals undone.
 */
export function instalmentModelTests() {
  const sandbox: SandboxServer = sandboxServerForTests();
  const models: InstalmentModelInstance[] = [];

  beforeEach(() => {
    setTokenSource(() => null);
  });

  afterEach(() => {
    for (const model of models.splice(0)) model.dispose();
    setTokenSource(() => null);
    vi.unstubAllGlobals();
  });

  /** Logs in through the sandbox's phone login; the requests carry the token from now on. */
  async function logIn(person: { readonly phone: string }): Promise<void> {
    const { token } = await sandbox.loginByPhone(person);
    setTokenSource(() => ({ token, tokenOrigin: new URL(sandbox.url).origin }));
  }

  async function paymentOf(paymentId: string): Promise<Payment> {
    return payApi.payment(createApiClient(sandbox.url), paymentId);
  }

  function newInstalment(
    payment: Payment,
    options: {
      storage?: MemoryStorage;
      popup?: FakeWindow | null;
      api?: ApiClient;
      signingUrl?: InstalmentDependencies['signingUrl'];
    } = {},
  ) {
    const api = options.api ?? createApiClient(sandbox.url);
    const storage = options.storage ?? new MemoryStorage();
    const popup = options.popup === undefined ? { closed: false } : options.popup;
    const openWindow = vi.fn<(url: string) => FakeWindow | null>(() => popup);
    const clearSession = vi.fn<() => void>();
    const onPaid = vi.fn<() => void>();
    const onFailed = vi.fn<(message: string) => void>();
    const model: InstalmentModelInstance = new InstalmentModel({
      api: () => api,
      payment: () => payment,
      now: () => fixedNow,
      storage: () => storage,
      clearSession,
      openWindow,
      signingUrl: options.signingUrl ?? ((documentId) => `${sandbox.url}/sandbox/signing/${documentId}`),
      onPaid,
      onFailed,
    });
    models.push(model);
    return { model, storage, popup, openWindow, clearSession, onPaid, onFailed };
  }

  return { sandbox, logIn, paymentOf, newInstalment };
}
