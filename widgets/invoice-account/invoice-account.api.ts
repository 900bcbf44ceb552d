import * as v from 'valibot';
import type { ApiClient } from '../core/runtime/http.ts';
import type { InvoiceAccountApplication } from './invoice-account.schemas.ts';

// The manual invoice-account application's call (spec §7 manual-credit). The request's schemas are
// in invoice-account.schemas.ts (re-exported here, where the sandbox imports them from).

export { type SendInvoiceOption, sendInvoiceOptions } from './invoice-account.options.ts';
export {
  auditorSchema,
  guarantorSchema,
  type InvoiceAccountApplication,
  invoiceAccountApplicationSchema,
} from './invoice-account.schemas.ts';

export const invoiceAccountResponseSchema = v.object({
  applicationId: v.pipe(v.string(), v.minLength(1)),
  /**
   * When the server received the application (ISO 8601): the 14:00 rule (spec §9) is counted from
   * it, so the answer day follows the server's clock (the sandbox's in tests), not the browser's.
   * Optional, and read by the model (invoice-account.model.ts): without it, or with a time that
   * cannot be read, the browser's clock is used rather than failing an application the server has
   * accepted. (A plain string here: a valibot check of its own would add to the shared runtime
   * chunk every page loads.)
   */
  receivedAt: v.optional(v.string()),
});
export type InvoiceAccountResponse = v.InferOutput<typeof invoiceAccountResponseSchema>;

export const invoiceAccountApi = {
  apply: (api: ApiClient, application: InvoiceAccountApplication) =>
    api.post('/api/customers/applications/manual-credit', application, invoiceAccountResponseSchema),
};
