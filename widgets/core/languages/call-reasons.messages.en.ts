import type { CataloguePair } from '../runtime/translations.ts';
import { callReasonMessages } from './call-reasons.messages.ts';
import { pair } from './pairs.ts';

/** The API's reasons to any call and to a payment's, in English. */
export const en: readonly CataloguePair[] = [
  pair(callReasonMessages, {
    invalidJson: 'The request is not valid JSON',
    notAnObject: 'The request must be a JSON object',
    bodyTooLarge: 'The request is too large: the maximum is 1 MB',
    uploadTooLarge: 'The files are too large: the maximum is 10 MB in total',
    requestAborted: 'The request was cancelled',
    noSuchPath: 'The requested address was not found',
    systemDown: 'The system is down',
    sessionExpired: 'Your login has expired',
    notCustomer: 'No credit account with BYKO',

    paymentNotFound: 'Payment not found',
    alreadyPaid: 'This payment has already been paid',
    methodNotAllowed: 'This payment method is not available for this payment',
    cardNumberInvalid: 'The card number is not valid.',
    cardExpired: 'The card has expired',
    cardDeclined: 'The card was declined',
    googlePayTokenInvalid: 'Invalid Google Pay token',
    noCardGiven: 'Card details are missing',
    twoCardsGiven: 'Send either card details or a Google Pay token, not both',
    challengeCancelled: 'The card verification was cancelled',
    challengeUnreachable: 'Could not reach the verification service',
    cardAuthenticationFailed: 'Card verification failed',
    notYourPayment: 'This payment is not in your name',
    insufficientCredit: 'Insufficient credit limit',
    notYourPhone: 'This payment slip is not for your phone number',
    documentNotFound: 'Document not found',
    receiptNotFound: 'Receipt not found',
    receiptNotReady: 'The receipt is not ready yet',
  }),
];
