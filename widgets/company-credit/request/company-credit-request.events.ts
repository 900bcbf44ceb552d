import type { ApplicationEvents, SubmittedDetail } from '../../core/applications/application.events.ts';
import type { AppIncreaseRequest } from '../company-credit.api.ts';

/** `byko-submitted` once the server took the request: the request as sent. */
export type CompanyCreditRequestSubmittedDetail = SubmittedDetail<
  'company-credit-request',
  AppIncreaseRequest
>;

/** The events of `<byko-company-credit-request>`. */
export type CompanyCreditRequestEvents = ApplicationEvents<CompanyCreditRequestSubmittedDetail>;
