import { pl as applicationScreens } from '../core/applications/application-screens.pl.ts';
import { pair, translations } from '../core/languages/pairs.ts';
import { limitChangeMessages } from './limit-change.messages.ts';

/** The credit limit change's texts in Polish. */
export default translations('pl', [
  ...applicationScreens,
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
