import type { NoEvents } from '../core/runtime/events.ts';

/** `<byko-webcam>` sends no events. */
export type WebcamEvents = NoEvents;
