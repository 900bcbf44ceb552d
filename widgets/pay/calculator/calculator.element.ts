import { defineWidget } from '../../core/runtime/define.ts';
import instalmentCss from '../instalments/instalment.css?inline';
import payCss from '../pay.css?inline';
import type { InstalmentCalculatorEvents } from './calculator.events.ts';
import { tag as instalmentCalculatorTag } from './calculator.tag.ts';
import { InstalmentCalculator, type InstalmentCalculatorProps } from './InstalmentCalculator.tsx';

/**
 * `<byko-instalment-calculator>`: the internal instalment calculator (2-32 months).
 * @attr api-base - where API calls go (the payment fee, NoticeAmount)
 */
export const instalmentCalculatorElement = defineWidget<
  InstalmentCalculatorProps,
  InstalmentCalculatorEvents
>({
  tag: instalmentCalculatorTag,
  component: InstalmentCalculator,
  props: {
    /** starting amount (kr.) */
    amount: 'number',
    /** starting annual interest (%) */
    interest: 'number',
  },
  styles: [payCss, instalmentCss],
  translations: { en: () => import('./calculator.en.ts'), pl: () => import('./calculator.pl.ts') },
});

declare global {
  interface HTMLElementTagNameMap {
    [instalmentCalculatorTag]: HTMLElement & InstalmentCalculatorProps;
  }
}
