import { pair, translations } from '../../core/languages/pairs.ts';
import { pl as behindLogin } from '../../core/login/behind-login.pl.ts';
import { slipMessages } from './slip.messages.ts';

/** The payment slip section's texts in Polish, its login's too, loaded with it. */
export default translations('pl', [
  ...behindLogin,
  pair(slipMessages, {
    slipPhone: 'Numer telefonu',
    slipPaying: 'Przetwarzanie płatności…',
    slipFailed: 'Płatność nie powiodła się',
    slipLoginReason: 'Logowanie do płatności w banku',
  }),
]);
