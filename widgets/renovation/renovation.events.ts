import type { ApplicationEvents, SubmittedDetail } from '../core/applications/application.events.ts';
import type { RenovationApplication } from './renovation.api.ts';

/** The events of `<byko-renovation-application>`. */
export type RenovationEvents = ApplicationEvents<SubmittedDetail<'renovation', RenovationApplication>>;
