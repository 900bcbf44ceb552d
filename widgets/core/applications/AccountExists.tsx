import type { ReactNode } from 'react';
import { NavLink } from '../ui/index.ts';
import { ApplicationOutcome } from './ApplicationOutcome.tsx';
import { applicationMessages, applicationPaths } from './applications.messages.ts';

/**
 * Spec §2: an existing account-trading customer sees 'Reikningur nú þegar til' with a link to the
 * limit change, in place of an application form (the account and the cash-payment applications).
 * `focus`: the heading takes the focus, for when it replaces a form the person just sent.
 */
export function AccountExists(props: { focus: boolean }): ReactNode {
  return (
    <ApplicationOutcome heading={applicationMessages.accountExists} focus={props.focus} part="account-exists">
      <p>{applicationMessages.accountExistsText}</p>
      <NavLink to={applicationPaths.limitChange}>{applicationMessages.limitChangeLink}</NavLink>
    </ApplicationOutcome>
  );
}
