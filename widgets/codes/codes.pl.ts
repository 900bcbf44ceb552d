import { pl as coreCodesPl } from '../core/codes/codes.messages.pl.ts';
import { pl as fieldsPl } from '../core/fields/messages.pl.ts';
import { pl as apiReasonsPl } from '../core/languages/api-reasons.messages.pl.ts';
import { pl as callReasons } from '../core/languages/call-reasons.messages.pl.ts';
import { pair, translations } from '../core/languages/pairs.ts';
import { pl as uiPl } from '../core/runtime/ui/messages.pl.ts';
import { qrCodeMessages, salesOrderMessages } from './codes.messages.ts';

/** The barcode's, the QR code's and the sales-order barcode's texts in Polish. */
export default translations('pl', [
  ...uiPl,
  ...fieldsPl,
  ...coreCodesPl,
  ...callReasons,
  ...apiReasonsPl,
  pair(salesOrderMessages, {
    loading: 'Pobieranie zamówienia…',
  }),
  pair(qrCodeMessages, {
    captionHow: 'Zeskanuj kod skanerem przy kasie lub aparatem w telefonie.',
    captionWhat: (value) => `Kod zawiera: ${value}`,
  }),
]);
