import type { ApplicationEvents, SubmittedDetail } from '../core/applications/application.events.ts';
import type { LimitChange } from './limit-change.api.ts';

/** The events of `<byko-limit-change>`. */
export type LimitChangeEvents = ApplicationEvents<SubmittedDetail<'limit-change', LimitChange>>;
