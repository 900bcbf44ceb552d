import type { ReactNode } from 'react';
import { withTranslations } from '../../core/languages/Translated.tsx';
import { useMessages } from '../../core/runtime/locale.ts';
import { creditIncreaseUrl, insufficientCreditMessages } from './insufficient-credit.messages.ts';

/** Spec §2: the payment is larger than the customer's credit. */
function InsufficientCreditView(): ReactNode {
  const messages = useMessages(insufficientCreditMessages);
  return (
    <div className="byko-stack byko-insufficient" role="alert">
      {/* The whole pay page in this case: its heading is the page's. */}
      <h1 className="byko-heading">{messages.heading}</h1>
      <p>{messages.text}</p>
      <p>
        <a className="byko-link" href={creditIncreaseUrl} target="_blank" rel="noopener noreferrer">
          {messages.link}
        </a>
      </p>
    </div>
  );
}

/** The page with its texts in the element's language (the instalments'). */
export default withTranslations(InsufficientCreditView, {
  en: () => import('./instalments.en.ts'),
  pl: () => import('./instalments.pl.ts'),
});
