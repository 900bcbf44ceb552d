import { Hono } from 'hono';
import { reasonResponse, reasons } from '../errors.ts';
import { type SessionLookup, signedInPerson } from '../session.ts';

// The signed-in person's customer record (spec §6: a 404 means "not a customer").

/** What the customer record needs: the signed-in person. No memory of its own. */
export interface CustomerNeeds {
  readonly sessions: SessionLookup;
}

export function customerRoutes({ sessions }: CustomerNeeds): Hono {
  const routes = new Hono();

  routes.get('/me', (c) => {
    const person = signedInPerson(c, sessions);
    if (!person) return reasonResponse(c, 401, reasons.sessionExpired);
    if (!person.customer) return reasonResponse(c, 404, reasons.notCustomer);
    return c.json(person.customer);
  });

  return routes;
}
