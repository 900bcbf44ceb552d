import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { controlRoutes } from './control.ts';
import { payments } from './pay/fixtures.ts';
import { type PaySessions, paymentRoutes } from './pay/routes.ts';
import { PayState } from './pay/state.ts';
import { anna } from './people.ts';
import { received } from './session.ts';
import { SandboxState } from './state.ts';
import { wait } from './wait.ts';

const checkoutAccount = { id: 'acc-3', accountId: 'C-10001', name: 'Anna Jónsdóttir', ssn: anna.ssn };

describe('SandboxState', () => {
  it('starts each area from a copy of its seed, and reset() puts every area back', () => {
    const state = new SandboxState();
    expect([...state.pay.payments.keys()]).toEqual(payments.map((payment) => payment.paymentId));
    // A copy, so that a payment paid in the sandbox leaves the seed as it was.
    expect(state.pay.payments.get('demo-paid')).toEqual(payments.find((p) => p.paymentId === 'demo-paid'));
    expect(state.pay.payments.get('demo-paid')).not.toBe(payments.find((p) => p.paymentId === 'demo-paid'));
    state.pay.payments.delete('demo-card');
    const { token } = state.sessions.signIn(anna);
    state.control.setClock(new Date('2026-01-05T13:59:00Z'));
    state.control.faults.push({ match: 'GET /api', fault: '500', reason: undefined, times: 1 });
    state.checkout.codes.set('kassi-1', {
      checkoutCodeId: 'kassi-1',
      ssn: anna.ssn,
      account: checkoutAccount,
    });
    const now = () => new Date('2026-01-05T13:59:00Z');
    state.applications.limitChanges.push(received(anna.ssn, { amount: 1, phone: '', email: '' }, now));
    state.companyCredit.signUps.push(received(anna.ssn, { companySsn: '', name: '' } as never, now));
    state.specialOrders.orders.push(received(anna.ssn, { ssn: anna.ssn } as never, now));

    state.reset();
    expect(state.pay.payments.get('demo-card')).toMatchObject({ amount: 24_990, isPaid: false });
    expect(state.sessions.personWithToken(token)).toBeUndefined();
    expect(state.control.isClockFixed).toBe(false);
    expect(state.control.faults).toEqual([]);
    expect(state.checkout.codes.size).toBe(0);
    expect(state.applications.limitChanges).toEqual([]);
    expect(state.companyCredit.signUps).toEqual([]);
    expect(state.specialOrders.orders).toEqual([]);
  });

  it("dates a payment's receipt by the control's clock", () => {
    const state = new SandboxState();
    state.control.setClock(new Date('2026-01-05T13:59:00Z'));
    state.pay.markPaid('demo-card', 1);
    expect(state.pay.payments.get('demo-card')?.receipt?.dateCreated).toBe('2026-01-05T13:59:00.000Z');
  });
});

// An area is built from its own memory and what it is given, nothing more: here the payment calls
// run on a PayState made alone, a clock and two look-ups, with no sandbox around them.
describe('an area on its own', () => {
  const now = () => new Date('2026-01-05T10:00:00Z');
  const sessions: PaySessions = {
    personWithSsn: (ssn) => (ssn === anna.ssn ? anna : undefined),
    personWithToken: (token) => (token === 'annas-token' ? anna : undefined),
  };

  it('answers, pays and resets the payments with only what it is given', async () => {
    const state = new PayState(now);
    const app = new Hono().route(
      '/api',
      paymentRoutes(state, { sessions, now, threeDs: 'inline', lateReceiptMs: 0 }),
    );

    const payment = await app.request('/api/payment?paymentId=demo-slip');
    expect(await payment.json()).toMatchObject({ id: 'demo-slip', name: 'Anna Jónsdóttir', ssn: anna.ssn });

    const claim = await app.request('/api/claim-payment/pay-with-claim', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer annas-token' },
      body: JSON.stringify({ paymentId: 'demo-slip', phone: anna.phone, email: '' }),
    });
    expect(claim.status).toBe(200);
    const receipt = await app.request('/api/payment/demo-slip/receipt');
    expect(await receipt.json()).toMatchObject({
      paymentId: 'demo-slip',
      dateCreated: '2026-01-05T10:00:00.000Z',
    });

    state.reset();
    expect(state.payments.get('demo-slip')?.isPaid).toBe(false);
  });

  it("the controls' reset puts back the areas they are handed the reset of, not only their own", async () => {
    const sandbox = new SandboxState();
    const app = new Hono().route(
      '/__sandbox',
      controlRoutes(sandbox.control, { resetAll: sandbox.reset, sessions: sandbox.sessions }),
    );
    sandbox.pay.markPaid('demo-slip', 2);
    expect(sandbox.pay.payments.get('demo-slip')?.isPaid).toBe(true);

    const reset = await app.request('/__sandbox/reset', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(reset.status).toBe(204);
    expect(sandbox.pay.payments.get('demo-slip')?.isPaid).toBe(false);
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
