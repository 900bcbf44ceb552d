import type { ReactNode } from 'react';

export interface InvoiceAccountWidgetProps {
  loginPath?: string;
}

/** `<byko-invoice-account-application>`: being built (issue 7). */
export function InvoiceAccountWidget(_props: InvoiceAccountWidgetProps): ReactNode {
  return null;
}
