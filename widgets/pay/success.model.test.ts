import { afterEach, describe, expect, it, vi } from 'vitest';
import { sandboxServerForTests } from '../../test/support/sandbox-server.ts';
import { createApiClient } from '../core/http.ts';
import { SuccessModel, successRedirectMs } from './success.model.ts';

// The success page's model (spec §2 Success page, §9 redirect after 3 s) against the real sandbox.

const sandbox = sandboxServerForTests();

function newSuccess() {
  const api = createApiClient(sandbox.url);
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
    expect(model.state.value).toMatchObject({
      kind: 'ready',
      payment: { id: 'demo-redirect', redirectUrl: '/' },
    });
    vi.advanceTimersByTime(successRedirectMs - 1);
    expect(destinations).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(destinations).toEqual(['/']);
  });

  it('goes nowhere without a redirectUrl', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { model, destinations } = newSuccess();
    await model.load('demo-card');
    expect(model.state.value).toMatchObject({ kind: 'ready', payment: { id: 'demo-card' } });
    vi.advanceTimersByTime(successRedirectMs * 2);
    expect(destinations).toEqual([]);
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
