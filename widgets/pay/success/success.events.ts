import type { CommonEvents } from '../../core/runtime/events.ts';

/** `<byko-payment-success>` only navigates (to the payment's redirectUrl). */
export type PaymentSuccessEvents = CommonEvents;
