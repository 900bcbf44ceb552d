import { describe, expect, it, vi } from 'vitest';
import { stubPageSettings } from '../../../test/support/page-settings.ts';
import { until } from '../../../test/support/signals.ts';
import {
  attemptTests,
  cardRequest,
  challengeOf,
  googlePayRequest,
  payPath,
  settled,
  verifyPath,
} from './verify-and-pay.test-setup.ts';
import { cardFailureMessages, googlePayFailureMessages } from './verify-and-pay.ts';

// One card or Google Pay attempt against the real sandbox over HTTP when the server fails it: a
// broken or late verify or pay, and the processor's own payment-complete.

const { sandbox, newAttempt, decide } = attemptTests();

describe('pay faults', () => {
  it.each([
    ['the card form', cardFailureMessages, cardRequest('4242424242424242'), 'Óþekkt villa kom up.'],
    [
      'Google Pay',
      googlePayFailureMessages,
      googlePayRequest('sandbox-gpay-visa-4242'),
      'Óþekkt villa kom upp',
    ],
  ] as const)(
    "%s shows its own fallback when pay's answer is broken or times out, and can start again",
    async (_label, messages, request, fallback) => {
      for (const fault of ['malformed', 'timeout'] as const) {
        const { model, onFailed } = newAttempt(messages);
        await model.start(request);
        const message = await decide(challengeOf(model), 'confirm');
        await sandbox.fault(`POST ${payPath}`, fault);
        // Short only for the pay call: verify has been answered.
        stubPageSettings({ timeoutMs: 300 });
        model.onChallengeMessage(message);
        await until(model.state, settled);
        vi.unstubAllGlobals();
        expect(model.state.value, fault).toEqual({ kind: 'error', message: fallback, cause: 'failed' });
        expect(onFailed).toHaveBeenCalledWith(fallback);
        expect(model.busy.value).toBe(false);
      }
      // A new attempt after the failures pays.
      const again = newAttempt(messages);
      await again.model.start(request);
      again.model.onChallengeMessage(await decide(challengeOf(again.model), 'confirm'));
      await until(again.model.state, settled);
      expect(again.model.state.value.kind).toBe('paid');
    },
  );
});

describe('payment-complete', () => {
  it("is paid without a pay call when the status is 'success'", async () => {
    const { model, onPaid } = newAttempt();
    await model.start(cardRequest('4242424242424242'));
    model.onChallengeMessage({ type: 'payment-complete', status: 'success' });
    expect(model.state.value).toEqual({ kind: 'paid' });
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(await sandbox.requests({ path: payPath })).toHaveLength(0);
  });

  it('shows the fallback message for any other status, as a declined card', async () => {
    const card = newAttempt();
    await card.model.start(cardRequest('4242424242424242'));
    card.model.onChallengeMessage({ type: 'payment-complete', status: 'declined' });
    expect(card.model.state.value).toEqual({
      kind: 'error',
      message: 'Óþekkt villa kom up.',
      cause: 'declined',
    });
    expect(card.onFailed).toHaveBeenCalledWith('Óþekkt villa kom up.');
    expect(card.onPaid).not.toHaveBeenCalled();

    const googlePay = newAttempt(googlePayFailureMessages);
    await googlePay.model.start(googlePayRequest('sandbox-gpay-visa-4242'));
    googlePay.model.onChallengeMessage({ type: 'payment-complete', status: 'failed' });
    expect(googlePay.model.state.value).toEqual({
      kind: 'error',
      message: 'Óþekkt villa kom upp',
      cause: 'declined',
    });
    expect(await sandbox.requests({ path: payPath })).toHaveLength(0);
  });
});

describe('verify faults', () => {
  it("shows the server's reason for a 500", async () => {
    const { model, onFailed } = newAttempt();
    await sandbox.fault(`POST ${verifyPath}`, '500');
    await model.start(cardRequest('4242424242424242'));
    expect(model.state.value).toEqual({
      kind: 'error',
      message: 'Villa í kerfi (sandkassi)',
      cause: 'failed',
    });
    expect(onFailed).toHaveBeenCalledWith('Villa í kerfi (sandkassi)');
  });

  it.each([
    ['a malformed answer', 'malformed' as const, undefined],
    ['an error without a reason', 'reason' as const, ''],
  ])("shows 'Óþekkt villa kom up.' for %s", async (_label, fault, reason) => {
    const { model, onFailed } = newAttempt();
    await sandbox.fault(`POST ${verifyPath}`, fault, { reason });
    await model.start(cardRequest('4242424242424242'));
    expect(model.state.value).toEqual({ kind: 'error', message: 'Óþekkt villa kom up.', cause: 'failed' });
    expect(onFailed).toHaveBeenCalledWith('Óþekkt villa kom up.');
  });

  it("shows 'Óþekkt villa kom up.' when verify times out (page timeout 300 ms)", async () => {
    stubPageSettings({ timeoutMs: 300 });
    const { model } = newAttempt();
    await sandbox.fault(`POST ${verifyPath}`, 'timeout');
    const started = Date.now();
    await model.start(cardRequest('4242424242424242'));
    expect(model.state.value).toEqual({ kind: 'error', message: 'Óþekkt villa kom up.', cause: 'failed' });
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it("shows Google Pay's own fallback 'Óþekkt villa kom upp'", async () => {
    const { model } = newAttempt(googlePayFailureMessages);
    await sandbox.fault(`POST ${verifyPath}`, 'malformed');
    await model.start(googlePayRequest('sandbox-gpay-visa-4242'));
    expect(model.state.value).toEqual({ kind: 'error', message: 'Óþekkt villa kom upp', cause: 'failed' });
  });
});
