import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { fillUrlTemplate } from '../../widgets/core/runtime/url-path.ts';
import {
  type PartialPaymentRequest,
  partialPaymentRequestSchema,
} from '../../widgets/pay/instalments/instalment.api.ts';
import { payRequestSchema, type VerifyRequest, verifyRequestSchema } from '../../widgets/pay/pay.requests.ts';
import { claimRequestSchema } from '../../widgets/pay/slip/slip.api.ts';
import { paymentSuccessPath } from '../../widgets/routes.ts';
import { parseJsonBody, reasonResponse, reasons } from '../errors.ts';
import { sandboxPagePaths } from '../pages.ts';
import { nationalPhone, randomHex, type Sessions, signedInPerson } from '../session.ts';
import {
  type CardOutcome,
  cards,
  googlePayCards,
  instalmentTerms,
  type Payment,
  PaymentMethod,
  type PaymentMethodCode,
  paymentPaidStatus,
  paymentReasons,
  paymentUnpaidStatus,
} from './fixtures.ts';
import { autoSubmitForm, challengePage } from './html.ts';
import type { PaymentInstrument, PayState, ThreeDsSession } from './state.ts';

// The payment calls of spec §7 (mounted at /api). The outside services they lean on (the 3-D Secure
// challenge, the Google Pay sheet, e-signing) are pages under /sandbox (pages.ts).

export type ThreeDsMode = 'cross-origin' | 'own-origin' | 'inline';

export interface PaymentRouteOptions {
  /**
   * `cross-origin`: verify answers a form that posts to the challenge page on the other loopback host
   * (localhost ↔ 127.0.0.1), so the challenge is cross-origin to the shop page, as a real card
   * processor's is. `own-origin` (the sandbox on its own, `npm run sandbox`): the same form, posting
   * to the sandbox's own origin, already another origin than the pages'. `inline` (Storybook, where
   * navigations cannot be served): the challenge page itself.
   */
  readonly threeDs: ThreeDsMode;
  /** How long after the first receipt request demo-receipt-late's receipt stays 'not ready'. */
  readonly lateReceiptMs: number;
}

/** Who the payer and the signed-in person are: all the payment calls read of the people. */
export type PaySessions = Pick<Sessions, 'personWithSsn' | 'personWithToken'>;

/** What the payment calls need besides their own memory, and how they answer. */
export interface PayNeeds extends PaymentRouteOptions {
  readonly sessions: PaySessions;
  /** The sandbox clock: a card expires by it. */
  readonly now: () => Date;
}

// ---------------------------------------------------------------------------------------------
// Payments

/** The payment as `GET /api/payment` answers it: the payer's name, kennitala, phone and e-mail. */
function paymentAnswer(sessions: PaySessions, payment: Payment) {
  const payer = payment.payerSsn === null ? undefined : sessions.personWithSsn(payment.payerSsn);
  const methods = payment.allowedPaymentMethods;
  return {
    id: payment.paymentId,
    amount: payment.amount,
    name: payer?.name ?? '',
    ssn: payer?.ssn ?? '',
    phone: payer?.phone ?? '',
    email: payer?.email ?? '',
    allowedPaymentMethods: payment.allowedPaymentMethodsAs === 'number' ? methods[0] : methods,
    redirectUrl: payment.redirectUrl,
    origin: payment.origin,
    insufficientCredit: payment.insufficientCredit,
    isPaid: payment.isPaid,
    isEditingAmountAllowed: payment.isEditingAmountAllowed,
  };
}

type Checked<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly response: Response };

/** A payment that can still be paid with this method: 404 unknown, 400 paid or method not offered. */
function payablePayment(
  c: Context,
  state: PayState,
  paymentId: string,
  method: PaymentMethodCode,
): Checked<Payment> {
  const payment = state.payments.get(paymentId);
  if (!payment) return { ok: false, response: reasonResponse(c, 404, paymentReasons.paymentNotFound) };
  if (payment.isPaid) return { ok: false, response: reasonResponse(c, 400, paymentReasons.alreadyPaid) };
  if (!payment.allowedPaymentMethods.includes(method)) {
    return { ok: false, response: reasonResponse(c, 400, paymentReasons.methodNotAllowed) };
  }
  return { ok: true, value: payment };
}

// ---------------------------------------------------------------------------------------------
// Cards and Google Pay

interface ResolvedInstrument {
  readonly instrument: PaymentInstrument;
  readonly cardLabel: string;
  readonly outcome: CardOutcome;
  readonly receiptMethod: PaymentMethodCode;
}

/** A card is valid to the end of its expiry month (the sandbox clock's month, UTC). */
function isExpired(month: string, year: string, now: Date): boolean {
  const nowYear = now.getUTCFullYear();
  const nowMonth = now.getUTCMonth() + 1;
  return Number(year) < nowYear || (Number(year) === nowYear && Number(month) < nowMonth);
}

/** Which test card or Google Pay card the request is for; 400 with the reason when none. */
function resolveInstrument(request: VerifyRequest, now: Date): { reason: string } | ResolvedInstrument {
  const { cardInfo, googlePayToken, virtualCardId } = request;
  if (cardInfo !== null && googlePayToken !== null) return { reason: paymentReasons.twoCardsGiven };
  if (cardInfo !== null) {
    const card = cards.find((candidate) => candidate.number === cardInfo.cardNumber);
    if (!card) return { reason: paymentReasons.cardNumberInvalid };
    if (isExpired(cardInfo.expirationMonth, cardInfo.expirationYear, now)) {
      return { reason: paymentReasons.cardExpired };
    }
    return {
      instrument: { kind: 'card', ...cardInfo },
      cardLabel: `${card.brand} •••• ${card.number.slice(-4)}`,
      outcome: card.outcome,
      receiptMethod: PaymentMethod.card,
    };
  }
  if (googlePayToken !== null) {
    const card = googlePayCards.find((candidate) => candidate.token === googlePayToken);
    if (!card) return { reason: paymentReasons.googlePayTokenInvalid };
    return {
      instrument: { kind: 'google-pay', token: card.token },
      cardLabel: card.description,
      outcome: card.outcome,
      receiptMethod: PaymentMethod.googlePay,
    };
  }
  return {
    reason: virtualCardId === null ? paymentReasons.noCardGiven : paymentReasons.virtualCardUnsupported,
  };
}

function sameInstrument(a: PaymentInstrument, b: PaymentInstrument): boolean {
  if (a.kind === 'google-pay') return b.kind === 'google-pay' && a.token === b.token;
  if (b.kind === 'google-pay') return false;
  return (
    a.cardNumber === b.cardNumber &&
    a.expirationMonth === b.expirationMonth &&
    a.expirationYear === b.expirationYear &&
    a.cvc === b.cvc
  );
}

/**
 * The card processor's origin: the API's, with the loopback host swapped (localhost ↔ 127.0.0.1, same
 * protocol and port), so the challenge is cross-origin to the shop page. Any other host stays as it is.
 */
export function processorOrigin(requestUrl: string): string {
  const url = new URL(requestUrl);
  if (url.hostname === 'localhost') url.hostname = '127.0.0.1';
  else if (url.hostname === '127.0.0.1') url.hostname = 'localhost';
  return url.origin;
}

/** The messages the challenge posts to its parent (spec §4 Card payment). */
export function challengeMessages(session: ThreeDsSession) {
  return {
    confirm:
      session.outcome.kind === 'challenge-fails'
        ? { type: 'authentication-error', errorMessage: session.outcome.errorMessage }
        : { type: 'authentication-complete', data: session.id },
    cancel: { type: 'authentication-error', errorMessage: paymentReasons.challengeCancelled },
    unreachable: { type: 'authentication-error', errorMessage: paymentReasons.challengeUnreachable },
  } as const;
}

/** The challenge page for a session; `origin` is where the page tells the sandbox what was pressed. */
export function challengeHtml(session: ThreeDsSession, amount: number, origin: string): string {
  const messages = challengeMessages(session);
  return challengePage({
    sessionId: session.id,
    amount,
    cardLabel: session.cardLabel,
    decisionUrl: `${origin}${sandboxPagePaths.threeDsDecision}`,
    confirmMessage: messages.confirm,
    cancelMessage: messages.cancel,
    unreachableMessage: messages.unreachable,
  });
}

// ---------------------------------------------------------------------------------------------
// Instalments

function partialPaymentAllowed(
  c: Context,
  state: PayState,
  sessions: PaySessions,
  payment: Payment,
  request: PartialPaymentRequest,
): Response | undefined {
  const person = signedInPerson(c, sessions);
  if (payment.origin !== 'App' && !person) return reasonResponse(c, 401, reasons.sessionExpired);
  if (person && payment.payerSsn !== null && person.ssn !== payment.payerSsn) {
    return reasonResponse(c, 400, paymentReasons.notYourPayment);
  }
  if (payment.insufficientCredit) return reasonResponse(c, 400, paymentReasons.insufficientCredit);
  if (payment.behaviour === 'needs-credit-consent' && !state.creditConsents.has(payment.paymentId)) {
    if (!request.creditInfoCheckApproved) return reasonResponse(c, 400, paymentReasons.insufficientCredit);
    state.creditConsents.add(payment.paymentId);
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Receipts

/** demo-receipt-late: ready once lateReceiptMs have passed since its receipt was first asked for. */
function lateReceiptReady(state: PayState, paymentId: string, lateReceiptMs: number): boolean {
  const firstAskedAt = state.receiptFirstAskedAt.get(paymentId);
  return firstAskedAt !== undefined && Date.now() - firstAskedAt >= lateReceiptMs;
}

const paymentIdQuery = v.object({ paymentId: v.string() });
const documentIdQuery = v.object({ documentId: v.string() });

/** A required query parameter; 400 'Reitinn „x“ vantar' when it is missing. */
function requiredQuery<S extends typeof paymentIdQuery | typeof documentIdQuery>(
  c: Context,
  schema: S,
): Checked<v.InferOutput<S>> {
  const result = v.safeParse(schema, c.req.query());
  if (result.success) return { ok: true, value: result.output };
  const field = Object.keys(schema.entries)[0] ?? '';
  return { ok: false, response: reasonResponse(c, 400, `Reitinn „${field}“ vantar`) };
}

export function paymentRoutes(state: PayState, needs: PayNeeds): Hono {
  const { sessions, now } = needs;
  const routes = new Hono();

  routes.get('/payment', (c) => {
    const query = requiredQuery(c, paymentIdQuery);
    if (!query.ok) return query.response;
    const payment = state.payments.get(query.value.paymentId);
    if (!payment) return reasonResponse(c, 404, paymentReasons.paymentNotFound);
    return c.json(paymentAnswer(sessions, payment));
  });

  // ---- card and Google Pay

  routes.post('/payment/v2/card/verify', async (c) => {
    const body = await parseJsonBody(c, verifyRequestSchema);
    if (!body.success) return body.response;
    const payment = payablePayment(c, state, body.output.paymentId, PaymentMethod.card);
    if (!payment.ok) return payment.response;
    const resolved = resolveInstrument(body.output, now());
    if ('reason' in resolved) return reasonResponse(c, 400, resolved.reason);

    const session: ThreeDsSession = {
      id: `3ds-${randomHex(16)}`,
      paymentId: payment.value.paymentId,
      instrument: resolved.instrument,
      cardLabel: resolved.cardLabel,
      outcome: resolved.outcome,
      status: 'issued',
    };
    state.threeDsSessions.set(session.id, session);
    const apiOrigin = new URL(c.req.url).origin;
    const processor = needs.threeDs === 'own-origin' ? apiOrigin : processorOrigin(c.req.url);
    const rawResponse =
      needs.threeDs === 'inline'
        ? challengeHtml(session, payment.value.amount, apiOrigin)
        : autoSubmitForm(`${processor}${sandboxPagePaths.threeDsChallenge}`, session.id);
    return c.json({ rawResponse });
  });

  routes.post('/payment/v2/card/pay', async (c) => {
    const body = await parseJsonBody(c, payRequestSchema);
    if (!body.success) return body.response;
    const payment = payablePayment(c, state, body.output.paymentId, PaymentMethod.card);
    if (!payment.ok) return payment.response;
    const resolved = resolveInstrument(body.output, now());
    if ('reason' in resolved) return reasonResponse(c, 400, resolved.reason);

    const session = state.threeDsSessions.get(body.output.verificationData);
    if (
      session?.status !== 'passed' ||
      session.paymentId !== payment.value.paymentId ||
      !sameInstrument(session.instrument, resolved.instrument)
    ) {
      return reasonResponse(c, 400, paymentReasons.verificationNotFound);
    }
    session.status = 'used';
    if (resolved.outcome.kind === 'declined') return reasonResponse(c, 400, resolved.outcome.reason);
    state.markPaid(payment.value.paymentId, resolved.receiptMethod);
    return c.json({});
  });

  // ---- instalments

  routes.get('/payment/:paymentId/interest-rate', (c) => {
    const payment = state.payments.get(c.req.param('paymentId'));
    if (!payment) return reasonResponse(c, 404, paymentReasons.paymentNotFound);
    if (!payment.allowedPaymentMethods.includes(PaymentMethod.instalments)) {
      return reasonResponse(c, 400, paymentReasons.methodNotAllowed);
    }
    return c.json(instalmentTerms.annualInterestPercent);
  });

  routes.post('/payment/pay-with-partial-payment', async (c) => {
    const body = await parseJsonBody(c, partialPaymentRequestSchema);
    if (!body.success) return body.response;
    const payment = payablePayment(c, state, body.output.paymentId, PaymentMethod.instalments);
    if (!payment.ok) return payment.response;
    const refused = partialPaymentAllowed(c, state, sessions, payment.value, body.output);
    if (refused) return refused;

    const isApp = payment.value.origin === 'App';
    const documentId = `doc-${randomHex(8)}`;
    state.signingDocuments.set(documentId, {
      documentId,
      paymentId: payment.value.paymentId,
      ssn: signedInPerson(c, sessions)?.ssn ?? payment.value.payerSsn ?? '',
      phone: body.output.phone,
      email: body.output.email,
      paymentCount: body.output.paymentCount,
      // From the app, the agreement is signed in the app itself: the payment is paid at once.
      signed: isApp,
    });
    if (isApp) state.markPaid(payment.value.paymentId, PaymentMethod.instalments);
    return c.json({ documentId });
  });

  routes.get('/payment/:paymentId/partial-payment/signet-status', (c) => {
    const query = requiredQuery(c, documentIdQuery);
    if (!query.ok) return query.response;
    const document = state.signingDocuments.get(query.value.documentId);
    if (document?.paymentId !== c.req.param('paymentId')) {
      return reasonResponse(c, 404, paymentReasons.documentNotFound);
    }
    return c.json({ signed: document.signed });
  });

  routes.get('/payment-calculations/NoticeAmount', (c) => c.json(instalmentTerms.noticeAmount));

  // ---- payment slip (claim)

  routes.post('/claim-payment/pay-with-claim', async (c) => {
    const body = await parseJsonBody(c, claimRequestSchema);
    if (!body.success) return body.response;
    const payment = payablePayment(c, state, body.output.paymentId, PaymentMethod.slip);
    if (!payment.ok) return payment.response;
    const person = signedInPerson(c, sessions);
    if (!person) return reasonResponse(c, 401, reasons.sessionExpired);
    // The slip goes to the payer's phone; a payment without a payer sends it to the phone given.
    const payer =
      payment.value.payerSsn === null ? undefined : sessions.personWithSsn(payment.value.payerSsn);
    const slipPhone = payer?.phone ?? nationalPhone(body.output.phone);
    if (person.phone !== slipPhone) return reasonResponse(c, 400, paymentReasons.notYourPhone);
    state.markPaid(payment.value.paymentId, PaymentMethod.slip);
    return c.json({
      redirectUrl: fillUrlTemplate(paymentSuccessPath, { paymentId: payment.value.paymentId }),
    });
  });

  // ---- receipt and status

  routes.get('/payment/:paymentId/receipt', (c) => {
    const paymentId = c.req.param('paymentId');
    const payment = state.payments.get(paymentId);
    if (!payment) return reasonResponse(c, 404, paymentReasons.paymentNotFound);
    if (!payment.isPaid || !payment.receipt) return reasonResponse(c, 404, paymentReasons.receiptNotFound);
    if (payment.behaviour === 'receipt-late') {
      if (!state.receiptFirstAskedAt.has(paymentId)) state.receiptFirstAskedAt.set(paymentId, Date.now());
      if (!lateReceiptReady(state, paymentId, needs.lateReceiptMs)) {
        return reasonResponse(c, 404, paymentReasons.receiptNotReady);
      }
    }
    const { dateCreated, paymentMethod, items } = payment.receipt;
    return c.json({ paymentId, dateCreated, paymentMethod, totalAmount: payment.amount, items });
  });

  routes.get('/payment/status/:paymentId', (c) => {
    const paymentId = c.req.param('paymentId');
    const payment = state.payments.get(paymentId);
    if (!payment) return reasonResponse(c, 404, paymentReasons.paymentNotFound);
    const paid =
      payment.isPaid &&
      (payment.behaviour !== 'receipt-late' || lateReceiptReady(state, paymentId, needs.lateReceiptMs));
    return c.text(paid ? paymentPaidStatus : paymentUnpaidStatus);
  });

  return routes;
}
