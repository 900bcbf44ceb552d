import { Hono } from 'hono';
import { reasonResponse, reasons } from '../errors.ts';
import { signedInPerson } from '../session.ts';
import type { SandboxState } from '../state.ts';

// The signed-in person's customer record (spec §6: a 404 means "not a customer").

export function customerRoutes(state: SandboxState): Hono {
  const routes = new Hono();

  routes.get('/me', (c) => {
    const person = signedInPerson(c, state);
    if (!person) return reasonResponse(c, 401, reasons.sessionExpired);
    if (!person.customer) return reasonResponse(c, 404, reasons.notCustomer);
    return c.json(person.customer);
  });

  return routes;
}
