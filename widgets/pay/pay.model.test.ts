import { describe, expect, it, vi } from 'vitest';
import { sandboxServerForTests } from '../../test/support/sandbox-server.ts';
import { createApiClient } from '../core/runtime/http.ts';
import { PayModel, type PaymentLoad } from './pay.model.ts';

// The pay page's model (spec §2 Payment page) against the real sandbox over HTTP (its own server).

const sandbox = sandboxServerForTests();

async function paymentRequests() {
  return sandbox.requests({ path: '/api/payment' });
}

function newPay() {
  const api = createApiClient(sandbox.url);
  const onLoadFailed = vi.fn<(message: string) => void>();
  const model = new PayModel({ api: () => api, onLoadFailed });
  const loads: PaymentLoad['kind'][] = [];
  model.state.subscribe((load) => loads.push(load.kind));
  return { model, onLoadFailed, loads };
}

describe('loading a payment', () => {
  it('starts loading, with no methods and nothing selected', () => {
    const { model } = newPay();
    expect(model.state.value).toEqual({ kind: 'loading' });
    expect(model.methods.value).toEqual([]);
    expect(model.selected.value).toBeUndefined();
  });

  it('reads demo-card’s single-number allowedPaymentMethods and preselects the card', async () => {
    const { model, loads, onLoadFailed } = newPay();
    await model.load('demo-card');
    const load = model.state.value;
    expect(load.kind).toBe('ready');
    if (load.kind !== 'ready') return;
    expect(load.payment).toMatchObject({ id: 'demo-card', amount: 24_990, allowedPaymentMethods: [1] });
    expect(model.methods.value).toEqual(['card', 'googlePay']);
    expect(model.selected.value).toBe('card');
    expect(model.direction.value).toBe('none');
    expect(loads).toEqual(['loading', 'loading', 'ready']);
    expect(onLoadFailed).not.toHaveBeenCalled();
    const [request] = await paymentRequests();
    expect(request).toMatchObject({ method: 'GET', query: { paymentId: 'demo-card' }, status: 200 });
  });

  it('shows all four methods for demo-all (a list) and preselects the card', async () => {
    const { model } = newPay();
    await model.load('demo-all');
    expect(model.methods.value).toEqual(['instalments', 'card', 'googlePay', 'slip']);
    expect(model.selected.value).toBe('card');
  });

  it('preselects the slip when only the slip is offered, and instalments (index 0) otherwise', async () => {
    const { model } = newPay();
    await model.load('demo-slip');
    expect(model.methods.value).toEqual(['slip']);
    expect(model.selected.value).toBe('slip');
    await model.load('demo-instalment');
    expect(model.methods.value).toEqual(['instalments']);
    expect(model.selected.value).toBe('instalments');
  });

  it('keeps the answer of the last load when two overlap', async () => {
    const { model } = newPay();
    const first = model.load('demo-card');
    const second = model.load('demo-all');
    await Promise.all([first, second]);
    expect(model.state.value).toMatchObject({ kind: 'ready', payment: { id: 'demo-all' } });
    expect(model.methods.value).toHaveLength(4);
  });

  it('clear (payment-id removed) forgets the payment and drops an answer still on its way', async () => {
    const { model } = newPay();
    await model.load('demo-card');
    model.clear();
    expect(model.state.value).toEqual({ kind: 'loading' });
    expect(model.selected.value).toBeUndefined();
    expect(model.methods.value).toEqual([]);
    const pending = model.load('demo-all');
    model.clear();
    await pending;
    expect(model.state.value).toEqual({ kind: 'loading' });
  });
});

describe('choosing a method', () => {
  it('slides forward to a later method and backward to an earlier one', async () => {
    const { model } = newPay();
    await model.load('demo-all');
    model.select('slip');
    expect(model.selected.value).toBe('slip');
    expect(model.direction.value).toBe('forward');
    model.select('instalments');
    expect(model.direction.value).toBe('backward');
    model.select('googlePay');
    expect(model.direction.value).toBe('forward');
    model.select('card');
    expect(model.direction.value).toBe('backward');
    model.select('card');
    expect(model.direction.value).toBe('none');
  });

  it('resets the direction when the payment loads again', async () => {
    const { model } = newPay();
    await model.load('demo-all');
    model.select('slip');
    model.retry();
    await vi.waitFor(() => expect(model.state.value.kind).toBe('ready'));
    expect(model.selected.value).toBe('card');
    expect(model.direction.value).toBe('none');
  });
});

describe('a payment that does not load', () => {
  it("is not found (404, the server's 'Greiðsla fannst ekki') for an unknown id and tells onLoadFailed once", async () => {
    const { model, onLoadFailed } = newPay();
    await model.load('no-such-payment');
    expect(model.state.value).toEqual({ kind: 'notFound', message: 'Greiðsla fannst ekki' });
    expect(model.methods.value).toEqual([]);
    expect(onLoadFailed).toHaveBeenCalledTimes(1);
    expect(onLoadFailed).toHaveBeenCalledWith('Greiðsla fannst ekki');
  });

  it("shows 'Tókst ekki að hlaða greiðslu' for a malformed answer", async () => {
    const { model, onLoadFailed } = newPay();
    await sandbox.fault('GET /api/payment', 'malformed');
    await model.load('demo-card');
    expect(model.state.value).toEqual({ kind: 'failed', message: 'Tókst ekki að hlaða greiðslu' });
    expect(onLoadFailed).toHaveBeenCalledWith('Tókst ekki að hlaða greiðslu');
  });

  it("shows the server's reason for a 500", async () => {
    const { model } = newPay();
    await sandbox.fault('GET /api/payment', '500');
    await model.load('demo-card');
    expect(model.state.value).toEqual({ kind: 'failed', message: 'Villa í kerfi (sandkassi)' });
  });

  it('loads the same payment again on retry', async () => {
    const { model, loads } = newPay();
    await sandbox.fault('GET /api/payment', '500');
    await model.load('demo-all');
    expect(model.state.value.kind).toBe('failed');
    model.retry();
    expect(model.state.value).toEqual({ kind: 'loading' });
    await vi.waitFor(() => expect(model.state.value.kind).toBe('ready'));
    expect(model.selected.value).toBe('card');
    expect(loads).toEqual(['loading', 'loading', 'failed', 'loading', 'ready']);
    const requests = await paymentRequests();
    expect(requests.map((entry) => [entry.query, entry.status])).toEqual([
      [{ paymentId: 'demo-all' }, 500],
      [{ paymentId: 'demo-all' }, 200],
    ]);
  });

  it('loads another payment after one that was not found', async () => {
    const { model } = newPay();
    await model.load('no-such-payment');
    expect(model.state.value.kind).toBe('notFound');
    await model.load('demo-card');
    expect(model.state.value).toMatchObject({ kind: 'ready', payment: { id: 'demo-card' } });
    model.clear();
    expect(model.state.value).toEqual({ kind: 'loading' });
  });

  it('does nothing on retry before any load', async () => {
    const { model } = newPay();
    model.retry();
    expect(model.state.value).toEqual({ kind: 'loading' });
    expect(await paymentRequests()).toHaveLength(0);
  });
});
