import { defineWidget } from '../core/runtime/define.ts';
import { CashWidget, type CashWidgetProps } from './CashWidget.tsx';
import type { CashEvents } from './cash.events.ts';
import { tag as cashApplicationTag } from './cash.tag.ts';

/**
 * `<byko-cash-application>`: Umsókn um staðgreiðsluviðskipti. Standing-order customers and people
 * who are not yet customers apply; a customer who trades on account sees 'Reikningur nú þegar til'
 * with a link to the limit change.
 *
 * @fires byko-submitted - after the server accepted the application
 * @fires byko-navigate - cancelable: the login page, the limit change
 * @csspart error-summary - after a submit that found fields to fix: the list of their messages, each a link to its field
 */
export const cashApplicationElement = defineWidget<CashWidgetProps, CashEvents>({
  tag: cashApplicationTag,
  component: CashWidget,
  translations: { en: () => import('./cash.en.ts'), pl: () => import('./cash.pl.ts') },
  props: {
    /** the login page ('/vidskipti/stadgreidsla'); without it the login shows in the element */
    loginPath: 'string',
  },
});

declare global {
  interface HTMLElementTagNameMap {
    [cashApplicationTag]: HTMLElement & CashWidgetProps;
  }
}
