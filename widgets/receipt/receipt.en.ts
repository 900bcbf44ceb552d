import { en as fieldsEn } from '../core/fields/messages.en.ts';
import { en as apiReasonsEn } from '../core/languages/api-reasons.messages.en.ts';
import { en as callReasons } from '../core/languages/call-reasons.messages.en.ts';
import { pair, translations } from '../core/languages/pairs.ts';
import { en as paymentMethodsEn } from '../core/payment-methods.messages.en.ts';
import { en as uiEn } from '../core/runtime/ui/messages.en.ts';
import { en as unknownPaymentEn } from '../core/unknown-payment.messages.en.ts';
import { receiptMessages } from './receipt.messages.ts';

/** The receipt's texts in English. */
export default translations('en', [
  ...uiEn,
  ...fieldsEn,
  ...unknownPaymentEn,
  ...paymentMethodsEn,
  ...callReasons,
  ...apiReasonsEn,
  pair(receiptMessages, {
    heading: 'Receipt',
    loading: 'Loading receipt…',
    loadFailed: 'Could not load the receipt',
    waiting: 'Waiting for the payment to be confirmed…',
    waitingText:
      'The payment may still be processing. The receipt will appear here as soon as the payment is confirmed.',
    failedText: 'The payment has not been confirmed. Try again in a moment or contact BYKO.',
    paymentId: 'Payment number',
    date: 'Date',
    method: 'Payment method',
    total: 'Total',
    items: 'Items',
    itemName: 'Item',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    lineTotal: 'Amount',
    print: 'Print',
  }),
]);
