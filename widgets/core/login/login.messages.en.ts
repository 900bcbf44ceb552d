import { capitalize } from '../format-dates.ts';
import { pair } from '../languages/pairs.ts';
import { listInSentence } from '../runtime/format.ts';
import type { CataloguePair } from '../runtime/translations.ts';
import { loginMessages } from './login.messages.ts';

/** The shared login's texts in English. */
export const en: readonly CataloguePair[] = [
  pair(loginMessages, {
    tablistLabel: 'Login method',
    phoneTab: 'Electronic ID (rafræn skilríki)',
    appTab: 'Auðkenni app',
    phoneLabel: 'Phone number',
    ssnLabel: 'National ID (kennitala)',
    submit: 'Log in',
    securityCode: (code) => `Your security code is ${code}`,
    confirmOnPhone: 'Confirm the login on your phone and check that the security code matches.',
    confirmInApp: 'Confirm the login in the Auðkenni app and check that the security code matches.',
    waitingForCode: 'Getting your security code…',
    waitingForConfirmation: 'Waiting for confirmation…',
    failed: 'Login failed',
    termsBefore: 'I accept ',
    termsLink: "BYKO's terms and conditions",
    creditCheck: 'I consent to BYKO checking my credit rating with Creditinfo',
    loggedInAs: (name) => `You are logged in as ${name}.`,
    continue: 'Continue',
    logOut: 'Log out',
    checkingSession: 'Checking your login…',
    missing: {
      phone: 'enter your phone number',
      ssn: 'enter your national ID number (kennitala)',
      terms: "accept BYKO's terms and conditions",
      creditCheck: 'consent to the Creditinfo credit check',
    },
    missingLine: (needed) => capitalize(`${listInSentence(needed, 'en')} to log in.`),
  }),
];
