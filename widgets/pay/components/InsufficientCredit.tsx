import type { ReactNode } from 'react';
import { creditIncreaseUrl, payMessages } from '../pay.messages.ts';

/** Spec §2: the payment is larger than the customer's credit. */
export function InsufficientCredit(): ReactNode {
  return (
    <div className="byko-stack byko-insufficient" role="alert">
      <h2 className="byko-heading">{payMessages.insufficientHeading}</h2>
      <p>{payMessages.insufficientText}</p>
      <p>
        <a href={creditIncreaseUrl} target="_blank" rel="noopener noreferrer">
          {payMessages.insufficientLink}
        </a>
      </p>
    </div>
  );
}
