import * as v from 'valibot';
import { emailSchema, phoneSchema, zipSchema } from '../core/fields/index.ts';
import type { ApiClient } from '../core/runtime/http.ts';

// The account-trading application (spec §3 "Account application", §7 sign-up). The sandbox
// validates what it receives with this schema.

export const accountApplicationSchema = v.object({
  phone: phoneSchema,
  email: emailSchema,
  streetName: v.string(),
  streetNumber: v.string(),
  /** Spec §3: null when empty. */
  zipCode: v.nullable(zipSchema),
  /** The requested limit in kr.: digits only, dots stripped (spec §5). */
  amount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  description: v.string(),
});
export type AccountApplication = v.InferOutput<typeof accountApplicationSchema>;

export const accountApi = {
  /** The answer is not shown in the spec: any 2xx is success. */
  apply: (api: ApiClient, application: AccountApplication) =>
    api.postIgnoringBody('/api/customers/applications/sign-up', application),
};
