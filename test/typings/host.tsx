/**
 * A React 19 host of the widgets, type-checked against the typings the build generates
 * (dist-cdn/byko-widgets.d.ts, see tsconfig.json here): what a host writes compiles, and each
 * `@ts-expect-error` marks a mistake the typings must catch (tsc fails on an unused one).
 */
import { type ReactNode, useRef, useState } from 'react';

type PayMethod = 'instalments' | 'card' | 'googlePay' | 'slip';

/** The host's own router. */
declare function navigate(to: string, options: { replace: boolean }): void;

/** A payment page: <byko-pay> with its attributes, the outcome from its events' details. */
export function PaymentPage({ paymentId }: { paymentId: string }): ReactNode {
  const [paidWith, setPaidWith] = useState<PayMethod>();
  const [failure, setFailure] = useState<string>();
  const pay = useRef<HTMLElementTagNameMap['byko-pay']>(null);
  return (
    <main>
      {paidWith ? <p>Greitt: {paidWith}</p> : null}
      {failure ? <p role="alert">{failure}</p> : null}
      <byko-pay
        ref={pay}
        id="pay"
        className="payment"
        style={{ maxWidth: '40rem' }}
        payment-id={paymentId}
        api-base="https://api.example.is"
        compact
        onbyko-paid={(event) => setPaidWith(event.detail.method)}
        onbyko-payment-error={(event) => setFailure(`${event.detail.paymentId}: ${event.detail.message}`)}
        onbyko-navigate={(event) => {
          // The host routes itself: the element then leaves location alone.
          event.preventDefault();
          navigate(event.detail.to, { replace: event.detail.replace ?? false });
        }}
      />
    </main>
  );
}

/** Applications report what was sent; each element's byko-submitted has its own detail. */
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
      {documentId ? <byko-barcode value={documentId} height={120} slot="code" key={documentId} /> : null}
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

/** The mistakes the typings catch in JSX. */
export function Mistakes(): ReactNode {
  return (
    <>
      <byko-pay
        // @ts-expect-error: compact is a boolean attribute
        compact="yes"
      />
      <byko-instalment-calculator
        // @ts-expect-error: amount is a number
        amount="250000"
      />
      <byko-pay
        // @ts-expect-error: byko-paid's detail has no amount
        onbyko-paid={(event) => event.detail.amount}
      />
      <byko-loan-application
        // @ts-expect-error: a loan's byko-submitted has no form (company credit's has)
        onbyko-submitted={(event) => event.detail.form}
      />
      <byko-receipt
        // @ts-expect-error: byko-error's detail carries the text shown (reason), no message
        onbyko-error={(event) => event.detail.message}
      />
      <byko-pay
        // @ts-expect-error: attributes are written by their HTML names (payment-id)
        paymentId="p-1"
      />
      {/* @ts-expect-error: no such element */}
      <byko-payment />
    </>
  );
}

/** Outside React: document.querySelector knows the tags, addEventListener their events. */
export function watchPayment(onPaid: (paymentId: string, method: PayMethod) => void): void {
  const pay = document.querySelector('byko-pay');
  if (!pay) return;
  pay.paymentId = 'p-1';
  pay.addEventListener('byko-paid', (event) => onPaid(event.detail.paymentId, event.detail.method));
  // @ts-expect-error: compact is a boolean
  pay.compact = 'yes';
  // @ts-expect-error: byko-paid's detail has no amount
  pay.addEventListener('byko-paid', (event) => event.detail.amount);
}

/** Events bubble out of the shadow roots: the document hears every element's, typed by the event's name. */
export function watchApplications(onSubmitted: (application: string, request: object) => void): void {
  document.addEventListener('byko-submitted', (event) =>
    onSubmitted(event.detail.application, event.detail.request),
  );
}

/** Every element's byko-error reaches the document: a host's own monitoring, as the host pages' reporter. */
export function watchErrors(report: (where: string, status: number, reason: string) => void): void {
  document.addEventListener('byko-error', (event) => {
    const { tag, step, status, reason } = event.detail;
    report(`${tag} ${step}`, status, reason);
  });
  const receipt = document.querySelector('byko-receipt');
  receipt?.addEventListener('byko-error', (event) => report(event.detail.tag, event.detail.status, ''));
  // @ts-expect-error: status is a number (0 when no answer came)
  document.addEventListener('byko-error', (event) => event.detail.status.trim());
}
