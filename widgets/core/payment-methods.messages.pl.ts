import { pair } from './languages/pairs.ts';
import { paymentMethodMessages } from './payment-methods.messages.ts';
import type { CataloguePair } from './runtime/translations.ts';

/** The payment methods' names in Polish. */
export const pl: readonly CataloguePair[] = [
  pair(paymentMethodMessages, {
    names: {
      0: 'Raty',
      1: 'Karta',
      2: 'Płatność w banku',
      3: 'Konto kredytowe',
      4: 'Już zapłacono',
      5: 'Przy kasie',
      6: 'Punkty lojalnościowe',
      7: 'Google Pay',
      8: 'Apple Pay',
    },
    unknown: 'Nieznana',
  }),
];
