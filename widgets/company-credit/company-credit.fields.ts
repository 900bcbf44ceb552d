import * as v from 'valibot';
import { type FieldKind, fields, isCompanyKennitala } from '../core/fields/index.ts';
import { withMessage } from '../core/fields/with-message.ts';
import { createField, type Field } from '../core/form/index.ts';
import { companyCreditFieldMessages as fieldMessages } from './company-credit.messages.ts';

// The company credit forms' inputs (spec §5 "Company credit form", "Manual lookup", "E-mail
// application form", "Sign-up form"): core's kinds of input with the flow's own messages. An
// empty required input gets its kind's message too (the spec gives these forms no other). The
// messages are the flow's catalogue (company-credit.messages.ts), so they are translated.

/** The manual lookup's kennitala: any ten digits (spec §5 "Manual lookup"); the server says the rest. */
const tenDigitsKind = withMessage(
  { ...fields.kennitala, schema: v.pipe(v.string(), v.trim(), v.regex(/^\d{10}$/)) },
  fieldMessages.kennitala,
);
/** A company's own kennitala (the sign-up's, the e-mail form's): not a person's. */
const companyKennitalaKind = withMessage(
  { ...fields.kennitala, schema: v.pipe(fields.kennitala.schema, v.check(isCompanyKennitala)) },
  fieldMessages.kennitala,
);

function required(
  kind: FieldKind,
  message: string,
  extra: { rule?: (value: string) => string | undefined } = {},
) {
  return createField({
    kind: withMessage(kind, message),
    required: true,
    requiredMessage: message,
    ...extra,
  });
}

/** The inputs of the flow's forms, each made with its spec §5 message. */
export const companyCreditFields = {
  phone: (): Field => required(fields.phone, fieldMessages.phone),
  email: (): Field => required(fields.email, fieldMessages.email),
  /** The credit form's amount: whole krónur, above 0. */
  creditAmount: (): Field =>
    required(fields.currency, fieldMessages.amount, {
      rule: (value) => (Number(value) > 0 ? undefined : fieldMessages.amountAboveZero),
    }),
  /** The e-mail form's amount: whole krónur, not below 0 (digits cannot be). */
  emailFormAmount: (): Field => required(fields.currency, fieldMessages.emailFormAmount),
  lookupSsn: (): Field => required(tenDigitsKind, fieldMessages.kennitala),
  /** A person's kennitala: ten digits that are a real one (a date, or a temporary number). */
  kennitala: (): Field => required(fields.kennitala, fieldMessages.kennitala),
  companySsn: (): Field => required(companyKennitalaKind, fieldMessages.kennitala),
  companyName: (): Field => required(fields.text, fieldMessages.companyName),
  fullName: (): Field => required(fields.text, fieldMessages.fullName),
  street: (): Field => required(fields.text, fieldMessages.street),
  streetNumber: (): Field => createField({ kind: withMessage(fields.text, fieldMessages.street) }),
  zipCode: (): Field => required(fields.zip, fieldMessages.zipCode),
  comments: (): Field => createField({ kind: fields.text }),
};

/**
 * A one-line address as the registry gives it ('Austurstræti 10') split at its last space into
 * street and number (spec §5 "Sign-up form"); no space: all of it is the street.
 */
export function splitStreet(address: string): { streetName: string; streetNumber: string } {
  const trimmed = address.trim();
  const at = trimmed.lastIndexOf(' ');
  if (at < 0) return { streetName: trimmed, streetNumber: '' };
  return { streetName: trimmed.slice(0, at).trim(), streetNumber: trimmed.slice(at + 1) };
}
