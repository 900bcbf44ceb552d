import { pl as fields } from '../../core/fields/messages.pl.ts';
import { pl as form } from '../../core/form/form.messages.pl.ts';
import { pl as callReasons } from '../../core/languages/call-reasons.messages.pl.ts';
import { pair, translations } from '../../core/languages/pairs.ts';
import { formatIsk, formatNumber } from '../../core/runtime/format.ts';
import { pl as ui } from '../../core/runtime/ui/messages.pl.ts';
import { instalmentMessages } from '../instalments/instalment.messages.ts';
import { calculatorMessages } from './calculator.messages.ts';

/** The instalment calculator's texts in Polish (`<byko-instalment-calculator>`). */
export default translations('pl', [
  ...ui,
  ...fields,
  ...form,
  ...callReasons,
  pair(instalmentMessages, {
    instalmentLoginReason: 'Logowanie do rat',
    name: 'Imię i nazwisko',
    ssn: 'Numer identyfikacyjny (kennitala)',
    phone: 'Numer telefonu',
    email: 'E-mail',
    months: 'Liczba miesięcy',
    monthsValue: (months) =>
      `${months} ${months % 10 > 1 && months % 10 < 5 && (months % 100 < 12 || months % 100 > 14) ? 'miesiące' : 'miesięcy'}`,
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
      'Aby ocenić Twój limit kredytowy, musimy sprawdzić Cię w Creditinfo. Czy wyrażasz na to zgodę?',
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
  pair(calculatorMessages, {
    heading: 'Raty',
    amount: 'Kwota (ISK)',
    interest: 'Oprocentowanie roczne (%)',
    amountTooLarge: `Kwota może wynosić najwyżej ${formatIsk(1e9, 'pl')}.`,
    interestInvalid: `Wpisz oprocentowanie jako liczbę, np. ${formatNumber(12.5, 1, 'pl')}`,
    feeLoadFailed: 'Nie udało się wczytać opłaty za ratę',
  }),
]);
