import { expect } from 'vitest';
import type { InstalmentRow } from '../../widgets/pay/instalments/instalments.ts';

// Hand-worked with a calculator (and checked in Python) for demo-instalment: 350 000 kr.,
// 12,5 % a year, 7 months, fee 495 kr.
//   principal = 350 000 × 1,0433 = 365 155
//   r = 0,125 / 12 = 0,010416…
//   pmt = 365 155 × r / (1 − (1 + r)^−7) = 54 361,06

/** demo-instalment's terms, as the schedule takes them. */
export const demoInstalment = { amount: 350_000, annualInterestPercent: 12.5, months: 7, fee: 495 };

/** Its seven rows: remaining, principal part, interest. */
const handWorkedSchedule = [
  [365_155.0, 50_557.37, 3_803.7],
  [314_597.63, 51_084.0, 3_277.06],
  [263_513.63, 51_616.13, 2_744.93],
  [211_897.5, 52_153.8, 2_207.27],
  [159_743.7, 52_697.07, 1_664.0],
  [107_046.63, 53_245.99, 1_115.07],
  [53_800.64, 53_800.64, 560.42],
] as const;

/** Each row of a demo-instalment schedule is the hand-worked one, to the tenth of a króna. */
export function expectHandWorkedRows(rows: readonly InstalmentRow[]): void {
  expect(rows).toHaveLength(handWorkedSchedule.length);
  for (const [index, [remaining, ppmt, ipmt]] of handWorkedSchedule.entries()) {
    const row = rows[index];
    expect(row?.remaining).toBeCloseTo(remaining, 1);
    expect(row?.ppmt).toBeCloseTo(ppmt, 1);
    expect(row?.ipmt).toBeCloseTo(ipmt, 1);
    expect(row?.pmt).toBeCloseTo(54_361.06, 1);
    expect(row?.fee).toBe(495);
    expect(row?.total).toBeCloseTo(54_856.06, 1);
  }
}

/**
 * The same plan in whole krónur as the table shows it (principal left, principal part, interest,
 * payment): the level payment 54 361,06 + 495 = 54 856 kr., the interest rounded, the principal part
 * the rest; the last row repays the 53 801 kr. left.
 */
export const handWorkedShownRows = [
  [365_155, 50_557, 3_804, 54_856],
  [314_598, 51_084, 3_277, 54_856],
  [263_514, 51_616, 2_745, 54_856],
  [211_898, 52_154, 2_207, 54_856],
  [159_744, 52_697, 1_664, 54_856],
  [107_047, 53_246, 1_115, 54_856],
  [53_801, 53_801, 560, 54_856],
] as const;

/**
 * Four months (pmt 93 678,38): the level payment 94 173 kr.; the last row repays the 92 715 kr.
 * left, 3 kr. more than the others because each earlier principal part was rounded down.
 */
export const handWorkedShownFourMonths = [
  [365_155, 89_874, 3_804, 94_173],
  [275_281, 90_810, 2_868, 94_173],
  [184_471, 91_756, 1_922, 94_173],
  [92_715, 92_715, 966, 94_176],
] as const;
