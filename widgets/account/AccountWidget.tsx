import type { ReactNode } from 'react';

export interface AccountWidgetProps {
  loginPath?: string;
}

/** `<byko-account-application>`: being built (issue 7). */
export function AccountWidget(_props: AccountWidgetProps): ReactNode {
  return null;
}
