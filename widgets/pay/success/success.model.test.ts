import type * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sandboxServerForTests } from '../../../test/support/sandbox-server.ts';
import { until } from '../../../test/support/signals.ts';
import { type ApiClient, createApiClient, type RequestOptions } from '../../core/runtime/http.ts';
import { destinationOf, SuccessModel, successRedirectMs } from './success.model.ts';

// The success page's model (spec §2 Success page, §9 redirect after 3 s) against the real sandbox.

const sandbox = sandboxServerForTests();

/**
 * The sandbox's answers with the payment read as paid: the success page of a payment just paid
 * (test/e2e pays demo-redirect by card for real; here only the page's own rules are under test).
 */
function paidView(api: ApiClient): ApiClient {
  return {
    ...api,
    get: async <S extends v.GenericSchema>(path: string, schema: S, options?: RequestOptions) => {
      const answer = await api.get(path, schema, options);
      if (typeof answer === 'object' && answer !== null && 'isPaid' in answer)
        Object.assign(answer, { isPaid: true });
      return answer;
    },
  };
}

function newSuccess(view: 'paid' | 'as the sandbox has it' = 'paid') {
  const sandboxApi = createApiClient(sandbox.url);
  const api = view === 'paid' ? paidView(sandboxApi) : sandboxApi;
  const destinations: string[] = [];
  const model = new SuccessModel({ api: () => api, navigate: (url) => destinations.push(url) });
  return { model, destinations };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the success page', () => {
  it('loads the payment and, with a redirectUrl, goes there after 3 s, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { model, destinations } = newSuccess();
    await model.load('demo-redirect');
    const state = model.state.value;
    expect(state).toMatchObject({ kind: 'ready', payment: { id: 'demo-redirect', redirectUrl: '/' } });
    expect(state.kind === 'ready' && destinationOf(state.payment) !== undefined).toBe(true);
    // Spec §9: 3000 ms, written out (not the constant under test, which could drift unseen).
    vi.advanceTimersByTime(2999);
    expect(destinations).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(destinations).toEqual(['/']);
  });

  it('goes at once when asked, once, and not again when the 3 s are up', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { model, destinations } = newSuccess();
    await model.load('demo-redirect');
    model.goNow();
    expect(destinations).toEqual(['/']);
    model.goNow();
    vi.advanceTimersByTime(successRedirectMs * 2);
    expect(destinations).toEqual(['/']);
  });

  it('shows a paid payment at once, then when and how it was paid from its receipt', async () => {
    const { model } = newSuccess();
    await model.load('demo-paid');
    expect(model.state.value).toMatchObject({ kind: 'ready', payment: { id: 'demo-paid', amount: 31_480 } });
    await expect(until(model.paid, (paid) => paid !== undefined)).resolves.toEqual({
      dateCreated: '2025-11-03T14:12:00Z',
      paymentMethod: 1,
    });
    const receipts = await sandbox.requests({ path: '/api/payment/demo-paid/receipt' });
    expect(receipts.map((request) => request.status)).toEqual([200]);
  });

  it('starts its 3 s before the receipt answers: a receipt that never comes holds nothing back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const paid = paidView(createApiClient(sandbox.url));
    // The receipt's call is asked, and never answers.
    const receiptNeverAnswers: ApiClient = {
      ...paid,
      get: (path, schema, options) =>
        path.includes('/receipt') ? new Promise(() => {}) : paid.get(path, schema, options),
    };
    const destinations: string[] = [];
    const model = new SuccessModel({
      api: () => receiptNeverAnswers,
      navigate: (url) => destinations.push(url),
    });
    await model.load('demo-redirect');
    expect(model.state.value).toMatchObject({ kind: 'ready', payment: { id: 'demo-redirect' } });
    expect(model.paid.value).toBeUndefined();
    vi.advanceTimersByTime(successRedirectMs);
    expect(destinations).toEqual(['/']);
  });

  it('takes no receipt that answers after the page was cleared', async () => {
    const paid = paidView(createApiClient(sandbox.url));
    // The receipt's call answers only when the test releases it.
    let release = () => {};
    let receipt: Promise<unknown> | undefined;
    const heldReceipt: ApiClient = {
      ...paid,
      get: <S extends v.GenericSchema>(path: string, schema: S, options?: RequestOptions) => {
        if (!path.includes('/receipt')) return paid.get(path, schema, options);
        const held = new Promise<v.InferOutput<S>>((resolve, reject) => {
          release = () => void paid.get(path, schema, options).then(resolve, reject);
        });
        receipt = held;
        return held;
      },
    };
    const model = new SuccessModel({ api: () => heldReceipt, navigate: () => undefined });
    await model.load('demo-paid');
    expect(receipt).toBeDefined();
    model.clear();
    release();
    // This wait is answered after the model's own handler, which was attached to the call first.
    await receipt;
    expect(model.paid.value).toBeUndefined();
  });

  it('shows the payment without them while its receipt is not there, and asks for none of an unpaid one', async () => {
    const paid = newSuccess();
    await paid.model.load('demo-redirect');
    expect(paid.model.state.value).toMatchObject({ kind: 'ready', payment: { id: 'demo-redirect' } });
    await vi.waitFor(async () => {
      const receipts = await sandbox.requests({ path: '/api/payment/demo-redirect/receipt' });
      expect(receipts.map((request) => request.status)).toEqual([404]);
    });
    expect(paid.model.paid.value).toBeUndefined();
    const unpaid = newSuccess('as the sandbox has it');
    await unpaid.model.load('demo-card');
    expect(await sandbox.requests({ path: '/api/payment/demo-card/receipt' })).toEqual([]);
  });

  it('is not found (404) for an unknown id: no retry can find it', async () => {
    const { model } = newSuccess();
    await model.load('ekki-til');
    expect(model.state.value).toEqual({ kind: 'notFound', message: 'Greiðsla fannst ekki' });
  });

  it('goes nowhere without a redirectUrl', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { model, destinations } = newSuccess();
    await model.load('demo-card');
    expect(model.state.value).toMatchObject({ kind: 'ready', payment: { id: 'demo-card' } });
    vi.advanceTimersByTime(successRedirectMs * 2);
    expect(destinations).toEqual([]);
  });

  it('stays, and says it will not move on, where the redirectUrl is on an origin the page does not allow', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { model, destinations } = newSuccess();
    // demo-away's redirectUrl is the retailer's site; this page (http://localhost) allows no other origin.
    await model.load('demo-away');
    const state = model.state.value;
    expect(state).toMatchObject({
      kind: 'ready',
      payment: { id: 'demo-away', redirectUrl: 'https://www.byko.is/takk-fyrir' },
    });
    expect(state.kind === 'ready' && destinationOf(state.payment) !== undefined).toBe(false);
    vi.advanceTimersByTime(successRedirectMs * 2);
    expect(destinations).toEqual([]);
    expect(warn.mock.calls).toEqual([
      ['byko-widgets: refused to follow a URL', '"https://www.byko.is/takk-fyrir"'],
    ]);
    warn.mockRestore();
  });

  it('does not redirect once disposed (the page was left)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { model, destinations } = newSuccess();
    await model.load('demo-redirect');
    model.dispose();
    vi.advanceTimersByTime(successRedirectMs * 2);
    expect(destinations).toEqual([]);
  });

  it("says 'Tókst ekki að hlaða greiðslu' or the server's reason, and a retry loads", async () => {
    const { model } = newSuccess();
    await sandbox.fault('GET /api/payment', 'malformed');
    await model.load('demo-card');
    expect(model.state.value).toEqual({ kind: 'failed', message: 'Tókst ekki að hlaða greiðslu' });
    await sandbox.fault('GET /api/payment', '500');
    model.retry();
    await vi.waitFor(() =>
      expect(model.state.value).toEqual({ kind: 'failed', message: 'Villa í kerfi (sandkassi)' }),
    );
    model.retry();
    await vi.waitFor(() =>
      expect(model.state.value).toMatchObject({ kind: 'ready', payment: { id: 'demo-card' } }),
    );
  });

  it('an unpaid payment (the page opened by its link before paying) never moves on', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { model, destinations } = newSuccess('as the sandbox has it');
    await model.load('demo-redirect');
    expect(model.state.value).toMatchObject({
      kind: 'ready',
      payment: { id: 'demo-redirect', isPaid: false },
    });
    vi.advanceTimersByTime(successRedirectMs * 2);
    expect(destinations).toEqual([]);
  });

  it('clear (payment-id removed) forgets the payment and cancels the redirect', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { model, destinations } = newSuccess();
    await model.load('demo-redirect');
    model.clear();
    expect(model.state.value).toEqual({ kind: 'loading' });
    vi.advanceTimersByTime(successRedirectMs * 2);
    expect(destinations).toEqual([]);
  });
});
