import { describe, expect, it } from 'vitest';
import { expectHandWorkedRows } from '../../../test/support/hand-worked-instalments.ts';
import { sandboxServerForTests } from '../../../test/support/sandbox-server.ts';
import { createApiClient } from '../../core/runtime/http.ts';
import { CalculatorModel, parseInterest } from './calculator.model.ts';

// The staff's instalment calculator (spec §2 Instalment calculator) against the real sandbox over
// HTTP: the fee it loads, the fields, and the plan they give.

const sandbox = sandboxServerForTests();
const noticeAmountPath = 'GET /api/payment-calculations/NoticeAmount';
/** 15 March 2026, local time. */
const fixedNow = new Date(2026, 2, 15, 12, 0);

function newCalculator(initial: { amount?: number; interest?: number } = {}, now = fixedNow) {
  const api = createApiClient(sandbox.url);
  return new CalculatorModel({
    api: () => api,
    now: () => now,
    initialAmount: initial.amount,
    initialInterest: initial.interest,
  });
}

describe('parseInterest', () => {
  it('reads a comma or a point, from 0 to 100', () => {
    expect(parseInterest('12,5')).toBe(12.5);
    expect(parseInterest(' 12.5 ')).toBe(12.5);
    expect(parseInterest('0')).toBe(0);
    expect(parseInterest('100')).toBe(100);
  });

  it('refuses empty, negative, over 100 and non-numbers', () => {
    for (const text of ['', '  ', '-1', '100,1', 'tólf', '12,5%'])
      expect(parseInterest(text)).toBeUndefined();
  });
});

describe('the fee', () => {
  it('loads the NoticeAmount once, then the form shows', async () => {
    const model = newCalculator();
    expect(model.feeLoad.value).toEqual({ kind: 'loading' });
    await model.loadFee();
    expect(model.feeLoad.value).toEqual({ kind: 'ready', fee: 495 });
    expect(await sandbox.requests({ path: '/api/payment-calculations/NoticeAmount' })).toHaveLength(1);
  });

  it("says 'Villa kom upp við að hlaða greiðslugjaldi' without a reason, the server's reason with one, and a retry loads", async () => {
    const model = newCalculator();
    await sandbox.fault(noticeAmountPath, 'malformed');
    await model.loadFee();
    expect(model.feeLoad.value).toEqual({
      kind: 'failed',
      message: 'Villa kom upp við að hlaða greiðslugjaldi',
    });
    await sandbox.fault(noticeAmountPath, '500');
    await model.loadFee();
    expect(model.feeLoad.value).toEqual({ kind: 'failed', message: 'Villa í kerfi (sandkassi)' });
    await model.loadFee();
    expect(model.feeLoad.value).toEqual({ kind: 'ready', fee: 495 });
  });

  it('drops an answer that comes after dispose', async () => {
    const model = newCalculator();
    const loading = model.loadFee();
    model.dispose();
    await loading;
    expect(model.feeLoad.value).toEqual({ kind: 'loading' });
  });
});

describe('the plan', () => {
  it('starts from the attributes (interest with a decimal comma), 7 months, no plan before the fee', () => {
    const model = newCalculator({ amount: 100_000, interest: 12.5 });
    expect(model.amount.value).toBe('100000');
    expect(model.interest.value).toBe('12,5');
    expect(model.months.value).toBe(7);
    expect(model.rows.value).toEqual([]);
    expect(model.summary.value).toBeUndefined();
    expect(model.summary.value?.apr).toBeUndefined();
  });

  it('gives the hand-worked plan for 350.000 kr. at 12,5 % with the sandbox fee, and follows the months', async () => {
    // The hand-worked table and APRs of instalments.test.ts, reached through the typed fields and
    // the fee the sandbox answers (495 kr.), on the table's own date.
    const model = newCalculator({ amount: 350_000, interest: 12.5 }, new Date(2026, 10, 21));
    await model.loadFee();
    expectHandWorkedRows(model.rows.value);
    expect(model.summary.value?.apr).toEqual({ value: expect.closeTo(32.533, 2), tooHigh: false });
    // The summary above the table, in the table's whole krónur.
    expect(model.summary.value).toEqual({
      monthly: 54_856,
      payments: 7,
      totalRepaid: 383_992,
      totalCost: 33_992,
      apr: model.summary.value?.apr,
    });
    model.months.value = 12;
    expect(model.rows.value).toHaveLength(12);
    expect(model.summary.value?.apr).toEqual({ value: expect.closeTo(26.321, 2), tooHigh: false });
    model.months.value = 2;
    expect(model.summary.value?.apr).toEqual({ value: expect.closeTo(62.758, 2), tooHigh: true });
    model.months.value = 32;
    expect(model.rows.value).toHaveLength(32);
    expect(model.summary.value?.payments).toBe(32);
  });

  it('shows no plan, and the interest message, while the interest is not a number', async () => {
    const model = newCalculator({ amount: 100_000 });
    await model.loadFee();
    expect(model.interestMessage.value).toBeUndefined();
    expect(model.rows.value).toEqual([]);
    model.interest.value = '12,5x';
    expect(model.interestMessage.value).toBe('Sláðu inn vexti sem tölu, t.d. 12,5');
    expect(model.rows.value).toEqual([]);
    model.interest.value = '8';
    expect(model.interestMessage.value).toBeUndefined();
    expect(model.rows.value).toHaveLength(7);
    model.amount.value = '0';
    expect(model.rows.value).toEqual([]);
  });

  it('refuses an amount it cannot plan: a message at the field and no plan, instead of blank rows and 0,00 %', async () => {
    const model = newCalculator({ amount: 100_000, interest: 12.5 });
    await model.loadFee();
    expect(model.rows.value).toHaveLength(7);
    model.amount.value = '99999999999999999999999';
    expect(model.amountMessage.value).toBe('Upphæð má mest vera 1.000.000.000 kr.');
    expect(model.rows.value).toEqual([]);
    expect(model.summary.value).toBeUndefined();
    expect(model.summary.value?.apr).toBeUndefined();
    model.amount.value = '1000000000';
    expect(model.amountMessage.value).toBeUndefined();
    expect(model.rows.value).toHaveLength(7);
    for (const row of model.rows.value)
      expect(Object.values(row).every((cell) => cell !== undefined)).toBe(true);
  });
});
