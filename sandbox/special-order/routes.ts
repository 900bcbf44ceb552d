import { Hono } from 'hono';
import {
  type SelectionOption,
  specialOrderRequestSchema,
} from '../../widgets/special-order/special-order.api.ts';
import { parseJsonBody, reasonResponse } from '../errors.ts';
import { received } from '../session.ts';
import { shuffled } from '../shuffle.ts';
import { type SeedCategory, specialOrderCategories, specialOrderReasons } from './fixtures.ts';
import { optionImage } from './images.ts';
import type { SpecialOrdersState } from './state.ts';

// Special orders (spec §7 "Special orders"), mounted at /api/special-orders. No login: anyone may
// configure and send an inquiry. Lists are answered shuffled, as SANDBOX.md says (the widget sorts).

const imagePath = (optionId: number) => `/api/special-orders/images/${optionId}.svg`;

/** Every option of every category, by optionId (the images are looked up by it). */
const optionsById = new Map(
  [...specialOrderCategories.values()].flatMap((seed) =>
    seed.options.map((option) => [option.optionId, option]),
  ),
);

/** One optionId of each selection of the category, in any order, and nothing else. */
function choosesOneOfEach(seed: SeedCategory, optionIds: readonly number[]): boolean {
  const chosen = optionIds.map((optionId) => seed.options.find((option) => option.optionId === optionId));
  return (
    chosen.length === seed.selections.length &&
    seed.selections.every(
      (selection) => chosen.filter((option) => option?.selectionId === selection.selectionId).length === 1,
    )
  );
}

/** What special orders need besides their own memory: the sandbox clock, which dates each inquiry. */
export interface SpecialOrderNeeds {
  readonly now: () => Date;
}

export function specialOrderRoutes(state: SpecialOrdersState, { now }: SpecialOrderNeeds): Hono {
  const routes = new Hono();

  routes.get('/categories/:categoryName/*', async (c, next) => {
    if (!specialOrderCategories.has(c.req.param('categoryName') ?? ''))
      return reasonResponse(c, 404, specialOrderReasons.categoryNotFound);
    return next();
  });

  routes.get('/categories/:categoryName', (c) => {
    const seed = specialOrderCategories.get(c.req.param('categoryName') ?? '');
    if (!seed) return reasonResponse(c, 404, specialOrderReasons.categoryNotFound);
    return c.json(seed.category);
  });

  routes.get('/categories/:categoryName/selections', (c) => {
    const seed = specialOrderCategories.get(c.req.param('categoryName') ?? '');
    return c.json(shuffled(seed?.selections ?? []));
  });

  // Each picture's address is absolute, on the origin the call came to, as a CDN's would be.
  routes.get('/categories/:categoryName/options', (c) => {
    const seed = specialOrderCategories.get(c.req.param('categoryName') ?? '');
    const origin = new URL(c.req.url).origin;
    const options: SelectionOption[] = (seed?.options ?? []).map((option) => ({
      ...option,
      imageUrl: `${origin}${imagePath(option.optionId)}`,
    }));
    return c.json(shuffled(options));
  });

  routes.get('/images/:file', (c) => {
    const match = /^(\d+)\.svg$/.exec(c.req.param('file') ?? '');
    const option = match ? optionsById.get(Number(match[1])) : undefined;
    if (!option) return reasonResponse(c, 404, specialOrderReasons.imageNotFound);
    c.header('Content-Type', 'image/svg+xml');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(optionImage(option.optionId, option.name));
  });

  routes.post('/apply', async (c) => {
    const body = await parseJsonBody(c, specialOrderRequestSchema);
    if (!body.success) return body.response;
    const request = body.output;
    const seed = specialOrderCategories.get(request.categoryName);
    if (!seed) return reasonResponse(c, 404, specialOrderReasons.categoryNotFound);
    if (!choosesOneOfEach(seed, request.options))
      return reasonResponse(c, 400, specialOrderReasons.optionsInvalid);
    state.orders.push(received(request.ssn, request, now));
    return c.json({});
  });

  return routes;
}
