import { batch, computed, createModel, signal } from '@preact/signals-react';
import type { ApiClient } from '../core/runtime/http.ts';
import { createKeyedLoader } from '../core/runtime/keyed-loader.ts';
import { type WebcamImageAnswer, webcamApi } from './webcam.api.ts';
import { webcamMessages as messages } from './webcam.messages.ts';

/** A picture as the viewer steps through it: its id and when it was taken (ms since the epoch). */
export interface WebcamImage {
  readonly id: string;
  readonly takenAt: number;
}

export interface WebcamDependencies {
  api: () => ApiClient;
  /** How long the time-lapse shows each picture. */
  playIntervalMs?: number;
}

/** The time-lapse's pace: about three seconds for an hour of pictures taken every 10 minutes. */
export const defaultPlayIntervalMs = 500;

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Spec §3 "Webcam image": each id once (the first time it is listed), oldest first. A picture whose
 * time cannot be read is left out: it has no place on the time line.
 */
export function timeline(answers: readonly WebcamImageAnswer[]): WebcamImage[] {
  const byId = new Map<string, WebcamImage>();
  for (const answer of answers) {
    const id = String(answer.id);
    const takenAt = Date.parse(answer.timestamp);
    if (!byId.has(id) && Number.isFinite(takenAt)) byId.set(id, { id, takenAt });
  }
  return [...byId.values()].sort((a, b) => a.takenAt - b.takenAt);
}

/**
 * Spec §5: a date jumps to the first picture taken later than its start (midnight in Iceland,
 * which keeps UTC all year); past the last picture, the last one. `day` is 'yyyy-mm-dd', as a date
 * input gives it; anything else gives undefined (no jump).
 */
export function indexForDay(images: readonly WebcamImage[], day: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match || images.length === 0) return undefined;
  const start = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (!Number.isFinite(start)) return undefined;
  const later = images.findIndex((image) => image.takenAt > start);
  return later === -1 ? images.length - 1 : later;
}

/** The Iceland day (UTC) an instant falls on, as a number that is equal for the same day. */
const dayOf = (takenAt: number) => Math.floor(takenAt / dayMs);

/**
 * The webcam viewer (spec §5 "Webcam"): the cameras, the chosen camera's pictures and one index
 * that the slider, the date, the previous/next buttons and the arrow keys all move. Choosing a
 * camera loads its pictures and shows the latest. The time-lapse steps through the shown picture's
 * day and stops at its end; any move of the user's stops it.
 */
export const WebcamModel = createModel((dependencies: WebcamDependencies) => {
  const camera = signal<string | undefined>(undefined);
  const index = signal(0);
  const playing = signal(false);
  let preferredCamera: string | undefined;
  let started = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  const images = createKeyedLoader<{ images: readonly WebcamImage[] }>({
    fetch: async (name) => ({ images: timeline(await webcamApi.images(dependencies.api(), name)) }),
    failedMessage: messages.imagesFailed,
    onReady: (ready) => {
      index.value = Math.max(ready.images.length - 1, 0);
    },
  });

  const chooseCamera = (name: string) => {
    stop();
    batch(() => {
      camera.value = name;
      index.value = 0;
    });
    void images.load(name);
  };

  const cameras = createKeyedLoader<{ cameras: readonly string[] }>({
    fetch: async () => ({ cameras: await webcamApi.cameras(dependencies.api()) }),
    failedMessage: messages.camerasFailed,
    onReady: (ready) => {
      const first =
        preferredCamera && ready.cameras.includes(preferredCamera) ? preferredCamera : ready.cameras[0];
      if (first !== undefined) chooseCamera(first);
    },
  });

  /** The pictures shown: none until they have loaded. */
  const list = computed(() => {
    const state = images.state.value;
    return state.kind === 'ready' ? state.images : [];
  });
  const current = computed(() => list.value[index.value]);
  const atFirst = computed(() => index.value <= 0);
  const atLast = computed(() => index.value >= list.value.length - 1);

  function stop() {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
    playing.value = false;
  }

  const show = (next: number) => {
    const last = list.peek().length - 1;
    if (last < 0) return;
    index.value = Math.min(Math.max(Math.round(next), 0), last);
  };

  /** A move of the user's: the time-lapse gives way to it. */
  const moveTo = (next: number) => {
    stop();
    show(next);
  };

  /**
   * Plays the shown picture's day from that picture to the day's last one; from the day's last
   * picture (where a finished time-lapse stops) it starts again at the day's first.
   */
  const play = () => {
    const pictures = list.peek();
    const shown = pictures[index.peek()];
    if (!shown) return;
    const day = dayOf(shown.takenAt);
    const lastOfDay = pictures.findLastIndex((image) => dayOf(image.takenAt) === day);
    if (index.peek() >= lastOfDay) show(pictures.findIndex((image) => dayOf(image.takenAt) === day));
    stop();
    playing.value = true;
    timer = setInterval(() => {
      if (index.peek() >= lastOfDay) stop();
      else show(index.peek() + 1);
    }, dependencies.playIntervalMs ?? defaultPlayIntervalMs);
  };

  return {
    cameras,
    camera,
    images,
    list,
    index,
    current,
    atFirst,
    atLast,
    playing,
    /**
     * Loads the cameras once and shows `preferred` (the `camera` attribute) first when it is one of
     * them; called again when the attribute changes, it switches to that camera.
     */
    load: (preferred: string | undefined) => {
      preferredCamera = preferred;
      if (!started) {
        started = true;
        void cameras.load('cameras');
        return;
      }
      const known = cameras.state.peek();
      if (
        known.kind === 'ready' &&
        preferred &&
        preferred !== camera.peek() &&
        known.cameras.includes(preferred)
      )
        chooseCamera(preferred);
    },
    chooseCamera,
    moveTo,
    step: (by: number) => moveTo(index.peek() + by),
    first: () => moveTo(0),
    last: () => moveTo(list.peek().length - 1),
    jumpToDay: (day: string) => {
      const found = indexForDay(list.peek(), day);
      if (found !== undefined) moveTo(found);
    },
    play,
    stop,
    dispose: () => {
      started = false;
      stop();
      cameras.dispose();
      images.dispose();
    },
  };
});

export type WebcamModelInstance = InstanceType<typeof WebcamModel>;
