import { computed } from '@preact/signals-react';
import { describe, expect, it, vi } from 'vitest';
import { armFaultIn, messageFaults } from '../../test/support/application-faults.ts';
import { sandboxServerForTests } from '../../test/support/sandbox-server.ts';
import { modelsDisposedAfterEach } from '../../test/support/session-login.ts';
import { until } from '../../test/support/signals.ts';
import { createApiClient } from '../core/runtime/http.ts';
import { webcamApi } from './webcam.api.ts';
import {
  indexForDay,
  timeline,
  type WebcamImage,
  WebcamModel,
  type WebcamModelInstance,
} from './webcam.model.ts';

// The webcam viewer's model (spec §3 "Webcam image", §5 "Webcam", §7 "Tools") against the real
// sandbox over HTTP: Breidd and Akureyri, a picture every 10 minutes for two days before the
// sandbox's clock, some listed twice, shuffled.

const sandbox = sandboxServerForTests();
const models = modelsDisposedAfterEach<WebcamModelInstance>((model) => model.dispose());

/** The sandbox's clock for these tests: 10:05 on 24 November, so the newest picture is 10:00. */
const now = '2026-11-24T10:05:00.000Z';

function newModel(playIntervalMs?: number) {
  const api = createApiClient(sandbox.url);
  const model = new WebcamModel({ api: () => api, ...(playIntervalMs ? { playIntervalMs } : {}) });
  models.push(model);
  return model;
}

async function opened(preferred?: string, playIntervalMs?: number) {
  await sandbox.post('/__sandbox/clock', { now });
  const model = newModel(playIntervalMs);
  model.load(preferred);
  await when(() => model.images.state.value.kind !== 'loading' && model.camera.value !== undefined);
  return model;
}

/** Resolves once `check`, read from signals, holds. */
const when = (check: () => boolean) => until(computed(check), Boolean);
const iso = (image: WebcamImage | undefined) => (image ? new Date(image.takenAt).toISOString() : undefined);
const picture = (id: string, timestamp: string) => ({ id, timestamp });

describe('timeline', () => {
  it('keeps each id once and sorts oldest first', () => {
    const images = timeline([
      picture('c', '2026-11-24T10:20:00Z'),
      picture('a', '2026-11-24T10:00:00Z'),
      picture('c', '2026-11-24T10:20:00Z'),
      picture('b', '2026-11-24T10:10:00Z'),
    ]);
    expect(images.map((image) => image.id)).toEqual(['a', 'b', 'c']);
  });

  it('reads numeric ids as text and leaves out a picture whose time cannot be read', () => {
    const images = timeline([{ id: 7, timestamp: '2026-11-24T10:00:00Z' }, picture('x', 'í gær')]);
    expect(images).toEqual([{ id: '7', takenAt: Date.parse('2026-11-24T10:00:00Z') }]);
  });
});

describe('webcamApi.imagePath', () => {
  it('makes an id one path segment, and refuses one that would climb out', () => {
    expect(webcamApi.imagePath('breidd-202611241010')).toBe('/webcam/image/breidd-202611241010');
    expect(webcamApi.imagePath('a/b?c#d')).toBe('/webcam/image/a%2Fb%3Fc%23d');
    expect(webcamApi.imagePath('..')).toBeUndefined();
  });
});

describe('indexForDay', () => {
  const images = timeline([
    picture('1', '2026-11-22T23:50:00Z'),
    picture('2', '2026-11-23T00:00:00Z'),
    picture('3', '2026-11-23T00:10:00Z'),
    picture('4', '2026-11-24T09:00:00Z'),
  ]);

  it('finds the first picture later than the day starts (midnight in Iceland, UTC)', () => {
    // 00:00 is not later than midnight: the first later is 00:10.
    expect(indexForDay(images, '2026-11-23')).toBe(2);
    expect(indexForDay(images, '2026-11-24')).toBe(3);
    expect(indexForDay(images, '2026-11-01')).toBe(0);
  });

  it('gives the last picture for a day after them all, and nothing for a date it cannot read', () => {
    expect(indexForDay(images, '2026-12-01')).toBe(3);
    expect(indexForDay(images, '')).toBeUndefined();
    expect(indexForDay(images, '24.11.2026')).toBeUndefined();
    expect(indexForDay([], '2026-11-24')).toBeUndefined();
  });
});

describe('the cameras and their pictures', () => {
  it('lists the cameras, shows the first, its 288 pictures de-duplicated and sorted, at the latest', async () => {
    const model = await opened();
    const cameras = model.cameras.state.value;
    expect(cameras.kind === 'ready' ? cameras.cameras : []).toEqual(['Breidd', 'Akureyri']);
    expect(model.camera.value).toBe('Breidd');
    const images = model.list.value;
    expect(images).toHaveLength(288);
    expect(new Set(images.map((image) => image.id)).size).toBe(288);
    expect(
      images.every(
        (image, index) => index === 0 || image.takenAt - (images[index - 1]?.takenAt ?? 0) === 600_000,
      ),
    ).toBe(true);
    expect(iso(images[0])).toBe('2026-11-22T10:10:00.000Z');
    expect(model.index.value).toBe(287);
    expect(iso(model.current.value)).toBe('2026-11-24T10:00:00.000Z');
    expect(model.atLast.value).toBe(true);
    // The one answer listed some pictures twice: the model dropped them.
    expect(await sandbox.requestsTo('GET', '/webcam/data/Breidd')).toHaveLength(1);
    const listed = (await (await fetch(`${sandbox.url}/webcam/data/Breidd`)).json()) as unknown[];
    expect(listed.length).toBeGreaterThan(288);
  });

  it('shows the camera the attribute names first, else the first listed', async () => {
    expect((await opened('Akureyri')).camera.value).toBe('Akureyri');
    expect((await opened('Hvergi')).camera.value).toBe('Breidd');
  });

  it('loads a chosen camera and shows its latest picture; the attribute changing switches too', async () => {
    const model = await opened();
    model.first();
    model.chooseCamera('Akureyri');
    expect(model.images.state.value.kind).toBe('loading');
    await when(() => model.images.state.value.kind === 'ready');
    expect(model.current.value?.id).toMatch(/^akureyri-/);
    expect(model.index.value).toBe(287);

    model.load('Breidd');
    await when(() => model.camera.value === 'Breidd' && model.images.state.value.kind === 'ready');
    expect(model.current.value?.id).toMatch(/^breidd-/);
    expect(await sandbox.requestsTo('GET', '/webcam/cameras')).toHaveLength(1);
  });

  it('steps one picture at a time and stops at the ends', async () => {
    const model = await opened();
    model.step(1);
    expect(model.index.value).toBe(287);
    model.step(-1);
    expect(iso(model.current.value)).toBe('2026-11-24T09:50:00.000Z');
    model.first();
    expect(model.atFirst.value).toBe(true);
    model.step(-1);
    expect(model.index.value).toBe(0);
    model.moveTo(1000);
    expect(model.index.value).toBe(287);
  });

  it('jumps to the first picture later than a chosen day, and to the latest for a later day', async () => {
    const model = await opened();
    model.jumpToDay('2026-11-23');
    expect(iso(model.current.value)).toBe('2026-11-23T00:10:00.000Z');
    model.jumpToDay('2026-11-30');
    expect(model.index.value).toBe(287);
    model.jumpToDay('2026-11-01');
    expect(model.index.value).toBe(0);
  });
});

describe('the time-lapse', () => {
  it('plays the shown day from its first picture to its last and stops there', async () => {
    const model = await opened(undefined, 1);
    // The latest (10:00) is the last of its day: the day starts over at 00:00.
    model.play();
    expect(iso(model.current.value)).toBe('2026-11-24T00:00:00.000Z');
    expect(model.playing.value).toBe(true);
    await when(() => !model.playing.value);
    expect(iso(model.current.value)).toBe('2026-11-24T10:00:00.000Z');
  });

  it('plays from the shown picture to the end of its day; a step of the user stops it', async () => {
    const model = await opened(undefined, 1);
    model.jumpToDay('2026-11-23');
    model.play();
    await when(() => !model.playing.value);
    expect(iso(model.current.value)).toBe('2026-11-23T23:50:00.000Z');

    const slow = await opened(undefined, 60_000);
    slow.jumpToDay('2026-11-23');
    slow.play();
    slow.step(1);
    expect(slow.playing.value).toBe(false);
    expect(iso(slow.current.value)).toBe('2026-11-23T00:20:00.000Z');
  });

  it('steps every interval while playing; Stöðva (stop) ends it where it is, and it stays there', async () => {
    const model = await opened(undefined, 500);
    // The list is in: from here on the interval is the only timer, run by the test.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      model.play();
      expect(iso(model.current.value)).toBe('2026-11-24T00:00:00.000Z');
      vi.advanceTimersByTime(1000);
      expect(iso(model.current.value)).toBe('2026-11-24T00:20:00.000Z');
      model.stop();
      expect(model.playing.value).toBe(false);
      vi.advanceTimersByTime(5000);
      expect(iso(model.current.value)).toBe('2026-11-24T00:20:00.000Z');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('failures', () => {
  it.each(messageFaults('Ekki tókst að sækja myndavélar'))(
    "a $fault for the cameras shows '$message', and a retry loads them",
    async ({ fault, message }) => {
      await armFaultIn(sandbox, 'GET /webcam/cameras', fault);
      const model = newModel();
      model.load(undefined);
      await when(() => model.cameras.state.value.kind === 'failed');
      expect(model.cameras.state.value).toEqual({ kind: 'failed', message });
      model.cameras.retry();
      await when(() => model.images.state.value.kind === 'ready');
      expect(model.list.value).toHaveLength(288);
    },
  );

  it.each(messageFaults('Ekki tókst að sækja myndir'))(
    "a $fault for the pictures shows '$message', and a retry loads them",
    async ({ fault, message }) => {
      await armFaultIn(sandbox, 'GET /webcam/data/Breidd', fault);
      const model = newModel();
      model.load(undefined);
      await when(() => model.images.state.value.kind === 'failed');
      expect(model.images.state.value).toEqual({ kind: 'failed', message });
      expect(model.current.value).toBeUndefined();
      model.images.retry();
      await when(() => model.images.state.value.kind === 'ready');
      expect(model.index.value).toBe(model.list.value.length - 1);
    },
  );
});
