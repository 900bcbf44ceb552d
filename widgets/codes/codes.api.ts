import * as v from 'valibot';
import type { ApiClient } from '../core/runtime/http.ts';
import { pathSegment } from '../core/runtime/url-path.ts';

// The sales-order check of spec §7 "Tools": `GET /sales-orders/{salesId}/exists` answers `true` for
// an order that exists; any failure (an error, `false`, a broken answer) means it does not (§8).

export const salesOrderExistsSchema = v.boolean();

export const codesApi = {
  salesOrderExists: (api: ApiClient, salesId: string) =>
    api.get(`/sales-orders/${pathSegment(salesId)}/exists`, salesOrderExistsSchema),
};
