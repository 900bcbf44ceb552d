import type { CommonEvents } from '../../core/runtime/events.ts';

/** `<byko-payment-success>` only navigates: to the payment's redirectUrl, its receipt, or its pay page. */
export type PaymentSuccessEvents = CommonEvents;
