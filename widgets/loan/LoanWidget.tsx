import type { ReactNode } from 'react';

export interface LoanWidgetProps {
  loginPath?: string;
  signingUrl?: string;
}

/** `<byko-loan-application>`: being built (issue 7). */
export function LoanWidget(_props: LoanWidgetProps): ReactNode {
  return null;
}
