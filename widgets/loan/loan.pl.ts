import { pl as applicationScreens } from '../core/applications/application-screens.pl.ts';
import { formatPercent } from '../core/format-percent.ts';
import { pair, translations } from '../core/languages/pairs.ts';
import { formatIsk } from '../core/runtime/format.ts';
import { loanBounds } from './loan.api.ts';
import { loanMessages } from './loan.messages.ts';
import { loanDays } from './loan-terms.ts';

const smallestLoan = formatIsk(loanBounds.min, 'pl');

/** The construction loan's texts in Polish. */
export default translations('pl', [
  ...applicationScreens,
  pair(loanMessages, {
    heading: 'Wniosek o kredyt budowlany',
    subtitle: 'Kredyt budowlany dla osób prywatnych',
    loginReason: 'Logowanie do kredytu budowlanego',
    loading: 'Pobieranie limitu kredytu…',
    accountHeading: 'Stan konta',
    balance: 'Saldo',
    availableCredit: 'Dostępny limit',
    creditLimit: 'Limit kredytowy',
    usableAmount: 'Możesz wnioskować o kwotę do',
    noAccountHeading: 'Brak konta kredytowego',
    noAccountText:
      'Kredyt budowlany jest księgowany na Twoim koncie kredytowym w BYKO. Aby złożyć wniosek o kredyt budowlany, musisz najpierw mieć konto kredytowe w BYKO.',
    noRoom: (usable) =>
      `Twój dostępny limit kredytu wynosi ${usable}, a minimalna kwota kredytu budowlanego to ${smallestLoan}. Dlatego teraz nie możesz złożyć wniosku o kredyt budowlany.`,
    amount: 'Kwota kredytu',
    amountPlaceholder: `Minimum ${smallestLoan}`,
    amountHint: (highest) => `Od ${smallestLoan} do ${highest}`,
    description: 'Opis prac',
    descriptionHint: 'Na co jest kredyt, np. remont łazienki.',
    amountTooLow: `Minimalna kwota kredytu budowlanego to ${smallestLoan}.`,
    amountTooHigh: (highest) => `Maksymalna kwota, o jaką możesz wnioskować, to ${highest}.`,
    feesHeading: 'Koszty',
    fee: `Opłata za udzielenie kredytu (${formatPercent(3.5, 1, 'pl')})`,
    vat: `VAT od opłaty za udzielenie kredytu (${formatPercent(24, 0, 'pl')})`,
    feeWithVat: 'Opłata za udzielenie kredytu z VAT',
    paymentFee: 'Opłata za obsługę płatności',
    totalCost: 'Koszt całkowity',
    outsideBounds: 'Koszty pojawią się, gdy wpiszesz kwotę w dozwolonym zakresie.',
    feeNote:
      'Opłata za udzielenie kredytu i opłata za obsługę płatności zostaną doliczone do kredytu na Twoim koncie kredytowym.',
    datesHeading: 'Okresy i terminy płatności',
    interestFree: 'Okres bezodsetkowy',
    interestFreeValue: (from, to) => `${loanDays.interestFree} dni, od ${from} do ${to}`,
    withdrawal: 'Okres wykorzystania kredytu',
    withdrawalValue: (from, to) => `${loanDays.withdrawal} dni, od ${from} do ${to}`,
    dueDate: 'Termin płatności',
    finalDueDate: 'Ostateczny termin płatności',
    datesNote: 'Daty zakładają, że wniosek zostanie zatwierdzony dzisiaj.',
    received: 'Wniosek przyjęty',
    receivedText: (amount) =>
      `Twój wniosek o kredyt budowlany na kwotę ${amount} został przyjęty. Podpisz umowę kredytu elektronicznie, aby zakończyć składanie wniosku.`,
    signingLink: 'Podpisz umowę kredytu',
    signingLinkNote: '(otwiera się w nowym oknie)',
    signingUnavailable: 'Nie udało się utworzyć linku do strony podpisu. Skontaktuj się z BYKO.',
    signingUnset:
      'Elektroniczne podpisanie umowy kredytu nie jest dostępne na tej stronie. Wniosek został przyjęty: skontaktuj się z BYKO, aby podpisać umowę.',
  }),
]);
