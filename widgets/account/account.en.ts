import { en as applicationsEn } from '../core/applications/applications.messages.en.ts';
import { en as fieldsEn } from '../core/fields/messages.en.ts';
import { en as formEn } from '../core/form/form.messages.en.ts';
import { en as apiReasonsEn } from '../core/languages/api-reasons.messages.en.ts';
import { en as callReasons } from '../core/languages/call-reasons.messages.en.ts';
import { pair, translations } from '../core/languages/pairs.ts';
import { en as loginEn } from '../core/login/login.messages.en.ts';
import { en as uiEn } from '../core/runtime/ui/messages.en.ts';
import { accountMessages } from './account.messages.ts';

/** The account-trading application's texts in English. */
export default translations('en', [
  ...uiEn,
  ...formEn,
  ...fieldsEn,
  ...loginEn,
  ...applicationsEn,
  ...callReasons,
  ...apiReasonsEn,
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
