import { en as applicationScreens } from '../core/applications/application-screens.en.ts';
import { pair, translations } from '../core/languages/pairs.ts';
import { accountMessages } from './account.messages.ts';

/** The account-trading application's texts in English. */
export default translations('en', [
  ...applicationScreens,
  pair(accountMessages, {
    heading: 'Credit account application',
    amount: 'Requested credit limit (ISK)',
    manualApplication:
      'To apply for a higher credit limit that needs guarantors or further security, you can apply ',
    manualApplicationLink: 'here',
    submitted: 'Credit account application approved',
    submittedAmount: (amount) => `Credit limit: ${amount}`,
  }),
]);
