import { defineWidget } from '../../core/runtime/define.ts';
import instalmentCss from '../instalments/instalment.css?inline';
import payCss from '../pay.css?inline';
import { InstalmentCalculator, type InstalmentCalculatorProps } from './InstalmentCalculator.tsx';

/**
 * `<byko-instalment-calculator>`: the internal instalment calculator (2-32 months).
 *
 * @attr amount - starting amount (kr.)
 * @attr interest - starting annual interest (%)
 * @attr api-base - where API calls go (the payment fee, NoticeAmount)
 */
defineWidget<InstalmentCalculatorProps>('byko-instalment-calculator', InstalmentCalculator, {
  props: { amount: 'number', interest: 'number' },
  styles: [payCss, instalmentCss],
});

declare global {
  interface HTMLElementTagNameMap {
    'byko-instalment-calculator': HTMLElement & InstalmentCalculatorProps;
  }
}
