import { pl as applicationsPl } from '../core/applications/applications.messages.pl.ts';
import { pl as fieldsPl } from '../core/fields/messages.pl.ts';
import { pl as formPl } from '../core/form/form.messages.pl.ts';
import { pl as apiReasonsPl } from '../core/languages/api-reasons.messages.pl.ts';
import { pl as callReasons } from '../core/languages/call-reasons.messages.pl.ts';
import { pair, translations } from '../core/languages/pairs.ts';
import { pl as loginPl } from '../core/login/login.messages.pl.ts';
import { pl as uiPl } from '../core/runtime/ui/messages.pl.ts';
import { limitChangeMessages } from './limit-change.messages.ts';

/** The credit limit change's texts in Polish. */
export default translations('pl', [
  ...uiPl,
  ...formPl,
  ...fieldsPl,
  ...loginPl,
  ...applicationsPl,
  ...callReasons,
  ...apiReasonsPl,
  pair(limitChangeMessages, {
    heading: 'Zmiana limitu kredytowego',
    accountNumber: 'Numer konta',
    currentLimit: 'Obecny limit kredytowy',
    requestedLimit: 'Wnioskowany limit kredytowy',
    requestedLimitHint: (max) => `Kwota w pełnych koronach, maksymalnie ${max}`,
    notCustomer: 'Nie masz konta kredytowego w BYKO. Najpierw złóż wniosek o konto kredytowe.',
    successHeading: 'Wniosek o zmianę limitu zatwierdzony',
    newLimit: (amount) => `Nowy limit kredytowy: ${amount}`,
    closeApp: 'Zamknij i wróć do aplikacji',
  }),
]);
