import { pl as callReasons } from '../core/languages/call-reasons.messages.pl.ts';
import { monthNames } from '../core/languages/month-names.ts';
import { pair, translations } from '../core/languages/pairs.ts';
import { pl as ui } from '../core/runtime/ui/messages.pl.ts';
import { cardMessages } from './card/card.messages.ts';
import { pl as payTexts } from './pay.messages.pl.ts';
import { threeDsMessages } from './three-ds/three-ds.messages.ts';

/** The card payment page's texts in Polish (`<byko-pay>` as it first shows); each lazily loaded section brings its own. */
export default translations('pl', [
  ...ui,
  ...callReasons,
  ...payTexts,
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
    months: monthNames('pl'),
    yearPlaceholder: 'Rok',
    chooseMonth: 'Wybierz miesiąc.',
    chooseYear: 'Wybierz rok.',
    expired: 'Karta straciła ważność',
    cvc: 'Kod CVC',
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
]);
