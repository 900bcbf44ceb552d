import * as v from 'valibot';
import {
  emailSchema,
  kennitalaSchema,
  optionalField,
  phoneSchema,
  pinSchema,
  textSchema,
} from '../core/fields/index.ts';
import type { ApiClient } from '../core/http.ts';

// The manual invoice-account application (spec §3 "Invoice-account application", §7 manual-credit).
// The sandbox validates what it receives with these schemas.

/**
 * 'Fá reikninga senda með' (spec §9: an e-mail option; the others are not shown, so these are ours,
 * written down in sandbox/README.md).
 */
export const sendInvoiceOptions = ['Email', 'Mail', 'Einvoice'] as const;
export type SendInvoiceOption = (typeof sendInvoiceOptions)[number];

/** A block's fields are optional (spec §5), but what is filled must be valid. */
export const auditorSchema = v.object({ ssn: optionalField(kennitalaSchema), name: v.string() });
export const guarantorSchema = v.object({
  ssn: optionalField(kennitalaSchema),
  name: v.string(),
  email: optionalField(emailSchema),
});

export const invoiceAccountApplicationSchema = v.object({
  customerName: textSchema,
  customerSsn: kennitalaSchema,
  customerPhone: phoneSchema,
  customerEmail: emailSchema,
  sendInvoiceOption: v.picklist(sendInvoiceOptions),
  /** Only with the e-mail option; '' otherwise. */
  sendInvoiceEmail: optionalField(emailSchema),
  /** Spec §9: parsed as an integer, 0 when empty. */
  guaranteeAmount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  pinNumber: optionalField(pinSchema),
  auditors: v.array(auditorSchema),
  guarantors: v.array(guarantorSchema),
  comment: v.string(),
});
export type InvoiceAccountApplication = v.InferOutput<typeof invoiceAccountApplicationSchema>;

export const invoiceAccountResponseSchema = v.object({
  applicationId: v.pipe(v.string(), v.minLength(1)),
  /**
   * When the server received it (ISO), for spec §9's 14:00 rule; ours (sandbox/README.md). Absent:
   * the widget uses the browser's clock.
   */
  receivedAt: v.optional(v.pipe(v.string(), v.isoTimestamp())),
});

export const invoiceAccountApi = {
  apply: (api: ApiClient, application: InvoiceAccountApplication) =>
    api.post('/api/customers/applications/manual-credit', application, invoiceAccountResponseSchema),
};
