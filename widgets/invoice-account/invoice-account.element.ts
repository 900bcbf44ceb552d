import type { ApplicationEvents } from '../core/applications/application.events.ts';
import peopleCss from '../core/applications/people.css?inline';
import { defineWidget } from '../core/runtime/define.ts';
import { InvoiceAccountWidget, type InvoiceAccountWidgetProps } from './InvoiceAccountWidget.tsx';
import invoiceAccountCss from './invoice-account.css?inline';
import type { InvoiceAccountSubmitted } from './invoice-account.model.ts';

/** The element's events: byko-submitted (the application and its applicationId), byko-navigate. */
export type InvoiceAccountEvents = ApplicationEvents<InvoiceAccountSubmitted>;

/**
 * `<byko-invoice-account-application>`: Sækja um reikningsviðskipti, the manual application for
 * account trading (customer details, how invoices are sent, guarantee amount, secret number, the
 * people who may buy on the account and the guarantors). A half-filled form is kept in
 * sessionStorage until it is sent or the person logs out.
 *
 * @attr login-path - the login page (spec §6: '/vidskipti'); without it the login shows in the element
 * @attr api-base - where API calls go
 * @fires {CustomEvent<{
 *   application: 'invoice-account';
 *   request: {
 *     customerName: string; customerSsn: string; customerPhone: string; customerEmail: string;
 *     sendInvoiceOption: 'Einvoice' | 'Email' | 'Mail'; sendInvoiceEmail: string; guaranteeAmount: number;
 *     pinNumber: string; auditors: { ssn: string; name: string }[];
 *     guarantors: { ssn: string; name: string; email: string }[]; comment: string;
 *   };
 *   result?: { applicationId: string };
 * }>} byko-submitted - after the server accepted it
 * @fires {CustomEvent<{ to: string; replace?: boolean }>} byko-navigate - cancelable: the login page when nobody is logged in
 * @csspart form - the application form
 * @csspart submitted - the success view
 */
defineWidget<InvoiceAccountWidgetProps, InvoiceAccountEvents>(
  'byko-invoice-account-application',
  InvoiceAccountWidget,
  {
    props: { loginPath: 'string' },
    styles: [peopleCss, invoiceAccountCss],
  },
);

declare global {
  interface HTMLElementTagNameMap {
    'byko-invoice-account-application': HTMLElement & InvoiceAccountWidgetProps;
  }
}
