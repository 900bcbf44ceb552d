import type { ApplicationEvents, SubmittedDetail } from '../core/applications/application.events.ts';
import type { GuarantorApplication } from './guarantor.api.ts';

/** `byko-submitted` once the signature went through: the application as it was signed. */
export type GuarantorSubmittedDetail = SubmittedDetail<'guarantor', GuarantorApplication>;

/** No byko-navigate: the guarantor's page has no login path and no link out. */
export type GuarantorEvents = Omit<ApplicationEvents<GuarantorSubmittedDetail>, 'byko-navigate'>;
