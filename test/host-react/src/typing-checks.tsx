/**
 * Type-checked only (never rendered): what a host writes for the other elements compiles, and each
 * `@ts-expect-error` marks a mistake the typings must catch (tsc fails on an unused one).
 */

import { loadWidget } from '@byko/widgets';
import { type ReactNode, useState } from 'react';

export function Applications(): ReactNode {
  const [documentId, setDocumentId] = useState<string>();
  return (
    <>
      <byko-loan-application
        login-path="/framkvaemdalan"
        onbyko-submitted={(event) => setDocumentId(event.detail.result?.documentId)}
      />
      <byko-company-credit
        company-ssn="4101012340"
        onbyko-submitted={(event) => {
          if (event.detail.form === 'sign-up') setDocumentId(event.detail.result?.accountId);
        }}
      />
      {documentId ? <byko-barcode value={documentId} format="EAN13" height={120} key={documentId} /> : null}
      <byko-qr-code value="SO-1" level="Q" size="fit" className="code" style={{ maxWidth: '20rem' }} />
      <byko-checkout mode="code" code="abc" />
      <byko-instalment-calculator
        amount={250_000}
        interest={12.5}
        onbyko-error={(event) => setDocumentId(`${event.detail.step} ${event.detail.status}`)}
      />
      <byko-login
        hide-terms
        from-app={false}
        payment-method={1}
        onbyko-logout={() => setDocumentId(undefined)}
      >
        <span slot="note">Innskráning</span>
      </byko-login>
    </>
  );
}

/** The element's DOM interface, and a tag loaded before it appears. */
export async function closedRoot(root: ShadowRoot): Promise<string | undefined> {
  await loadWidget('byko-receipt');
  const receipt = document.createElement('byko-receipt');
  receipt.paymentId = 'p1';
  receipt.addEventListener('byko-navigate', (event) => event.detail.to);
  root.append(receipt);
  return receipt.paymentId;
}

/** The mistakes the typings catch. */
export function Mistakes(): ReactNode {
  return (
    <>
      {/* @ts-expect-error: an attribute is written by its HTML name, payment-id, not its property's */}
      <byko-pay paymentId="p1" />
      {/* @ts-expect-error: Google Pay's environment is PRODUCTION or TEST */}
      <byko-pay google-pay-environment="test" />
      {/* @ts-expect-error: checkout's mode is accounts, code or login */}
      <byko-checkout mode="till" />
      {/* @ts-expect-error: byko-paid's detail has paymentId and method, no amount */}
      <byko-pay onbyko-paid={(event) => event.detail.amount} />
      {/* @ts-expect-error: compact is a boolean attribute */}
      <byko-pay compact="yes" />
    </>
  );
}
