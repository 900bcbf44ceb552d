import { pair } from '../languages/pairs.ts';
import type { CataloguePair } from '../runtime/translations.ts';
import { fieldMessages } from './messages.ts';

/** The shared typed inputs' messages in Polish. */
export const pl: readonly CataloguePair[] = [
  pair(fieldMessages, {
    kennitalaLength: 'Numer identyfikacyjny (kennitala) musi mieć 10 cyfr',
    kennitalaDate: 'Ten numer identyfikacyjny (kennitala) jest nieprawidłowy',
    phone: "Numer telefonu może zawierać tylko cyfry i '+'",
    email: 'Ten adres e-mail jest nieprawidłowy',
    currency: 'Nieprawidłowa kwota. Wpisz pełną kwotę w ISK.',
    pin: 'Nieprawidłowy PIN. Wpisz same cyfry.',
    zip: 'Nieprawidłowy kod pocztowy. Wpisz same cyfry.',
    required: 'Wypełnij to pole',
  }),
];
