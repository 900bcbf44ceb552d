import { pl as applicationsPl } from '../core/applications/applications.messages.pl.ts';
import { pl as fieldsPl } from '../core/fields/messages.pl.ts';
import { pl as formPl } from '../core/form/form.messages.pl.ts';
import { pl as apiReasonsPl } from '../core/languages/api-reasons.messages.pl.ts';
import { pl as callReasons } from '../core/languages/call-reasons.messages.pl.ts';
import { pair, translations } from '../core/languages/pairs.ts';
import { pl as loginPl } from '../core/login/login.messages.pl.ts';
import { pl as uiPl } from '../core/runtime/ui/messages.pl.ts';
import { accountMessages } from './account.messages.ts';

/** The account-trading application's texts in Polish. */
export default translations('pl', [
  ...uiPl,
  ...formPl,
  ...fieldsPl,
  ...loginPl,
  ...applicationsPl,
  ...callReasons,
  ...apiReasonsPl,
  pair(accountMessages, {
    heading: 'Wniosek o konto kredytowe',
    amount: 'Wnioskowany limit kredytowy (ISK)',
    manualApplication:
      'Jeśli wnioskujesz o wyższy limit, który wymaga poręczycieli lub dodatkowych zabezpieczeń, złóż wniosek ',
    manualApplicationLink: 'tutaj',
    submitted: 'Wniosek o konto kredytowe zatwierdzony',
    submittedAmount: (amount) => `Limit kredytowy: ${amount}`,
  }),
]);
