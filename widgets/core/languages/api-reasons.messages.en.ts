import type { CataloguePair } from '../runtime/translations.ts';
import { apiReasonMessages } from './api-reasons.messages.ts';
import { pair } from './pairs.ts';

/** The API's reasons the product knows, in English. */
export const en: readonly CataloguePair[] = [
  pair(apiReasonMessages, {
    invalidJson: 'The request is not valid JSON',
    notAnObject: 'The request must be a JSON object',
    bodyTooLarge: 'The request is too large: the maximum is 1 MB',
    uploadTooLarge: 'The files are too large: the maximum is 10 MB in total',
    requestAborted: 'The request was cancelled',
    noSuchPath: 'The requested address was not found',
    systemDown: 'The system is down',
    sessionExpired: 'Your login has expired',
    notCustomer: 'Not a BYKO customer',

    unknownPhone: 'No user with this phone number',
    unknownSsn: 'No user with this national ID number (kennitala)',
    authNotFound: 'The authentication was not found',
    userCancelled: 'The authentication was cancelled',

    paymentNotFound: 'Payment not found',
    alreadyPaid: 'This payment has already been paid',
    methodNotAllowed: 'This payment method is not available for this payment',
    cardNumberInvalid: 'The card number is not valid.',
    cardExpired: 'The card has expired',
    cardDeclined: 'The card was declined',
    googlePayTokenInvalid: 'Invalid Google Pay token',
    noCardGiven: 'Card details are missing',
    twoCardsGiven: 'Send either card details or a Google Pay token, not both',
    challengeCancelled: 'The card authentication was cancelled',
    challengeUnreachable: 'Could not reach the authentication service',
    cardAuthenticationFailed: 'Card authentication failed',
    notYourPayment: 'This payment is not in your name',
    insufficientCredit: 'Insufficient credit limit',
    notYourPhone: 'This payment slip is not for your phone number',
    documentNotFound: 'Document not found',
    receiptNotFound: 'Receipt not found',
    receiptNotReady: 'The receipt is not ready yet',

    amountOutOfBounds: 'The amount is out of range',
    accountExists: 'You already have an account',
    aboveMaxAmount: 'The credit limit you asked for is above the maximum',
    alreadyApplied: 'An application has already been registered',
    notGuarantor: 'You are not a guarantor on this application',
    applicationNotFound: 'Application not found',
    alreadySigned: 'The application has already been signed',
    notInRegistry: 'The national ID number (kennitala) was not found in Registers Iceland',
    creditStatusFailed: 'Could not load the credit limit status.',
    companyNotFound: 'Company not found.',
    invalidGuid: 'Invalid identifier',

    accountNotFound: 'Account not found',
    codeNotFound: 'Code not found',
    tillNotFound: 'Till not found',
    salesOrderNotFound: 'Sales order not found',

    categoryNotFound: 'Category not found',
    imageNotFound: 'Image not found',
    optionsInvalid: 'Choose one option in each step',

    cameraNotFound: 'Camera not found',
    videoNotFound: 'Video not found',
    rangeNotSatisfiable: 'The requested range is outside the file',
    noFile: 'No file was attached',
    notPdf: 'The file is not a PDF',
    notInvoice: 'No invoice was found in the file',
  }),
];
