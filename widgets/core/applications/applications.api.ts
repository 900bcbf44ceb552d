import * as v from 'valibot';
import type { ApiClient } from '../runtime/http.ts';
import { pathSegment } from '../runtime/url-path.ts';

// The calls every customer application shares (spec §7 "Customers and applications"): the most a
// customer may ask for, the national registry's name for a kennitala, and the address search. The
// test API validates and answers with these same schemas.

/** `GET /api/customers/me/max-amount`: the highest limit the logged-in person may apply for. */
export const maxAmountSchema = v.object({ maxAmount: v.pipe(v.number(), v.minValue(0)) });

/** `GET /api/customers/{ssn}/tjodskra`: the registry's name for a kennitala (spec §7). */
export const registryEntrySchema = v.object({ ssn: v.string(), name: v.string() });
export type RegistryEntry = v.InferOutput<typeof registryEntrySchema>;

/** Spec §3 "Address search result". */
export const addressSchema = v.object({
  addressId: v.union([v.string(), v.number()]),
  name: v.string(),
  streetName: v.string(),
  streetNumber: v.string(),
  postalCode: v.string(),
  city: v.string(),
});
export type Address = v.InferOutput<typeof addressSchema>;
export const addressListSchema = v.array(addressSchema);

export const applicationsApi = {
  maxAmount: (api: ApiClient) => api.get('/api/customers/me/max-amount', maxAmountSchema),
  registryName: (api: ApiClient, ssn: string, signal?: AbortSignal) =>
    api.get(`/api/customers/${pathSegment(ssn)}/tjodskra`, registryEntrySchema, signal ? { signal } : {}),
  addresses: (api: ApiClient, query: string, signal?: AbortSignal) =>
    api.get('/api/address/query', addressListSchema, {
      searchParams: { q: query },
      ...(signal ? { signal } : {}),
    }),
};
