import { describe, expect, it } from 'vitest';
import { handWorkedLoanFee } from '../../test/support/hand-worked-loan-fee.ts';
import {
  addDays,
  highestLoan,
  isWithinLoanBounds,
  loanDates,
  loanFeeInfo,
  loanFeeRate,
  percentOf,
  vatRate,
} from './loan-terms.ts';

// The loan's fees and dates (spec §9): 3.5 % fee plus 24 % VAT on it, the payment fee from
// NoticeAmount, 200 000–2 000 000 kr.; 90 days interest-free and to withdraw, due day 90, final due
// date day 95. Expected values worked out by hand.

describe('percentOf: whole krónur, half away from zero', () => {
  it.each([
    [200_000, loanFeeRate, 7_000],
    [500_000, loanFeeRate, 17_500],
    [2_000_000, loanFeeRate, 70_000],
    // 123 457 × 3.5 % = 4 320.995 → 4 321
    [123_457, loanFeeRate, 4_321],
    // 100 × 3.5 % = 3.5, a true half → 4
    [100, loanFeeRate, 4],
    // 300 × 3.5 % = 10.5 → 11
    [300, loanFeeRate, 11],
    // 7 000 × 24 % = 1 680
    [7_000, vatRate, 1_680],
    // 4 321 × 24 % = 1 037.04 → 1 037
    [4_321, vatRate, 1_037],
    // 4 323 × 24 % = 1 037.52 → 1 038
    [4_323, vatRate, 1_038],
    // 1 234 × 3.5 % = 43.19 → 43
    [1_234, loanFeeRate, 43],
    // 1 025 × 24 % = 246 exactly; 1 027 × 24 % = 246.48 → 246
    [1_027, vatRate, 246],
  ])('%d × rate → %d', (amount, rate, expected) => {
    expect(percentOf(amount, rate)).toBe(expected);
  });

  it('every amount 1–100 000 rounds as on paper (thousandths of 500 and up round up)', () => {
    for (let amount = 1; amount <= 100_000; amount += 1) {
      const thousandths = amount * 35;
      const expected = Math.floor(thousandths / 1000) + (thousandths % 1000 >= 500 ? 1 : 0);
      if (percentOf(amount, loanFeeRate) !== expected)
        throw new Error(`${amount}: ${percentOf(amount, loanFeeRate)}`);
    }
  });
});

describe('loanFeeInfo', () => {
  it('inside the bounds: the fee, the VAT on the rounded fee, the payment fee and their totals', () => {
    expect(loanFeeInfo(500_000, 495)).toEqual(handWorkedLoanFee);
    // 1 234 567 × 3.5 % = 43 209.845 → 43 210; × 24 % = 10 370.4 → 10 370.
    expect(loanFeeInfo(1_234_567, 0)).toMatchObject({ fee: 43_210, vat: 10_370, feeWithVat: 53_580 });
  });

  it('the bounds themselves are inside', () => {
    expect(loanFeeInfo(200_000, 495)).toMatchObject({
      kind: 'inside',
      fee: 7_000,
      vat: 1_680,
      totalCost: 9_175,
    });
    expect(loanFeeInfo(2_000_000, 495)).toMatchObject({ kind: 'inside', fee: 70_000, vat: 16_800 });
  });

  it.each([undefined, 0, 199_999, 2_000_001, 10_000_000])('%s is outside: the other text', (amount) => {
    expect(loanFeeInfo(amount, 495)).toEqual({ kind: 'outside' });
  });

  it('isWithinLoanBounds takes whole krónur only', () => {
    expect(isWithinLoanBounds(200_000.5)).toBe(false);
    expect(isWithinLoanBounds(Number.NaN)).toBe(false);
  });
});

describe('loanDates', () => {
  it('day 90 (due, end of the interest-free and withdrawal periods) and day 95 (final due date)', () => {
    const dates = loanDates(new Date(2026, 0, 15, 16, 45));
    expect(dates.start).toEqual(new Date(2026, 0, 15));
    // January 15 + 90 days: 16 days left of January, 28 of February, 31 of March → April 15.
    expect(dates.due).toEqual(new Date(2026, 3, 15));
    expect(dates.finalDue).toEqual(new Date(2026, 3, 20));
  });

  it('across a year end and a leap day', () => {
    const dates = loanDates(new Date(2027, 11, 1));
    // December 1 2027 + 90: 30 + 31 (Jan) + 29 (Feb 2028) → February 29 2028.
    expect(dates.due).toEqual(new Date(2028, 1, 29));
    expect(dates.finalDue).toEqual(new Date(2028, 2, 5));
  });

  it('addDays counts calendar days, whatever the hour', () => {
    expect(addDays(new Date(2026, 2, 28, 23, 59), 1)).toEqual(new Date(2026, 2, 29));
  });
});

describe('highestLoan', () => {
  it('the usable amount, at most 2 000 000 kr.', () => {
    expect(highestLoan(1_200_000)).toBe(1_200_000);
    expect(highestLoan(3_000_000)).toBe(2_000_000);
    expect(highestLoan(0)).toBe(0);
  });
});
