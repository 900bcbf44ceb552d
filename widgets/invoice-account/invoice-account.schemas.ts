import * as v from 'valibot';
import {
  emailSchema,
  kennitalaSchema,
  optionalField,
  phoneSchema,
  pinSchema,
  textSchema,
} from '../core/fields/index.ts';
import { sendInvoiceOptions } from './invoice-account.options.ts';

// The manual invoice-account application's request (spec §3 "Invoice-account application", §7
// manual-credit): the sandbox validates what it receives with these schemas. Apart from the call
// (invoice-account.api.ts re-exports them): the widget needs only their types, and package.json
// declares these modules free of side effects, so the bundle leaves this one out. (In the api file
// the schemas' calls stayed in the bundle and pulled valibot's picklist into the runtime chunk the
// pay page loads.)

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
