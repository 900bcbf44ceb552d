import { describe, expect, it } from 'vitest';
import { icelandic, messagesIn } from '../core/runtime/translations.ts';
import { cardMessages } from './card/card.messages.ts';
import { expiryMonthOptions, payNeeds } from './card/card.ts';
import { instalmentMessages } from './instalments/instalment.messages.ts';
import instalmentsEn from './instalments/instalments.en.ts';
import instalmentsPl from './instalments/instalments.pl.ts';
import en from './pay.en.ts';
import pl from './pay.pl.ts';

describe('the pay flow in English and Polish', () => {
  it('names the card expiry months in the language, numbered as on the card', () => {
    expect(expiryMonthOptions(messagesIn(en, cardMessages).months)[0]).toEqual({
      value: '01',
      label: '01 - January',
    });
    expect(expiryMonthOptions(messagesIn(pl, cardMessages).months)[11]).toEqual({
      value: '12',
      label: '12 - grudzień',
    });
  });

  it("says beside 'Borga' what paying still needs, in the language's own list", () => {
    const both = [cardMessages.missingNumber, cardMessages.missingExpiry];
    expect(payNeeds(both, icelandic)).toBe('Fylltu út kortanúmer og gildistíma til að greiða.');
    expect(payNeeds(both, en)).toBe('Fill in the card number and the expiry date to pay.');
    expect(payNeeds(both, pl)).toBe('Uzupełnij numer karty i datę ważności, aby zapłacić.');
    expect(payNeeds([cardMessages.missingExpiry], pl)).toBe('Uzupełnij datę ważności, aby zapłacić.');
    expect(payNeeds([], en)).toBeUndefined();
  });

  it('shows the months in Polish with the noun the number takes', () => {
    const { monthsValue } = messagesIn(instalmentsPl, instalmentMessages);
    expect([2, 5, 22].map(monthsValue)).toEqual(['2 miesiące', '5 miesięcy', '22 miesiące']);
  });

  it.each([
    ['en', instalmentsEn],
    ['pl', instalmentsPl],
  ] as const)('%s: the terms sentence ends in the link to the terms', (_, translations) => {
    const { terms, termsLink } = messagesIn(translations, instalmentMessages);
    expect(terms.endsWith(termsLink)).toBe(true);
  });
});
