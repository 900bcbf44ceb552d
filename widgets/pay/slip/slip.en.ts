import { en as fields } from '../../core/fields/messages.en.ts';
import { en as form } from '../../core/form/form.messages.en.ts';
import { en as apiReasons } from '../../core/languages/api-reasons.messages.en.ts';
import { en as callReasons } from '../../core/languages/call-reasons.messages.en.ts';
import { pair, translations } from '../../core/languages/pairs.ts';
import { en as login } from '../../core/login/login.messages.en.ts';
import { slipMessages } from './slip.messages.ts';

/** The payment slip section's texts in English, its login's too, loaded with it. */
export default translations('en', [
  ...fields,
  ...form,
  ...login,
  ...callReasons,
  ...apiReasons,
  pair(slipMessages, {
    slipPhone: 'Phone number',
    slipPaying: 'Processing payment…',
    slipFailed: 'Payment failed',
    slipLoginReason: 'Log in for a payment slip',
  }),
]);
