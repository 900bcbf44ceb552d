import type { ErrorEvents } from '../core/runtime/events.ts';

/** `<byko-webcam>` sends only byko-error. */
export type WebcamEvents = ErrorEvents;
