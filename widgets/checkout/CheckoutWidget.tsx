import type { ReactNode } from 'react';
import { RequireLogin } from '../core/login/RequireLogin.tsx';
import { useMessages } from '../core/runtime/locale.ts';
import { useWidgetModel } from '../core/runtime/use-widget-model.ts';
import type { CheckoutAccount } from './checkout.api.ts';
import { checkoutEmit } from './checkout.events.ts';
import { checkoutMessages } from './checkout.messages.ts';
import { CheckoutModel } from './checkout.model.ts';
import { checkoutPaths } from './checkout.paths.ts';
import { CheckoutCodeModel } from './checkout-code.model.ts';
import { AccountChoice } from './components/AccountChoice.tsx';
import { CodeView } from './components/CodeView.tsx';

/**
 * The last code made on this page and the account the list chose for it: the code's page (the next
 * route, in the same page) names that account where the server's answer does not. One entry, page
 * memory as the session is; a code opens only for the person who made it.
 */
let lastCodeMadeHere: { checkoutCodeId: string; account: CheckoutAccount } | undefined;

/** What the element shows: the account list, a code's page, or the self-checkout login at a till. */
export type CheckoutMode = 'accounts' | 'code' | 'login';

export interface CheckoutWidgetProps {
  /** `accounts` (default), `code` or `login`. */
  mode?: CheckoutMode;
  /** The checkout code: the code to show (`code`), or the till's to log in at (`login`). */
  code?: string;
  /**
   * The checkout login page (spec §6: /checkout/login): the account list and the code page send a
   * logged-out user there. Without it the shared login shows in the element.
   */
  loginPath?: string;
}

const headings = {
  accounts: 'accountsHeading',
  code: 'codeHeading',
  login: 'tillHeading',
} as const satisfies Record<CheckoutMode, keyof typeof checkoutMessages>;

/** `<byko-checkout>`: self-checkout (spec §2 "Checkout", §4 "Checkout code login", §6). */
export function CheckoutWidget(props: CheckoutWidgetProps): ReactNode {
  const mode = props.mode ?? 'accounts';
  const messages = useMessages(checkoutMessages);
  return (
    <section className="byko-stack byko-panel byko-checkout" aria-labelledby="byko-checkout-heading">
      <h1 className="byko-heading" id="byko-checkout-heading">
        {messages[headings[mode]]}
      </h1>
      {/* Keyed by the code: another code starts afresh, with a model of its own, so nothing of the
          last code (its QR code, its till's success) shows for a moment. */}
      {mode === 'code' ? <CodePage key={props.code} code={props.code} loginPath={props.loginPath} /> : null}
      {mode === 'accounts' ? <AccountsPage loginPath={props.loginPath} /> : null}
      {mode === 'login' ? <TillLogin key={props.code} code={props.code} /> : null}
    </section>
  );
}

/** /checkout: the user's accounts; one chosen gets a code, and the element goes to its page. */
function AccountsPage(props: { loginPath: string | undefined }): ReactNode {
  const messages = useMessages(checkoutMessages);
  const model = useWidgetModel(
    (widget) =>
      new CheckoutModel({
        api: () => widget().api,
        tillCode: () => undefined,
        onCodeCreated: (detail, account) => {
          lastCodeMadeHere = { checkoutCodeId: detail.checkoutCodeId, account };
          checkoutEmit(widget())('byko-checkout-code', detail);
          widget().navigate(checkoutPaths.code(detail.checkoutCodeId));
        },
      }),
  );
  return (
    <RequireLogin
      {...(props.loginPath ? { loginPath: props.loginPath } : {})}
      reason={messages.loginReason}
      showCreditCheck={false}
    >
      {(user) => <AccountChoice model={model} userToken={user.token} till={false} />}
    </RequireLogin>
  );
}

/** /checkout/{checkoutCode}: the login here, the user's accounts, then the till logged in on one. */
function TillLogin(props: { code: string | undefined }): ReactNode {
  // Made for this till's code (the element keys this view by it).
  const { code } = props;
  const messages = useMessages(checkoutMessages);
  const model = useWidgetModel(
    (widget) =>
      new CheckoutModel({
        api: () => widget().api,
        tillCode: () => code,
        onTillLogin: (detail) => checkoutEmit(widget())('byko-checkout-login', detail),
      }),
  );
  if (!props.code) return null;
  return (
    <RequireLogin reason={messages.tillLoginReason} showCreditCheck={false}>
      {(user) => <AccountChoice model={model} userToken={user.token} till />}
    </RequireLogin>
  );
}

/** /checkout/code/{checkoutCode}: the code for the till to scan. */
function CodePage(props: { code: string | undefined; loginPath: string | undefined }): ReactNode {
  const messages = useMessages(checkoutMessages);
  const model = useWidgetModel(
    (widget) =>
      new CheckoutCodeModel({
        api: () => widget().api,
        knownAccount: (checkoutCodeId) =>
          lastCodeMadeHere?.checkoutCodeId === checkoutCodeId ? lastCodeMadeHere.account : undefined,
      }),
  );
  if (!props.code) return null;
  return (
    <RequireLogin
      {...(props.loginPath ? { loginPath: props.loginPath } : {})}
      reason={messages.loginReason}
      showCreditCheck={false}
    >
      {(user) => <CodeView key={user.token} model={model} code={props.code ?? ''} userSsn={user.ssn} />}
    </RequireLogin>
  );
}
