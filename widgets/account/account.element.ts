import { defineWidget } from '../core/runtime/define.ts';
import { AccountWidget, type AccountWidgetProps } from './AccountWidget.tsx';
import accountCss from './account.css?inline';
import type { AccountEvents } from './account.events.ts';

/**
 * `<byko-account-application>`: Umsókn um reikningsviðskipti. A customer who trades on account
 * already (not standing-order) is sent to the limit change (spec §6, a cancelable byko-navigate)
 * and sees 'Reikningur nú þegar til' with a link there in place of the form (spec §2).
 *
 * @attr login-path - the login page (spec §6: '/vidskipti'); without it the login shows in the element
 * @attr api-base - where API calls go
 * @fires {CustomEvent<{
 *   application: 'account';
 *   request: {
 *     phone: string; email: string; streetName: string; streetNumber: string; zipCode: string | null;
 *     amount: number; description: string;
 *   };
 * }>} byko-submitted - after the server accepted the application
 * @fires {CustomEvent<{ to: string; replace?: boolean }>} byko-navigate - cancelable: the login page, the limit change, the manual application
 */
defineWidget<AccountWidgetProps, AccountEvents>('byko-account-application', AccountWidget, {
  props: { loginPath: 'string' },
  styles: [accountCss],
});

declare global {
  interface HTMLElementTagNameMap {
    'byko-account-application': HTMLElement & AccountWidgetProps;
  }
}
