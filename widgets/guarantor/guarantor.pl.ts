import { pl as applicationsPl } from '../core/applications/applications.messages.pl.ts';
import { pl as fieldsPl } from '../core/fields/messages.pl.ts';
import { pl as formPl } from '../core/form/form.messages.pl.ts';
import { pl as apiReasonsPl } from '../core/languages/api-reasons.messages.pl.ts';
import { pl as callReasons } from '../core/languages/call-reasons.messages.pl.ts';
import { pair, translations } from '../core/languages/pairs.ts';
import { pl as loginPl } from '../core/login/login.messages.pl.ts';
import { pl as uiPl } from '../core/runtime/ui/messages.pl.ts';
import { guarantorMessages } from './guarantor.messages.ts';

/** The guarantor's confirmation in Polish. */
export default translations('pl', [
  ...uiPl,
  ...fieldsPl,
  ...formPl,
  ...loginPl,
  ...applicationsPl,
  ...callReasons,
  ...apiReasonsPl,
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
