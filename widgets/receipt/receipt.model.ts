import { createModel, signal } from '@preact/signals-react';
import { type ApiClient, errorMessage, isNotFound } from '../core/runtime/http.ts';
import { createLatestOnly } from '../core/runtime/keyed-loader.ts';
import { unknownPaymentMessages } from '../core/unknown-payment.messages.ts';
import { paidStatusText, type Receipt, receiptApi } from './receipt.api.ts';

/** Spec §9: the status is checked every second, at most 10 unsuccessful checks. */
export const receiptPolling = { intervalMs: 1000, maxFailedChecks: 10 } as const;

/** An item as the receipt shows it: its quantity, unit price and line total. */
export interface ReceiptLine {
  id: string;
  name: string;
  quantity: number;
  unitPrice: number;
  /** Quantity times unit price, in whole krónur. */
  lineTotal: number;
}

export type ReceiptState =
  | { kind: 'loading' }
  | { kind: 'ready'; receipt: Receipt }
  /**
   * The receipt failed and the payment status is checked every second: the payment may not be
   * confirmed yet, so this is a wait, not an error.
   */
  | { kind: 'waiting'; failedChecks: number }
  /** Every check failed: an error, with a retry. */
  | { kind: 'failed'; failedChecks: number }
  /**
   * Every check failed and the last said the API knows no such payment (its status answered 404):
   * no retry can find it, so the page offers the ways out instead.
   */
  | { kind: 'notFound'; message: string };

/** The receipt's items with their line totals (the customer price is the unit price). */
export function receiptLines(receipt: Receipt): ReceiptLine[] {
  return receipt.items.map((item) => ({
    id: String(item.salesOrderReceiptItemId),
    name: item.name,
    quantity: item.amount,
    unitPrice: item.customerPrice,
    lineTotal: Math.round(item.amount * item.customerPrice),
  }));
}

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
    let unknown: string | undefined;
    try {
      paid = (await receiptApi.status(dependencies.api(), paymentId)).trim() === paidStatusText;
    } catch (error) {
      if (isNotFound(error)) unknown = errorMessage(error, unknownPaymentMessages.heading);
    }
    if (!current()) return;
    if (paid) {
      // A receipt that still fails after 'paid' counts as one more unsuccessful check, so the
      // polling ends even then.
      void load(paymentId, failedChecks + 1);
      return;
    }
    failedAfter(paymentId, current, failedChecks + 1, unknown);
  };

  /**
   * Waiting for the next check, or, after the last one, failed: a payment the last check said the
   * API does not know (`unknown`, its message) is not found.
   */
  const failedAfter = (paymentId: string, current: () => boolean, failedChecks: number, unknown?: string) => {
    if (failedChecks < receiptPolling.maxFailedChecks) {
      state.value = { kind: 'waiting', failedChecks };
      schedule(paymentId, current, failedChecks);
    } else {
      state.value =
        unknown === undefined ? { kind: 'failed', failedChecks } : { kind: 'notFound', message: unknown };
    }
  };

  const schedule = (paymentId: string, current: () => boolean, failedChecks: number) => {
    stop();
    timer = setTimeout(() => void check(paymentId, current, failedChecks), receiptPolling.intervalMs);
  };

  const load = async (paymentId: string, failedSoFar = 0) => {
    stop();
    const current = latest.begin();
    // Loaded again after the status said paid: the wait stays on screen until the answer.
    if (failedSoFar === 0) state.value = { kind: 'loading' };
    try {
      const receipt = await receiptApi.receipt(dependencies.api(), paymentId);
      if (current()) state.value = { kind: 'ready', receipt };
    } catch {
      if (current()) failedAfter(paymentId, current, failedSoFar);
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
