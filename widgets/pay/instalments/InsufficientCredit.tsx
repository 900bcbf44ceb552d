import type { ReactNode } from 'react';
import { creditIncreaseUrl, insufficientCreditMessages } from './insufficient-credit.messages.ts';

/** Spec §2: the payment is larger than the customer's credit. */
export default function InsufficientCredit(): ReactNode {
  return (
    <div className="byko-stack byko-insufficient" role="alert">
      {/* The whole pay page in this case: its heading is the page's. */}
      <h1 className="byko-heading">{insufficientCreditMessages.heading}</h1>
      <p>{insufficientCreditMessages.text}</p>
      <p>
        <a className="byko-link" href={creditIncreaseUrl} target="_blank" rel="noopener noreferrer">
          {insufficientCreditMessages.link}
        </a>
      </p>
    </div>
  );
}
