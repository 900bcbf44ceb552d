import { capitalize } from '../format-dates.ts';
import { pair } from '../languages/pairs.ts';
import { listInSentence } from '../runtime/format.ts';
import type { CataloguePair } from '../runtime/translations.ts';
import { loginMessages } from './login.messages.ts';

/** The shared login's texts in Polish. */
export const pl: readonly CataloguePair[] = [
  pair(loginMessages, {
    tablistLabel: 'Sposób logowania',
    phoneTab: 'e-ID (rafræn skilríki)',
    appTab: 'Aplikacja Auðkenni',
    phoneLabel: 'Numer telefonu',
    ssnLabel: 'Numer identyfikacyjny (kennitala)',
    submit: 'Zaloguj się',
    securityCode: (code) => `Twój kod bezpieczeństwa to ${code}`,
    confirmOnPhone: 'Potwierdź logowanie w telefonie i sprawdź, czy kod bezpieczeństwa się zgadza.',
    confirmInApp: 'Potwierdź logowanie w aplikacji Auðkenni i sprawdź, czy kod bezpieczeństwa się zgadza.',
    waitingForCode: 'Pobieranie kodu bezpieczeństwa…',
    waitingForConfirmation: 'Oczekiwanie na potwierdzenie…',
    failed: 'Logowanie nie powiodło się',
    termsBefore: 'Akceptuję ',
    termsLink: 'regulamin BYKO',
    creditCheck: 'Zgadzam się na sprawdzenie mojej oceny kredytowej w Creditinfo',
    loggedInAs: (name) => `Zalogowano jako ${name}.`,
    continue: 'Dalej',
    logOut: 'Wyloguj się',
    checkingSession: 'Sprawdzanie logowania…',
    missing: {
      phone: 'wpisz numer telefonu',
      ssn: 'wpisz numer identyfikacyjny (kennitala)',
      terms: 'zaakceptuj regulamin BYKO',
      creditCheck: 'zgódź się na sprawdzenie w Creditinfo',
    },
    missingLine: (needed) => capitalize(`${listInSentence(needed, 'pl')}, aby się zalogować.`),
  }),
];
