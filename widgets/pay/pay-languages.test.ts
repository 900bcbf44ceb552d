import { describe, expect, it } from 'vitest';
import { listInSentence } from '../core/runtime/format.ts';
import { messagesIn, type Translations } from '../core/runtime/translations.ts';
import { cardMessages } from './card/card.messages.ts';
import { expiryMonthOptions } from './card/card.ts';
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

  it("says what paying still needs in the language's own list", () => {
    const needs = (translations: Translations) => {
      const card = messagesIn(translations, cardMessages);
      return card.fillIn(
        listInSentence(
          [cardMessages.missingNumber, cardMessages.missingExpiry].map(
            (text) => translations.texts.get(text) ?? text,
          ),
          translations.lang,
        ),
      );
    };
    expect(needs(en)).toBe('Fill in the card number and the expiry date to pay.');
    expect(needs(pl)).toBe('Uzupełnij numer karty i datę ważności, aby zapłacić.');
  });

  it('counts months in Polish with the plural each number takes', () => {
    const { monthsValue } = messagesIn(instalmentsPl, instalmentMessages);
    expect([2, 4, 5, 11, 12, 14, 21, 22, 24, 25, 32].map(monthsValue)).toEqual([
      '2 miesiące',
      '4 miesiące',
      '5 miesięcy',
      '11 miesięcy',
      '12 miesięcy',
      '14 miesięcy',
      '21 miesięcy',
      '22 miesiące',
      '24 miesiące',
      '25 miesięcy',
      '32 miesiące',
    ]);
  });

  it.each([
    ['en', instalmentsEn],
    ['pl', instalmentsPl],
  ] as const)('%s: the terms sentence ends in the link to the terms', (_, translations) => {
    const { terms, termsLink } = messagesIn(translations, instalmentMessages);
    expect(terms.endsWith(termsLink)).toBe(true);
  });
});
