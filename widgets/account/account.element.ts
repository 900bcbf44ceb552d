import { defineWidget } from '../core/define.ts';
import { AccountWidget, type AccountWidgetProps } from './AccountWidget.tsx';

/**
 * `<byko-account-application>`: Umsókn um reikningsviðskipti.
 *
 * @attr login-path - the login page (spec §6: '/vidskipti'); without it the login shows in the element
 * @attr api-base - where API calls go
 * @fires byko-submitted - what was applied for, after the server accepted it
 * @fires byko-navigate - {to}, cancelable
 */
defineWidget<AccountWidgetProps>('byko-account-application', AccountWidget, {
  props: { loginPath: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'byko-account-application': HTMLElement & AccountWidgetProps;
  }
}
