import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { demoCardAttempt } from '../../../test/support/card-attempt.ts';
import { sandboxServerForTests } from '../../../test/support/sandbox-server.ts';
import { until } from '../../../test/support/signals.ts';
import { type AttemptState, googlePayFailureMessages } from '../three-ds/verify-and-pay.ts';
import {
  GooglePayBlocked,
  type GooglePayClient,
  type GooglePayClientFactory,
  type GooglePayRequest,
  type GooglePaySelection,
} from './client.ts';
import { GooglePayModel } from './google-pay.model.ts';
import type { GooglePaySettings } from './settings.ts';

// The Google Pay section's model (spec §2, §4 Google Pay, §8) with a fake Google Pay client and a
// real attempt against the sandbox over HTTP (its own server for this file).

const sandbox = sandboxServerForTests();

async function verifyRequests() {
  return sandbox.requests({ path: '/api/payment/v2/card/verify' });
}

const settings: GooglePaySettings = {
  environment: 'TEST',
  merchantId: 'merchant',
  merchantName: 'BYKO',
  gateway: 'gateway',
  gatewayMerchantId: 'gateway-merchant',
};

const visa: GooglePaySelection = { token: 'sandbox-gpay-visa-4242', description: 'Visa •••• 4242' };

interface FakeClient extends GooglePayClient {
  isReadyToPay: ReturnType<typeof vi.fn<() => Promise<boolean>>>;
  choose: ReturnType<typeof vi.fn<(request: GooglePayRequest) => Promise<GooglePaySelection | undefined>>>;
}

function fakeClient(ready: boolean | Error = true): FakeClient {
  return {
    isReadyToPay: vi.fn<() => Promise<boolean>>(async () => {
      if (ready instanceof Error) throw ready;
      return ready;
    }),
    choose: vi.fn<(request: GooglePayRequest) => Promise<GooglePaySelection | undefined>>(async () => visa),
  };
}

function newGooglePay(client: FakeClient, factory?: GooglePayClientFactory) {
  const { attempt, onFailed } = demoCardAttempt({
    sandboxUrl: sandbox.url,
    messages: googlePayFailureMessages,
    pageOrigin: () => 'https://shop.example.is',
  });
  const usedFactory = vi.fn<GooglePayClientFactory>(factory ?? (async () => client));
  const model = new GooglePayModel({
    attempt,
    paymentId: () => 'demo-card',
    amount: () => 24_990,
    factory: usedFactory,
    settings: () => settings,
  });
  return { model, attempt, factory: usedFactory, onFailed };
}

let warn: MockInstance<typeof console.warn>;

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('readiness', () => {
  it('is loading, then ready when the client can pay; the factory gets the settings', async () => {
    const { model, factory } = newGooglePay(fakeClient(true));
    expect(model.readiness.value).toEqual({ kind: 'loading' });
    await model.prepare();
    expect(model.readiness.value).toEqual({ kind: 'ready' });
    expect(factory).toHaveBeenCalledWith(settings);
    await model.prepare();
    expect(factory).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('is unavailable when the client cannot pay, without a warning', async () => {
    const { model } = newGooglePay(fakeClient(false));
    await model.prepare();
    expect(model.readiness.value).toEqual({ kind: 'unavailable' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('is unavailable and only logged when readiness throws', async () => {
    const failure = new Error('pay.js did not load');
    const { model } = newGooglePay(fakeClient(failure));
    await model.prepare();
    expect(model.readiness.value).toEqual({ kind: 'unavailable' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.any(String), failure);
  });

  it('is unavailable and only logged when the client cannot be made', async () => {
    const failure = new Error('chunk failed');
    const { model } = newGooglePay(fakeClient(true), async () => {
      throw failure;
    });
    await model.prepare();
    expect(model.readiness.value).toEqual({ kind: 'unavailable' });
    expect(warn).toHaveBeenCalledWith(expect.any(String), failure);
  });

  it('tries again after being unavailable', async () => {
    const client = fakeClient(true);
    client.isReadyToPay.mockResolvedValueOnce(false);
    const { model, factory } = newGooglePay(client);
    await model.prepare();
    expect(model.readiness.value.kind).toBe('unavailable');
    await model.prepare();
    expect(model.readiness.value.kind).toBe('ready');
    expect(factory).toHaveBeenCalledTimes(2);
  });
});

describe('choosing a card', () => {
  it('does nothing before the client is ready', async () => {
    const client = fakeClient(true);
    const { model } = newGooglePay(client);
    await model.choose();
    expect(client.choose).not.toHaveBeenCalled();
    expect(model.selection.value).toBeUndefined();
  });

  it("keeps the chosen card's token and description, with the amount given", async () => {
    const client = fakeClient(true);
    const { model } = newGooglePay(client);
    await model.prepare();
    const choosing = model.choose();
    expect(model.choosing.value).toBe(true);
    await choosing;
    expect(model.choosing.value).toBe(false);
    expect(model.selection.value).toEqual(visa);
    expect(client.choose).toHaveBeenCalledWith({ amount: 24_990 });
  });

  it('keeps no selection when the sheet is closed without choosing', async () => {
    const client = fakeClient(true);
    client.choose.mockResolvedValueOnce(undefined);
    const { model } = newGooglePay(client);
    await model.prepare();
    await model.choose();
    expect(model.selection.value).toBeUndefined();
    expect(model.choosing.value).toBe(false);
  });

  it('keeps the earlier card when a later sheet is closed without choosing', async () => {
    const client = fakeClient(true);
    const { model } = newGooglePay(client);
    await model.prepare();
    await model.choose();
    client.choose.mockResolvedValueOnce(undefined);
    await model.choose();
    expect(model.selection.value).toEqual(visa);
  });

  it('only logs a sheet that fails', async () => {
    const client = fakeClient(true);
    const failure = new Error('sheet');
    client.choose.mockRejectedValueOnce(failure);
    const { model } = newGooglePay(client);
    await model.prepare();
    await model.choose();
    expect(model.selection.value).toBeUndefined();
    expect(model.choosing.value).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.any(String), failure);
  });

  it("is blocked, not only logged, when the page's policy refuses the sheet: no card is chosen", async () => {
    const client = fakeClient(true);
    const reason = 'Content-Security-Policy frame-src blocks https://pay.google.com';
    client.choose.mockRejectedValueOnce(new GooglePayBlocked(reason));
    const { model } = newGooglePay(client);
    await model.prepare();
    await model.choose();
    expect(model.readiness.value).toEqual({ kind: 'blocked', blockedBy: reason });
    expect(model.selection.value).toBeUndefined();
    expect(model.choosing.value).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it('opens one sheet at a time', async () => {
    const client = fakeClient(true);
    const { model } = newGooglePay(client);
    await model.prepare();
    await Promise.all([model.choose(), model.choose()]);
    expect(client.choose).toHaveBeenCalledTimes(1);
  });

  it('clears an attempt error, and opens no sheet while an attempt runs', async () => {
    const client = fakeClient(true);
    const { model, attempt } = newGooglePay(client);
    await model.prepare();
    await model.choose();
    model.pay();
    await until(attempt.state, (state: AttemptState) => state.kind !== 'verifying');
    expect(attempt.state.value.kind).toBe('challenge');
    await model.choose();
    expect(client.choose).toHaveBeenCalledTimes(1);

    attempt.cancelChallenge();
    expect(attempt.state.value).toEqual({
      kind: 'error',
      message: 'Villa kom up við auðkenningu korts.',
      cause: 'failed',
    });
    await model.choose();
    expect(attempt.state.value).toEqual({ kind: 'idle' });
    expect(client.choose).toHaveBeenCalledTimes(2);
  });
});

describe("'Borga með …'", () => {
  it('does nothing without a chosen card', async () => {
    const { model, attempt } = newGooglePay(fakeClient(true));
    await model.prepare();
    model.pay();
    expect(attempt.state.value).toEqual({ kind: 'idle' });
    expect(await verifyRequests()).toHaveLength(0);
  });

  it('starts an attempt with the Google Pay token and no card details', async () => {
    const { model, attempt } = newGooglePay(fakeClient(true));
    await model.prepare();
    await model.choose();
    model.pay();
    expect(attempt.state.value.kind).toBe('verifying');
    await until(attempt.state, (state: AttemptState) => state.kind !== 'verifying');
    expect(attempt.state.value.kind).toBe('challenge');
    const [verify] = await verifyRequests();
    expect(verify?.body).toEqual({
      paymentId: 'demo-card',
      cardInfo: null,
      virtualCardId: null,
      googlePayToken: 'sandbox-gpay-visa-4242',
    });
  });

  it('keeps the chosen card after a failure: the next press sends the same token without the sheet', async () => {
    const client = fakeClient(true);
    const { model, attempt } = newGooglePay(client);
    await model.prepare();
    await model.choose();
    await sandbox.fault('POST /api/payment/v2/card/verify', '500');
    model.pay();
    await until(attempt.state, (state: AttemptState) => state.kind === 'error');
    expect(attempt.state.value).toEqual({
      kind: 'error',
      message: 'Villa í kerfi (sandkassi)',
      cause: 'failed',
    });
    expect(model.selection.value).toEqual(visa);

    model.pay();
    await until(attempt.state, (state: AttemptState) => state.kind !== 'verifying');
    expect(attempt.state.value.kind).toBe('challenge');
    const body = { paymentId: 'demo-card', cardInfo: null, virtualCardId: null, googlePayToken: visa.token };
    expect((await verifyRequests()).map((entry) => [entry.body, entry.status])).toEqual([
      [body, 500],
      [body, 200],
    ]);
    expect(client.choose).toHaveBeenCalledTimes(1);
  });

  it("shows the server's reason for a token it does not know", async () => {
    const client = fakeClient(true);
    client.choose.mockResolvedValueOnce({ token: 'forged', description: 'Visa •••• 0000' });
    const { model, attempt, onFailed } = newGooglePay(client);
    await model.prepare();
    await model.choose();
    model.pay();
    await until(attempt.state, (state: AttemptState) => state.kind !== 'verifying');
    expect(attempt.state.value).toEqual({
      kind: 'error',
      message: 'Ógilt Google Pay auðkenni',
      cause: 'failed',
    });
    expect(onFailed).toHaveBeenCalledWith('Ógilt Google Pay auðkenni');
  });
});
