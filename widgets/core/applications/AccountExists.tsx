import { type ReactNode, useEffect, useRef } from 'react';
import { NavLink } from '../ui/index.ts';
import { applicationMessages, applicationPaths } from './applications.messages.ts';

/**
 * Spec §2: an existing account-trading customer sees 'Reikningur nú þegar til' with a link to the
 * limit change, in place of an application form (the account and the cash-payment applications).
 * `focus`: the heading takes the focus, for when it replaces a form the person just sent.
 */
export function AccountExists(props: { focus?: boolean; children?: ReactNode }): ReactNode {
  const heading = useRef<HTMLHeadingElement>(null);
  const { focus = false } = props;
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <div className="byko-stack" role="status" part="account-exists">
      <h2 className="byko-heading" ref={heading} tabIndex={-1}>
        {applicationMessages.accountExists}
      </h2>
      {props.children}
      <NavLink to={applicationPaths.limitChange}>{applicationMessages.limitChangeLink}</NavLink>
    </div>
  );
}
