import type { NoEvents } from '../core/runtime/events.ts';

/** `<byko-video-loop>` sends no events. */
export type VideoLoopEvents = NoEvents;
