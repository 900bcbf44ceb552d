import { pl as fieldsPl } from '../core/fields/messages.pl.ts';
import { pl as apiReasonsPl } from '../core/languages/api-reasons.messages.pl.ts';
import { pl as callReasons } from '../core/languages/call-reasons.messages.pl.ts';
import { pair, translations } from '../core/languages/pairs.ts';
import { pl as paymentMethodsPl } from '../core/payment-methods.messages.pl.ts';
import { pl as uiPl } from '../core/runtime/ui/messages.pl.ts';
import { pl as unknownPaymentPl } from '../core/unknown-payment.messages.pl.ts';
import { receiptMessages } from './receipt.messages.ts';

/** The receipt's texts in Polish. */
export default translations('pl', [
  ...uiPl,
  ...fieldsPl,
  ...unknownPaymentPl,
  ...paymentMethodsPl,
  ...callReasons,
  ...apiReasonsPl,
  pair(receiptMessages, {
    heading: 'Potwierdzenie płatności',
    loading: 'Pobieranie potwierdzenia…',
    loadFailed: 'Nie udało się wczytać potwierdzenia',
    waiting: 'Czekamy na potwierdzenie płatności…',
    waitingText:
      'Płatność może być jeszcze przetwarzana. Potwierdzenie pojawi się tutaj, gdy tylko płatność zostanie potwierdzona.',
    failedText: 'Płatność nie została potwierdzona. Spróbuj ponownie za chwilę lub skontaktuj się z BYKO.',
    paymentId: 'Numer płatności',
    date: 'Data',
    method: 'Metoda płatności',
    total: 'Razem',
    items: 'Produkty',
    itemName: 'Produkt',
    quantity: 'Ilość',
    unitPrice: 'Cena jednostkowa',
    lineTotal: 'Kwota',
    print: 'Drukuj',
  }),
]);
