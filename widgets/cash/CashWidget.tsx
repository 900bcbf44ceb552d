import type { ReactNode } from 'react';

export interface CashWidgetProps {
  loginPath?: string;
}

/** `<byko-cash-application>`: being built (issue 7). */
export function CashWidget(_props: CashWidgetProps): ReactNode {
  return null;
}
