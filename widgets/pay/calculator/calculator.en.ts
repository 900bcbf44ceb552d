import { en as fields } from '../../core/fields/messages.en.ts';
import { en as form } from '../../core/form/form.messages.en.ts';
import { en as callReasons } from '../../core/languages/call-reasons.messages.en.ts';
import { pair, translations } from '../../core/languages/pairs.ts';
import { formatIsk, formatNumber } from '../../core/runtime/format.ts';
import { en as ui } from '../../core/runtime/ui/messages.en.ts';
import { en as instalmentTexts } from '../instalments/instalment.messages.en.ts';
import { calculatorMessages } from './calculator.messages.ts';

/** The instalment calculator's texts in English (`<byko-instalment-calculator>`). */
export default translations('en', [
  ...ui,
  ...fields,
  ...form,
  ...callReasons,
  ...instalmentTexts,
  pair(calculatorMessages, {
    heading: 'Instalments',
    amount: 'Amount (ISK)',
    interest: 'Annual interest (%)',
    amountTooLarge: `The amount can be at most ${formatIsk(1e9, 'en')}.`,
    interestInvalid: `Enter the interest as a number, e.g. ${formatNumber(12.5, 1, 'en')}`,
    feeLoadFailed: 'Could not load the payment fee',
  }),
]);
