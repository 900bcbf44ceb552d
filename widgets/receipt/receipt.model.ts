import { createModel, signal } from '@preact/signals-react';
import type { ApiClient } from '../core/runtime/http.ts';
import { createLatestOnly } from '../core/runtime/keyed-loader.ts';
import { paidStatusText, type Receipt, receiptApi } from './receipt.api.ts';

/** Spec §9: the status is checked every second, at most 10 unsuccessful checks. */
export const receiptPolling = { intervalMs: 1000, maxFailedChecks: 10 } as const;

export type ReceiptState =
  | { kind: 'loading' }
  | { kind: 'ready'; receipt: Receipt }
  /** The receipt failed; `polling` while the payment status is being watched. */
  | { kind: 'failed'; polling: boolean; failedChecks: number };

export interface ReceiptDependencies {
  api: () => ApiClient;
}

/** Spec §4 Receipt: load; on failure poll the status until 'Nú þegar greitt', then load again. */
export const ReceiptModel = createModel((dependencies: ReceiptDependencies) => {
  const state = signal<ReceiptState>({ kind: 'loading' });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const latest = createLatestOnly();

  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const check = async (paymentId: string, current: () => boolean, failedChecks: number) => {
    let paid = false;
    try {
      paid = (await receiptApi.status(dependencies.api(), paymentId)).trim() === paidStatusText;
    } catch {
      paid = false;
    }
    if (!current()) return;
    if (paid) {
      // A receipt that still fails after 'paid' counts as one more unsuccessful check, so the
      // polling ends even then.
      void load(paymentId, failedChecks + 1);
      return;
    }
    const failed = failedChecks + 1;
    const polling = failed < receiptPolling.maxFailedChecks;
    state.value = { kind: 'failed', polling, failedChecks: failed };
    if (polling) schedule(paymentId, current, failed);
  };

  const schedule = (paymentId: string, current: () => boolean, failedChecks: number) => {
    stop();
    timer = setTimeout(() => void check(paymentId, current, failedChecks), receiptPolling.intervalMs);
  };

  const load = async (paymentId: string, failedSoFar = 0) => {
    stop();
    const current = latest.begin();
    state.value = { kind: 'loading' };
    try {
      const receipt = await receiptApi.receipt(dependencies.api(), paymentId);
      if (current()) state.value = { kind: 'ready', receipt };
    } catch {
      if (!current()) return;
      const polling = failedSoFar < receiptPolling.maxFailedChecks;
      state.value = { kind: 'failed', polling, failedChecks: failedSoFar };
      if (polling) schedule(paymentId, current, failedSoFar);
    }
  };

  const dispose = () => {
    latest.cancel();
    stop();
  };

  /** No payment-id (removed): back to waiting for one. */
  const clear = () => {
    dispose();
    state.value = { kind: 'loading' };
  };

  return { state, load, dispose, clear };
});
