import { describe, expect, it } from 'vitest';
import { until } from '../../../test/support/signals.ts';
import { ApiError } from '../../core/runtime/http.ts';
import {
  attemptTests,
  cardRequest,
  challengeOf,
  googlePayRequest,
  payPath,
  settled,
  verifyPath,
} from './verify-and-pay.test-setup.ts';
import { googlePayFailureMessages, refusedCard } from './verify-and-pay.ts';

// One card or Google Pay attempt against the real sandbox over HTTP (its own server for this file):
// verify, the 3-D Secure challenge decided the way the challenge page decides it, then pay. The
// server's faults: verify-and-pay-faults.test.ts.

const { sandbox, newAttempt, decide } = attemptTests();

describe('a card that is paid after the challenge (4242 4242 4242 4242)', () => {
  it('verifies, shows the challenge, pays with the session once and reports paid once', async () => {
    const { model, onPaid, onFailed, kinds } = newAttempt();
    const request = cardRequest('4242424242424242');
    await model.start(request);
    const challenge = challengeOf(model);
    expect(model.busy.value).toBe(true);

    const message = await decide(challenge, 'confirm');
    const session = challenge.fields[0]?.[1];
    expect(message).toEqual({ type: 'authentication-complete', data: session });
    model.onChallengeMessage(message);
    await until(model.state, settled);

    expect(model.state.value).toEqual({ kind: 'paid' });
    expect(kinds).toEqual(['idle', 'verifying', 'challenge', 'paying', 'paid']);
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(onFailed).not.toHaveBeenCalled();
    expect((await sandbox.requests({ path: verifyPath })).map((entry) => entry.body)).toEqual([request]);
    const pays = await sandbox.requests({ path: payPath });
    expect(pays.map((entry) => [entry.body, entry.status])).toEqual([
      [{ ...request, verificationData: session }, 200],
    ]);
  });

  it('pays once even when the page posts authentication-complete twice', async () => {
    const { model, onPaid } = newAttempt();
    await model.start(cardRequest('4242424242424242'));
    const message = await decide(challengeOf(model), 'confirm');
    model.onChallengeMessage(message);
    model.onChallengeMessage(message);
    await until(model.state, settled);
    expect(model.state.value.kind).toBe('paid');
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(await sandbox.requests({ path: payPath })).toHaveLength(1);
  });

  it('stays paid: a later start or message sends nothing', async () => {
    const { model, onPaid } = newAttempt();
    await model.start(cardRequest('4242424242424242'));
    model.onChallengeMessage(await decide(challengeOf(model), 'confirm'));
    await until(model.state, settled);
    await model.start(cardRequest('5555555555554444'));
    model.onChallengeMessage({ type: 'payment-complete', status: 'success' });
    model.cancelChallenge();
    expect(model.state.value.kind).toBe('paid');
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(await sandbox.requests({ path: verifyPath })).toHaveLength(1);
  });
});

describe('failures the server or the challenge reports', () => {
  it("shows 'Kortinu var hafnað' for the declined card (4000 0000 0000 0002), as declined, and tells onFailed", async () => {
    const { model, onPaid, onFailed } = newAttempt();
    await model.start(cardRequest('4000000000000002'));
    model.onChallengeMessage(await decide(challengeOf(model), 'confirm'));
    await until(model.state, settled);
    expect(model.state.value).toEqual({ kind: 'error', message: 'Kortinu var hafnað', cause: 'declined' });
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(onFailed).toHaveBeenCalledWith('Kortinu var hafnað');
    expect(onPaid).not.toHaveBeenCalled();
    expect(model.busy.value).toBe(false);
  });

  it('shows the text of an authentication-error (4000 0000 0000 3220) and never pays', async () => {
    const { model, onFailed } = newAttempt();
    await model.start(cardRequest('4000000000003220'));
    const message = await decide(challengeOf(model), 'confirm');
    expect(message).toEqual({ type: 'authentication-error', errorMessage: 'Auðkenning korts mistókst' });
    model.onChallengeMessage(message);
    expect(model.state.value).toEqual({
      kind: 'error',
      message: 'Auðkenning korts mistókst',
      cause: 'failed',
    });
    expect(onFailed).toHaveBeenCalledWith('Auðkenning korts mistókst');
    expect(await sandbox.requests({ path: payPath })).toHaveLength(0);
  });

  it("shows the page's 'Hætt var við auðkenningu' when Hætta við is pressed inside the challenge", async () => {
    const { model } = newAttempt();
    await model.start(cardRequest('4242424242424242'));
    model.onChallengeMessage(await decide(challengeOf(model), 'cancel'));
    expect(model.state.value).toEqual({
      kind: 'error',
      message: 'Hætt var við auðkenningu',
      cause: 'failed',
    });
    expect(await sandbox.requests({ path: payPath })).toHaveLength(0);
  });

  it('falls back to the flow message for an authentication-error without text', async () => {
    const card = newAttempt();
    await card.model.start(cardRequest('4242424242424242'));
    card.model.onChallengeMessage({ type: 'authentication-error', errorMessage: '' });
    expect(card.model.state.value).toEqual({
      kind: 'error',
      message: 'Óþekkt villa kom up.',
      cause: 'failed',
    });

    const googlePay = newAttempt(googlePayFailureMessages);
    await googlePay.model.start(googlePayRequest('sandbox-gpay-visa-4242'));
    googlePay.model.onChallengeMessage({ type: 'authentication-error', errorMessage: '' });
    expect(googlePay.model.state.value).toEqual({
      kind: 'error',
      message: 'Óþekkt villa kom upp',
      cause: 'failed',
    });
  });

  it("shows the server's reason when verify refuses the card", async () => {
    const { model, onFailed } = newAttempt();
    await model.start({
      ...cardRequest('4242424242424242'),
      cardInfo: { cardNumber: '4242424242424242', expirationMonth: '01', expirationYear: '2020', cvc: '123' },
    });
    expect(model.state.value).toEqual({ kind: 'error', message: 'Kort er útrunnið', cause: 'failed' });
    expect(onFailed).toHaveBeenCalledWith('Kort er útrunnið');
  });

  it('shows the reason of a failed pay call', async () => {
    const { model } = newAttempt();
    await model.start(cardRequest('4242424242424242'));
    const message = await decide(challengeOf(model), 'confirm');
    await sandbox.fault(`POST ${payPath}`, '500');
    model.onChallengeMessage(message);
    await until(model.state, settled);
    expect(model.state.value).toEqual({
      kind: 'error',
      message: 'Villa í kerfi (sandkassi)',
      cause: 'failed',
    });
  });
});

describe('closing the popup (cancelChallenge)', () => {
  it('returns the card form to idle without a message', async () => {
    const { model, onFailed } = newAttempt();
    await model.start(cardRequest('4242424242424242'));
    model.cancelChallenge();
    expect(model.state.value).toEqual({ kind: 'idle' });
    expect(model.busy.value).toBe(false);
    expect(onFailed).not.toHaveBeenCalled();
  });

  it("shows 'Villa kom up við auðkenningu korts.' for Google Pay", async () => {
    const { model, onFailed } = newAttempt(googlePayFailureMessages);
    await model.start(googlePayRequest('sandbox-gpay-visa-4242'));
    model.cancelChallenge();
    expect(model.state.value).toEqual({
      kind: 'error',
      message: 'Villa kom up við auðkenningu korts.',
      cause: 'failed',
    });
    expect(onFailed).toHaveBeenCalledWith('Villa kom up við auðkenningu korts.');
  });

  it('ignores a message that arrives after the popup was closed', async () => {
    const { model, onPaid } = newAttempt();
    await model.start(cardRequest('4242424242424242'));
    const message = await decide(challengeOf(model), 'confirm');
    model.cancelChallenge();
    model.onChallengeMessage(message);
    model.onChallengeMessage({ type: 'payment-complete', status: 'success' });
    expect(model.state.value).toEqual({ kind: 'idle' });
    expect(onPaid).not.toHaveBeenCalled();
    expect(await sandbox.requests({ path: payPath })).toHaveLength(0);
  });

  it('does nothing outside a challenge', () => {
    const { model, onFailed } = newAttempt(googlePayFailureMessages);
    model.cancelChallenge();
    model.onChallengeMessage({ type: 'authentication-error', errorMessage: 'x' });
    expect(model.state.value).toEqual({ kind: 'idle' });
    expect(onFailed).not.toHaveBeenCalled();
  });
});

describe('one request per click', () => {
  it('sends one verify when start is called twice while the first runs', async () => {
    const { model } = newAttempt();
    const first = model.start(cardRequest('4242424242424242'));
    const second = model.start(cardRequest('5555555555554444'));
    expect(model.state.value.kind).toBe('verifying');
    await Promise.all([first, second]);
    const verifies = await sandbox.requests({ path: verifyPath });
    expect(verifies.map((entry) => entry.body)).toEqual([cardRequest('4242424242424242')]);
  });

  it('sends nothing while the challenge is shown', async () => {
    const { model } = newAttempt();
    await model.start(cardRequest('4242424242424242'));
    await model.start(cardRequest('5555555555554444'));
    expect(model.state.value.kind).toBe('challenge');
    expect(await sandbox.requests({ path: verifyPath })).toHaveLength(1);
  });

  it('can start again after an error, and dismissError returns to idle', async () => {
    const { model, onPaid } = newAttempt();
    await sandbox.fault(`POST ${verifyPath}`, '500');
    await model.start(cardRequest('4242424242424242'));
    expect(model.state.value.kind).toBe('error');
    model.dismissError();
    expect(model.state.value).toEqual({ kind: 'idle' });
    await model.start(cardRequest('4242424242424242'));
    model.onChallengeMessage(await decide(challengeOf(model), 'confirm'));
    await until(model.state, settled);
    expect(model.state.value.kind).toBe('paid');
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(await sandbox.requests({ path: verifyPath })).toHaveLength(2);
  });

  it('dismissError leaves any state but error alone', async () => {
    const { model } = newAttempt();
    await model.start(cardRequest('4242424242424242'));
    model.dismissError();
    expect(model.state.value.kind).toBe('challenge');
  });
});

describe("the page's Content-Security-Policy refuses the 3-D Secure page", () => {
  it('closes the challenge with what to do instead and the policy as the reason; sends nothing more', async () => {
    const { model, onPaid, onFailed } = newAttempt();
    await model.start(cardRequest('4242424242424242'));
    const { origin } = challengeOf(model);
    model.onChallengeBlocked({ directive: 'form-action', origin });
    expect(model.state.value).toEqual({
      kind: 'error',
      message:
        'Ekki tókst að opna auðkenningu korts því vefsíðan leyfir það ekki. Vinsamlegast veljið aðra greiðsluleið eða hafið samband við BYKO.',
      cause: 'blocked',
      blockedBy: `Content-Security-Policy form-action blocks ${origin}`,
    });
    expect(onFailed).toHaveBeenCalledTimes(1);
    // The refused page can send nothing; one that did would not be heard now.
    model.onChallengeMessage({ type: 'payment-complete', status: 'success' });
    model.onChallengeBlocked({ directive: 'frame-src', origin });
    expect(model.state.value.kind).toBe('error');
    expect(onPaid).not.toHaveBeenCalled();
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(await sandbox.requests({ path: payPath })).toEqual([]);
  });
});

describe('Google Pay through the same attempt', () => {
  it('pays the Visa token after the challenge', async () => {
    const { model, onPaid } = newAttempt(googlePayFailureMessages);
    const request = googlePayRequest('sandbox-gpay-visa-4242');
    await model.start(request);
    const challenge = challengeOf(model);
    model.onChallengeMessage(await decide(challenge, 'confirm'));
    await until(model.state, settled);
    expect(model.state.value.kind).toBe('paid');
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect((await sandbox.requests({ path: payPath })).map((entry) => entry.body)).toEqual([
      { ...request, verificationData: challenge.fields[0]?.[1] },
    ]);
  });

  it("shows 'Kortinu var hafnað' for the Mastercard token, as declined", async () => {
    const { model } = newAttempt(googlePayFailureMessages);
    await model.start(googlePayRequest('sandbox-gpay-mastercard-4444'));
    model.onChallengeMessage(await decide(challengeOf(model), 'confirm'));
    await until(model.state, settled);
    expect(model.state.value).toEqual({ kind: 'error', message: 'Kortinu var hafnað', cause: 'declined' });
  });
});

describe('which failed pay call is a declined card (refusedCard)', () => {
  it.each([400, 402, 422])('an HTTP %i after the challenge is the card refused', (status) => {
    expect(refusedCard(new ApiError(status, 'Kortinu var hafnað', 'http'))).toBe(true);
  });

  it.each([
    ['a login that ran out (401)', new ApiError(401, undefined, 'http')],
    ['a payment gone (404)', new ApiError(404, undefined, 'http')],
    ['a payment paid already (409)', new ApiError(409, undefined, 'http')],
    ['the server (500)', new ApiError(500, undefined, 'http')],
    ['a timeout', new ApiError(0, undefined, 'timeout')],
    ['a malformed answer', new ApiError(200, undefined, 'malformed')],
    ['no API error at all', new Error('x')],
  ])('%s is not', (_label, error) => {
    expect(refusedCard(error)).toBe(false);
  });
});
