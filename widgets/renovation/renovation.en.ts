import { en as applicationsEn } from '../core/applications/applications.messages.en.ts';
import { en as fieldsEn } from '../core/fields/messages.en.ts';
import { en as formEn } from '../core/form/form.messages.en.ts';
import { en as apiReasonsEn } from '../core/languages/api-reasons.messages.en.ts';
import { en as callReasons } from '../core/languages/call-reasons.messages.en.ts';
import { pair, translations } from '../core/languages/pairs.ts';
import { en as loginEn } from '../core/login/login.messages.en.ts';
import { en as uiEn } from '../core/runtime/ui/messages.en.ts';
import { renovationMessages } from './renovation.messages.ts';

/** The renovation-terms application's texts in English. */
export default translations('en', [
  ...uiEn,
  ...formEn,
  ...fieldsEn,
  ...loginEn,
  ...applicationsEn,
  ...callReasons,
  ...apiReasonsEn,
  pair(renovationMessages, {
    heading: 'Renovation terms application',
    loginReason: 'Log in for renovation terms',
    termsBefore: 'I accept ',
    termsLink: "BYKO's terms and conditions",
    opensInNewTab: ' (opens in a new tab)',
    mailingList: 'I want to get e-mails with offers and news from BYKO',
    unticked: {
      both: 'Tick both boxes to apply.',
      terms: "Accept BYKO's terms and conditions to apply.",
      mailingList: 'Also tick the e-mail box to apply.',
    },
    successHeading: 'Congratulations!',
    successText:
      'You can now shop on renovation terms in every BYKO store, in the online store and in the app. Just give your national ID number (kennitala) or identify yourself in the app.',
  }),
]);
