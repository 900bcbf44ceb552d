import { pl as fields } from '../../core/fields/messages.pl.ts';
import { pl as callReasons } from '../../core/languages/call-reasons.messages.pl.ts';
import { pair, translations } from '../../core/languages/pairs.ts';
import { pl as paymentMethods } from '../../core/payment-methods.messages.pl.ts';
import { pl as ui } from '../../core/runtime/ui/messages.pl.ts';
import { payMessages } from '../pay.messages.ts';
import { successMessages } from './success.messages.ts';

/** The success page's texts in Polish (`<byko-payment-success>`). */
export default translations('pl', [
  ...ui,
  ...fields,
  ...callReasons,
  ...paymentMethods,
  pair(payMessages, {
    heading: 'Płatność',
    amountLabel: 'Kwota do zapłaty',
    payee: 'Odbiorca',
    payeeName: 'BYKO',
    reference: 'Numer płatności',
    payer: 'Płatnik',
    methodsLabel: 'Metoda płatności',
    methods: { instalments: 'Raty', card: 'Karta', googlePay: 'Google Pay', slip: 'Płatność w banku' },
    loading: 'Wczytywanie płatności…',
    loadFailed: 'Nie udało się wczytać płatności',
    alreadyPaid: 'Ta płatność została już zrealizowana.',
    showReceipt: 'Zobacz potwierdzenie',
    pay: 'Zapłać',
    paying: 'Przetwarzanie płatności…',
    declinedNext: 'Użyj innej karty lub skontaktuj się z jej wydawcą.',
    back: 'Wstecz',
    success: 'Płatność zakończona powodzeniem',
  }),
  pair(successMessages, {
    successRedirect: (host) => `Za chwilę przejdziesz do ${host}…`,
    goNow: (host) => `Przejdź teraz do ${host}`,
    amount: 'Kwota',
    date: 'Data',
    notPaid: 'Ta płatność nie została opłacona.',
    payNow: 'Zapłać',
  }),
]);
