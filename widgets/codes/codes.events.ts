import type { ErrorEvents } from '../core/runtime/events.ts';

/** `<byko-barcode>`, `<byko-qr-code>` and `<byko-sales-order-barcode>` send only byko-error. */
export type CodesEvents = ErrorEvents;
