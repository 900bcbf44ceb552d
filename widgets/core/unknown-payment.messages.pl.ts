import { pair, translations } from './languages/pairs.ts';
import type { CataloguePair } from './runtime/translations.ts';
import { unknownPaymentMessages } from './unknown-payment.messages.ts';

/** The unknown payment's page in Polish. */
export const pl: readonly CataloguePair[] = [
  pair(unknownPaymentMessages, {
    heading: 'Nie znaleziono płatności',
    text: 'Link może być błędny albo płatność już nie istnieje. Sprawdź otrzymany link.',
    contactBefore: 'Jeśli potrzebujesz pomocy, zadzwoń do BYKO pod numer ',
    phone: '515 4000',
    contactAfter: '.',
    storefront: 'Przejdź do byko.is',
  }),
];

/** The page's own chunk of texts, when it loads on its own (core/UnknownPayment.tsx). */
export default translations('pl', pl);
