import { type Context, Hono } from 'hono';
import { reasonResponse } from '../errors.ts';
import { messagePage } from '../html.ts';
import { sandboxPagePaths, sandboxPageRoute } from '../pages.ts';
import type { Sessions } from '../session.ts';
import { googlePayCards, PaymentMethod, paymentReasons } from './fixtures.ts';
import { googlePayScript } from './google-pay.ts';
import { challengeTitle, signingPage, signingTitle } from './html.ts';
import { challengeHtml, challengeMessages } from './routes.ts';
import type { PayState } from './state.ts';

// The outside services of a payment, played by the sandbox (mounted at /sandbox): the 3-D Secure
// challenge, the Google Pay stand-in (its pay.js and its cards) and the e-signing page. Served like
// the API but never logged or faulted: they are not the retailer's API.

/** Query parameters, overlaid with the fields of a form or JSON body (POST). */
async function requestFields(c: Context): Promise<Record<string, string>> {
  const fields: Record<string, string> = { ...c.req.query() };
  if (c.req.method !== 'POST') return fields;
  let body: unknown = {};
  try {
    const type = c.req.header('Content-Type') ?? '';
    body = type.includes('json') ? await c.req.json() : await c.req.parseBody();
  } catch {
    // An unreadable body has no fields.
  }
  if (typeof body === 'object' && body !== null) {
    for (const [key, value] of Object.entries(body)) if (typeof value === 'string') fields[key] = value;
  }
  return fields;
}

const decisions = ['confirm', 'cancel'] as const;
type Decision = (typeof decisions)[number];

function isDecision(value: string | undefined): value is Decision {
  return decisions.some((decision) => decision === value);
}

/** What the pages need besides the payments' memory: the signer's name. */
export interface PayPageNeeds {
  readonly sessions: Pick<Sessions, 'personWithSsn'>;
}

export function sandboxPageRoutes(state: PayState, { sessions }: PayPageNeeds): Hono {
  const routes = new Hono();

  // ---- 3-D Secure

  // The challenge, reached by the verify answer's form (POST, field `session`) or by ?session=.
  routes.on(['GET', 'POST'], sandboxPageRoute(sandboxPagePaths.threeDsChallenge), async (c) => {
    const { session: sessionId = '' } = await requestFields(c);
    const session = state.threeDsSessions.get(sessionId);
    if (session?.status !== 'issued') {
      return c.html(messagePage(challengeTitle, paymentReasons.verificationNotFound), 404);
    }
    const amount = state.payments.get(session.paymentId)?.amount ?? 0;
    return c.html(challengeHtml(session, amount, new URL(c.req.url).origin));
  });

  // What the challenge's buttons tell the sandbox before they post their message: Staðfesta passes the
  // session (unless the card fails its challenge), Hætta við cancels it. A session is decided once.
  routes.post(sandboxPageRoute(sandboxPagePaths.threeDsDecision), async (c) => {
    const { session: sessionId = '', decision } = await requestFields(c);
    if (!isDecision(decision)) return reasonResponse(c, 400, 'Reiturinn „decision“ er ekki gildur');
    const session = state.threeDsSessions.get(sessionId);
    if (session?.status !== 'issued') return reasonResponse(c, 404, paymentReasons.verificationNotFound);
    if (decision === 'cancel') session.status = 'cancelled';
    else session.status = session.outcome.kind === 'challenge-fails' ? 'failed' : 'passed';
    return c.json({ message: challengeMessages(session)[decision] });
  });

  // ---- Google Pay stand-in

  routes.get('/google-pay/cards', (c) =>
    c.json(googlePayCards.map(({ token, description, network }) => ({ token, description, network }))),
  );

  // Google's pay.js, played (google-pay.ts): a page loads it when its byko-google-pay-script says so.
  const script = googlePayScript(googlePayCards);
  routes.get(sandboxPageRoute(sandboxPagePaths.googlePayScript), (c) =>
    c.body(script, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }),
  );

  // ---- e-signing

  const signingAnswer = (c: Context, closeWindow: boolean) => {
    const document = state.signingDocuments.get(c.req.param('documentId') ?? '');
    if (!document) return c.html(messagePage(signingTitle, paymentReasons.documentNotFound), 404);
    const payment = state.payments.get(document.paymentId);
    return c.html(
      signingPage({
        paymentId: document.paymentId,
        amount: payment?.amount ?? 0,
        paymentCount: document.paymentCount,
        name: sessions.personWithSsn(document.ssn)?.name ?? '',
        ssn: document.ssn,
        phone: document.phone,
        email: document.email,
        signed: document.signed,
        closeWindow,
      }),
    );
  };

  routes.get(sandboxPageRoute(sandboxPagePaths.instalmentSigning), (c) => signingAnswer(c, false));

  // 'Undirrita': signs the document and pays the payment (receipt method 0, instalments).
  // A fetch asking for JSON gets `{ signed: true }` (or 404 `{ reason }`) instead of the page.
  routes.post(sandboxPageRoute(sandboxPagePaths.instalmentSigning), (c) => {
    const wantsJson = (c.req.header('Accept') ?? '').includes('application/json');
    const document = state.signingDocuments.get(c.req.param('documentId') ?? '');
    if (document) {
      document.signed = true;
      state.markPaid(document.paymentId, PaymentMethod.instalments);
    }
    if (!wantsJson) return signingAnswer(c, true);
    if (!document) return reasonResponse(c, 404, paymentReasons.documentNotFound);
    return c.json({ signed: true });
  });

  return routes;
}
