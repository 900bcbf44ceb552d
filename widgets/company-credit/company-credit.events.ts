import type { ApplicationEvents } from '../core/applications/application.events.ts';
import type { CompanyCreditSubmitted } from './company-credit.flow.ts';

/**
 * `byko-submitted` once the server accepted one of the element's three forms (`form` says which),
 * and `byko-navigate`.
 */
export type CompanyCreditEvents = ApplicationEvents<CompanyCreditSubmitted>;
