import * as v from 'valibot';
import type { ApiClient } from '../core/runtime/http.ts';
import { pathSegment } from '../core/runtime/url-path.ts';

// The guarantor's confirmation (spec §3 "Guarantor application", §7 guarantor get and submit). The
// sandbox validates what it receives with this schema.

export const guarantorApplicationSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  ssn: v.string(),
  name: v.string(),
  accountName: v.string(),
  email: v.string(),
});
export type GuarantorApplication = v.InferOutput<typeof guarantorApplicationSchema>;

export const guarantorApi = {
  application: (api: ApiClient, applicationId: string) =>
    api.get(
      `/api/customers/applications/guarantor/${pathSegment(applicationId)}`,
      guarantorApplicationSchema,
    ),
  /** Signs: the body is the application as loaded (spec §7). */
  sign: (api: ApiClient, application: GuarantorApplication) =>
    api.postIgnoringBody('/api/customers/applications/guarantor', application),
};
