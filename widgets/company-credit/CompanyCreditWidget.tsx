import type { ReactNode } from 'react';

export interface CompanyCreditWidgetProps {
  /** Preselects this company of the user's list (its kennitala). */
  companySsn?: string;
}

// The view is written in issue 8's flow branch; this stub only lets the element, the loader and the
// route exist first.
export function CompanyCreditWidget(_props: CompanyCreditWidgetProps): ReactNode {
  return null;
}
