import { en as applicationsEn } from '../core/applications/applications.messages.en.ts';
import { en as fieldsEn } from '../core/fields/messages.en.ts';
import { en as formEn } from '../core/form/form.messages.en.ts';
import { en as apiReasonsEn } from '../core/languages/api-reasons.messages.en.ts';
import { en as callReasons } from '../core/languages/call-reasons.messages.en.ts';
import { pair, translations } from '../core/languages/pairs.ts';
import { en as loginEn } from '../core/login/login.messages.en.ts';
import { en as uiEn } from '../core/runtime/ui/messages.en.ts';
import { limitChangeMessages } from './limit-change.messages.ts';

/** The credit limit change's texts in English. */
export default translations('en', [
  ...uiEn,
  ...formEn,
  ...fieldsEn,
  ...loginEn,
  ...applicationsEn,
  ...callReasons,
  ...apiReasonsEn,
  pair(limitChangeMessages, {
    heading: 'Credit limit change',
    accountNumber: 'Account number',
    currentLimit: 'Current credit limit',
    requestedLimit: 'Requested credit limit',
    requestedLimitHint: (max) => `A whole amount in ISK, at most ${max}`,
    notCustomer: "You don't have a credit account with BYKO. Apply for a credit account first.",
    successHeading: 'Credit limit change approved',
    newLimit: (amount) => `New credit limit: ${amount}`,
    closeApp: 'Close and go back to the app',
  }),
]);
