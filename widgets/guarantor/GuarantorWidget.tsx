import type { ReactNode } from 'react';

export interface GuarantorWidgetProps {
  applicationId?: string;
}

/** `<byko-guarantor-confirmation>`: being built (issue 7). */
export function GuarantorWidget(_props: GuarantorWidgetProps): ReactNode {
  return null;
}
