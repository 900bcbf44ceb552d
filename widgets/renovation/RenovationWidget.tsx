import type { ReactNode } from 'react';

export interface RenovationWidgetProps {
  loginPath?: string;
}

/** `<byko-renovation-application>`: being built (issue 7). */
export function RenovationWidget(_props: RenovationWidgetProps): ReactNode {
  return null;
}
