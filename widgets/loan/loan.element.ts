import { defineWidget } from '../core/define.ts';
import { LoanWidget, type LoanWidgetProps } from './LoanWidget.tsx';

/**
 * `<byko-loan-application>`: Umsókn um framkvæmdalán.
 *
 * @attr login-path - the loan's login page (spec §6: '/framkvaemdalan'); without it the login shows in the element
 * @attr signing-url - the e-signing page for the loan document; `{documentId}` is replaced (default: the API's sandbox signing page)
 * @attr api-base - where API calls go
 * @fires byko-submitted - what was applied for, after the server accepted it
 * @fires byko-navigate - {to}, cancelable
 */
defineWidget<LoanWidgetProps>('byko-loan-application', LoanWidget, {
  props: { loginPath: 'string', signingUrl: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'byko-loan-application': HTMLElement & LoanWidgetProps;
  }
}
