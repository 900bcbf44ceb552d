import { pl as applicationScreens } from '../core/applications/application-screens.pl.ts';
import { pair, translations } from '../core/languages/pairs.ts';
import { accountMessages } from './account.messages.ts';

/** The account-trading application's texts in Polish. */
export default translations('pl', [
  ...applicationScreens,
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
