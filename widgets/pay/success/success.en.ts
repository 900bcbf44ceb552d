import { en as fields } from '../../core/fields/messages.en.ts';
import { en as callReasons } from '../../core/languages/call-reasons.messages.en.ts';
import { pair, translations } from '../../core/languages/pairs.ts';
import { en as paymentMethods } from '../../core/payment-methods.messages.en.ts';
import { en as ui } from '../../core/runtime/ui/messages.en.ts';
import { en as payTexts } from '../pay.messages.en.ts';
import { successMessages } from './success.messages.ts';

/** The success page's texts in English (`<byko-payment-success>`). */
export default translations('en', [
  ...ui,
  ...fields,
  ...callReasons,
  ...paymentMethods,
  ...payTexts,
  pair(successMessages, {
    successRedirect: (host) => `You will be taken to ${host} in a moment…`,
    goNow: (host) => `Continue to ${host} now`,
    amount: 'Amount',
    date: 'Date',
    notPaid: 'This payment has not been paid.',
    payNow: 'Pay',
  }),
]);
