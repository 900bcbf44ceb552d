import { Hono } from 'hono';
import { reasonResponse } from '../errors.ts';
import { codesReasons, salesOrders } from './fixtures.ts';

// The sales-order check of `<byko-sales-order-barcode>` (spec §7 "Tools"), mounted at the root:
// `GET /sales-orders/{salesId}/exists`, no login needed.

export function codesRoutes(): Hono {
  const routes = new Hono();

  routes.get('/sales-orders/:salesId/exists', (c) => {
    if (!salesOrders.includes(c.req.param('salesId') ?? ''))
      return reasonResponse(c, 404, codesReasons.salesOrderNotFound);
    return c.json(true);
  });

  return routes;
}
