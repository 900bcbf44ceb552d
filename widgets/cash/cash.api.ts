import * as v from 'valibot';
import { emailSchema, phoneSchema, textSchema, zipSchema } from '../core/fields/index.ts';
import type { ApiClient } from '../core/runtime/http.ts';

// The cash-payment (staðgreiðsla) application (spec §3 "Cash-payment application", §7 sign-up-stgr).
// The sandbox validates what it receives with this schema.

export const cashApplicationSchema = v.object({
  phone: phoneSchema,
  email: emailSchema,
  streetName: textSchema,
  streetNumber: textSchema,
  zipCode: zipSchema,
  comment: v.string(),
});
export type CashApplication = v.InferOutput<typeof cashApplicationSchema>;

export const cashApi = {
  apply: (api: ApiClient, application: CashApplication) =>
    api.postIgnoringBody('/api/customers/applications/sign-up-stgr', application),
};
