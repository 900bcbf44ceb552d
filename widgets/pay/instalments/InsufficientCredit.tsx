import type { ReactNode } from 'react';
import { creditIncreaseUrl, payMessages } from '../pay.messages.ts';

/** Spec §2: the payment is larger than the customer's credit. */
export default function InsufficientCredit(): ReactNode {
  return (
    <div className="byko-stack byko-insufficient" role="alert">
      {/* The whole pay page in this case: its heading is the page's. */}
      <h1 className="byko-heading">{payMessages.insufficientHeading}</h1>
      <p>{payMessages.insufficientText}</p>
      <p>
        <a className="byko-link" href={creditIncreaseUrl} target="_blank" rel="noopener noreferrer">
          {payMessages.insufficientLink}
        </a>
      </p>
    </div>
  );
}
