import type { CataloguePair } from '../runtime/translations.ts';
import { apiReasonMessages } from './api-reasons.messages.ts';
import { pair } from './pairs.ts';

/** The API's reasons the product knows, in Polish. */
export const pl: readonly CataloguePair[] = [
  pair(apiReasonMessages, {
    unknownPhone: 'Brak użytkownika z tym numerem telefonu',
    unknownSsn: 'Brak użytkownika z tym numerem identyfikacyjnym (kennitala)',
    authNotFound: 'Nie znaleziono uwierzytelnienia',
    userCancelled: 'Uwierzytelnianie zostało anulowane',

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
