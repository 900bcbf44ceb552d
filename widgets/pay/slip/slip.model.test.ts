import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubPageSettings } from '../../../test/support/page-settings.ts';
import * as people from '../../../test/support/people.ts';
import { sandboxServerForTests } from '../../../test/support/sandbox-server.ts';
import { until } from '../../../test/support/signals.ts';
import { createApiClient, setTokenSource } from '../../core/runtime/http.ts';
import type { SessionUser } from '../../core/runtime/session.ts';
import { type Payment, payApi } from '../pay.api.ts';
import { SlipModel, type SlipStage } from './slip.model.ts';

// The claim (slip) section's model (spec §2 Claim section, §4 Claim payment, §6) against the real
// sandbox over HTTP (its own server). The logged-in user is injected; its token is the sandbox's own.

const claimPath = '/api/claim-payment/pay-with-claim';

const sandbox = sandboxServerForTests();

async function claims() {
  return sandbox.requests({ path: claimPath });
}

/** Logs the person in through the sandbox's phone login; the requests carry the token from now on. */
async function logIn(person: people.TestPerson, phoneNumber = person.phone): Promise<SessionUser> {
  const { token } = await sandbox.loginByPhone(person);
  const tokenOrigin = new URL(sandbox.url).origin;
  setTokenSource(() => ({ token, tokenOrigin }));
  return { ...people.webUserOf(person, token, tokenOrigin), phoneNumber };
}

function newSlip(payment: Payment, user: SessionUser | null) {
  const api = createApiClient(sandbox.url);
  const onPaid = vi.fn<(redirectUrl: string) => void>();
  const onFailed = vi.fn<(message: string) => void>();
  const model = new SlipModel({ api: () => api, payment: () => payment, user: () => user, onPaid, onFailed });
  const stages: SlipStage['kind'][] = [];
  model.stage.subscribe((stage) => stages.push(stage.kind));
  return { model, onPaid, onFailed, stages };
}

const settled = (stage: SlipStage) => stage.kind !== 'paying' && stage.kind !== 'form';

async function paymentOf(paymentId: string): Promise<Payment> {
  return payApi.payment(createApiClient(sandbox.url), paymentId);
}

beforeEach(() => {
  setTokenSource(() => null);
});

afterEach(() => {
  setTokenSource(() => null);
  vi.unstubAllGlobals();
});

describe('the form', () => {
  it("is prefilled with the payment's phone", async () => {
    expect(newSlip(await paymentOf('demo-slip'), null).model.phone.value.value).toBe('8201234');
    expect(newSlip(await paymentOf('demo-all'), null).model.phone.value.value).toBe('');
  });

  it('checks the phone before anything else and sends nothing for a bad one', async () => {
    const user = await logIn(people.anna);
    const { model } = newSlip(await paymentOf('demo-slip'), user);
    model.phone.set('');
    model.submit();
    expect(model.phone.message.value).toBe('Vinsamlegast fyllið út þennan reit');
    // Once shown, the message follows the typing: three digits are still too few.
    model.phone.set('820');
    expect(model.phone.message.value).toBe("Símanúmer getur aðeins innihaldið tölustafi og '+'");
    model.phone.set('');
    model.submit();
    expect(model.phone.message.value).toBe('Vinsamlegast fyllið út þennan reit');
    model.phone.set('820');
    model.submit();
    expect(model.phone.message.value).toBe("Símanúmer getur aðeins innihaldið tölustafi og '+'");
    expect(model.stage.value).toEqual({ kind: 'form' });
    expect(await claims()).toHaveLength(0);
  });
});

describe('who must log in first', () => {
  it('nobody logged in: the login stage, nothing sent; cancel returns to the form', async () => {
    const { model } = newSlip(await paymentOf('demo-slip'), null);
    model.submit();
    expect(model.stage.value).toEqual({ kind: 'login' });
    model.cancelLogin();
    expect(model.stage.value).toEqual({ kind: 'form' });
    expect(model.phone.value.value).toBe('8201234');
    expect(await claims()).toHaveLength(0);
  });

  it('someone logged in with another phone: the login stage', async () => {
    const bjarni = await logIn(people.bjarni);
    const { model } = newSlip(await paymentOf('demo-slip'), bjarni);
    model.submit();
    expect(model.stage.value).toEqual({ kind: 'login' });
    expect(await claims()).toHaveLength(0);
  });

  it('after logging in, pays', async () => {
    const { model, onPaid } = newSlip(await paymentOf('demo-slip'), null);
    model.submit();
    expect(model.stage.value.kind).toBe('login');
    await logIn(people.anna);
    model.loggedIn();
    await until(model.stage, settled);
    expect(model.stage.value).toEqual({ kind: 'paid', redirectUrl: '/borga/demo-slip/tokst' });
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it('loggedIn does nothing outside the login stage', async () => {
    const { model } = newSlip(await paymentOf('demo-slip'), null);
    model.loggedIn();
    expect(model.stage.value).toEqual({ kind: 'form' });
    expect(await claims()).toHaveLength(0);
  });
});

describe('paying with the logged-in phone', () => {
  it('pays: paid stage with the redirectUrl, onPaid told once', async () => {
    const anna = await logIn(people.anna);
    const { model, onPaid, onFailed, stages } = newSlip(await paymentOf('demo-slip'), anna);
    model.submit();
    expect(model.stage.value).toEqual({ kind: 'paying' });
    await until(model.stage, settled);
    expect(model.stage.value).toEqual({ kind: 'paid', redirectUrl: '/borga/demo-slip/tokst' });
    expect(stages).toEqual(['form', 'paying', 'paid']);
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(onPaid).toHaveBeenCalledWith('/borga/demo-slip/tokst');
    expect(onFailed).not.toHaveBeenCalled();
    const sent = await claims();
    expect(sent.map((entry) => [entry.body, entry.status])).toEqual([
      [{ paymentId: 'demo-slip', phone: '8201234', email: 'anna@example.is' }, 200],
    ]);
  });

  it.each([
    ['the field with +354', '+3548201234', '8201234'],
    ['the field with 00354', '003548201234', '8201234'],
    ['the stored phone with +354 and spaces', '8201234', '+354 820 1234'],
    ['the stored phone with spaces', '8201234', '820 1234'],
  ])('recognises the same phone written differently: %s', async (_label, typed, stored) => {
    const anna = await logIn(people.anna, stored);
    const { model } = newSlip(await paymentOf('demo-slip'), anna);
    model.phone.set(typed);
    model.submit();
    expect(model.stage.value.kind).toBe('paying');
    await until(model.stage, settled);
    expect(model.stage.value).toEqual({ kind: 'paid', redirectUrl: '/borga/demo-slip/tokst' });
  });

  it("sends the user's e-mail when the payment has none (demo-all)", async () => {
    const anna = await logIn(people.anna);
    const { model } = newSlip(await paymentOf('demo-all'), anna);
    model.phone.set('8201234');
    model.submit();
    await until(model.stage, settled);
    expect(model.stage.value).toEqual({ kind: 'paid', redirectUrl: '/borga/demo-all/tokst' });
    const [sent] = await claims();
    expect(sent?.body).toEqual({ paymentId: 'demo-all', phone: '8201234', email: 'anna@example.is' });
  });

  it('sends one request for two quick clicks', async () => {
    const anna = await logIn(people.anna);
    const { model } = newSlip(await paymentOf('demo-slip'), anna);
    model.submit();
    model.submit();
    await until(model.stage, settled);
    expect(await claims()).toHaveLength(1);
  });
});

describe('when the claim call fails', () => {
  it('a 500 shows the failed stage with the reason; retry returns to the form with the phone kept', async () => {
    const anna = await logIn(people.anna);
    const { model, onPaid, onFailed } = newSlip(await paymentOf('demo-slip'), anna);
    await sandbox.fault(`POST ${claimPath}`, '500');
    model.phone.set('+3548201234');
    model.submit();
    await until(model.stage, settled);
    expect(model.stage.value).toEqual({ kind: 'failed', message: 'Villa í kerfi (sandkassi)' });
    expect(onFailed).toHaveBeenCalledWith('Villa í kerfi (sandkassi)');
    expect(onPaid).not.toHaveBeenCalled();
    model.retry();
    expect(model.stage.value).toEqual({ kind: 'form' });
    expect(model.phone.value.value).toBe('+3548201234');
    model.submit();
    await until(model.stage, settled);
    expect(model.stage.value.kind).toBe('paid');
  });

  it.each([
    ['a broken answer', 'malformed'],
    ['no answer in time', 'timeout'],
  ] as const)("shows 'Óvænt villa kom upp' for %s", async (_label, fault) => {
    const anna = await logIn(people.anna);
    const { model } = newSlip(await paymentOf('demo-slip'), anna);
    await sandbox.fault(`POST ${claimPath}`, fault);
    // The page's request timeout, short so the held claim ends in the client's own timeout.
    stubPageSettings({ timeoutMs: 300 });
    model.submit();
    await until(model.stage, settled);
    expect(model.stage.value).toEqual({ kind: 'failed', message: 'Óvænt villa kom upp' });
  });

  it('a 401 asks for a login again, without an error', async () => {
    const anna = await logIn(people.anna);
    const { model, onFailed } = newSlip(await paymentOf('demo-slip'), anna);
    await sandbox.fault(`POST ${claimPath}`, '401');
    model.submit();
    await until(model.stage, settled);
    expect(model.stage.value).toEqual({ kind: 'login' });
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('retry does nothing unless the payment failed', async () => {
    const { model } = newSlip(await paymentOf('demo-slip'), null);
    model.submit();
    model.retry();
    expect(model.stage.value).toEqual({ kind: 'login' });
  });
});
