import { en as fields } from '../../core/fields/messages.en.ts';
import { en as form } from '../../core/form/form.messages.en.ts';
import { en as apiReasons } from '../../core/languages/api-reasons.messages.en.ts';
import { en as callReasons } from '../../core/languages/call-reasons.messages.en.ts';
import { pair, translations } from '../../core/languages/pairs.ts';
import { en as login } from '../../core/login/login.messages.en.ts';
import { en as instalmentTexts } from './instalment.messages.en.ts';
import { insufficientCreditMessages } from './insufficient-credit.messages.ts';

/** The instalments' texts in English (the plan, its login, the credit check), loaded with the section. */
export default translations('en', [
  ...fields,
  ...form,
  ...login,
  ...callReasons,
  ...apiReasons,
  ...instalmentTexts,
  pair(insufficientCreditMessages, {
    heading: 'Insufficient credit limit',
    text: 'Your credit limit does not cover this payment.',
    link: 'Apply for a higher credit limit',
  }),
]);
