import { defineWidget } from '../core/define.ts';
import { CashWidget, type CashWidgetProps } from './CashWidget.tsx';

/**
 * `<byko-cash-application>`: Umsókn um staðgreiðsluviðskipti.
 *
 * @attr login-path - the login page (spec §6: '/vidskipti/stadgreidsla'); without it the login shows in the element
 * @attr api-base - where API calls go
 * @fires byko-submitted - what was applied for, after the server accepted it
 * @fires byko-navigate - {to}, cancelable
 */
defineWidget<CashWidgetProps>('byko-cash-application', CashWidget, {
  props: { loginPath: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'byko-cash-application': HTMLElement & CashWidgetProps;
  }
}
