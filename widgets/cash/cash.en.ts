import { en as applicationScreens } from '../core/applications/application-screens.en.ts';
import { pair, translations } from '../core/languages/pairs.ts';
import { cashMessages } from './cash.messages.ts';

/** The cash-payment terms application's texts in English. */
export default translations('en', [
  ...applicationScreens,
  pair(cashMessages, {
    heading: 'Cash-payment terms application',
    loginReason: 'Log in for cash-payment terms',
    submitted: 'Cash-payment terms application received',
    submittedText: 'You can shop on cash-payment terms by giving your national ID number (kennitala).',
  }),
]);
