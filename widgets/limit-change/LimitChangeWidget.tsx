import type { ReactNode } from 'react';

export interface LimitChangeWidgetProps {
  loginPath?: string;
  closeAppUrl?: string;
}

/** `<byko-limit-change>`: being built (issue 7). */
export function LimitChangeWidget(_props: LimitChangeWidgetProps): ReactNode {
  return null;
}
