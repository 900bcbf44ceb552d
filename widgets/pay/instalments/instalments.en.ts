import { pair, translations } from '../../core/languages/pairs.ts';
import { en as behindLogin } from '../../core/login/behind-login.en.ts';
import { en as instalmentTexts } from './instalment.messages.en.ts';
import { insufficientCreditMessages } from './insufficient-credit.messages.ts';

/** The instalments' texts in English (the plan, its login, the credit check), loaded with the section. */
export default translations('en', [
  ...behindLogin,
  ...instalmentTexts,
  pair(insufficientCreditMessages, {
    heading: 'Insufficient credit limit',
    text: 'Your credit limit does not cover this payment.',
    link: 'Apply for a higher credit limit',
  }),
]);
