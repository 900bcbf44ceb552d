import { pl as fields } from '../../core/fields/messages.pl.ts';
import { pl as form } from '../../core/form/form.messages.pl.ts';
import { pl as apiReasons } from '../../core/languages/api-reasons.messages.pl.ts';
import { pl as callReasons } from '../../core/languages/call-reasons.messages.pl.ts';
import { pair, translations } from '../../core/languages/pairs.ts';
import { pl as login } from '../../core/login/login.messages.pl.ts';
import { slipMessages } from './slip.messages.ts';

/** The payment slip section's texts in Polish, its login's too, loaded with it. */
export default translations('pl', [
  ...fields,
  ...form,
  ...login,
  ...callReasons,
  ...apiReasons,
  pair(slipMessages, {
    slipPhone: 'Numer telefonu',
    slipPaying: 'Przetwarzanie płatności…',
    slipFailed: 'Płatność nie powiodła się',
    slipLoginReason: 'Logowanie – płatność w banku',
  }),
]);
