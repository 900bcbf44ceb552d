import { pl as applicationScreens } from '../core/applications/application-screens.pl.ts';
import { pair, translations } from '../core/languages/pairs.ts';
import { companyCreditFieldMessages, companyCreditMessages } from './company-credit.messages.ts';
import { creditMessages } from './credit/credit.messages.ts';
import { accountsPhoneNumber, emailFormMessages } from './email-form/email-form.messages.ts';
import { lookupMessages } from './lookup/lookup.messages.ts';
import { companyCreditRequestMessages } from './request/company-credit-request.messages.ts';
import { signUpMessages } from './sign-up/sign-up.messages.ts';

/** The company credit flow's texts in Polish: `<byko-company-credit>` and `<byko-company-credit-request>`. */
export default translations('pl', [
  ...applicationScreens,
  pair(companyCreditMessages, {
    heading: 'Limit kredytowy firmy',
    loginReason: 'Logowanie do limitu kredytowego firmy',
    companiesHeading: 'Wybierz firmę',
    companiesIntro: 'Firmy, w których jesteś dyrektorem finansowym lub możesz wnioskować o kredyt.',
    loadingCompanies: 'Pobieranie listy firm…',
    companiesFailed: 'Nie udało się pobrać listy firm.',
    noPermission:
      'Nie masz uprawnień, by złożyć wniosek o limit kredytowy dla firmy. Wniosek mogą złożyć tylko dyrektorzy finansowi i osoby upoważnione do spraw kredytowych firmy.',
    noPermissionOffer: 'Zamiast tego możesz złożyć wniosek o konto kredytowe w BYKO.',
    accountApplicationLink: 'Złóż wniosek o konto kredytowe',
    companySsn: (ssn) => `Nr identyfikacyjny: ${ssn}`,
    toLookup: 'Znajdź firmę po numerze (kennitala)',
    companySsnLabel: 'Numer identyfikacyjny firmy (kennitala)',
    backToCompanies: 'Wróć do listy firm',
    phone: 'Numer telefonu',
    email: 'E-mail',
    submitting: 'Wysyłanie wniosku…',
    companySection: 'Firma',
    companyName: 'Nazwa firmy',
    applicantSection: 'Wnioskodawca',
    userName: 'Imię i nazwisko',
    userSsn: 'Numer identyfikacyjny (kennitala)',
  }),
  pair(companyCreditFieldMessages, {
    phone: 'Nieprawidłowy numer telefonu.',
    email: 'Nieprawidłowy adres e-mail.',
    amount: 'Nieprawidłowa kwota. Wpisz pełną kwotę w ISK.',
    amountAboveZero: 'Kwota musi być większa niż 0 ISK.',
    kennitala: 'Nieprawidłowy numer identyfikacyjny (kennitala).',
    companyName: 'Wpisz nazwę.',
    fullName: 'Wpisz imię i nazwisko.',
    emailFormAmount: 'Nieprawidłowa kwota. Wpisz pełną kwotę w ISK.',
    street: 'Wpisz adres.',
    zipCode: 'Nieprawidłowy kod pocztowy.',
  }),
  pair(creditMessages, {
    loadingStatus: 'Pobieranie stanu limitu kredytowego…',
    statusFailed: 'Nie udało się pobrać stanu limitu kredytowego.',
    currentCredit: 'Obecny limit kredytowy',
    validTo: 'Ważny do',
    maxRequestable: 'Maksymalna kwota wniosku',
    creditFormHeading: 'Wniosek o podwyższenie limitu',
    amount: 'Wnioskowany limit',
    amountHintMax: (max) => `Maksymalnie bez poręczyciela: ${max}`,
    amountHintUnknown:
      'Stan limitu kredytowego nie jest dostępny: wniosek trafi do formularza z poręczycielem.',
    guarantorNote: (max) =>
      `Przy wniosku o kwotę wyższą niż ${max} potrzebny jest poręczyciel. Otworzy się wtedy formularz wniosku, na który odpowiemy następnego dnia roboczego.`,
    guarantorNoteUnknown:
      'Bez stanu limitu kredytowego potrzebny jest poręczyciel. Otworzy się wtedy formularz wniosku, na który odpowiemy następnego dnia roboczego.',
    submitCredit: 'Złóż wniosek',
    otherCompany: 'Wybierz inną firmę',
    increaseFailed: 'Wystąpił nieoczekiwany błąd podczas podwyższania limitu.',
    increasedHeading: 'Limit podwyższony',
    increased: (amount) =>
      `Wniosek został zatwierdzony. Nowy limit kredytowy firmy to ${amount}${amount.endsWith('.') ? '' : '.'}`,
    validityNote:
      'Zatwierdzony limit jest ważny przez 12 miesięcy i może zostać obniżony, jeśli zmieni się ocena zdolności kredytowej firmy.',
    validUntil: (date) => `Limit jest ważny do ${date}.`,
  }),
  pair(emailFormMessages, {
    emailFormHeading: 'Wniosek z poręczycielem',
    emailFormIntro:
      'Wnioskowany limit jest wyższy niż ten, który możemy od razu zatwierdzić, dlatego potrzebny jest poręczyciel. Wypełnij wniosek, a odpowiemy następnego dnia roboczego.',
    emailFormIntroUnknown:
      'Stan limitu kredytowego firmy nie jest dostępny, dlatego potrzebny jest poręczyciel. Wypełnij wniosek, a odpowiemy następnego dnia roboczego.',
    creditSection: 'Limit kredytowy',
    emailFormAmount: 'Wnioskowany limit',
    comments: 'Uwagi',
    guarantors: 'Poręczyciele',
    guarantorsHint: 'Podaj imię i nazwisko, numer identyfikacyjny (kennitala) i e-mail każdego poręczyciela.',
    guarantor: (number) => `Poręczyciel ${number}`,
    guarantorWhom: 'poręczyciela',
    finAdmins: 'Inne osoby upoważnione do zakupów',
    finAdminsHint: 'Inne osoby, które mogą robić zakupy na konto firmy. Opcjonalnie.',
    finAdmin: (number) => `Osoba upoważniona ${number}`,
    finAdminWhom: 'osobę upoważnioną',
    submitEmailForm: 'Wyślij wniosek',
    emailFormFailed: `Nie udało się wysłać wniosku. Zadzwoń do działu kont kredytowych pod numer ${accountsPhoneNumber}.`,
    emailSentHeading: 'Wniosek wysłany',
    emailSent: 'Wniosek przyjęty! Odpowiemy następnego dnia roboczego.',
    backToCredit: 'Wróć do wniosku o limit',
  }),
  pair(lookupMessages, {
    lookupHeading: 'Znajdź firmę',
    lookupIntro:
      'Wpisz numer identyfikacyjny firmy (kennitala). Jeśli firma nie ma konta kredytowego w BYKO, możesz złożyć o nie wniosek.',
    lookup: 'Szukaj',
    lookingUp: 'Wyszukiwanie…',
    notFound: 'Nie znaleziono firmy.',
    lookupFailed: 'Nie udało się wyszukać firmy.',
    noneFound: 'Nie znaleziono żadnej firmy.',
  }),
  pair(signUpMessages, {
    signUpHeading: 'Rejestracja firmy',
    signUpIntro: 'Firma nie ma konta kredytowego w BYKO. Złóż tutaj wniosek o konto kredytowe dla niej.',
    streetName: 'Ulica',
    streetNumber: 'Numer domu',
    zipCode: 'Kod pocztowy',
    submitSignUp: 'Złóż wniosek o konto kredytowe',
    signUpFailed: 'Nie udało się złożyć wniosku o konto kredytowe.',
    backToLookup: 'Wróć do wyszukiwania',
  }),
  pair(companyCreditRequestMessages, {
    heading: 'Podwyższenie limitu firmy',
    validating: 'Potwierdzanie logowania z aplikacji…',
    pickHeading: 'Wybierz firmę',
    companySsn: 'Numer identyfikacyjny firmy (kennitala)',
    invalidCompanySsn: 'To nie jest prawidłowy numer identyfikacyjny firmy (kennitala)',
    lookUp: 'Szukaj',
    lookingUp: 'Pobieranie danych firmy…',
    company: 'Firma',
    account: 'Numer konta',
    currentLimit: 'Obecny limit kredytowy',
    validity: 'Okres ważności',
    validityRange: (from, to) => `${from} – ${to}`,
    maxAmount: 'Maksymalny limit kredytowy',
    next: 'Dalej',
    requestHeading: 'Wniosek o podwyższenie limitu',
    amount: 'Wnioskowany limit',
    amountHint: (max) => `Pełna kwota w ISK. Maksymalny limit firmy: ${max}`,
    amountZero: 'Kwota musi być większa niż 0 ISK.',
    aboveMaxAmount:
      'Kwota powyżej maksymalnego limitu wymaga poręczyciela. Odpowiemy na wniosek następnego dnia roboczego.',
    back: 'Wstecz',
    sentHeading: 'Wniosek przyjęty',
    sent: (amount, company) => `Wniosek o limit ${amount} dla firmy ${company} został wysłany.`,
    cancel: 'Anuluj',
    logOut: 'Wyloguj się',
    close: 'Zamknij',
  }),
]);
