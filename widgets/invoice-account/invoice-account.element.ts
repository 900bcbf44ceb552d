import peopleCss from '../core/applications/people.css?inline';
import { defineWidget } from '../core/runtime/define.ts';
import { InvoiceAccountWidget, type InvoiceAccountWidgetProps } from './InvoiceAccountWidget.tsx';
import invoiceAccountCss from './invoice-account.css?inline';
import type { InvoiceAccountEvents } from './invoice-account.events.ts';
import { tag as invoiceAccountApplicationTag } from './invoice-account.tag.ts';

/**
 * `<byko-invoice-account-application>`: Sækja um reikningsviðskipti, the manual application for
 * account trading (customer details, how invoices are sent, guarantee amount, secret number, the
 * people who may buy on the account and the guarantors). A half-filled form is kept in
 * sessionStorage until it is sent or the person logs out.
 *
 * @fires byko-submitted - after the server accepted it
 * @fires byko-navigate - cancelable: the login page when nobody is logged in
 * @csspart form - the application form
 * @csspart error-summary - after a submit that found fields to fix: the list of their messages, each a link to its field
 * @csspart submitted - the success view
 */
export const invoiceAccountApplicationElement = defineWidget<InvoiceAccountWidgetProps, InvoiceAccountEvents>(
  {
    tag: invoiceAccountApplicationTag,
    component: InvoiceAccountWidget,
    props: {
      /** the login page ('/vidskipti'); without it the login shows in the element */
      loginPath: 'string',
    },
    styles: [peopleCss, invoiceAccountCss],
    translations: {
      en: () => import('./invoice-account.en.ts'),
      pl: () => import('./invoice-account.pl.ts'),
    },
  },
);

declare global {
  interface HTMLElementTagNameMap {
    [invoiceAccountApplicationTag]: HTMLElement & InvoiceAccountWidgetProps;
  }
}
