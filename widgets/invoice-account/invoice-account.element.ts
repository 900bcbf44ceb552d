import { defineWidget } from '../core/define.ts';
import { InvoiceAccountWidget, type InvoiceAccountWidgetProps } from './InvoiceAccountWidget.tsx';

/**
 * `<byko-invoice-account-application>`: Sækja um reikningsviðskipti.
 *
 * @attr login-path - the login page (spec §6: '/vidskipti'); without it the login shows in the element
 * @attr api-base - where API calls go
 * @fires byko-submitted - what was applied for, after the server accepted it
 * @fires byko-navigate - {to}, cancelable
 */
defineWidget<InvoiceAccountWidgetProps>('byko-invoice-account-application', InvoiceAccountWidget, {
  props: { loginPath: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'byko-invoice-account-application': HTMLElement & InvoiceAccountWidgetProps;
  }
}
