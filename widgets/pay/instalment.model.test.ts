import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { serve } from '@hono/node-server';
import type { ReadonlySignal } from '@preact/signals-react';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSandboxApp } from '../../sandbox/app.ts';
import { type ApiClient, createApiClient, setTokenSource } from '../core/http.ts';
import {
  InstalmentModel,
  type InstalmentModelInstance,
  type InstalmentStage,
  partialPaymentStorageKey,
  type SigningStep,
} from './instalment.model.ts';
import { type Payment, payApi } from './pay.api.ts';

// The instalment section's model (spec §2 Instalment form, §4 Instalment, §5, §9) against the real
// sandbox over HTTP (its own server for this file). The storage, the signing window and the clock
// are injected; the signing window's 100 ms poll runs on real timers.

class MemoryStorage implements Storage {
  [name: string]: unknown;
  readonly #items = new Map<string, string>();

  get length(): number {
    return this.#items.size;
  }

  clear(): void {
    this.#items.clear();
  }

  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.#items.delete(key);
  }

  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }
}

const loggedRequests = v.array(
  v.object({
    method: v.string(),
    path: v.string(),
    query: v.record(v.string(), v.string()),
    body: v.unknown(),
    status: v.number(),
  }),
);

const submitPath = '/api/payment/pay-with-partial-payment';

let server: Server;
let sandboxUrl: string;

async function control(path: string, body?: unknown): Promise<Response> {
  return fetch(`${sandboxUrl}/__sandbox${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function addFault(match: string, fault: string, reason?: string): Promise<void> {
  const answer = await control('/faults', { match, fault, ...(reason === undefined ? {} : { reason }) });
  expect(answer.status).toBe(201);
}

async function serverLog() {
  return v.parse(loggedRequests, await (await control('/requests')).json());
}

async function requestsTo(path: string) {
  return (await serverLog()).filter((entry) => entry.path === path);
}

async function statusChecks(paymentId: string) {
  return requestsTo(`/api/payment/${paymentId}/partial-payment/signet-status`);
}

async function post(path: string, body: unknown): Promise<unknown> {
  const answer = await fetch(`${sandboxUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return answer.json();
}

/** A real token from the sandbox's phone login (Anna 8201234, Bjarni 8202345). */
async function logInWithPhone(phone: string): Promise<string> {
  const { authId } = v.parse(
    v.object({ authId: v.string() }),
    await post('/api/auth/phone-auth-codes', { phone }),
  );
  const login = await post('/api/auth/login', { authId, phoneNumber: phone, reason: 'test', origin: 'Web' });
  const token = v.parse(v.object({ token: v.string() }), login).token;
  setTokenSource(() => token);
  return token;
}

/** 'Undirrita' on the sandbox's signing page. */
async function signDocument(documentId: string): Promise<void> {
  const answer = await fetch(`${sandboxUrl}/sandbox/signing/${documentId}`, {
    method: 'POST',
    headers: { Accept: 'application/json' },
  });
  expect(await answer.json()).toEqual({ signed: true });
}

async function paymentOf(paymentId: string): Promise<Payment> {
  return payApi.payment(createApiClient(sandboxUrl), paymentId);
}

const fixedNow = new Date(2026, 10, 21, 10, 0);

interface FakeWindow {
  closed: boolean;
}

function newInstalment(
  payment: Payment,
  options: { storage?: MemoryStorage; popup?: FakeWindow | null; api?: ApiClient } = {},
) {
  const api = options.api ?? createApiClient(sandboxUrl);
  const storage = options.storage ?? new MemoryStorage();
  const popup = options.popup === undefined ? { closed: false } : options.popup;
  const openWindow = vi.fn<(url: string) => FakeWindow | null>(() => popup);
  const clearSession = vi.fn<() => void>();
  const onPaid = vi.fn<() => void>();
  const onFailed = vi.fn<(message: string) => void>();
  const model: InstalmentModelInstance = new InstalmentModel({
    api: () => api,
    payment: () => payment,
    now: () => fixedNow,
    storage: () => storage,
    clearSession,
    openWindow,
    signingUrl: (documentId) => `${sandboxUrl}/sandbox/signing/${documentId}`,
    onPaid,
    onFailed,
  });
  models.push(model);
  return { model, storage, popup, openWindow, clearSession, onPaid, onFailed };
}

const models: InstalmentModelInstance[] = [];

function until<T>(state: ReadonlySignal<T>, done: (value: T) => boolean): Promise<T> {
  return new Promise((resolve) => {
    const stop = state.subscribe((current) => {
      if (!done(current)) return;
      queueMicrotask(() => stop());
      resolve(current);
    });
  });
}

function untilStep(model: InstalmentModelInstance, kind: SigningStep['kind']): Promise<InstalmentStage> {
  return until(model.stage, (stage) => stage.kind === 'signing' && stage.step.kind === kind);
}

function stepOf(model: InstalmentModelInstance): SigningStep | undefined {
  const stage = model.stage.value;
  return stage.kind === 'signing' ? stage.step : undefined;
}

function documentIdOf(model: InstalmentModelInstance): string {
  const stage = model.stage.value;
  if (stage.kind !== 'signing') throw new Error(`not signing: ${JSON.stringify(stage)}`);
  return stage.documentId;
}

/** Rates loaded and terms ticked: ready for 'Sækja um'. */
async function readyToSubmit(model: InstalmentModelInstance): Promise<void> {
  await model.loadRates();
  model.termsAccepted.value = true;
}

/** A Web instalment for Anna, submitted, on the signing page. */
async function submittedForAnna(storage = new MemoryStorage()) {
  await logInWithPhone('8201234');
  const instalment = newInstalment(await paymentOf('demo-instalment'), { storage });
  await readyToSubmit(instalment.model);
  await instalment.model.submit();
  return { ...instalment, documentId: documentIdOf(instalment.model) };
}

// Hand-worked in instalments.test.ts for 350 000 kr., 12,5 %, 7 months, fee 495 kr.
const handWorked = [
  [365_155.0, 50_557.37, 3_803.7],
  [314_597.63, 51_084.0, 3_277.06],
  [263_513.63, 51_616.13, 2_744.93],
  [211_897.5, 52_153.8, 2_207.27],
  [159_743.7, 52_697.07, 1_664.0],
  [107_046.63, 53_245.99, 1_115.07],
  [53_800.64, 53_800.64, 560.42],
] as const;

beforeAll(async () => {
  server = serve({
    fetch: createSandboxApp({ authDelayMs: 20, faultTimeoutMs: 1000 }).fetch,
    port: 0,
    hostname: '127.0.0.1',
  }) as Server;
  if (!server.listening) await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  sandboxUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(async () => {
  expect((await control('/reset', {})).status).toBe(204);
  setTokenSource(() => null);
});

afterEach(() => {
  for (const model of models.splice(0)) model.dispose();
  setTokenSource(() => null);
});

describe('interest and fee', () => {
  it('load 12.5 % and 495 kr. and give the hand-worked 7-month schedule and APR', async () => {
    const { model } = newInstalment(await paymentOf('demo-instalment'));
    expect(model.rates.value).toEqual({ kind: 'loading' });
    expect(model.schedule.value).toEqual([]);
    expect(model.apr.value).toBeUndefined();
    await model.loadRates();
    expect(model.rates.value).toEqual({ kind: 'ready', annualInterestPercent: 12.5, fee: 495 });
    expect(model.months.value).toBe(7);

    const rows = model.schedule.value;
    expect(rows).toHaveLength(7);
    for (const [index, [remaining, ppmt, ipmt]] of handWorked.entries()) {
      const row = rows[index];
      expect(row?.remaining).toBeCloseTo(remaining, 1);
      expect(row?.ppmt).toBeCloseTo(ppmt, 1);
      expect(row?.ipmt).toBeCloseTo(ipmt, 1);
      expect(row?.fee).toBe(495);
      expect(row?.total).toBeCloseTo(54_856.06, 1);
    }
    expect(rows[0]?.dueDate.toDateString()).toBe(new Date(2026, 11, 2).toDateString());
    expect(rows[6]?.dueDate.toDateString()).toBe(new Date(2027, 5, 2).toDateString());
    expect(model.apr.value?.value).toBeCloseTo(32.533, 2);
    expect(model.apr.value?.tooHigh).toBe(false);
  });

  it('follow the month slider, flagging an APR above 50', async () => {
    const { model } = newInstalment(await paymentOf('demo-instalment'));
    await model.loadRates();
    model.months.value = 12;
    expect(model.schedule.value).toHaveLength(12);
    expect(model.apr.value?.value).toBeCloseTo(26.321, 2);
    model.months.value = 2;
    expect(model.schedule.value).toHaveLength(2);
    expect(model.apr.value).toEqual({ value: expect.closeTo(62.758, 2), tooHigh: true });
  });

  it("say 'Villa kom upp við að hlaða vöxtum' when the interest fails", async () => {
    const { model } = newInstalment(await paymentOf('demo-instalment'));
    await addFault('GET /api/payment/demo-instalment/interest-rate', 'malformed');
    await model.loadRates();
    expect(model.rates.value).toEqual({ kind: 'failed', message: 'Villa kom upp við að hlaða vöxtum' });
    expect(model.schedule.value).toEqual([]);
    expect(model.apr.value).toBeUndefined();
    model.termsAccepted.value = true;
    expect(model.canSubmit.value).toBe(false);
  });

  it("say 'Villa kom upp við að hlaða afborgunargjaldi' when the fee fails", async () => {
    const { model } = newInstalment(await paymentOf('demo-instalment'));
    await addFault('GET /api/payment-calculations/NoticeAmount', 'reason', '');
    await model.loadRates();
    expect(model.rates.value).toEqual({
      kind: 'failed',
      message: 'Villa kom upp við að hlaða afborgunargjaldi',
    });
  });

  it("show the server's reason when it gives one, and load on a second try", async () => {
    const { model } = newInstalment(await paymentOf('demo-instalment'));
    await addFault('GET /api/payment/demo-instalment/interest-rate', '500');
    await model.loadRates();
    expect(model.rates.value).toEqual({ kind: 'failed', message: 'Villa í kerfi (sandkassi)' });
    await model.loadRates();
    expect(model.rates.value.kind).toBe('ready');
  });
});

describe("'Sækja um'", () => {
  it('needs the terms ticked: nothing is sent without them', async () => {
    await logInWithPhone('8201234');
    const { model } = newInstalment(await paymentOf('demo-instalment'));
    await model.loadRates();
    expect(model.phone.value).toBe('8201234');
    expect(model.email.value).toBe('anna@example.is');
    expect(model.canSubmit.value).toBe(false);
    await model.submit();
    expect(model.stage.value).toEqual({ kind: 'form' });
    model.termsAccepted.value = true;
    expect(model.canSubmit.value).toBe(true);
    expect(await requestsTo(submitPath)).toHaveLength(0);
  });

  it('needs a valid phone and e-mail: field messages, nothing sent', async () => {
    await logInWithPhone('8201234');
    const { model } = newInstalment(await paymentOf('demo-instalment'));
    await readyToSubmit(model);
    model.setPhone('');
    model.setEmail('anna@');
    await model.submit();
    expect(model.phoneMessage.value).toBe('Vinsamlegast fyllið út þennan reit');
    expect(model.emailMessage.value).toBe('Netfang er ekki gilt');
    model.setPhone('82a1234');
    model.setEmail('');
    expect(model.phoneMessage.value).toBeUndefined();
    await model.submit();
    expect(model.phoneMessage.value).toBe("Símanúmer getur aðeins innihaldið tölustafi og '+'");
    expect(model.emailMessage.value).toBe('Vinsamlegast fyllið út þennan reit');
    model.setEmail('anna@example.is');
    expect(model.emailMessage.value).toBeUndefined();
    expect(model.stage.value).toEqual({ kind: 'form' });
    expect(await requestsTo(submitPath)).toHaveLength(0);
  });

  it('sends once however often it is pressed while the request runs', async () => {
    await logInWithPhone('8201234');
    const { model } = newInstalment(await paymentOf('demo-instalment'));
    await readyToSubmit(model);
    const first = model.submit();
    expect(model.stage.value).toEqual({ kind: 'submitting' });
    expect(model.busy.value).toBe(true);
    expect(model.canSubmit.value).toBe(false);
    await model.submit();
    await first;
    expect(await requestsTo(submitPath)).toHaveLength(1);
  });

  it("shows the server's reason and can be sent again", async () => {
    await logInWithPhone('8201234');
    const { model, onFailed } = newInstalment(await paymentOf('demo-instalment'));
    await readyToSubmit(model);
    await addFault(`POST ${submitPath}`, '500');
    await model.submit();
    expect(model.stage.value).toEqual({ kind: 'error', message: 'Villa í kerfi (sandkassi)' });
    expect(onFailed).toHaveBeenCalledWith('Villa í kerfi (sandkassi)');
    expect(model.canSubmit.value).toBe(true);
    await model.submit();
    expect(model.stage.value.kind).toBe('signing');
  });

  it("shows 'Óvænt villa kom upp' for an answer without a reason", async () => {
    await logInWithPhone('8201234');
    const { model } = newInstalment(await paymentOf('demo-instalment'));
    await readyToSubmit(model);
    await addFault(`POST ${submitPath}`, 'malformed');
    await model.submit();
    expect(model.stage.value).toEqual({ kind: 'error', message: 'Óvænt villa kom upp' });
  });
});

describe('the credit-info consent (demo-nocredit, Bjarni)', () => {
  it('opens on Ekki næg heimild; Hætta við returns to the form; Leyfa resends with consent', async () => {
    await logInWithPhone('8202345');
    const { model, onFailed } = newInstalment(await paymentOf('demo-nocredit'));
    await readyToSubmit(model);
    await model.submit();
    expect(model.stage.value).toEqual({ kind: 'creditConsent' });
    expect(onFailed).not.toHaveBeenCalled();

    model.declineCreditConsent();
    expect(model.stage.value).toEqual({ kind: 'form' });
    expect(model.canSubmit.value).toBe(true);

    await model.submit();
    expect(model.stage.value).toEqual({ kind: 'creditConsent' });
    await model.submit(true);
    expect(model.stage.value.kind).toBe('signing');

    const sent = (await requestsTo(submitPath)).map((entry) => [entry.body, entry.status]);
    const body = {
      paymentId: 'demo-nocredit',
      phone: '8202345',
      email: 'bjarni@example.is',
      paymentCount: 7,
    };
    expect(sent).toEqual([
      [{ ...body, creditInfoCheckApproved: false }, 400],
      [{ ...body, creditInfoCheckApproved: false }, 400],
      [{ ...body, creditInfoCheckApproved: true }, 200],
    ]);
  });

  it('shows Ekki næg heimild as an error when it comes even with consent (demo-insufficient)', async () => {
    await logInWithPhone('8202345');
    const { model, onFailed } = newInstalment(await paymentOf('demo-insufficient'));
    // A payment without a payer: nothing to prefill.
    expect([model.phone.value, model.email.value]).toEqual(['', '']);
    model.setPhone('8202345');
    model.setEmail('bjarni@example.is');
    await readyToSubmit(model);
    await model.submit();
    expect(model.stage.value).toEqual({ kind: 'creditConsent' });
    await model.submit(true);
    expect(model.stage.value).toEqual({ kind: 'error', message: 'Ekki næg heimild' });
    expect(onFailed).toHaveBeenCalledWith('Ekki næg heimild');
  });
});

describe('a Web payment that succeeds', () => {
  it('clears the session, stores stage 1 with the documentId and shows the signing page', async () => {
    const { model, storage, clearSession, onPaid, documentId } = await submittedForAnna();
    expect(documentId).toMatch(/^doc-[0-9a-f]{16}$/);
    expect(model.stage.value).toEqual({ kind: 'signing', documentId, step: { kind: 'ready' } });
    expect(clearSession).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.getItem(partialPaymentStorageKey) ?? 'null')).toEqual({
      paymentId: 'demo-instalment',
      documentId,
      stage: 1,
    });
    expect(onPaid).not.toHaveBeenCalled();
    const [sent] = await requestsTo(submitPath);
    expect(sent?.body).toEqual({
      paymentId: 'demo-instalment',
      phone: '8201234',
      email: 'anna@example.is',
      paymentCount: 7,
      creditInfoCheckApproved: false,
    });
  });

  it('sends the months chosen on the slider', async () => {
    await logInWithPhone('8201234');
    const { model } = newInstalment(await paymentOf('demo-instalment'));
    await readyToSubmit(model);
    model.months.value = 12;
    await model.submit();
    const [sent] = await requestsTo(submitPath);
    expect(sent?.body).toMatchObject({ paymentCount: 12 });
  });

  it('lands on the signing page again after a reload (same storage)', async () => {
    const storage = new MemoryStorage();
    const { documentId } = await submittedForAnna(storage);
    const again = newInstalment(await paymentOf('demo-instalment'), { storage });
    expect(again.model.stage.value).toEqual({ kind: 'signing', documentId, step: { kind: 'ready' } });
  });

  it('starts at the form when the stored entry is for another payment or unreadable', async () => {
    const payment = await paymentOf('demo-instalment');
    const storage = new MemoryStorage();
    storage.setItem(
      partialPaymentStorageKey,
      JSON.stringify({ paymentId: 'demo-nocredit', documentId: 'doc-1', stage: 1 }),
    );
    expect(newInstalment(payment, { storage }).model.stage.value).toEqual({ kind: 'form' });
    storage.setItem(partialPaymentStorageKey, '{not json');
    expect(newInstalment(payment, { storage }).model.stage.value).toEqual({ kind: 'form' });
    storage.setItem(
      partialPaymentStorageKey,
      JSON.stringify({ paymentId: 'demo-instalment', documentId: 'doc-1', stage: 0 }),
    );
    expect(newInstalment(payment, { storage }).model.stage.value).toEqual({ kind: 'form' });
  });
});

describe('signing', () => {
  it('opens the signing window, checks the status once when it closes: not signed', async () => {
    const { model, popup, openWindow, documentId, onPaid } = await submittedForAnna();
    model.sign();
    expect(openWindow).toHaveBeenCalledTimes(1);
    expect(openWindow).toHaveBeenCalledWith(`${sandboxUrl}/sandbox/signing/${documentId}`);
    expect(stepOf(model)).toEqual({ kind: 'windowOpen' });

    // A click while the window is open opens nothing more; nothing is checked while it stays open.
    model.sign();
    await sleep(250);
    expect(openWindow).toHaveBeenCalledTimes(1);
    expect(await statusChecks('demo-instalment')).toHaveLength(0);

    if (popup) popup.closed = true;
    await untilStep(model, 'notSigned');
    await sleep(150);
    const checks = await statusChecks('demo-instalment');
    expect(checks.map((entry) => [entry.query, entry.status])).toEqual([[{ documentId }, 200]]);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('is paid once the document is signed: the stored entry goes, onPaid is told', async () => {
    const { model, storage, documentId, onPaid, openWindow } = await submittedForAnna();
    const first = { closed: false };
    const second = { closed: false };
    openWindow.mockReturnValueOnce(first).mockReturnValueOnce(second);

    model.sign();
    first.closed = true;
    await untilStep(model, 'notSigned');

    await signDocument(documentId);
    model.sign();
    expect(stepOf(model)).toEqual({ kind: 'windowOpen' });
    second.closed = true;
    await untilStep(model, 'signed');
    expect(storage.getItem(partialPaymentStorageKey)).toBeNull();
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(await statusChecks('demo-instalment')).toHaveLength(2);

    // Signed is final: another click opens nothing.
    model.sign();
    expect(openWindow).toHaveBeenCalledTimes(2);
  });

  it('says the popup was blocked when no window opens, and can try again', async () => {
    const { model, openWindow } = await submittedForAnna();
    openWindow.mockReturnValueOnce(null);
    model.sign();
    expect(stepOf(model)).toEqual({
      kind: 'error',
      message: 'Vafrinn lokaði á undirritunargluggann. Leyfðu sprettiglugga og reyndu aftur.',
    });
    model.sign();
    expect(stepOf(model)).toEqual({ kind: 'windowOpen' });
  });

  it("shows the status call's failure and tells onFailed", async () => {
    const { model, popup, onFailed } = await submittedForAnna();
    await addFault('GET /api/payment/demo-instalment/partial-payment/signet-status', 'malformed');
    model.sign();
    if (popup) popup.closed = true;
    await untilStep(model, 'error');
    expect(stepOf(model)).toEqual({ kind: 'error', message: 'Óvænt villa kom upp' });
    expect(onFailed).toHaveBeenCalledWith('Óvænt villa kom upp');
  });

  it('stops watching the window when disposed', async () => {
    const { model, popup } = await submittedForAnna();
    model.sign();
    model.dispose();
    if (popup) popup.closed = true;
    await sleep(250);
    expect(stepOf(model)).toEqual({ kind: 'windowOpen' });
    expect(await statusChecks('demo-instalment')).toHaveLength(0);
  });
});

describe('an App payment (demo-instalment-app)', () => {
  it('is paid at once without login or signing', async () => {
    const { model, storage, clearSession, onPaid, openWindow } = newInstalment(
      await paymentOf('demo-instalment-app'),
    );
    await readyToSubmit(model);
    expect(model.phone.value).toBe('8202345');
    await model.submit();
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(clearSession).toHaveBeenCalledTimes(1);
    expect(model.stage.value).toEqual({ kind: 'form' });
    expect(storage.getItem(partialPaymentStorageKey)).toBeNull();
    expect(openWindow).not.toHaveBeenCalled();
    const [sent] = await requestsTo(submitPath);
    expect(sent?.status).toBe(200);
    const status = await createApiClient(sandboxUrl).getText('/api/payment/status/demo-instalment-app');
    expect(status).toBe('Nú þegar greitt');
  });

  it('is paid when the server answers 204 No Content (spec §4: "On 200/204")', async () => {
    // The sandbox always answers 200 { documentId }: a one-route server answers this call with 204.
    const noContent = createServer((request, response) => {
      request.resume();
      response.writeHead(204, { 'Access-Control-Allow-Origin': '*' });
      response.end();
    });
    noContent.listen(0, '127.0.0.1');
    if (!noContent.listening)
      await new Promise<void>((resolve) => noContent.once('listening', () => resolve()));
    try {
      const sandbox = createApiClient(sandboxUrl);
      const answers204 = createApiClient(`http://127.0.0.1:${(noContent.address() as AddressInfo).port}`);
      const api: ApiClient = {
        ...sandbox,
        post: (path, body, schema, options) =>
          (path === submitPath ? answers204 : sandbox).post(path, body, schema, options),
      };
      const { model, clearSession, onPaid, onFailed } = newInstalment(
        await paymentOf('demo-instalment-app'),
        {
          api,
        },
      );
      await readyToSubmit(model);
      await model.submit();
      expect(onFailed).not.toHaveBeenCalled();
      expect(model.stage.value).toEqual({ kind: 'form' });
      expect(clearSession).toHaveBeenCalledTimes(1);
      expect(onPaid).toHaveBeenCalledTimes(1);
    } finally {
      noContent.closeAllConnections();
      await new Promise<void>((resolve) => noContent.close(() => resolve()));
    }
  });
});
