import type { NoEvents } from '../core/runtime/events.ts';

/** `<byko-barcode>`, `<byko-qr-code>` and `<byko-sales-order-barcode>` send no events. */
export type CodesEvents = NoEvents;
