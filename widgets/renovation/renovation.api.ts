import * as v from 'valibot';
import { emailSchema, phoneSchema } from '../core/fields/index.ts';
import type { ApiClient } from '../core/runtime/http.ts';

// The renovation-terms (framkvæmdakjör) application (spec §3, §7). The sandbox validates with it.

export const renovationApplicationSchema = v.object({ phone: phoneSchema, email: emailSchema });
export type RenovationApplication = v.InferOutput<typeof renovationApplicationSchema>;

export const renovationApi = {
  apply: (api: ApiClient, application: RenovationApplication) =>
    api.postIgnoringBody('/api/customers/applications/renovation', application),
};
