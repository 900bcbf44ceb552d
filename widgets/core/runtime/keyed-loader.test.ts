import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../../../test/support/promises.ts';
import { ApiError } from './http.ts';
import { createKeyedLoader, createLatestOnly } from './keyed-loader.ts';

describe('createLatestOnly', () => {
  it('keeps only the latest request current, and none after a cancel', () => {
    const latest = createLatestOnly();
    const first = latest.begin();
    const second = latest.begin();
    expect([first(), second()]).toEqual([false, true]);
    latest.cancel();
    expect(second()).toBe(false);
  });
});

describe('createKeyedLoader', () => {
  it('loads a key, then shows what came', async () => {
    const onReady = vi.fn();
    const loader = createKeyedLoader({
      fetch: async (key) => ({ name: `payment ${key}` }),
      failedMessage: 'Tókst ekki að hlaða greiðslu',
      onReady,
    });
    expect(loader.state.peek()).toEqual({ kind: 'loading' });
    await loader.load('demo-card');
    expect(loader.state.peek()).toEqual({ kind: 'ready', name: 'payment demo-card' });
    expect(onReady).toHaveBeenCalledWith({ name: 'payment demo-card' });
  });

  it("fails with the server's reason, else the flow's message, and retries the same key", async () => {
    const keys: string[] = [];
    const answers: (() => Promise<{ ok: true }>)[] = [
      async () => {
        throw new ApiError(404, 'Greiðsla fannst ekki', 'http');
      },
      async () => {
        throw new ApiError(0, undefined, 'timeout');
      },
      async () => ({ ok: true }),
    ];
    const onFailed = vi.fn();
    const loader = createKeyedLoader({
      fetch: (key) => {
        keys.push(key);
        const next = answers.shift();
        if (!next) throw new Error('no more answers');
        return next();
      },
      failedMessage: 'Tókst ekki að hlaða greiðslu',
      onFailed,
    });
    await loader.load('ekki-til');
    expect(loader.state.peek()).toEqual({ kind: 'failed', message: 'Greiðsla fannst ekki' });
    loader.retry();
    await vi.waitFor(() => expect(loader.state.peek().kind).toBe('failed'));
    expect(loader.state.peek()).toEqual({ kind: 'failed', message: 'Tókst ekki að hlaða greiðslu' });
    loader.retry();
    await vi.waitFor(() => expect(loader.state.peek()).toEqual({ kind: 'ready', ok: true }));
    expect(keys).toEqual(['ekki-til', 'ekki-til', 'ekki-til']);
    expect(onFailed.mock.calls).toEqual([['Greiðsla fannst ekki'], ['Tókst ekki að hlaða greiðslu']]);
  });

  it('drops the answer for an older key, and any answer after clear or dispose', async () => {
    const pending = new Map<string, ReturnType<typeof deferred<{ key: string }>>>();
    const onReady = vi.fn();
    const loader = createKeyedLoader({
      fetch: (key) => {
        const answer = deferred<{ key: string }>();
        pending.set(key, answer);
        return answer.promise;
      },
      failedMessage: 'villa',
      onReady,
    });
    const first = loader.load('a');
    const second = loader.load('b');
    pending.get('b')?.resolve({ key: 'b' });
    await second;
    pending.get('a')?.resolve({ key: 'a' });
    await first;
    expect(loader.state.peek()).toEqual({ kind: 'ready', key: 'b' });

    const third = loader.load('c');
    loader.clear();
    pending.get('c')?.resolve({ key: 'c' });
    await third;
    expect(loader.state.peek()).toEqual({ kind: 'loading' });
    loader.retry();
    expect(pending.size).toBe(3);

    const fourth = loader.load('d');
    loader.dispose();
    pending.get('d')?.reject(new Error('late'));
    await fourth;
    expect(loader.state.peek()).toEqual({ kind: 'loading' });
    expect(onReady.mock.calls).toEqual([[{ key: 'b' }]]);
  });
});
