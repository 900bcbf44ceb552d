import type { ApplicationEvents } from '../core/applications/application.events.ts';
import type { InvoiceAccountSubmitted } from './invoice-account.model.ts';

/** The element's events: byko-submitted (the application and its applicationId), byko-navigate. */
export type InvoiceAccountEvents = ApplicationEvents<InvoiceAccountSubmitted>;
