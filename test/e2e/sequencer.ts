import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each long end-to-end file took on the 2-core CI machine (stop 17's clean-clone run).
 * Two workers take files in the order given; Vitest's own order on a clean clone (no timings
 * cached) is the largest file first, which put the phone checks (two 4-line files of 150 s each)
 * last and left one worker alone for their last 40 s. Longest first packs the two workers evenly.
 * Files not listed (short, or new) keep Vitest's order after these.
 */
const secondsOnCi: Readonly<Record<string, number>> = {
  'test/e2e/stories.test.ts': 164,
  'test/e2e/phones-1.test.ts': 155,
  'test/e2e/phones-2.test.ts': 150,
  'test/e2e/pay-card.test.ts': 147,
  'test/e2e/login.test.ts': 113,
  'test/e2e/checkout.test.ts': 87,
  'test/e2e/company-credit.test.ts': 81,
  'test/e2e/pay-instalment.test.ts': 80,
  'test/e2e/special-order.test.ts': 71,
  'test/e2e/company-credit-request.test.ts': 64,
};

const weight = (spec: TestSpecification): number => {
  const path = spec.moduleId.replaceAll('\\', '/');
  const entry = Object.entries(secondsOnCi).find(([file]) => path.endsWith(file));
  return entry?.[1] ?? 0;
};

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: files of equal weight keep Vitest's order.
    return sorted.sort((a, b) => weight(b) - weight(a));
  }
}
