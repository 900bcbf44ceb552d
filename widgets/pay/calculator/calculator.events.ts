import type { ErrorEvents } from '../../core/runtime/events.ts';

/** `<byko-instalment-calculator>` sends only byko-error. */
export type InstalmentCalculatorEvents = ErrorEvents;
