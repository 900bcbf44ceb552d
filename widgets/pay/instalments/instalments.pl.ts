import { pl as fields } from '../../core/fields/messages.pl.ts';
import { pl as form } from '../../core/form/form.messages.pl.ts';
import { pl as apiReasons } from '../../core/languages/api-reasons.messages.pl.ts';
import { pl as callReasons } from '../../core/languages/call-reasons.messages.pl.ts';
import { pair, translations } from '../../core/languages/pairs.ts';
import { pl as login } from '../../core/login/login.messages.pl.ts';
import { pl as instalmentTexts } from './instalment.messages.pl.ts';
import { insufficientCreditMessages } from './insufficient-credit.messages.ts';

/** The instalments' texts in Polish (the plan, its login, the credit check), loaded with the section. */
export default translations('pl', [
  ...fields,
  ...form,
  ...login,
  ...callReasons,
  ...apiReasons,
  ...instalmentTexts,
  pair(insufficientCreditMessages, {
    heading: 'Niewystarczający limit kredytowy',
    text: 'Twój limit kredytowy nie wystarcza na tę płatność.',
    link: 'Złóż wniosek o wyższy limit',
  }),
]);
