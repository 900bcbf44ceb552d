import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { formatKennitala } from '../../core/api-formats.ts';
import { ApplicationSubmitted } from '../../core/applications/ApplicationSubmitted.tsx';
import { useMessages } from '../../core/runtime/locale.ts';
import type { Translation } from '../../core/runtime/translations.ts';
import { useLoadFor } from '../../core/runtime/use-widget-model.ts';
import { Alert, ChoiceList, LoadingBlock, NavLink, type SkeletonPart } from '../../core/ui/index.ts';
import type { CheckoutAccount } from '../checkout.api.ts';
import { checkoutMessages } from '../checkout.messages.ts';
import type { CheckoutModelInstance } from '../checkout.model.ts';
import { checkoutPaths } from '../checkout.paths.ts';

const choiceOf = (account: CheckoutAccount, messages: Translation<typeof checkoutMessages>) => ({
  key: account.accountId,
  title: account.name,
  details: [messages.accountNumber(account.accountId), messages.accountSsn(formatKennitala(account.ssn))],
});

/** The account list's shape while it loads: its line of introduction and two accounts. */
const loadingShape: readonly SkeletonPart[] = ['line', 'field', 'field'];

/**
 * The steps after the login (spec §4 "Checkout code login", "Checkout account flow"): the user's
 * accounts, one chosen, then the till logged in or the code created. `till`: the self-checkout
 * login's texts; else the account list's.
 */
export function AccountChoice(props: {
  model: CheckoutModelInstance;
  userToken: string;
  till: boolean;
}): ReactNode {
  useSignals();
  const { model, till } = props;
  const messages = useMessages(checkoutMessages);
  // Keyed by the token: another login (here or in another tab) lists that person's accounts.
  useLoadFor(model, props.userToken);
  const state = model.state.value;
  switch (state.kind) {
    case 'loadingAccounts':
      return <LoadingBlock label={messages.loadingAccounts} shape={loadingShape} />;
    case 'accountsFailed':
      return (
        <div className="byko-stack">
          <Alert step="load" message={state.message} onRetry={model.retry} />
          <NavLink to={checkoutPaths.apply}>{messages.applyLink}</NavLink>
        </div>
      );
    case 'selectAccount':
    case 'creatingCode':
    case 'error':
      if (state.accounts.length === 0) return <NoAccounts />;
      // A failure shows above the list, which stays: the focus stays on the account pressed, and
      // 'Reyna aftur' tries it again while another account is one press away.
      return (
        <div className="byko-stack">
          {state.kind === 'error' ? (
            <Alert step="submit" message={state.message} onRetry={model.retry} />
          ) : null}
          <p className="byko-field-hint">{messages.accountsIntro}</p>
          <ChoiceList
            label={messages.accountsHeading}
            part="accounts"
            choices={state.accounts.map((account) => choiceOf(account, messages))}
            onChoose={(accountId) => void model.choose(accountId)}
            busyKey={state.kind === 'creatingCode' ? state.account.accountId : undefined}
            busyLabel={till ? messages.loggingIn : messages.creatingCode}
          />
        </div>
      );
    case 'success':
      return till ? (
        <ApplicationSubmitted heading={messages.tillSuccess}>
          <p>{messages.tillSuccessHint}</p>
        </ApplicationSubmitted>
      ) : (
        // The element has asked to go to the code's page; this shows only where the page stays.
        <div className="byko-stack" role="status">
          <p>{messages.codeCreated}</p>
          <NavLink to={checkoutPaths.code(state.checkoutCode)}>{messages.showCode}</NavLink>
        </div>
      );
  }
}

/** A user with no account to shop on: not a failure; the way to get one. */
function NoAccounts(): ReactNode {
  const messages = useMessages(checkoutMessages);
  return (
    <div className="byko-stack byko-checkout-empty" part="no-accounts">
      <p>{messages.noAccounts}</p>
      <p>{messages.noAccountsOffer}</p>
      <NavLink to={checkoutPaths.apply}>{messages.applyLink}</NavLink>
    </div>
  );
}
