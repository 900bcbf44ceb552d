import { en as callReasons } from '../core/languages/call-reasons.messages.en.ts';
import { monthNames } from '../core/languages/month-names.ts';
import { pair, translations } from '../core/languages/pairs.ts';
import { en as ui } from '../core/runtime/ui/messages.en.ts';
import { cardMessages } from './card/card.messages.ts';
import { en as payTexts } from './pay.messages.en.ts';
import { threeDsMessages } from './three-ds/three-ds.messages.ts';

/** The card payment page's texts in English (`<byko-pay>` as it first shows); each lazily loaded section brings its own. */
export default translations('en', [
  ...ui,
  ...callReasons,
  ...payTexts,
  pair(cardMessages, {
    cardholder: 'Cardholder name',
    cardNumber: 'Card number',
    cardNumberLength: 'The card number must be 16 digits long.',
    cardNumberDigits: 'The card number can only contain digits.',
    cardNumberInvalid: 'The card number is not valid.',
    expiry: 'Expiry date',
    expiryMonth: 'Expiry date, month',
    expiryYear: 'Expiry date, year',
    monthPlaceholder: 'Month',
    months: monthNames('en'),
    yearPlaceholder: 'Year',
    chooseMonth: 'Choose a month.',
    chooseYear: 'Choose a year.',
    expired: 'The card has expired',
    cvc: 'Security code (CVC)',
    cvcHint: '3 digits on the back of the card',
    visa: 'Visa',
    mastercard: 'Mastercard',
    brandsLead: 'We accept',
    brands: 'Visa and Mastercard',
    secureLead: 'Secure payment:',
    secure: 'your card is verified by its issuer with 3-D Secure.',
    fillIn: (missing) => `Fill in ${missing} to pay.`,
    missingNumber: 'the card number',
    missingExpiry: 'the expiry date',
  }),
  pair(threeDsMessages, {
    cardFallback: 'An unknown error occurred.',
    threeDsTitle: 'Card verification',
    threeDsFrameTitle: 'Cardholder verification by the card issuer',
    threeDsClose: 'Close and cancel',
    threeDsBlocked:
      'Card verification could not open because this website does not allow it. Please choose another payment method or contact BYKO.',
    googlePayFallback: 'An unknown error occurred',
    googlePayThreeDsCancelled: 'Something went wrong while verifying the card.',
  }),
]);
