import { defineWidget } from '../core/runtime/define.ts';
import { LoanWidget, type LoanWidgetProps } from './LoanWidget.tsx';
import loanCss from './loan.css?inline';
import type { LoanEvents } from './loan.events.ts';
import { tag as loanApplicationTag } from './loan.tag.ts';

/**
 * `<byko-loan-application>`: Umsókn um framkvæmdalán.
 *
 * @fires byko-submitted - after the server accepted it: what was sent and the document to sign
 * @fires byko-navigate - cancelable (the login page, the account-trading application)
 * @csspart error-summary - after a submit that found fields to fix: the list of their messages, each a link to its field
 */
export const loanApplicationElement = defineWidget<LoanWidgetProps, LoanEvents>({
  tag: loanApplicationTag,
  component: LoanWidget,
  translations: { en: () => import('./loan.en.ts'), pl: () => import('./loan.pl.ts') },
  props: {
    /** the loan's login page ('/framkvaemdalan'); without it the login shows in the element */
    loginPath: 'string',
    /** the e-signing page for the loan document, `{documentId}` replaced; else the page's `<meta name="byko-loan-signing-url">`; with neither, no link but a message */
    signingUrl: 'string',
  },
  styles: [loanCss],
});

declare global {
  interface HTMLElementTagNameMap {
    [loanApplicationTag]: HTMLElement & LoanWidgetProps;
  }
}
