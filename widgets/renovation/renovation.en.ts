import { en as applicationScreens } from '../core/applications/application-screens.en.ts';
import { pair, translations } from '../core/languages/pairs.ts';
import { renovationMessages } from './renovation.messages.ts';

/** The renovation-terms application's texts in English. */
export default translations('en', [
  ...applicationScreens,
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
