import * as v from 'valibot';
import { afterEach, expect, vi } from 'vitest';
import { demoCardAttempt } from '../../../test/support/card-attempt.ts';
import { sandboxServerForTests } from '../../../test/support/sandbox-server.ts';
import { type ThreeDsMessage, threeDsMessageSchema, type VerifyRequest } from '../pay.requests.ts';
import { acceptThreeDsMessage } from './challenge-window.ts';
import type { ThreeDsChallenge } from './three-ds.ts';
import {
  type AttemptState,
  cardFailureMessages,
  type googlePayFailureMessages,
  type VerifyAndPayModel,
} from './verify-and-pay.ts';

// What the attempt's tests share: the requests, and an attempt against a test's own sandbox with
// the 3-D Secure challenge decided the way the challenge page decides it (POST /sandbox/3ds/decision).

export const verifyPath = '/api/payment/v2/card/verify';
export const payPath = '/api/payment/v2/card/pay';

const nextYear = String(new Date().getFullYear() + 1);

export function cardRequest(cardNumber: string, paymentId = 'demo-card'): VerifyRequest {
  return {
    paymentId,
    cardInfo: { cardNumber, expirationMonth: '12', expirationYear: nextYear, cvc: '123' },
    virtualCardId: null,
    googlePayToken: null,
  };
}

export function googlePayRequest(token: string): VerifyRequest {
  return { paymentId: 'demo-card', cardInfo: null, virtualCardId: null, googlePayToken: token };
}

export function challengeOf(model: VerifyAndPayModel): Extract<ThreeDsChallenge, { kind: 'form' }> {
  const state = model.state.value;
  if (state.kind !== 'challenge' || state.challenge.kind !== 'form') {
    throw new Error(`expected a form challenge, got ${JSON.stringify(state)}`);
  }
  return state.challenge;
}

export const settled = (state: AttemptState) => state.kind === 'paid' || state.kind === 'error';

/**
 * For the tests of the file that calls this: a sandbox server of their own, attempts against it and
 * the challenge page's buttons; each test's stubbed page settings end with it.
 */
export function attemptTests() {
  const sandbox = sandboxServerForTests();
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function newAttempt(
    messages: typeof cardFailureMessages | typeof googlePayFailureMessages = cardFailureMessages,
  ) {
    const { attempt, onPaid, onFailed } = demoCardAttempt({
      sandboxUrl: sandbox.url,
      messages,
      pageOrigin: () => sandbox.url,
    });
    const model: VerifyAndPayModel = attempt;
    const kinds: AttemptState['kind'][] = [];
    model.state.subscribe((state) => kinds.push(state.kind));
    return { model, onPaid, onFailed, kinds };
  }

  /** What the challenge page does on a button: tells the sandbox, then posts the message it got back. */
  async function decide(
    challenge: ThreeDsChallenge,
    decision: 'confirm' | 'cancel',
  ): Promise<ThreeDsMessage> {
    if (challenge.kind !== 'form') throw new Error('expected a form challenge');
    const session = challenge.fields.find(([name]) => name === 'session')?.[1];
    const answer = await sandbox.post('/sandbox/3ds/decision', { session, decision });
    expect(answer.status).toBe(200);
    const { message } = v.parse(v.object({ message: v.unknown() }), await answer.json());
    // As the dialog hears it: from the iframe's window, on the processor's origin.
    const frame = {};
    const heard = acceptThreeDsMessage(
      { source: frame, origin: challenge.origin, data: message },
      { source: frame, origin: challenge.origin },
    );
    return v.parse(threeDsMessageSchema, heard);
  }

  return { sandbox, newAttempt, decide };
}
