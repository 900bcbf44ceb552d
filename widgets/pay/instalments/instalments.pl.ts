import { pair, translations } from '../../core/languages/pairs.ts';
import { pl as behindLogin } from '../../core/login/behind-login.pl.ts';
import { pl as instalmentTexts } from './instalment.messages.pl.ts';
import { insufficientCreditMessages } from './insufficient-credit.messages.ts';

/** The instalments' texts in Polish (the plan, its login, the credit check), loaded with the section. */
export default translations('pl', [
  ...behindLogin,
  ...instalmentTexts,
  pair(insufficientCreditMessages, {
    heading: 'Niewystarczający limit kredytowy',
    text: 'Twój limit kredytowy nie wystarcza na tę płatność.',
    link: 'Złóż wniosek o wyższy limit',
  }),
]);
