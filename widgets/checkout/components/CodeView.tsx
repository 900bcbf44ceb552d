import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { QrCode } from '../../core/codes/QrCode.tsx';
import { useMessages } from '../../core/runtime/locale.ts';
import { useLoadFor } from '../../core/runtime/use-widget-model.ts';
import { Alert, LoadingBlock, NavLink, type SkeletonPart } from '../../core/ui/index.ts';
import type { CheckoutAccount } from '../checkout.api.ts';
import { checkoutMessages } from '../checkout.messages.ts';
import { checkoutPaths } from '../checkout.paths.ts';
import { type CheckoutCodeModelInstance, whoseAccount } from '../checkout-code.model.ts';
import { useScreenWakeLock } from '../wake-lock.ts';

/** The code page's shape while its code loads: the account it charges, the code, the hints. */
const loadingShape: readonly SkeletonPart[] = ['line', 'line', 'code', 'line', 'line'];

/**
 * The code for the till to scan (spec §2 "Checkout", §9): a QR code of level H at most about half
 * the window's height and 80 % of its width, re-sized by CSS as the window turns or changes; the
 * hints below it hide when the window is under 300 px high. The screen is kept on while it shows.
 */
export function CodeView(props: {
  model: CheckoutCodeModelInstance;
  code: string;
  /** The logged-in person: their own account is named as theirs. */
  userSsn: string;
}): ReactNode {
  useSignals();
  const { model } = props;
  const messages = useMessages(checkoutMessages);
  useLoadFor(model, props.code);
  const state = model.code.state.value;
  useScreenWakeLock(state.kind === 'ready');
  if (state.kind === 'loading') return <LoadingBlock label={messages.loadingCode} shape={loadingShape} />;
  if (state.kind === 'failed') {
    return (
      <div className="byko-stack">
        <Alert step="load" message={state.message} onRetry={model.retry} />
        <NavLink to={checkoutPaths.accounts}>{messages.otherAccount}</NavLink>
      </div>
    );
  }
  return (
    <div className="byko-stack">
      {state.account ? <ChargedAccount account={state.account} userSsn={props.userSsn} /> : null}
      <div className="byko-qr-screen">
        <QrCode
          value={state.checkoutCodeId}
          size="fit"
          level="H"
          label={messages.codeLabel(state.checkoutCodeId)}
        />
      </div>
      <div className="byko-stack byko-checkout-hints" part="hints">
        <p>{messages.codeHint}</p>
        <p className="byko-checkout-code-text">{messages.codeText(state.checkoutCodeId)}</p>
        <p>{messages.brightnessHint}</p>
      </div>
      {/* Not a hint: the way off the page stays on the shortest screen. */}
      <NavLink to={checkoutPaths.accounts} className="byko-link byko-checkout-other">
        {messages.otherAccount}
      </NavLink>
    </div>
  );
}

/** The account the code charges: whose it is, its name (the API's text, as text) and its number. */
function ChargedAccount(props: { account: CheckoutAccount; userSsn: string }): ReactNode {
  const { account } = props;
  const messages = useMessages(checkoutMessages);
  return (
    <p className="byko-checkout-account" part="account">
      <span className="byko-checkout-account-whose">
        {messages.chargedTo[whoseAccount(account, props.userSsn)]}
      </span>{' '}
      <strong className="byko-checkout-account-name">{account.name}</strong>{' '}
      <span className="byko-checkout-account-number">{messages.accountNumber(account.accountId)}</span>
    </p>
  );
}
