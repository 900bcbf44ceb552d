import type { ApplicationEvents, SubmittedDetail } from '../core/applications/application.events.ts';
import type { CashApplication } from './cash.api.ts';

/** `<byko-cash-application>`'s events: byko-submitted with the request as sent, byko-navigate. */
export type CashEvents = ApplicationEvents<SubmittedDetail<'cash', CashApplication>>;
