import type { ErrorEvents } from '../core/runtime/events.ts';

/** `<byko-receipt>` sends only byko-error. */
export type ReceiptEvents = ErrorEvents;
