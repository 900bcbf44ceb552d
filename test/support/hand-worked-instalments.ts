import { expect } from 'vitest';
import type { InstalmentRow } from '../../widgets/pay/instalments.ts';

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
