import { describe, expect, it } from 'vitest';
import { formatIsk } from '../core/runtime/format.ts';
import { loanMessages } from './loan.messages.ts';

// The loan's texts as a person reads them: an amount ends in 'kr.', and that full stop must not be
// followed by a second one where the amount ends a sentence.

describe('loanMessages', () => {
  it('no text has a doubled full stop', () => {
    const texts = Object.values(loanMessages).map((message) =>
      typeof message === 'function' ? message(formatIsk(1_200_000), formatIsk(200_000)) : message,
    );
    for (const text of texts) expect(text, text).not.toMatch(/\.\./);
  });

  it('the amount placeholder names the minimum of spec §5, in Icelandic', () => {
    expect(loanMessages.amountPlaceholder).toBe(`Lágmark ${formatIsk(200_000)}`);
  });

  it('one range on the screen: the fee text without an amount names none beside the hint', () => {
    expect(loanMessages.outsideBounds).not.toMatch(/kr\./);
    expect(loanMessages.amountHint(formatIsk(1_200_000))).toBe(
      `Frá ${formatIsk(200_000)} til ${formatIsk(1_200_000)}`,
    );
  });
});
