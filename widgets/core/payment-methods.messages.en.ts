import { pair } from './languages/pairs.ts';
import { paymentMethodMessages } from './payment-methods.messages.ts';
import type { CataloguePair } from './runtime/translations.ts';

/** The payment methods' names in English. */
export const en: readonly CataloguePair[] = [
  pair(paymentMethodMessages, {
    names: {
      0: 'Instalments',
      1: 'Card',
      2: 'Payment slip',
      3: 'On account',
      4: 'Already paid',
      5: 'At the till',
      6: 'Loyalty points',
      7: 'Google Pay',
      8: 'Apple Pay',
    },
    unknown: 'Unknown',
  }),
];
