import { en as coreCodesEn } from '../core/codes/codes.messages.en.ts';
import { en as fieldsEn } from '../core/fields/messages.en.ts';
import { en as apiReasonsEn } from '../core/languages/api-reasons.messages.en.ts';
import { en as callReasons } from '../core/languages/call-reasons.messages.en.ts';
import { pair, translations } from '../core/languages/pairs.ts';
import { en as uiEn } from '../core/runtime/ui/messages.en.ts';
import { qrCodeMessages, salesOrderMessages } from './codes.messages.ts';

/** The barcode's, the QR code's and the sales-order barcode's texts in English. */
export default translations('en', [
  ...uiEn,
  ...fieldsEn,
  ...coreCodesEn,
  ...callReasons,
  ...apiReasonsEn,
  pair(salesOrderMessages, {
    loading: 'Loading sales order…',
  }),
  pair(qrCodeMessages, {
    captionHow: 'Scan the code with the scanner at the checkout or with your phone camera.',
    captionWhat: (value) => `The code holds: ${value}`,
  }),
]);
