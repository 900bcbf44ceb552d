import { pl as fields } from '../../core/fields/messages.pl.ts';
import { pl as callReasons } from '../../core/languages/call-reasons.messages.pl.ts';
import { pair, translations } from '../../core/languages/pairs.ts';
import { pl as paymentMethods } from '../../core/payment-methods.messages.pl.ts';
import { pl as ui } from '../../core/runtime/ui/messages.pl.ts';
import { pl as payTexts } from '../pay.messages.pl.ts';
import { successMessages } from './success.messages.ts';

/** The success page's texts in Polish (`<byko-payment-success>`). */
export default translations('pl', [
  ...ui,
  ...fields,
  ...callReasons,
  ...paymentMethods,
  ...payTexts,
  pair(successMessages, {
    successRedirect: (host) => `Za chwilę przejdziesz do ${host}…`,
    goNow: (host) => `Przejdź teraz do ${host}`,
    amount: 'Kwota',
    date: 'Data',
    notPaid: 'Ta płatność nie została zrealizowana.',
    payNow: 'Zapłać',
  }),
]);
