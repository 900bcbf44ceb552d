import type { CataloguePair } from '../runtime/translations.ts';
import { apiReasonMessages } from './api-reasons.messages.ts';
import { pair } from './pairs.ts';

/** The API's reasons the product knows, in Polish. */
export const pl: readonly CataloguePair[] = [
  pair(apiReasonMessages, {
    invalidJson: 'Żądanie nie jest prawidłowym JSON-em',
    notAnObject: 'Żądanie musi być obiektem JSON',
    bodyTooLarge: 'Żądanie jest za duże: maksimum to 1 MB',
    uploadTooLarge: 'Pliki są za duże: maksimum to łącznie 10 MB',
    requestAborted: 'Żądanie zostało anulowane',
    noSuchPath: 'Nie znaleziono żądanego adresu',
    systemDown: 'System jest niedostępny',
    sessionExpired: 'Twoja sesja wygasła',
    notCustomer: 'Nie jesteś klientem BYKO',

    unknownPhone: 'Brak użytkownika z tym numerem telefonu',
    unknownSsn: 'Brak użytkownika z tym numerem identyfikacyjnym (kennitala)',
    authNotFound: 'Nie znaleziono uwierzytelnienia',
    userCancelled: 'Uwierzytelnianie zostało anulowane',

    paymentNotFound: 'Nie znaleziono płatności',
    alreadyPaid: 'Ta płatność została już opłacona',
    methodNotAllowed: 'Ta metoda płatności jest niedostępna dla tej płatności',
    cardNumberInvalid: 'Numer karty jest nieprawidłowy.',
    cardExpired: 'Karta straciła ważność',
    cardDeclined: 'Karta została odrzucona',
    googlePayTokenInvalid: 'Nieprawidłowy token Google Pay',
    noCardGiven: 'Brak danych karty',
    twoCardsGiven: 'Wyślij dane karty albo token Google Pay, nie oba naraz',
    challengeCancelled: 'Uwierzytelnianie karty zostało anulowane',
    challengeUnreachable: 'Nie udało się połączyć z usługą uwierzytelniania',
    cardAuthenticationFailed: 'Uwierzytelnianie karty nie powiodło się',
    notYourPayment: 'Ta płatność nie jest przypisana do ciebie',
    insufficientCredit: 'Niewystarczający limit kredytowy',
    notYourPhone: 'To polecenie zapłaty nie jest przypisane do twojego numeru telefonu',
    documentNotFound: 'Nie znaleziono dokumentu',
    receiptNotFound: 'Nie znaleziono potwierdzenia',
    receiptNotReady: 'Potwierdzenie nie jest jeszcze gotowe',

    amountOutOfBounds: 'Kwota jest poza dozwolonym zakresem',
    accountExists: 'Masz już konto',
    aboveMaxAmount: 'Wnioskowany limit kredytowy przekracza maksimum',
    alreadyApplied: 'Wniosek został już złożony',
    notGuarantor: 'Nie jesteś poręczycielem w tym wniosku',
    applicationNotFound: 'Nie znaleziono wniosku',
    alreadySigned: 'Wniosek został już podpisany',
    notInRegistry: 'Nie znaleziono numeru identyfikacyjnego (kennitala) w rejestrze ludności',
    creditStatusFailed: 'Nie udało się pobrać stanu limitu kredytowego.',
    companyNotFound: 'Nie znaleziono firmy.',
    invalidGuid: 'Nieprawidłowy identyfikator',

    accountNotFound: 'Nie znaleziono konta',
    codeNotFound: 'Nie znaleziono kodu',
    tillNotFound: 'Nie znaleziono kasy',
    salesOrderNotFound: 'Nie znaleziono zamówienia',

    categoryNotFound: 'Nie znaleziono kategorii',
    imageNotFound: 'Nie znaleziono obrazu',
    optionsInvalid: 'Wybierz jedną opcję w każdym kroku',

    cameraNotFound: 'Nie znaleziono kamery',
    videoNotFound: 'Nie znaleziono filmu',
    rangeNotSatisfiable: 'Żądany zakres wykracza poza plik',
    noFile: 'Nie załączono pliku',
    notPdf: 'Plik nie jest plikiem PDF',
    notInvoice: 'Nie znaleziono faktury w pliku',
  }),
];
