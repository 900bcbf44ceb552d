import type { NoEvents } from '../../core/runtime/events.ts';

/** `<byko-instalment-calculator>` sends no events. */
export type InstalmentCalculatorEvents = NoEvents;
