import { defineWidget } from '../core/runtime/define.ts';
import { CashWidget, type CashWidgetProps } from './CashWidget.tsx';
import type { CashEvents } from './cash.events.ts';

/**
 * `<byko-cash-application>`: Umsókn um staðgreiðsluviðskipti. Standing-order customers and people
 * who are not yet customers apply; a customer who trades on account sees 'Reikningur nú þegar til'
 * with a link to the limit change (spec §6).
 *
 * @attr login-path - the login page (spec §6: '/vidskipti/stadgreidsla'); without it the login shows in the element
 * @attr api-base - where API calls go
 * @fires {CustomEvent<{
 *   application: 'cash';
 *   request: {
 *     phone: string; email: string; streetName: string; streetNumber: string; zipCode: string; comment: string;
 *   };
 * }>} byko-submitted - after the server accepted the application
 * @fires {CustomEvent<{ to: string; replace?: boolean }>} byko-navigate - cancelable: the login page, the limit change
 */
defineWidget<CashWidgetProps, CashEvents>('byko-cash-application', CashWidget, {
  props: { loginPath: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'byko-cash-application': HTMLElement & CashWidgetProps;
  }
}
