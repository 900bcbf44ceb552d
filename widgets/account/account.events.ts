import type { ApplicationEvents, SubmittedDetail } from '../core/applications/application.events.ts';
import type { AccountApplication } from './account.api.ts';

/** `<byko-account-application>`'s events: byko-submitted with the request as sent, byko-navigate. */
export type AccountEvents = ApplicationEvents<SubmittedDetail<'account', AccountApplication>>;
