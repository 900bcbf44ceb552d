import { batch, computed, createModel, signal } from '@preact/signals-react';
import type { ApiClient } from '../core/runtime/http.ts';
import { createLatestOnly } from '../core/runtime/keyed-loader.ts';
import { apiImageUrl, mediaUrl } from '../core/url-template.ts';
import { fallbackVideoPaths, videoLoopApi } from './video-loop.api.ts';

export type VideoLoopState =
  | { kind: 'loading' }
  | {
      kind: 'ready';
      /** The videos' absolute addresses, in the order they play. */
      videos: readonly string[];
      /** Where they came from: the list file, or the fallback list when the file failed. */
      source: 'list' | 'fallback';
    };

export interface VideoLoopDependencies {
  api: () => ApiClient;
}

/**
 * The golf video loop (spec §4 "Tools", §9: "Video playback loops through the list"): the list
 * file's videos, else the fallback list's, played in order and from the first again after the
 * last. A video that fails to load is skipped for the rest of the round of the list it is in; when
 * every one has failed the loop stops and says so.
 */
export const VideoLoopModel = createModel((dependencies: VideoLoopDependencies) => {
  const state = signal<VideoLoopState>({ kind: 'loading' });
  /** The index of the video playing. */
  const position = signal(0);
  /** The indexes of videos that failed to load. */
  const failed = signal<ReadonlySet<number>>(new Set());
  const paused = signal(false);
  const latest = createLatestOnly();
  let listUrl = '';

  const videos = computed(() => (state.value.kind === 'ready' ? state.value.videos : []));
  const allFailed = computed(() => videos.value.length > 0 && failed.value.size >= videos.value.length);

  /** The first playable video after `from`, round the list; `from` itself when it is the only one. */
  const after = (from: number): number | undefined => {
    const count = videos.peek().length;
    for (let step = 1; step <= count; step += 1) {
      const candidate = (from + step) % count;
      if (!failed.peek().has(candidate)) return candidate;
    }
    return undefined;
  };

  /** The video to load ahead, so the switch shows its first frame at once; undefined when none other plays. */
  const upcoming = computed(() => {
    // Read for the dependency: a failure changes which comes next.
    failed.value;
    const next = after(position.value);
    return next === position.value ? undefined : next;
  });

  const advance = () => {
    const next = after(position.peek());
    if (next !== undefined) position.value = next;
  };

  const load = async (url: string) => {
    listUrl = url;
    const current = latest.begin();
    state.value = { kind: 'loading' };
    let listed: string[] = [];
    if (url !== '') {
      try {
        listed = (await videoLoopApi.list(url))
          .map((video) => mediaUrl(video, url))
          .filter((video) => video !== undefined);
      } catch {
        // Spec §7: a list that fails to load (or names nothing playable) gives way to the fallback.
      }
    }
    if (!current()) return;
    const fallback = fallbackVideoPaths
      .map((path) => apiImageUrl(path, dependencies.api().baseUrl))
      .filter((video) => video !== undefined);
    batch(() => {
      state.value =
        listed.length > 0
          ? { kind: 'ready', videos: listed, source: 'list' }
          : { kind: 'ready', videos: fallback, source: 'fallback' };
      position.value = 0;
      failed.value = new Set();
    });
  };

  return {
    state,
    videos,
    position,
    upcoming,
    paused,
    allFailed,
    /** Loads the list at `url` (absolute; '' for none: the fallback list at once). */
    load,
    /** The video playing has ended: the next one plays (the first after the last). */
    ended: advance,
    /** A video could not be loaded or played: it is skipped, now if it is the one playing. */
    fail: (index: number) => {
      if (failed.peek().has(index)) return;
      batch(() => {
        failed.value = new Set([...failed.peek(), index]);
        if (index === position.peek()) advance();
      });
    },
    setPaused: (value: boolean) => {
      paused.value = value;
    },
    /** After every video failed: the list again, from its first video. */
    retry: () => load(listUrl),
    dispose: latest.cancel,
  };
});

export type VideoLoopModelInstance = InstanceType<typeof VideoLoopModel>;
