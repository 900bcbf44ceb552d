import { pair } from '../core/languages/pairs.ts';
import type { CataloguePair } from '../core/runtime/translations.ts';
import { payMessages } from './pay.messages.ts';

/** The pay texts in English, shared by the parts that show them. */
export const en: readonly CataloguePair[] = [
  pair(payMessages, {
    heading: 'Payment',
    amountLabel: 'Amount to pay',
    payee: 'Payee',
    payeeName: 'BYKO',
    reference: 'Payment number',
    payer: 'Payer',
    methodsLabel: 'Payment method',
    methods: { instalments: 'Instalments', card: 'Card', googlePay: 'Google Pay', slip: 'Payment slip' },
    loading: 'Loading payment…',
    loadFailed: 'Could not load the payment',
    alreadyPaid: 'This payment has already been paid.',
    showReceipt: 'View receipt',
    pay: 'Pay',
    paying: 'Processing payment…',
    declinedNext: 'Try another card or contact your card issuer.',
    back: 'Back',
    success: 'Payment successful',
  }),
];
