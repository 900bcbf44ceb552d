import { describe, expect, it } from 'vitest';
import { payments } from './pay/fixtures.ts';
import { anna } from './people.ts';
import { nationalPhone, SandboxState } from './state.ts';
import { wait } from './wait.ts';

describe('SandboxState', () => {
  it('starts from a copy of the seed and reset() puts changes back', () => {
    const state = new SandboxState();
    expect([...state.pay.payments.keys()]).toEqual(payments.map((payment) => payment.paymentId));
    // A copy, so that a payment paid in the sandbox leaves the seed as it was.
    expect(state.pay.payments.get('demo-paid')).toEqual(payments.find((p) => p.paymentId === 'demo-paid'));
    expect(state.pay.payments.get('demo-paid')).not.toBe(payments.find((p) => p.paymentId === 'demo-paid'));
    state.pay.payments.delete('demo-card');
    state.tokens.set('t', anna.ssn);
    expect(state.personWithToken('t')?.name).toBe('Anna Jónsdóttir');

    state.reset();
    expect(state.pay.payments.get('demo-card')).toMatchObject({ amount: 24_990, isPaid: false });
    expect(state.personWithToken('t')).toBeUndefined();
  });

  it('now() follows the fixed clock until it is freed', () => {
    const state = new SandboxState();
    state.setClock(new Date('2026-01-05T13:59:00Z'));
    expect(state.now().toISOString()).toBe('2026-01-05T13:59:00.000Z');
    expect(state.isClockFixed).toBe(true);
    state.setClock(null);
    expect(Math.abs(state.now().getTime() - Date.now())).toBeLessThan(1_000);
  });

  it('finds a person by phone with or without the country code', () => {
    const state = new SandboxState();
    expect(state.personWithPhone('+3548201234')?.ssn).toBe(anna.ssn);
    expect(state.personWithPhone('003548201234')?.ssn).toBe(anna.ssn);
    expect(nationalPhone('+4512345678')).toBe('+4512345678');
  });
});

describe('wait', () => {
  it('resolves true after the time, false at once when aborted', async () => {
    expect(await wait(5)).toBe(true);
    const controller = new AbortController();
    const waiting = wait(10_000, controller.signal);
    controller.abort();
    expect(await waiting).toBe(false);
    expect(await wait(10_000, AbortSignal.abort())).toBe(false);
  });
});
