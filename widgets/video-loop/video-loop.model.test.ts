import { describe, expect, it, vi } from 'vitest';
import { armFaultIn } from '../../test/support/application-faults.ts';
import { sandboxServerForTests } from '../../test/support/sandbox-server.ts';
import { modelsDisposedAfterEach } from '../../test/support/session-login.ts';
import { createApiClient } from '../core/runtime/http.ts';
import { VideoLoopModel, type VideoLoopModelInstance } from './video-loop.model.ts';

// The golf video loop's model (spec §7 "Tools", §9) against the real sandbox over HTTP: its list
// file names two videos; the widget's fallback list names the same two.

const sandbox = sandboxServerForTests();
const models = modelsDisposedAfterEach<VideoLoopModelInstance>((model) => model.dispose());

const listPath = '/videos/golfmot.json';

function newModel() {
  const api = createApiClient(sandbox.url);
  const model = new VideoLoopModel({ api: () => api });
  models.push(model);
  return model;
}

const videosOf = (model: VideoLoopModelInstance) => {
  const state = model.state.value;
  return state.kind === 'ready' ? { source: state.source, videos: state.videos } : state;
};

describe('the list', () => {
  it("plays the list file's videos, resolved against the file's address, from the first", async () => {
    const model = newModel();
    await model.load(`${sandbox.url}${listPath}`);
    expect(videosOf(model)).toEqual({
      source: 'list',
      videos: [`${sandbox.url}/videos/golf-1.webm`, `${sandbox.url}/videos/golf-2.webm`],
    });
    expect(model.position.value).toBe(0);
    expect(model.upcoming.value).toBe(1);
  });

  it.each(['500', 'timeout', 'malformed', '404'] as const)(
    'plays the fallback list of two videos when the list file fails (%s)',
    async (fault) => {
      await armFaultIn(sandbox, `GET ${listPath}`, fault);
      const model = newModel();
      await model.load(`${sandbox.url}${listPath}`);
      expect(videosOf(model)).toEqual({
        source: 'fallback',
        videos: [`${sandbox.url}/videos/golf-1.webm`, `${sandbox.url}/videos/golf-2.webm`],
      });
    },
  );

  it('plays the fallback list when there is no list to load, or it names nothing playable', async () => {
    const model = newModel();
    await model.load('');
    expect(videosOf(model)).toMatchObject({ source: 'fallback' });
    await model.load(`${sandbox.url}/videos/ekki-til.json`);
    expect(videosOf(model)).toMatchObject({ source: 'fallback' });
    // A list whose every entry is refused by the guard (not http(s)) names nothing playable.
    vi.stubGlobal('fetch', async () =>
      Response.json({ videos: ['javascript:alert(1)', 'data:video/webm;base64,AAAA', 'file:///x.webm'] }),
    );
    await model.load(`${sandbox.url}/videos/golfmot.json`);
    expect(videosOf(model)).toEqual({
      source: 'fallback',
      videos: [`${sandbox.url}/videos/golf-1.webm`, `${sandbox.url}/videos/golf-2.webm`],
    });
  });

  it("keeps a list's http(s) entries and drops the others", async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ videos: ['javascript:alert(1)', 'golf-2.webm', 'https://cdn.example.is/a.webm'] }),
    );
    const model = newModel();
    await model.load('https://cdn.example.is/golf/list.json');
    expect(videosOf(model)).toEqual({
      source: 'list',
      videos: ['https://cdn.example.is/golf/golf-2.webm', 'https://cdn.example.is/a.webm'],
    });
  });
});

describe('the loop', () => {
  it('plays in order and from the first again after the last', async () => {
    const model = newModel();
    await model.load(`${sandbox.url}${listPath}`);
    model.ended();
    expect([model.position.value, model.upcoming.value]).toEqual([1, 0]);
    model.ended();
    expect([model.position.value, model.upcoming.value]).toEqual([0, 1]);
  });

  it('skips a video that fails, loops the one left by itself, and says so when none plays', async () => {
    const model = newModel();
    await model.load(`${sandbox.url}${listPath}`);
    // The one loaded ahead fails: nothing else comes next, the first loops alone.
    model.fail(1);
    expect([model.position.value, model.upcoming.value]).toEqual([0, undefined]);
    model.ended();
    expect(model.position.value).toBe(0);
    expect(model.allFailed.value).toBe(false);
    model.fail(0);
    expect(model.allFailed.value).toBe(true);
    // Try again: the list from its first video, nothing counted as failed.
    await model.retry();
    expect(model.allFailed.value).toBe(false);
    expect([model.position.value, model.upcoming.value]).toEqual([0, 1]);
  });

  it('moves on at once when the video playing fails', async () => {
    const model = newModel();
    await model.load(`${sandbox.url}${listPath}`);
    model.fail(0);
    expect(model.position.value).toBe(1);
    expect(model.upcoming.value).toBeUndefined();
  });

  it('drops the answer of a list replaced by another before it came', async () => {
    const model = newModel();
    const first = model.load(`${sandbox.url}${listPath}`);
    const second = model.load('');
    await Promise.all([first, second]);
    expect(videosOf(model)).toMatchObject({ source: 'fallback' });
  });
});
