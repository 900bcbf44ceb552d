import { defineWidget } from '../core/runtime/define.ts';
import { LoanWidget, type LoanWidgetProps } from './LoanWidget.tsx';
import loanCss from './loan.css?inline';
import type { LoanEvents } from './loan.events.ts';

/**
 * `<byko-loan-application>`: Umsókn um framkvæmdalán.
 *
 * @attr login-path - the loan's login page (spec §6: '/framkvaemdalan'); without it the login shows in the element
 * @attr signing-url - the e-signing page for the loan document; `{documentId}` is replaced (default: the API's sandbox signing page, '/sandbox/loan-signing/{documentId}')
 * @attr api-base - where API calls go
 * @fires {CustomEvent<{
 *   application: 'loan';
 *   request: { phone: string; email: string; amount: number; description: string };
 *   result?: { documentId: string };
 * }>} byko-submitted - after the server accepted it: what was sent and the document to sign
 * @fires {CustomEvent<{ to: string; replace?: boolean }>} byko-navigate - cancelable (the login page, the account-trading application)
 */
defineWidget<LoanWidgetProps, LoanEvents>('byko-loan-application', LoanWidget, {
  props: { loginPath: 'string', signingUrl: 'string' },
  styles: [loanCss],
});

declare global {
  interface HTMLElementTagNameMap {
    'byko-loan-application': HTMLElement & LoanWidgetProps;
  }
}
