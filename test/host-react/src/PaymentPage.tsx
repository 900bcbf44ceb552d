import { type ReactNode, useRef, useState } from 'react';

/** What the shop's page was asked for: `?payment=<id>&api=<the widgets' API origin>`. */
function requested(): { paymentId: string; apiBase: string | undefined } {
  const query = new URLSearchParams(location.search);
  return { paymentId: query.get('payment') ?? '', apiBase: query.get('api') ?? undefined };
}

/**
 * The shop's checkout page: <byko-pay> with its attributes and HTML's, the outcome kept in React's
 * state from the element's events, the element's navigation taken over by the shop's own router.
 */
export function PaymentPage(): ReactNode {
  const [{ paymentId, apiBase }] = useState(requested);
  const [paidWith, setPaidWith] = useState<string>();
  const [route, setRoute] = useState<string>();
  const [clicks, setClicks] = useState(0);
  const pay = useRef<HTMLElementTagNameMap['byko-pay']>(null);
  return (
    <main>
      <h1>Karfan þín</h1>
      <output aria-label="Staða greiðslu">{paidWith ? `Greitt með: ${paidWith}` : 'Ógreitt'}</output>
      {route ? <p>Næsta síða verslunar: {route}</p> : null}
      <byko-pay
        ref={pay}
        payment-id={paymentId}
        api-base={apiBase}
        google-pay-environment="TEST"
        title="Greiðsla"
        lang="is"
        data-x="1"
        aria-label="Greiðsla pöntunar"
        hidden={false}
        onClick={() => setClicks(clicks + 1)}
        onbyko-paid={(event) => setPaidWith(event.detail.method)}
        onbyko-navigate={(event) => {
          // The shop routes itself: the element then leaves location alone.
          event.preventDefault();
          setRoute(event.detail.to);
        }}
      />
      <p>Smellir á greiðslu: {clicks}</p>
    </main>
  );
}
