import { en as applicationScreens } from '../core/applications/application-screens.en.ts';
import { en as codesEn } from '../core/codes/codes.messages.en.ts';
import { pair, translations } from '../core/languages/pairs.ts';
import { checkoutMessages } from './checkout.messages.ts';

/** The checkout flow's texts in English. */
export default translations('en', [
  ...applicationScreens,
  ...codesEn,
  pair(checkoutMessages, {
    accountsHeading: 'Choose an account',
    codeHeading: 'Scan the code',
    tillHeading: 'Log in at the self-checkout',
    loginReason: 'Log in for self-checkout',
    tillLoginReason: 'Log in at the self-checkout',

    loadingAccounts: 'Loading your accounts…',
    accountsFailed: 'Could not load your accounts',
    accountsIntro: 'Choose the account to put your purchases on.',
    noAccounts: 'No account found.',
    noAccountsOffer: 'Apply for a credit account to buy on account at the self-checkout.',
    applyLink: 'Apply for a credit account',
    accountNumber: (accountId) => `Account ${accountId}`,
    accountSsn: (ssn) => `ID (kennitala): ${ssn}`,

    creatingCode: 'Creating code…',
    createFailed: 'Could not create a code.',
    codeCreated: 'Code created.',
    showCode: 'Show the code',

    loadingCode: 'Loading code…',
    codeFailed: 'Could not load the code',
    codeLabel: (code) => `Self-checkout QR code: ${code}`,
    codeHint: 'Hold the code up to the self-checkout scanner.',
    brightnessHint: 'The code scans best with your screen at full brightness.',
    codeText: (code) => `Code: ${code}`,
    chargedTo: {
      own: 'Charged to your own account',
      company: "Charged to the company's account",
      other: 'Charged to the account',
    },
    otherAccount: 'Choose another account',

    loggingIn: 'Logging in at the till…',
    tillSuccess: 'You are logged in at the self-checkout.',
    tillSuccessHint: 'Carry on at the till.',
    tillFailed: 'Something went wrong while logging in at the self-checkout',
  }),
]);
