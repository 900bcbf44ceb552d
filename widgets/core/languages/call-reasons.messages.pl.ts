import type { CataloguePair } from '../runtime/translations.ts';
import { callReasonMessages } from './call-reasons.messages.ts';
import { pair } from './pairs.ts';

/** The API's reasons to any call and to a payment's, in Polish. */
export const pl: readonly CataloguePair[] = [
  pair(callReasonMessages, {
    invalidJson: 'Żądanie nie jest prawidłowym JSON-em',
    notAnObject: 'Żądanie musi być obiektem JSON',
    bodyTooLarge: 'Żądanie jest za duże: maksimum to 1 MB',
    uploadTooLarge: 'Pliki są za duże: maksimum to łącznie 10 MB',
    requestAborted: 'Żądanie zostało anulowane',
    noSuchPath: 'Nie znaleziono żądanego adresu',
    systemDown: 'System jest niedostępny',
    sessionExpired: 'Twoja sesja wygasła',
    notCustomer: 'Nie masz konta kredytowego w BYKO',

    paymentNotFound: 'Nie znaleziono płatności',
    alreadyPaid: 'Ta płatność została już zrealizowana',
    methodNotAllowed: 'Ta metoda płatności jest niedostępna dla tej płatności',
    cardNumberInvalid: 'Numer karty jest nieprawidłowy.',
    cardExpired: 'Karta straciła ważność',
    cardDeclined: 'Karta została odrzucona',
    googlePayTokenInvalid: 'Nieprawidłowy token Google Pay',
    noCardGiven: 'Brak danych karty',
    twoCardsGiven: 'Wyślij dane karty albo token Google Pay, nie oba naraz',
    challengeCancelled: 'Weryfikacja karty została anulowana',
    challengeUnreachable: 'Nie udało się połączyć z usługą weryfikacji',
    cardAuthenticationFailed: 'Weryfikacja karty nie powiodła się',
    notYourPayment: 'Ta płatność nie jest przypisana do Ciebie',
    insufficientCredit: 'Niewystarczający limit kredytowy',
    notYourPhone: 'Ta płatność w banku nie jest przypisana do Twojego numeru telefonu',
    documentNotFound: 'Nie znaleziono dokumentu',
    receiptNotFound: 'Nie znaleziono potwierdzenia',
    receiptNotReady: 'Potwierdzenie nie jest jeszcze gotowe',
  }),
];
