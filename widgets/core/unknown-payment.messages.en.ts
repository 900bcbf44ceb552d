import { pair, translations } from './languages/pairs.ts';
import type { CataloguePair } from './runtime/translations.ts';
import { unknownPaymentMessages } from './unknown-payment.messages.ts';

/** The unknown payment's page in English. */
export const en: readonly CataloguePair[] = [
  pair(unknownPaymentMessages, {
    heading: 'Payment not found',
    text: 'The link may be wrong, or the payment no longer exists. Check the link you were sent.',
    contactBefore: 'If you need help, you can call BYKO on ',
    phone: '515 4000',
    contactAfter: '.',
    storefront: 'Go to byko.is',
  }),
];

/** The page's own chunk of texts, when it loads on its own (core/UnknownPayment.tsx). */
export default translations('en', en);
