import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectHandWorkedRows } from '../../../test/support/hand-worked-instalments.ts';
import { MemoryStorage } from '../../../test/support/memory-storage.ts';
import { stubPageSettings } from '../../../test/support/page-settings.ts';
import { anna, bjarni } from '../../../test/support/people.ts';
import { closeServer, sandboxServerForTests, urlOf } from '../../../test/support/sandbox-server.ts';
import { until } from '../../../test/support/signals.ts';
import { type ApiClient, createApiClient, setTokenSource } from '../../core/runtime/http.ts';
import { type Payment, payApi } from '../pay.api.ts';
import {
  InstalmentModel,
  type InstalmentModelInstance,
  type InstalmentStage,
  partialPaymentStorageKey,
  type SigningStep,
} from './instalment.model.ts';

// The instalment section's model (spec §2 Instalment form, §4 Instalment, §5, §9) against the real
// sandbox over HTTP (its own server for this file). The storage, the signing window and the clock
// are injected; the signing window's 100 ms poll runs on real timers.

const submitPath = '/api/payment/pay-with-partial-payment';

const sandbox = sandboxServerForTests();

async function statusChecks(paymentId: string) {
  return sandbox.requests({ path: `/api/payment/${paymentId}/partial-payment/signet-status` });
}

/** Logs in through the sandbox's phone login; the requests carry the token from now on. */
async function logIn(person: { readonly phone: string }): Promise<void> {
  const { token } = await sandbox.loginByPhone(person);
  setTokenSource(() => token);
}

/** 'Undirrita' on the sandbox's signing page. */
async function signDocument(documentId: string): Promise<void> {
  const answer = await fetch(`${sandbox.url}/sandbox/signing/${documentId}`, {
    method: 'POST',
    headers: { Accept: 'application/json' },
  });
  expect(await answer.json()).toEqual({ signed: true });
}

async function paymentOf(paymentId: string): Promise<Payment> {
  return payApi.payment(createApiClient(sandbox.url), paymentId);
}

const fixedNow = new Date(2026, 10, 21, 10, 0);

interface FakeWindow {
  closed: boolean;
}

function newInstalment(
  payment: Payment,
  options: { storage?: MemoryStorage; popup?: FakeWindow | null; api?: ApiClient } = {},
) {
  const api = options.api ?? createApiClient(sandbox.url);
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
    signingUrl: (documentId) => `${sandbox.url}/sandbox/signing/${documentId}`,
    onPaid,
    onFailed,
  });
  models.push(model);
  return { model, storage, popup, openWindow, clearSession, onPaid, onFailed };
}

const models: InstalmentModelInstance[] = [];

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
  await logIn(anna);
  const instalment = newInstalment(await paymentOf('demo-instalment'), { storage });
  await readyToSubmit(instalment.model);
  await instalment.model.submit();
  return { ...instalment, documentId: documentIdOf(instalment.model) };
}

beforeEach(() => {
  setTokenSource(() => null);
});

afterEach(() => {
  for (const model of models.splice(0)) model.dispose();
  setTokenSource(() => null);
  vi.unstubAllGlobals();
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
    expectHandWorkedRows(rows);
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
    await sandbox.fault('GET /api/payment/demo-instalment/interest-rate', 'malformed');
    await model.loadRates();
    expect(model.rates.value).toEqual({ kind: 'failed', message: 'Villa kom upp við að hlaða vöxtum' });
    expect(model.schedule.value).toEqual([]);
    expect(model.apr.value).toBeUndefined();
    model.termsAccepted.value = true;
    expect(model.canSubmit.value).toBe(false);
  });

  it("say 'Villa kom upp við að hlaða afborgunargjaldi' when the fee fails", async () => {
    const { model } = newInstalment(await paymentOf('demo-instalment'));
    await sandbox.fault('GET /api/payment-calculations/NoticeAmount', 'reason', { reason: '' });
    await model.loadRates();
    expect(model.rates.value).toEqual({
      kind: 'failed',
      message: 'Villa kom upp við að hlaða afborgunargjaldi',
    });
  });

  it("show the server's reason when it gives one, and load on a second try", async () => {
    const { model } = newInstalment(await paymentOf('demo-instalment'));
    await sandbox.fault('GET /api/payment/demo-instalment/interest-rate', '500');
    await model.loadRates();
    expect(model.rates.value).toEqual({ kind: 'failed', message: 'Villa í kerfi (sandkassi)' });
    await model.loadRates();
    expect(model.rates.value.kind).toBe('ready');
  });
});

describe('the contact fields', () => {
  it("take the logged-in user's phone and e-mail where the payment has none (demo-all), and keep what was typed", async () => {
    const { model } = newInstalment(await paymentOf('demo-all'));
    expect(model.form.fields.phone.value.value).toBe('');
    expect(model.form.fields.email.value.value).toBe('');
    model.form.fields.email.set('typed@example.is');
    model.fillContact({ phoneNumber: '8201234', email: 'anna@example.is' });
    expect(model.form.fields.phone.value.value).toBe('8201234');
    expect(model.form.fields.email.value.value).toBe('typed@example.is');
  });

  it("keep the payment's own phone and e-mail", async () => {
    const { model } = newInstalment(await paymentOf('demo-instalment'));
    const before = { phone: model.form.fields.phone.value.value, email: model.form.fields.email.value.value };
    expect(before.phone).not.toBe('');
    model.fillContact({ phoneNumber: '6991234', email: 'other@example.is' });
    expect({
      phone: model.form.fields.phone.value.value,
      email: model.form.fields.email.value.value,
    }).toEqual(before);
  });
});

describe("'Sækja um'", () => {
  it('needs the terms ticked: nothing is sent without them', async () => {
    await logIn(anna);
    const { model } = newInstalment(await paymentOf('demo-instalment'));
    await model.loadRates();
    expect(model.form.fields.phone.value.value).toBe('8201234');
    expect(model.form.fields.email.value.value).toBe('anna@example.is');
    expect(model.canSubmit.value).toBe(false);
    await model.submit();
    expect(model.stage.value).toEqual({ kind: 'form' });
    model.termsAccepted.value = true;
    expect(model.canSubmit.value).toBe(true);
    expect(await sandbox.requests({ path: submitPath })).toHaveLength(0);
  });

  it('needs a valid phone and e-mail: field messages, nothing sent', async () => {
    await logIn(anna);
    const { model } = newInstalment(await paymentOf('demo-instalment'));
    await readyToSubmit(model);
    model.form.fields.phone.set('');
    model.form.fields.email.set('anna@');
    await model.submit();
    expect(model.form.fields.phone.message.value).toBe('Vinsamlegast fyllið út þennan reit');
    expect(model.form.fields.email.message.value).toBe('Netfang er ekki gilt');
    // Once a message shows, it follows each keystroke (the letter is dropped: six digits are too few).
    model.form.fields.phone.set('82a1234');
    expect(model.form.fields.phone.value.value).toBe('821234');
    model.form.fields.email.set('');
    await model.submit();
    expect(model.form.fields.phone.message.value).toBe("Símanúmer getur aðeins innihaldið tölustafi og '+'");
    expect(model.form.fields.email.message.value).toBe('Vinsamlegast fyllið út þennan reit');
    model.form.fields.email.set('anna@example.is');
    expect(model.form.fields.email.message.value).toBeUndefined();
    expect(model.stage.value).toEqual({ kind: 'form' });
    expect(await sandbox.requests({ path: submitPath })).toHaveLength(0);
  });

  it('sends once however often it is pressed while the request runs', async () => {
    await logIn(anna);
    const { model } = newInstalment(await paymentOf('demo-instalment'));
    await readyToSubmit(model);
    const first = model.submit();
    expect(model.stage.value).toEqual({ kind: 'submitting' });
    expect(model.busy.value).toBe(true);
    expect(model.canSubmit.value).toBe(false);
    await model.submit();
    await first;
    expect(await sandbox.requests({ path: submitPath })).toHaveLength(1);
  });

  it("shows the server's reason and can be sent again", async () => {
    await logIn(anna);
    const { model, onFailed } = newInstalment(await paymentOf('demo-instalment'));
    await readyToSubmit(model);
    await sandbox.fault(`POST ${submitPath}`, '500');
    await model.submit();
    expect(model.stage.value).toEqual({ kind: 'error', message: 'Villa í kerfi (sandkassi)' });
    expect(onFailed).toHaveBeenCalledWith('Villa í kerfi (sandkassi)');
    expect(model.canSubmit.value).toBe(true);
    await model.submit();
    expect(model.stage.value.kind).toBe('signing');
  });

  it.each([
    ['a broken answer', 'malformed'],
    ['no answer in time', 'timeout'],
  ] as const)(
    "shows 'Óvænt villa kom upp' for %s, keeping everything chosen for the retry",
    async (_label, fault) => {
      await logIn(anna);
      const { model } = newInstalment(await paymentOf('demo-instalment'));
      await readyToSubmit(model);
      model.form.fields.email.set('anna.j@example.is');
      model.months.value = 5;
      await sandbox.fault(`POST ${submitPath}`, fault);
      // The page's request timeout, short so the held request ends in the client's own timeout.
      stubPageSettings({ timeoutMs: 300 });
      await model.submit();
      vi.unstubAllGlobals();
      expect(model.stage.value).toEqual({ kind: 'error', message: 'Óvænt villa kom upp' });
      expect([model.form.fields.email.value.value, model.months.value, model.termsAccepted.value]).toEqual([
        'anna.j@example.is',
        5,
        true,
      ]);
      expect(model.canSubmit.value).toBe(true);
      await model.submit();
      expect(model.stage.value.kind).toBe('signing');
      const sent = await sandbox.requests({ path: submitPath });
      expect(sent).toHaveLength(2);
      expect(sent[1]?.body).toMatchObject({ email: 'anna.j@example.is', paymentCount: 5 });
    },
  );
});

describe('the credit-info consent (demo-nocredit, Bjarni)', () => {
  it('opens on Ekki næg heimild; Hætta við returns to the form; Leyfa resends with consent', async () => {
    await logIn(bjarni);
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

    const sent = (await sandbox.requests({ path: submitPath })).map((entry) => [entry.body, entry.status]);
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
    await logIn(bjarni);
    const { model, onFailed } = newInstalment(await paymentOf('demo-insufficient'));
    // A payment without a payer: nothing to prefill.
    expect([model.form.fields.phone.value.value, model.form.fields.email.value.value]).toEqual(['', '']);
    model.form.fields.phone.set('8202345');
    model.form.fields.email.set('bjarni@example.is');
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
    const [sent] = await sandbox.requests({ path: submitPath });
    expect(sent?.body).toEqual({
      paymentId: 'demo-instalment',
      phone: '8201234',
      email: 'anna@example.is',
      paymentCount: 7,
      creditInfoCheckApproved: false,
    });
  });

  it('sends the months chosen on the slider', async () => {
    await logIn(anna);
    const { model } = newInstalment(await paymentOf('demo-instalment'));
    await readyToSubmit(model);
    model.months.value = 12;
    await model.submit();
    const [sent] = await sandbox.requests({ path: submitPath });
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
    expect(openWindow).toHaveBeenCalledWith(`${sandbox.url}/sandbox/signing/${documentId}`);
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
    await sandbox.fault('GET /api/payment/demo-instalment/partial-payment/signet-status', 'malformed');
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
    expect(model.form.fields.phone.value.value).toBe('8202345');
    await model.submit();
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(clearSession).toHaveBeenCalledTimes(1);
    expect(model.stage.value).toEqual({ kind: 'form' });
    expect(storage.getItem(partialPaymentStorageKey)).toBeNull();
    expect(openWindow).not.toHaveBeenCalled();
    const [sent] = await sandbox.requests({ path: submitPath });
    expect(sent?.status).toBe(200);
    const status = await createApiClient(sandbox.url).getText('/api/payment/status/demo-instalment-app');
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
    try {
      const sandboxApi = createApiClient(sandbox.url);
      const answers204 = createApiClient(await urlOf(noContent));
      const api: ApiClient = {
        ...sandboxApi,
        post: (path, body, schema, options) =>
          (path === submitPath ? answers204 : sandboxApi).post(path, body, schema, options),
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
      await closeServer(noContent);
    }
  });
});
