import { pl as fields } from '../../core/fields/messages.pl.ts';
import { pl as form } from '../../core/form/form.messages.pl.ts';
import { pl as callReasons } from '../../core/languages/call-reasons.messages.pl.ts';
import { pair, translations } from '../../core/languages/pairs.ts';
import { formatIsk, formatNumber } from '../../core/runtime/format.ts';
import { pl as ui } from '../../core/runtime/ui/messages.pl.ts';
import { pl as instalmentTexts } from '../instalments/instalment.messages.pl.ts';
import { calculatorMessages } from './calculator.messages.ts';

/** The instalment calculator's texts in Polish (`<byko-instalment-calculator>`). */
export default translations('pl', [
  ...ui,
  ...fields,
  ...form,
  ...callReasons,
  ...instalmentTexts,
  pair(calculatorMessages, {
    heading: 'Raty',
    amount: 'Kwota (ISK)',
    interest: 'Oprocentowanie roczne (%)',
    amountTooLarge: `Kwota może wynosić najwyżej ${formatIsk(1e9, 'pl')}.`,
    interestInvalid: `Wpisz oprocentowanie jako liczbę, np. ${formatNumber(12.5, 1, 'pl')}`,
    feeLoadFailed: 'Nie udało się wczytać opłaty za ratę',
  }),
]);
