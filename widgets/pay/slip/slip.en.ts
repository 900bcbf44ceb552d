import { pair, translations } from '../../core/languages/pairs.ts';
import { en as behindLogin } from '../../core/login/behind-login.en.ts';
import { slipMessages } from './slip.messages.ts';

/** The payment slip section's texts in English, its login's too, loaded with it. */
export default translations('en', [
  ...behindLogin,
  pair(slipMessages, {
    slipPhone: 'Phone number',
    slipPaying: 'Processing payment…',
    slipFailed: 'Payment failed',
    slipLoginReason: 'Log in for a payment slip',
  }),
]);
