import * as v from 'valibot';
import { emailSchema, phoneSchema } from '../core/fields/index.ts';
import type { ApiClient } from '../core/runtime/http.ts';

// The credit limit change (spec §3 "Credit increase (customer)", §7 increase-credit). The sandbox
// validates what it receives with this schema.

export const limitChangeSchema = v.object({
  /** The requested limit in kr. (spec §5: an integer). */
  amount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  phone: phoneSchema,
  email: emailSchema,
});
export type LimitChange = v.InferOutput<typeof limitChangeSchema>;

export const limitChangeApi = {
  apply: (api: ApiClient, request: LimitChange) =>
    api.postIgnoringBody('/api/customers/applications/increase-credit', request),
};
