import { pl as applicationScreens } from '../core/applications/application-screens.pl.ts';
import { pair, translations } from '../core/languages/pairs.ts';
import { guarantorMessages } from './guarantor.messages.ts';

/** The guarantor's confirmation in Polish. */
export default translations('pl', [
  ...applicationScreens,
  pair(guarantorMessages, {
    heading: 'Potwierdzenie poręczyciela',
    loginReason: 'Logowanie poręczyciela',
    loading: 'Wczytywanie informacji o poręczeniu…',
    loadFailed: 'Wystąpił nieoczekiwany błąd podczas wczytywania informacji o poręczeniu',
    otherUser: 'Zaloguj się jako ktoś inny',
    intro: 'Wskazano Cię jako poręczyciela we wniosku o konto kredytowe w BYKO.',
    applicant: 'Wnioskodawca',
    ssn: 'Numer identyfikacyjny (kennitala)',
    name: 'Imię i nazwisko',
    email: 'E-mail',
    consent: 'Podpisując, stajesz się poręczycielem konta kredytowego wnioskodawcy w BYKO.',
    sign: 'Podpisz',
    signing: 'Podpisywanie…',
    signed: 'Podpisano.',
    addedAsGuarantor: (accountName) =>
      `Dodano Cię jako poręczyciela do wniosku złożonego przez ${accountName}${accountName.endsWith('.') ? '' : '.'}`,
  }),
]);
