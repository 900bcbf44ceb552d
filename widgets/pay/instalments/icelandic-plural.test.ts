import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { icelandicPlural } from './icelandic-plural.ts';
import { instalmentMessages } from './instalment.messages.ts';

describe('icelandicPlural', () => {
  it("shows the calculator's months with the noun the number takes", () => {
    expect([2, 11, 12, 21, 22, 31, 32].map(instalmentMessages.monthsValue)).toEqual([
      '2 mánuðir',
      '11 mánuðir',
      '12 mánuðir',
      '21 mánuður',
      '22 mánuðir',
      '31 mánuður',
      '32 mánuðir',
    ]);
  });

  it("agrees with Intl.PluralRules('is') for every whole count", () => {
    const rules = new Intl.PluralRules('is');
    fc.assert(
      fc.property(fc.nat(1_000_000), (count) => {
        expect(icelandicPlural(count, 'one', 'other')).toBe(rules.select(count));
      }),
    );
  });
});
