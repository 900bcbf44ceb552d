import type { ErrorEvents } from '../core/runtime/events.ts';

/** `<byko-video-loop>` sends only byko-error. */
export type VideoLoopEvents = ErrorEvents;
