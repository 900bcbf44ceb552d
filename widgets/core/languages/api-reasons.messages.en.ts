import type { CataloguePair } from '../runtime/translations.ts';
import { apiReasonMessages } from './api-reasons.messages.ts';
import { pair } from './pairs.ts';

/** The API's reasons the product knows, in English. */
export const en: readonly CataloguePair[] = [
  pair(apiReasonMessages, {
    unknownPhone: 'No user with this phone number',
    unknownSsn: 'No user with this national ID number (kennitala)',
    authNotFound: 'The authentication was not found',
    userCancelled: 'The authentication was cancelled',

    amountOutOfBounds: 'The amount is out of range',
    accountExists: 'You already have an account',
    aboveMaxAmount: 'The credit limit you asked for is above the maximum',
    alreadyApplied: 'An application has already been submitted',
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
