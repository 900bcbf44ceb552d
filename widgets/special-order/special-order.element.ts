import { defineWidget } from '../core/runtime/define.ts';
import { SpecialOrderWidget, type SpecialOrderWidgetProps } from './SpecialOrderWidget.tsx';
import specialOrderCss from './special-order.css?inline';
import type { SpecialOrderEvents } from './special-order.events.ts';
import { tag as specialOrderTag } from './special-order.tag.ts';

/**
 * `<special-order>`: the special-order configurator. One step per
 * selection of the category ('Tegund', 'Stærð', …), each a radio group of options with picture,
 * description and price (a dynamic price follows the option chosen in the selection it depends
 * on), then 'Yfirlit': the choices, the total, and name, phone, kennitala and e-mail before 'Senda
 * fyrirspurn'. The step and the choices live in the URL (`?step=2&v=102.203`), so Back, Forward, a
 * reload and a shared link restore them. Under 1024 px the steps shrink to 'Skref 2 af 5'.
 *
 * @fires byko-special-order-submitted - once the server accepted the inquiry: what was sent (`options` the chosen options' ids), and the total shown
 * @csspart steps - the stepper
 * @csspart options - a step's options
 * @csspart total-bar - the running total with the back and forward buttons
 * @csspart contact-form - the overview's form
 */
export const specialOrderElement = defineWidget<SpecialOrderWidgetProps, SpecialOrderEvents>({
  tag: specialOrderTag,
  component: SpecialOrderWidget,
  props: {
    /** the category to configure (`gluggar`, `hurdir`); changing it starts over */
    category: 'string',
  },
  styles: [specialOrderCss],
  translations: { en: () => import('./special-order.en.ts'), pl: () => import('./special-order.pl.ts') },
});

declare global {
  interface HTMLElementTagNameMap {
    [specialOrderTag]: HTMLElement & SpecialOrderWidgetProps;
  }
}
