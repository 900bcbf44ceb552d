import { pair } from '../languages/pairs.ts';
import { polishPlural } from '../languages/polish-plural.ts';
import type { CataloguePair } from '../runtime/translations.ts';
import { applicationMessages } from './applications.messages.ts';

/** The texts every customer application shares, in Polish. */
export const pl: readonly CataloguePair[] = [
  pair(applicationMessages, {
    name: 'Imię i nazwisko',
    ssn: 'Numer identyfikacyjny (kennitala)',
    phone: 'Numer telefonu',
    email: 'E-mail',
    comment: 'Uwagi',
    streetName: 'Ulica',
    streetNumber: 'Numer domu',
    zipCode: 'Kod pocztowy',
    submit: 'Złóż wniosek',
    submitting: 'Wysyłanie wniosku…',
    loadingStatus: 'Wczytywanie stanu konta…',
    statusFailed: 'Nie udało się wczytać stanu konta',
    customerLoginReason: 'Logowanie do konta kredytowego w BYKO',
    maxAmount: 'Maksymalny limit kredytowy',
    aboveMaxAmount: 'Wnioskowany limit kredytowy przekracza maksimum',
    accountExists: 'Masz już konto',
    accountExistsText: 'Masz już konto kredytowe w BYKO. Możesz złożyć wniosek o zmianę limitu kredytowego.',
    limitChangeLink: 'Złóż wniosek o zmianę limitu',
    accountApplicationLink: 'Złóż wniosek o konto kredytowe',
    registryLookup: 'Pobieranie nazwy z rejestru…',
    addPerson: 'Dodaj',
    removePerson: 'Usuń',
    addressSearch: 'Wyszukaj adres',
    addressSearchHint: 'Wpisz nazwę ulicy i wybierz adres z listy.',
    addressSearching: 'Wyszukiwanie…',
    addressNone: 'Nie znaleziono adresu',
    addressCount: (count) => `Znaleziono ${count} ${polishPlural(count, 'adres', 'adresy', 'adresów')}`,
    addressFailed: 'Nie udało się wyszukać adresu',
  }),
];
