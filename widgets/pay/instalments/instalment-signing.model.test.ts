import { createServer } from 'node:http';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { MemoryStorage } from '../../../test/support/memory-storage.ts';
import { anna } from '../../../test/support/people.ts';
import { closeServer, urlOf } from '../../../test/support/sandbox-server.ts';
import { until } from '../../../test/support/signals.ts';
import { type ApiClient, createApiClient } from '../../core/runtime/http.ts';
import {
  type InstalmentDependencies,
  type InstalmentModelInstance,
  type InstalmentStage,
  partialPaymentStorageKey,
  type SigningStep,
  signingWindow,
} from './instalment.model.ts';
import { instalmentModelTests, readyToSubmit, submitPath } from './instalment.test-setup.ts';

// The instalment section's model after an accepted 'Sækja um' (spec §4 Instalment, §5, §9), against
// the real sandbox over HTTP (instalment.test-setup.ts): a Web payment stored and signed in the
// signing window, whose poll the test runs where it matters (fake intervals), and an App payment,
// paid at once. The form
// up to 'Sækja um' is in instalment.model.test.ts.

const { sandbox, logIn, paymentOf, newInstalment } = instalmentModelTests();

async function statusChecks(paymentId: string) {
  return sandbox.requests({ path: `/api/payment/${paymentId}/partial-payment/signet-status` });
}

/** 'Undirrita' on the sandbox's signing page. */
async function signDocument(documentId: string): Promise<void> {
  const answer = await fetch(`${sandbox.url}/sandbox/signing/${documentId}`, {
    method: 'POST',
    headers: { Accept: 'application/json' },
  });
  expect(await answer.json()).toEqual({ signed: true });
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

/** A Web instalment for Anna, submitted, on the signing page. */
async function submittedForAnna(
  storage = new MemoryStorage(),
  signingUrl?: InstalmentDependencies['signingUrl'],
) {
  await logIn(anna);
  const instalment = newInstalment(await paymentOf('demo-instalment'), {
    storage,
    ...(signingUrl ? { signingUrl } : {}),
  });
  await readyToSubmit(instalment.model);
  await instalment.model.submit();
  return { ...instalment, documentId: documentIdOf(instalment.model) };
}

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

  it('lands on the signing page with nothing to open after a reload on a page that gives no signing page', async () => {
    const storage = new MemoryStorage();
    const { documentId } = await submittedForAnna(storage);
    const again = newInstalment(await paymentOf('demo-instalment'), { storage, signingUrl: () => 'unset' });
    expect(again.model.stage.value).toEqual({ kind: 'signing', documentId, step: { kind: 'unset' } });
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
    // The window is watched on an interval: here the test runs it.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    model.sign();
    expect(openWindow).toHaveBeenCalledTimes(1);
    expect(openWindow).toHaveBeenCalledWith(`${sandbox.url}/sandbox/signing/${documentId}`);
    expect(stepOf(model)).toEqual({ kind: 'windowOpen' });

    // A click while the window is open opens nothing more; nothing is checked while it stays open.
    model.sign();
    vi.advanceTimersByTime(signingWindow.pollMs * 5);
    expect(openWindow).toHaveBeenCalledTimes(1);
    expect(await statusChecks('demo-instalment')).toHaveLength(0);

    if (popup) popup.closed = true;
    vi.advanceTimersByTime(signingWindow.pollMs);
    await untilStep(model, 'notSigned');
    // Checked once: the watch ended with the window.
    vi.advanceTimersByTime(signingWindow.pollMs * 5);
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

  it('opens nothing where the page gives no signing page; Til baka drops the stored stage for the form', async () => {
    const storage = new MemoryStorage();
    const { model, openWindow, documentId } = await submittedForAnna(storage, () => 'unset');
    // Said at once, before anyone presses anything: there is nothing to press.
    expect(stepOf(model)).toEqual({ kind: 'unset' });
    model.sign();
    expect(stepOf(model)).toEqual({ kind: 'unset' });
    expect(openWindow).not.toHaveBeenCalled();
    expect(storage.getItem(partialPaymentStorageKey)).toContain(documentId);

    model.leaveSigning();
    expect(model.stage.value).toEqual({ kind: 'form' });
    expect(storage.getItem(partialPaymentStorageKey)).toBeNull();
    expect(await statusChecks('demo-instalment')).toHaveLength(0);
  });

  it('opens nothing for a signing page the URL guard refuses, and says so', async () => {
    const { model, openWindow } = await submittedForAnna(new MemoryStorage(), () => 'refused');
    model.sign();
    expect(stepOf(model)).toEqual({ kind: 'error', message: 'Ekki tókst að opna undirritunarsíðu.' });
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('stays on the signing page while the window is open: Til baka does nothing then', async () => {
    const { model, documentId } = await submittedForAnna();
    model.sign();
    model.leaveSigning();
    expect(model.stage.value).toEqual({ kind: 'signing', documentId, step: { kind: 'windowOpen' } });
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
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    model.sign();
    model.dispose();
    if (popup) popup.closed = true;
    vi.advanceTimersByTime(signingWindow.pollMs * 5);
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
