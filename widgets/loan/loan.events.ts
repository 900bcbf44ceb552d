import type { ApplicationEvents, SubmittedDetail } from '../core/applications/application.events.ts';
import type { LoanRequest } from './loan.api.ts';

/** `byko-submitted` once the server took the application: what was sent and the document to sign. */
export type LoanSubmittedDetail = SubmittedDetail<'loan', LoanRequest, { documentId: string }>;

export type LoanEvents = ApplicationEvents<LoanSubmittedDetail>;
