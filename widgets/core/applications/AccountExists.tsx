import type { ReactNode } from 'react';
import { useMessages } from '../runtime/locale.ts';
import { NavLink } from '../ui/index.ts';
import { ApplicationOutcome } from './ApplicationOutcome.tsx';
import { applicationMessages } from './applications.messages.ts';

/**
 * Spec §2: an existing account-trading customer sees 'Reikningur nú þegar til' with a link to the
 * limit change, in place of an application form (the account and the cash-payment applications).
 * `focus`: the heading takes the focus, for when it replaces a form the person just sent;
 * `limitChangePath`: the limit change's page, which the flow takes from the route table.
 */
export function AccountExists(props: { focus: boolean; limitChangePath: string }): ReactNode {
  const messages = useMessages(applicationMessages);
  return (
    <ApplicationOutcome heading={messages.accountExists} focus={props.focus} part="account-exists">
      <p>{messages.accountExistsText}</p>
      <NavLink to={props.limitChangePath}>{messages.limitChangeLink}</NavLink>
    </ApplicationOutcome>
  );
}
