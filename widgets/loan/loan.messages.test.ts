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

  it("the amount placeholder is spec §5's, exactly", () => {
    expect(loanMessages.amountPlaceholder).toBe('minimum 200.000 kr.');
  });
});
