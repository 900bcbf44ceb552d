import * as v from 'valibot';
import { paidSummarySchema } from '../core/paid-payment.ts';
import type { ApiClient } from '../core/runtime/http.ts';
import { pathSegment } from '../core/runtime/url-path.ts';
import { receiptApiPath } from './receipt.paths.ts';

// The receipt calls of spec §7 and the receipt's shape (§3).

export const receiptItemSchema = v.object({
  salesOrderReceiptItemId: v.union([v.string(), v.number()]),
  name: v.string(),
  amount: v.number(),
  itemId: v.nullish(v.string(), ''),
  customerPrice: v.number(),
});
export type ReceiptItem = v.InferOutput<typeof receiptItemSchema>;

export const receiptSchema = v.object({
  paymentId: v.string(),
  ...paidSummarySchema.entries,
  totalAmount: v.number(),
  items: v.array(receiptItemSchema),
});
export type Receipt = v.InferOutput<typeof receiptSchema>;

/**
 * The status call's answer when the payment is paid (spec §7): the API's own Icelandic word, compared,
 * never shown, so the same in every language.
 */
export const paidStatusText = 'Nú þegar greitt';

export const receiptApi = {
  receipt: (api: ApiClient, paymentId: string) => api.get(receiptApiPath(paymentId), receiptSchema),
  /** Plain text; 'Nú þegar greitt' when paid. */
  status: (api: ApiClient, paymentId: string) => api.getText(`/api/payment/status/${pathSegment(paymentId)}`),
};
