import type { ReactNode } from 'react';

export interface CompanyCreditRequestWidgetProps {
  /** The app's one-time link id: `POST /company/app-validation/{guid}` logs its user in. */
  guid?: string;
}

// The view is written in issue 8's flow branch; this stub only lets the element, the loader and the
// route exist first.
export function CompanyCreditRequestWidget(_props: CompanyCreditRequestWidgetProps): ReactNode {
  return null;
}
