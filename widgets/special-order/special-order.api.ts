import * as v from 'valibot';
import { emailSchema, kennitalaSchema, phoneSchema, textSchema } from '../core/fields/index.ts';
import type { ApiClient } from '../core/runtime/http.ts';
import { categoryPaths } from './special-order.paths.ts';

// The special-order calls (spec §7 "Special orders") and their answers (spec §3 "Special order").
// The sandbox answers and checks with these schemas.

/** `GET /api/special-orders/categories/{categoryName}`: the name in the URL and the one shown. */
export const specialOrderCategorySchema = v.object({
  categoryName: v.string(),
  name: v.string(),
});
export type SpecialOrderCategory = v.InferOutput<typeof specialOrderCategorySchema>;

const id = v.pipe(v.number(), v.integer());

/**
 * `{ "201": 8000, … }`: a price by optionId. Checked with `custom` rather than valibot's `record`:
 * valibot lives in the runtime chunk every page loads, and `record` would add 0.16 KiB to the pay
 * page for this one field.
 */
const priceMapSchema = v.custom<Readonly<Record<string, number>>>(
  (input) =>
    typeof input === 'object' &&
    input !== null &&
    !Array.isArray(input) &&
    Object.values(input).every((price) => typeof price === 'number' && Number.isFinite(price)),
);

/** One step of the configurator ('Tegund', 'Stærð', …). */
export const selectionSchema = v.object({ selectionId: id, name: v.string() });
export type Selection = v.InferOutput<typeof selectionSchema>;

/**
 * One choice of a selection. A dynamic price depends on the option chosen in another selection
 * (the glass on the size): `dynamicPriceMap` is keyed by that option's id.
 */
export const optionSchema = v.object({
  optionId: id,
  selectionId: id,
  name: v.string(),
  description: v.nullish(v.string(), ''),
  imageUrl: v.nullish(v.string(), ''),
  price: v.number(),
  dynamicPriceSelectionId: v.nullish(id, null),
  dynamicPriceMap: v.nullish(priceMapSchema, null),
});
export type SelectionOption = v.InferOutput<typeof optionSchema>;

/** `POST /api/special-orders/apply`: the contact details and one chosen optionId per selection. */
export const specialOrderRequestSchema = v.object({
  name: textSchema,
  phone: phoneSchema,
  ssn: kennitalaSchema,
  email: emailSchema,
  categoryName: v.string(),
  options: v.array(id),
});
export type SpecialOrderRequest = v.InferOutput<typeof specialOrderRequestSchema>;

export const specialOrderApi = {
  category: (api: ApiClient, categoryName: string) =>
    api.get(categoryPaths(categoryName).category, specialOrderCategorySchema),
  selections: (api: ApiClient, categoryName: string) =>
    api.get(categoryPaths(categoryName).selections, v.array(selectionSchema)),
  options: (api: ApiClient, categoryName: string) =>
    api.get(categoryPaths(categoryName).options, v.array(optionSchema)),
  apply: (api: ApiClient, request: SpecialOrderRequest) =>
    api.postIgnoringBody('/api/special-orders/apply', request),
};
