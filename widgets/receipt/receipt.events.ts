import type { NoEvents } from '../core/runtime/events.ts';

/** `<byko-receipt>` sends no events. */
export type ReceiptEvents = NoEvents;
