import { en as applicationScreens } from '../core/applications/application-screens.en.ts';
import { pair, translations } from '../core/languages/pairs.ts';
import { guarantorMessages } from './guarantor.messages.ts';

/** The guarantor's confirmation in English. */
export default translations('en', [
  ...applicationScreens,
  pair(guarantorMessages, {
    heading: 'Guarantor confirmation',
    loginReason: 'Guarantor login',
    loading: 'Loading the guarantee details…',
    loadFailed: 'Something went wrong while loading the guarantee details',
    otherUser: 'Log in as someone else',
    intro: 'You have been named as a guarantor on an application for a credit account.',
    applicant: 'Applicant',
    ssn: 'National ID (kennitala)',
    name: 'Name',
    email: 'E-mail',
    consent: "By signing, you agree to act as guarantor for the applicant's credit account with BYKO.",
    sign: 'Sign',
    signing: 'Signing…',
    signed: 'Signed.',
    addedAsGuarantor: (accountName) =>
      `You are now a guarantor on the application from ${accountName}${accountName.endsWith('.') ? '' : '.'}`,
  }),
]);
