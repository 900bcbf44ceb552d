import { pl as fieldsPl } from '../core/fields/messages.pl.ts';
import { pl as formPl } from '../core/form/form.messages.pl.ts';
import { pl as apiReasonsPl } from '../core/languages/api-reasons.messages.pl.ts';
import { pair, translations } from '../core/languages/pairs.ts';
import { pl as loginPl } from '../core/login/login.messages.pl.ts';
import { pl as paymentMethodsPl } from '../core/payment-methods.messages.pl.ts';
import { formatIsk, formatNumber } from '../core/runtime/format.ts';
import { pl as uiPl } from '../core/runtime/ui/messages.pl.ts';
import { pl as unknownPaymentPl } from '../core/unknown-payment.messages.pl.ts';
import { calculatorMessages } from './calculator/calculator.messages.ts';
import { cardMessages } from './card/card.messages.ts';
import { googlePayMessages } from './google-pay/google-pay.messages.ts';
import { instalmentMessages } from './instalments/instalment.messages.ts';
import { insufficientCreditMessages } from './instalments/insufficient-credit.messages.ts';
import { payMessages } from './pay.messages.ts';
import { slipMessages } from './slip/slip.messages.ts';
import { successMessages } from './success/success.messages.ts';
import { threeDsMessages } from './three-ds/three-ds.messages.ts';

/** The pay flow's texts in Polish (`<byko-pay>`, its success page and the calculator). */
export default translations('pl', [
  ...uiPl,
  ...fieldsPl,
  ...formPl,
  ...loginPl,
  ...unknownPaymentPl,
  ...paymentMethodsPl,
  ...apiReasonsPl,
  pair(payMessages, {
    heading: 'Płatność',
    amountLabel: 'Kwota do zapłaty',
    payee: 'Odbiorca',
    payeeName: 'BYKO',
    reference: 'Numer płatności',
    payer: 'Płatnik',
    methodsLabel: 'Metoda płatności',
    methods: { instalments: 'Raty', card: 'Karta', googlePay: 'Google Pay', slip: 'Polecenie zapłaty' },
    loading: 'Wczytywanie płatności…',
    loadFailed: 'Nie udało się wczytać płatności',
    alreadyPaid: 'Ta płatność została już opłacona.',
    showReceipt: 'Zobacz potwierdzenie',
    pay: 'Zapłać',
    paying: 'Przetwarzanie płatności…',
    declinedNext: 'Użyj innej karty lub skontaktuj się z jej wydawcą.',
    back: 'Wstecz',
    success: 'Płatność udana',
  }),
  pair(cardMessages, {
    cardholder: 'Imię i nazwisko na karcie',
    cardNumber: 'Numer karty',
    cardNumberLength: 'Numer karty musi mieć 16 cyfr.',
    cardNumberDigits: 'Numer karty może zawierać tylko cyfry.',
    cardNumberInvalid: 'Numer karty jest nieprawidłowy.',
    expiry: 'Data ważności',
    expiryMonth: 'Data ważności, miesiąc',
    expiryYear: 'Data ważności, rok',
    monthPlaceholder: 'Miesiąc',
    months: [
      'styczeń',
      'luty',
      'marzec',
      'kwiecień',
      'maj',
      'czerwiec',
      'lipiec',
      'sierpień',
      'wrzesień',
      'październik',
      'listopad',
      'grudzień',
    ],
    yearPlaceholder: 'Rok',
    chooseMonth: 'Wybierz miesiąc.',
    chooseYear: 'Wybierz rok.',
    expired: 'Karta straciła ważność',
    cvc: 'Kod bezpieczeństwa (CVC)',
    cvcHint: '3 cyfry na odwrocie karty',
    visa: 'Visa',
    mastercard: 'Mastercard',
    brandsLead: 'Akceptujemy',
    brands: 'Visa i Mastercard',
    secureLead: 'Bezpieczna płatność:',
    secure: 'wydawca karty weryfikuje ją przez 3-D Secure.',
    fillIn: (missing) => `Uzupełnij ${missing}, aby zapłacić.`,
    missingNumber: 'numer karty',
    missingExpiry: 'datę ważności',
  }),
  pair(threeDsMessages, {
    cardFallback: 'Wystąpił nieznany błąd.',
    threeDsTitle: 'Weryfikacja karty',
    threeDsFrameTitle: 'Weryfikacja posiadacza karty u jej wydawcy',
    threeDsClose: 'Zamknij i anuluj',
    threeDsBlocked:
      'Nie udało się otworzyć weryfikacji karty, bo ta strona na to nie pozwala. Wybierz inną metodę płatności lub skontaktuj się z BYKO.',
    googlePayFallback: 'Wystąpił nieznany błąd',
    googlePayThreeDsCancelled: 'Wystąpił błąd podczas weryfikacji karty.',
  }),
  pair(googlePayMessages, {
    googlePayButton: 'Zapłać przez Google Pay',
    googlePayPayWith: (description) => `Zapłać: ${description}`,
    googlePayChooseCard: 'Wybierz kartę',
    googlePayBlocked:
      'Nie udało się otworzyć Google Pay, bo ta strona na to nie pozwala. Wybierz inną metodę płatności lub skontaktuj się z BYKO.',
  }),
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
  pair(insufficientCreditMessages, {
    heading: 'Niewystarczający limit kredytowy',
    text: 'Twój limit kredytowy nie wystarcza na tę płatność.',
    link: 'Złóż wniosek o wyższy limit',
  }),
  pair(slipMessages, {
    slipPhone: 'Numer telefonu',
    slipPaying: 'Przetwarzanie płatności…',
    slipFailed: 'Płatność nie powiodła się',
    slipLoginReason: 'Logowanie do polecenia zapłaty',
  }),
  pair(successMessages, {
    successRedirect: (host) => `Za chwilę przejdziesz do ${host}…`,
    goNow: (host) => `Przejdź teraz do ${host}`,
    amount: 'Kwota',
    date: 'Data',
    notPaid: 'Ta płatność nie została opłacona.',
    payNow: 'Zapłać',
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
