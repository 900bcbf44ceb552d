import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  demoInstalment,
  expectHandWorkedRows,
  handWorkedShownFourMonths,
  handWorkedShownRows,
} from '../../../test/support/hand-worked-instalments.ts';
import {
  annualPercentageRate,
  annuityPayment,
  dueDate,
  instalmentSchedule,
  instalmentSummary,
  isAprTooHigh,
  monthlyRate,
  principalFor,
} from './instalments.ts';

describe('instalment calculation', () => {
  it('adds 4,33 % to the amount and divides the annual rate by 12', () => {
    expect(principalFor(350_000)).toBeCloseTo(365_155, 6);
    expect(monthlyRate(12.5)).toBeCloseTo(0.0104166667, 9);
  });

  it('computes the annuity payment, and plain division at zero interest', () => {
    expect(annuityPayment(365_155, monthlyRate(12.5), 7)).toBeCloseTo(54_361.06, 2);
    expect(annuityPayment(120_000, 0, 12)).toBe(10_000);
    expect(() => annuityPayment(1, 0.01, 0)).toThrow(RangeError);
  });

  it('matches the hand-worked 7-month table row by row', () => {
    const rows = instalmentSchedule(demoInstalment, new Date(2026, 10, 21));
    expect(rows).toHaveLength(7);
    expectHandWorkedRows(rows);
    const repaid = rows.reduce((sum, row) => sum + row.ppmt, 0);
    expect(repaid).toBeCloseTo(365_155, 6);
  });

  it('shows whole krónur whose parts add up: the hand-worked 7- and 4-month tables', () => {
    const shown = (months: number) =>
      instalmentSchedule({ ...demoInstalment, months }, new Date(2026, 10, 21)).map((row) => [
        row.shown.remaining,
        row.shown.ppmt,
        row.shown.ipmt,
        row.shown.total,
      ]);
    expect(shown(7)).toEqual(handWorkedShownRows);
    expect(shown(4)).toEqual(handWorkedShownFourMonths);
  });

  it('on every plan, each row is principal part + interest + fee, and the principal parts repay the principal', () => {
    const terms = fc.record({
      amount: fc.integer({ min: 1, max: 1_000_000_000 }),
      annualInterestPercent: fc.double({ min: 0, max: 40, noNaN: true }),
      months: fc.integer({ min: 1, max: 36 }),
      fee: fc.integer({ min: 0, max: 2_000 }),
    });
    fc.assert(
      fc.property(terms, (plan) => {
        const rows = instalmentSchedule(plan, new Date(2026, 10, 21));
        let left = Math.round(principalFor(plan.amount));
        for (const { shown } of rows) {
          expect(shown.remaining).toBe(left);
          expect(shown.total).toBe(shown.ppmt + shown.ipmt + shown.fee);
          expect(shown.ppmt).toBeGreaterThanOrEqual(0);
          for (const figure of Object.values(shown)) expect(Number.isInteger(figure)).toBe(true);
          left -= shown.ppmt;
        }
        expect(left).toBe(0);
      }),
    );
  });

  it('puts the first payment on the 2nd of next month, then monthly, across the new year', () => {
    const rows = instalmentSchedule(demoInstalment, new Date(2026, 10, 21));
    expect(rows.map((row) => row.dueDate.toDateString())).toEqual([
      new Date(2026, 11, 2).toDateString(),
      new Date(2027, 0, 2).toDateString(),
      new Date(2027, 1, 2).toDateString(),
      new Date(2027, 2, 2).toDateString(),
      new Date(2027, 3, 2).toDateString(),
      new Date(2027, 4, 2).toDateString(),
      new Date(2027, 5, 2).toDateString(),
    ]);
    expect(rows[0]?.deadline.toDateString()).toBe(new Date(2026, 11, 12).toDateString());
    // On the 1st of a month the first payment is still next month's 2nd, not tomorrow.
    expect(dueDate(new Date(2026, 0, 1), 0).toDateString()).toBe(new Date(2026, 1, 2).toDateString());
    expect(dueDate(new Date(2026, 0, 31), 0).toDateString()).toBe(new Date(2026, 1, 2).toDateString());
  });

  it('gives the hand-worked APR (payments with fees against principal ÷ 1,0434)', () => {
    // Bisection in Python on 7 payments of 54 856,06 against 365 155 / 1,0434 = 349 966,46.
    expect(annualPercentageRate(demoInstalment)).toBeCloseTo(32.533, 2);
    expect(annualPercentageRate({ ...demoInstalment, months: 12 })).toBeCloseTo(26.321, 2);
    expect(annualPercentageRate({ ...demoInstalment, months: 3 })).toBeCloseTo(49.957, 2);
    expect(annualPercentageRate({ ...demoInstalment, months: 2 })).toBeCloseTo(62.758, 2);
  });

  it("flags an APR above 50 as '(Of hátt)'", () => {
    expect(isAprTooHigh(annualPercentageRate({ ...demoInstalment, months: 2 }))).toBe(true);
    expect(isAprTooHigh(annualPercentageRate({ ...demoInstalment, months: 3 }))).toBe(false);
    expect(isAprTooHigh(50)).toBe(false);
    expect(isAprTooHigh(50.01)).toBe(true);
  });

  it('sums the hand-worked 7- and 4-month plans up: monthly payment, payments, total repaid, total cost, APR', () => {
    const summary = (months: number) => {
      const terms = { ...demoInstalment, months };
      return instalmentSummary(terms, instalmentSchedule(terms, new Date(2026, 10, 21)));
    };
    // 7 × 54 856 = 383 992 kr.: the principal 365 155, the interest 15 372 and 7 fees of 495;
    // less the 350 000 kr. paid for, 33 992 kr.
    expect(summary(7)).toEqual({
      monthly: 54_856,
      payments: 7,
      totalRepaid: 383_992,
      totalCost: 33_992,
      apr: { value: expect.closeTo(32.533, 2), tooHigh: false },
    });
    // 3 × 94 173 + the last, 94 176.
    expect(summary(4)).toMatchObject({
      monthly: 94_173,
      payments: 4,
      totalRepaid: 376_695,
      totalCost: 26_695,
    });
    expect(summary(2).apr).toEqual({ value: expect.closeTo(62.758, 2), tooHigh: true });
  });

  it('on every plan, the total repaid is the rows added up and the cost is the fee on the amount, the interest and the fees', () => {
    const terms = fc.record({
      amount: fc.integer({ min: 1, max: 1_000_000_000 }),
      annualInterestPercent: fc.double({ min: 0, max: 40, noNaN: true }),
      months: fc.integer({ min: 2, max: 32 }),
      fee: fc.integer({ min: 0, max: 2_000 }),
    });
    fc.assert(
      fc.property(terms, (plan) => {
        const rows = instalmentSchedule(plan, new Date(2026, 10, 21));
        const summary = instalmentSummary(plan, rows);
        const added = (figure: (row: (typeof rows)[number]) => number) =>
          rows.reduce((sum, row) => sum + figure(row), 0);
        expect(summary.payments).toBe(plan.months);
        expect(summary.monthly).toBe(rows[0]?.shown.total);
        expect(summary.totalRepaid).toBe(added((row) => row.shown.total));
        expect(summary.totalCost).toBe(
          Math.round(principalFor(plan.amount)) -
            plan.amount +
            added((row) => row.shown.ipmt) +
            added((row) => row.shown.fee),
        );
      }),
    );
  });
});
