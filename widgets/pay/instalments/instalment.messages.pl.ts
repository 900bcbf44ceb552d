import { pair } from '../../core/languages/pairs.ts';
import { polishPlural } from '../../core/languages/polish-plural.ts';
import type { CataloguePair } from '../../core/runtime/translations.ts';
import { instalmentMessages } from './instalment.messages.ts';

/** The instalment texts in Polish, shared by the parts that show them. */
export const pl: readonly CataloguePair[] = [
  pair(instalmentMessages, {
    instalmentLoginReason: 'Logowanie do płatności ratalnej',
    name: 'Imię i nazwisko',
    ssn: 'Numer identyfikacyjny (kennitala)',
    phone: 'Numer telefonu',
    email: 'E-mail',
    months: 'Liczba miesięcy',
    monthsValue: (months) => `${months} ${polishPlural(months, 'miesiąc', 'miesiące', 'miesięcy')}`,
    tableCaption: 'Harmonogram spłat',
    columns: {
      dueDate: 'Termin płatności',
      principal: 'Kapitał',
      payment: 'Rata łącznie',
      principalPayment: 'Spłata kapitału',
      interest: 'Odsetki',
      fee: 'Opłata za ratę',
    },
    summary: {
      monthly: 'Rata miesięczna',
      payments: 'Liczba rat',
      totalRepaid: 'Łączna kwota do spłaty',
      totalCost: 'Całkowity koszt',
      apr: 'Rzeczywista roczna stopa oprocentowania (RRSO)',
    },
    aprTooHigh: '(Zbyt wysoka)',
    showPlan: 'Zobacz harmonogram spłat',
    interestLine: (rate) => `Oprocentowanie: ${rate}`,
    terms: 'Znam i akceptuję regulamin rat',
    termsLink: 'regulamin rat',
    termsMissing: 'Zaakceptuj regulamin rat, aby złożyć wniosek.',
    apply: 'Złóż wniosek',
    generic: 'Wystąpił nieoczekiwany błąd',
    interestLoadFailed: 'Nie udało się wczytać oprocentowania',
    feeLoadFailed: 'Nie udało się wczytać opłaty za ratę',
    creditInfoTitle: 'Zezwolić na sprawdzenie w Creditinfo?',
    creditInfoText:
      'Aby ocenić Twój limit kredytowy, musimy sprawdzić Twoją ocenę kredytową w Creditinfo. Czy wyrażasz na to zgodę?',
    creditInfoAllow: 'Zezwól',
    signingHeading: 'Podpisanie',
    signingText: 'Otrzymaliśmy Twój wniosek o raty. Podpisz dokument elektronicznie, aby dokończyć płatność.',
    sign: 'Podpisz',
    signingOpen: 'Okno podpisu jest otwarte…',
    notSigned: 'Dokument nie został podpisany. Spróbuj ponownie.',
    signingRefused: 'Nie udało się otworzyć strony podpisu.',
    signingUnset:
      'Podpis elektroniczny nie jest dostępny na tej stronie. Wróć i wybierz inną metodę płatności lub skontaktuj się z BYKO.',
    back: 'Wstecz',
    popupBlocked: 'Przeglądarka zablokowała okno podpisu. Zezwól na wyskakujące okna i spróbuj ponownie.',
  }),
];
