import { pl as applicationScreens } from '../core/applications/application-screens.pl.ts';
import { pl as codesPl } from '../core/codes/codes.messages.pl.ts';
import { pair, translations } from '../core/languages/pairs.ts';
import { checkoutMessages } from './checkout.messages.ts';

/** The checkout flow's texts in Polish. */
export default translations('pl', [
  ...applicationScreens,
  ...codesPl,
  pair(checkoutMessages, {
    accountsHeading: 'Wybierz konto',
    codeHeading: 'Zeskanuj kod',
    tillHeading: 'Logowanie do kasy samoobsługowej',
    loginReason: 'Logowanie do kas samoobsługowych',
    tillLoginReason: 'Logowanie do kasy samoobsługowej',

    loadingAccounts: 'Wczytywanie kont…',
    accountsFailed: 'Nie udało się wczytać kont',
    accountsIntro: 'Wybierz konto, na które chcesz robić zakupy.',
    noAccounts: 'Nie znaleziono żadnego konta.',
    noAccountsOffer: 'Złóż wniosek o konto kredytowe w BYKO, aby płacić z konta w kasie samoobsługowej.',
    applyLink: 'Złóż wniosek o konto kredytowe',
    accountNumber: (accountId) => `Konto ${accountId}`,
    accountSsn: (ssn) => `Nr identyfikacyjny (kennitala): ${ssn}`,

    creatingCode: 'Tworzenie kodu…',
    createFailed: 'Nie udało się utworzyć kodu.',
    codeCreated: 'Kod utworzony.',
    showCode: 'Pokaż kod',

    loadingCode: 'Wczytywanie kodu…',
    codeFailed: 'Nie udało się wczytać kodu',
    codeLabel: (code) => `Kod QR do kasy samoobsługowej: ${code}`,
    codeHint: 'Zbliż kod do skanera kasy samoobsługowej.',
    brightnessHint: 'Kod najlepiej się skanuje przy pełnej jasności ekranu.',
    codeText: (code) => `Kod: ${code}`,
    chargedTo: {
      own: 'Obciążenie Twojego konta',
      company: 'Obciążenie konta firmy',
      other: 'Obciążenie konta',
    },
    otherAccount: 'Wybierz inne konto',

    loggingIn: 'Logowanie do kasy…',
    tillSuccess: 'Zalogowano do kasy samoobsługowej.',
    tillSuccessHint: 'Kontynuuj przy kasie.',
    tillFailed: 'Wystąpił nieoczekiwany błąd podczas logowania do kasy samoobsługowej',
  }),
]);
