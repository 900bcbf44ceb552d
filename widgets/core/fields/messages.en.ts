import { pair } from '../languages/pairs.ts';
import type { CataloguePair } from '../runtime/translations.ts';
import { fieldMessages } from './messages.ts';

/** The shared typed inputs' messages in English. */
export const en: readonly CataloguePair[] = [
  pair(fieldMessages, {
    kennitalaLength: 'The national ID number (kennitala) must be 10 digits',
    kennitalaDate: 'This national ID number (kennitala) is not valid',
    phone: "A phone number can only contain digits and '+'",
    email: 'This e-mail address is not valid',
    currency: 'Invalid amount. Enter a whole amount in ISK.',
    pin: 'Invalid PIN. Enter digits only.',
    zip: 'Invalid postcode. Enter digits only.',
    required: 'Please fill in this field',
  }),
];
