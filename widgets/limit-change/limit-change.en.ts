import { en as applicationScreens } from '../core/applications/application-screens.en.ts';
import { pair, translations } from '../core/languages/pairs.ts';
import { limitChangeMessages } from './limit-change.messages.ts';

/** The credit limit change's texts in English. */
export default translations('en', [
  ...applicationScreens,
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
