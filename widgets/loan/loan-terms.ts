import { loanBounds } from './loan.api.ts';

// The construction loan's terms (spec §1, §9): pure functions of the amount and the day, so the
// page and its tests compute the same fees and dates.

/** Spec §9: the loan fee is 3.5 % of the amount … */
export const loanFeeRate = { numerator: 35, denominator: 1000 } as const;
/** … plus 24 % VAT on the fee. */
export const vatRate = { numerator: 24, denominator: 100 } as const;
/** Spec §1/§9: 90 interest-free days (the withdrawal period; due at its end); final due date day 95. */
export const loanDays = { interestFree: 90, withdrawal: 90, finalDue: 95 } as const;

/**
 * `amount × numerator / denominator` in whole krónur, half away from zero (as formatIsk rounds).
 * The rate is kept as a fraction of integers rather than 0.035: `amount * 35` is exact, and one
 * correctly rounded division gives a true k.5 exactly, so the rounding is the one done on paper
 * rather than one that depends on how 0.035 happens to be stored.
 */
export function percentOf(amount: number, rate: { numerator: number; denominator: number }): number {
  const exact = (amount * rate.numerator) / rate.denominator;
  return Math.sign(exact) * Math.round(Math.abs(exact));
}

/** The amount is one a construction loan can be (spec §9: 200 000 to 2 000 000 kr.). */
export function isWithinLoanBounds(amount: number): boolean {
  return Number.isInteger(amount) && amount >= loanBounds.min && amount <= loanBounds.max;
}

export interface LoanFees {
  /** The loan fee, 3.5 % of the amount, in whole krónur. */
  fee: number;
  /** 24 % VAT on the rounded fee, in whole krónur (so fee + VAT is the total the invoice shows). */
  vat: number;
  /** fee + vat. */
  feeWithVat: number;
  /** The payment fee (NoticeAmount), charged with the payment. */
  paymentFee: number;
  /** Everything the loan costs besides the amount: fee, VAT and the payment fee. */
  totalCost: number;
}

/**
 * The fee information the page shows while the amount is typed (spec §2, §9): the fees for an
 * amount within the loan's bounds; 'outside' (another text) for an empty or out-of-bounds amount.
 */
export type LoanFeeInfo = ({ kind: 'inside'; amount: number } & LoanFees) | { kind: 'outside' };

export function loanFeeInfo(amount: number | undefined, paymentFee: number): LoanFeeInfo {
  if (amount === undefined || !isWithinLoanBounds(amount)) return { kind: 'outside' };
  const fee = percentOf(amount, loanFeeRate);
  const vat = percentOf(fee, vatRate);
  const feeWithVat = fee + vat;
  return { kind: 'inside', amount, fee, vat, feeWithVat, paymentFee, totalCost: feeWithVat + paymentFee };
}

/** `days` calendar days after `from`, in local time (a day is a day across a clock change). */
export function addDays(from: Date, days: number): Date {
  return new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
}

export interface LoanDates {
  /** The day the application is made: the withdrawal period starts. */
  start: Date;
  /** Day 90: the withdrawal period and the interest-free period end, and the loan falls due. */
  due: Date;
  /** Day 95: the final due date. */
  finalDue: Date;
}

/** The loan's dates counted from `now` (the page's "today"; approval is taken to be today). */
export function loanDates(now: Date): LoanDates {
  return {
    start: addDays(now, 0),
    due: addDays(now, loanDays.withdrawal),
    finalDue: addDays(now, loanDays.finalDue),
  };
}

/** The most a person may apply for: their usable amount, at most the loan's upper bound. */
export function highestLoan(usableAmount: number): number {
  return Math.min(usableAmount, loanBounds.max);
}
