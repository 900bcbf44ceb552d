import { en as applicationsEn } from '../core/applications/applications.messages.en.ts';
import { en as fieldsEn } from '../core/fields/messages.en.ts';
import { en as formEn } from '../core/form/form.messages.en.ts';
import { en as apiReasonsEn } from '../core/languages/api-reasons.messages.en.ts';
import { en as callReasons } from '../core/languages/call-reasons.messages.en.ts';
import { pair, translations } from '../core/languages/pairs.ts';
import { en as loginEn } from '../core/login/login.messages.en.ts';
import { en as uiEn } from '../core/runtime/ui/messages.en.ts';
import { cashMessages } from './cash.messages.ts';

/** The cash-payment terms application's texts in English. */
export default translations('en', [
  ...uiEn,
  ...formEn,
  ...fieldsEn,
  ...loginEn,
  ...applicationsEn,
  ...callReasons,
  ...apiReasonsEn,
  pair(cashMessages, {
    heading: 'Cash-payment terms application',
    loginReason: 'Log in for cash-payment terms',
    submitted: 'Cash-payment terms application received',
    submittedText: 'You can shop on cash-payment terms by giving your national ID number (kennitala).',
  }),
]);
