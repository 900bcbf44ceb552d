import { effect } from '@preact/signals-react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxServerForTests } from '../../test/support/sandbox-server.ts';
import { until } from '../../test/support/signals.ts';
import { createApiClient } from '../core/runtime/http.ts';
import { ReceiptModel, type ReceiptState, receiptLines, receiptPolling } from './receipt.model.ts';

// The receipt's model (spec §2 Receipt page, §4 Receipt, §9: status every second, at most 10 failed
// checks) against the real sandbox over HTTP (its own server for this file). setTimeout and Date are
// faked, so the model's one-second waits are advanced by hand (the HTTP calls run for real) and the
// sandbox, in this process, sees demo-receipt-late's wait pass on the same clock.

/** How long demo-receipt-late stays "not ready" in this file's sandbox (on the faked clock). */
const lateReceiptMs = 1500;
/** Captured before any test fakes setTimeout. */
const realSetTimeout = globalThis.setTimeout;

const sandbox = sandboxServerForTests({ lateReceiptMs });

const statusPath = (paymentId: string) => `/api/payment/status/${paymentId}`;
const receiptApiPath = (paymentId: string) => `/api/payment/${paymentId}/receipt`;

function realSleep(ms: number): Promise<void> {
  return new Promise((resolve) => realSetTimeout(resolve, ms));
}

const waitingAfter = (checks: number) => (state: ReceiptState) =>
  state.kind === 'waiting' && state.failedChecks === checks;
const failedAfter = (checks: number) => (state: ReceiptState) =>
  state.kind === 'failed' && state.failedChecks === checks;

const models: InstanceType<typeof ReceiptModel>[] = [];

function newReceipt() {
  const api = createApiClient(sandbox.url);
  const model = new ReceiptModel({ api: () => api });
  models.push(model);
  return model;
}

/** One second of the model's clock: the next status check starts (its answer arrives for real). */
async function nextSecond(): Promise<void> {
  await vi.advanceTimersByTimeAsync(1000);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});

afterEach(() => {
  for (const model of models.splice(0)) model.dispose();
  vi.useRealTimers();
});

describe('a paid payment', () => {
  it('shows the receipt of demo-paid with its three items and their line totals, without polling', async () => {
    const model = newReceipt();
    expect(model.state.value).toEqual({ kind: 'loading' });
    await model.load('demo-paid');
    const state = model.state.value;
    expect(state.kind).toBe('ready');
    if (state.kind !== 'ready') return;
    expect(state.receipt).toMatchObject({ paymentId: 'demo-paid', totalAmount: 31_480 });
    // Quantity times the customer price (a unit price): the lines add up to the total.
    const lines = receiptLines(state.receipt);
    expect(lines).toEqual([
      { id: 'R-1', name: 'Pallaolía 3 l', quantity: 2, unitPrice: 6_990, lineTotal: 13_980 },
      { id: 'R-2', name: 'Pensill 100 mm', quantity: 1, unitPrice: 1_500, lineTotal: 1_500 },
      { id: 'R-3', name: 'Pallaskrúfur 500 stk.', quantity: 2, unitPrice: 8_000, lineTotal: 16_000 },
    ]);
    expect(lines.reduce((sum, line) => sum + line.lineTotal, 0)).toBe(31_480);
    await nextSecond();
    expect(await sandbox.requests({ path: statusPath('demo-paid') })).toHaveLength(0);
  });

  it('loads again after the first check when its receipt failed once', async () => {
    await sandbox.fault('GET /api/payment/demo-paid/receipt', '500');
    const model = newReceipt();
    await model.load('demo-paid');
    expect(model.state.value).toEqual({ kind: 'waiting', failedChecks: 0 });
    await nextSecond();
    await until(model.state, (state) => state.kind === 'ready');
    expect(await sandbox.requests({ path: statusPath('demo-paid') })).toHaveLength(1);
    expect(
      (await sandbox.requests({ path: receiptApiPath('demo-paid') })).map((entry) => entry.status),
    ).toEqual([500, 200]);
  });
});

describe('a receipt that is late (demo-receipt-late)', () => {
  it('fails and polls, then shows the receipt once the status says paid', async () => {
    const model = newReceipt();
    await model.load('demo-receipt-late');
    expect(model.state.value).toEqual({ kind: 'waiting', failedChecks: 0 });

    // One second after the first receipt request, within lateReceiptMs: the status is 'Ógreitt'.
    await nextSecond();
    await until(model.state, waitingAfter(1));
    expect(model.state.value).toEqual({ kind: 'waiting', failedChecks: 1 });

    // Two seconds: past lateReceiptMs, 'Nú þegar greitt', and the receipt loads; the wait stays on
    // screen until it has (no loading screen between).
    const kinds: ReceiptState['kind'][] = [];
    const stopWatching = effect(() => {
      kinds.push(model.state.value.kind);
    });
    await nextSecond();
    const shown = await until(model.state, (state) => state.kind === 'ready');
    stopWatching();
    expect(kinds).toEqual(['waiting', 'ready']);
    expect(shown).toMatchObject({
      kind: 'ready',
      receipt: { paymentId: 'demo-receipt-late', totalAmount: 5990 },
    });
    expect(await sandbox.requests({ path: statusPath('demo-receipt-late') })).toHaveLength(2);
    expect(
      (await sandbox.requests({ path: receiptApiPath('demo-receipt-late') })).map((entry) => entry.status),
    ).toEqual([404, 200]);

    // Shown: no more checks.
    await nextSecond();
    await nextSecond();
    expect(await sandbox.requests({ path: statusPath('demo-receipt-late') })).toHaveLength(2);
  });
});

describe('an unpaid payment', () => {
  it('checks the status exactly 10 times, once a second, then stops polling', async () => {
    const model = newReceipt();
    await model.load('demo-card');
    expect(model.state.value).toEqual({ kind: 'waiting', failedChecks: 0 });
    expect(await sandbox.requests({ path: statusPath('demo-card') })).toHaveLength(0);

    for (let check = 1; check <= 10; check += 1) {
      await vi.advanceTimersByTimeAsync(999);
      expect(await sandbox.requests({ path: statusPath('demo-card') })).toHaveLength(check - 1);
      await vi.advanceTimersByTimeAsync(1);
      // A calm wait until the tenth check; after it, an error (the view offers 'Reyna aftur').
      await until(model.state, check < 10 ? waitingAfter(check) : failedAfter(check));
    }
    expect(model.state.value).toEqual({ kind: 'failed', failedChecks: 10 });

    await vi.advanceTimersByTimeAsync(5000);
    const checks = await sandbox.requests({ path: statusPath('demo-card') });
    expect(checks).toHaveLength(10);
    expect(checks.every((entry) => entry.status === 200)).toBe(true);
    expect(await sandbox.requests({ path: receiptApiPath('demo-card') })).toHaveLength(1);
  });

  it("after the tenth failed check, a retry ('Reyna aftur') loads again and waits ten more checks", async () => {
    const model = newReceipt();
    await model.load('demo-card');
    for (let check = 1; check <= 10; check += 1) {
      await nextSecond();
      await until(model.state, check < 10 ? waitingAfter(check) : failedAfter(check));
    }

    const retry = model.load('demo-card');
    expect(model.state.value).toEqual({ kind: 'loading' });
    await retry;
    expect(model.state.value).toEqual({ kind: 'waiting', failedChecks: 0 });
    await nextSecond();
    await until(model.state, waitingAfter(1));
    expect(await sandbox.requests({ path: receiptApiPath('demo-card') })).toHaveLength(2);
    expect(await sandbox.requests({ path: statusPath('demo-card') })).toHaveLength(11);
  });

  it('counts a failed status call as a failed check and keeps polling', async () => {
    await sandbox.fault('GET /api/payment/status', '500', { times: 2 });
    const model = newReceipt();
    await model.load('demo-card');
    await nextSecond();
    await until(model.state, waitingAfter(1));
    await nextSecond();
    await until(model.state, waitingAfter(2));
    await nextSecond();
    await until(model.state, waitingAfter(3));
    expect(model.state.value).toEqual({ kind: 'waiting', failedChecks: 3 });
    expect((await sandbox.requests({ path: statusPath('demo-card') })).map((entry) => entry.status)).toEqual([
      500, 500, 200,
    ]);
  });

  it('polls for a payment that does not exist too (spec: load failure polls), then says it is not found', async () => {
    const model = newReceipt();
    await model.load('no-such-payment');
    expect(model.state.value).toEqual({ kind: 'waiting', failedChecks: 0 });
    for (let check = 1; check < receiptPolling.maxFailedChecks; check += 1) {
      await nextSecond();
      await until(model.state, waitingAfter(check));
    }
    await nextSecond();
    // Its status answered 404 each time: no retry can find it, so no 'failed' with 'Reyna aftur'.
    await until(model.state, (state) => state.kind === 'notFound');
    expect(model.state.value).toEqual({ kind: 'notFound', message: 'Greiðsla fannst ekki' });
  });
});

describe("an id that is not one path segment ('..')", () => {
  it('fails without asking the API at another address (it would climb to /api/receipt)', async () => {
    const model = newReceipt();
    await model.load('..');
    expect(model.state.value).toEqual({ kind: 'waiting', failedChecks: 0 });
    await vi.advanceTimersByTimeAsync(1000);
    await until(model.state, waitingAfter(1));
    expect(await sandbox.requests({ path: '/api/receipt' })).toHaveLength(0);
    expect(await sandbox.requests({ path: '/api/payment/status' })).toHaveLength(0);
  });
});

describe('stopping', () => {
  it('dispose stops polling', async () => {
    const model = newReceipt();
    await model.load('demo-card');
    await nextSecond();
    await until(model.state, waitingAfter(1));
    model.dispose();
    await vi.advanceTimersByTimeAsync(5000);
    expect(await sandbox.requests({ path: statusPath('demo-card') })).toHaveLength(1);
    expect(model.state.value).toEqual({ kind: 'waiting', failedChecks: 1 });
  });

  it('dispose during a status check ignores its answer and schedules nothing', async () => {
    const model = newReceipt();
    await model.load('demo-card');
    await nextSecond();
    model.dispose();
    // Let the check's answer arrive.
    for (let tries = 0; tries < 50; tries += 1) {
      const [check] = await sandbox.requests({ path: statusPath('demo-card') });
      if (check && check.status !== 0) break;
      await realSleep(10);
    }
    await realSleep(20);
    expect(model.state.value).toEqual({ kind: 'waiting', failedChecks: 0 });
    await vi.advanceTimersByTimeAsync(3000);
    expect(await sandbox.requests({ path: statusPath('demo-card') })).toHaveLength(1);
  });

  it('a new load replaces the polling of the previous one', async () => {
    const model = newReceipt();
    await model.load('demo-card');
    await model.load('demo-paid');
    expect(model.state.value.kind).toBe('ready');
    await vi.advanceTimersByTimeAsync(3000);
    expect(await sandbox.requests({ path: statusPath('demo-card') })).toHaveLength(0);
  });

  it('clear (payment-id removed) forgets the receipt and stops polling', async () => {
    const model = newReceipt();
    await model.load('demo-paid');
    expect(model.state.value.kind).toBe('ready');
    model.clear();
    expect(model.state.value).toEqual({ kind: 'loading' });
    const polling = newReceipt();
    await polling.load('demo-card');
    polling.clear();
    await vi.advanceTimersByTimeAsync(3000);
    expect(await sandbox.requests({ path: statusPath('demo-card') })).toHaveLength(0);
    expect(polling.state.value).toEqual({ kind: 'loading' });
  });
});
