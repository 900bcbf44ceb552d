import * as v from 'valibot';
import {
  cleanKennitala,
  cleanPhone,
  digitsOnly,
  type FieldKind,
  isValidKennitala,
} from '../core/fields/index.ts';
import { createField, type Field } from '../core/form/index.ts';

// The company credit forms' inputs (spec §5 "Company credit form", "Manual lookup", "E-mail
// application form", "Sign-up form"): the flow's own messages, not the shared inputs' ones. An
// empty required input gets its kind's message too (the spec gives these forms no other).
// Only valibot functions other flows already use (pipe string trim regex check email).

/** Spec §5, the words as written. */
export const companyCreditFieldMessages = {
  phone: 'Ógilt símanúmer.',
  email: 'Ógilt netfang.',
  amount: 'Ógild fjárhæð. Sláið inn krónutölu.',
  amountAboveZero: 'Fjárhæð þarf að vera yfir 0kr.',
  kennitala: 'Ógild kennitala.',
  companyName: 'Vinsamlegast sláið inn nafn.',
  fullName: 'Vinsamlegast sláið inn fullt nafn.',
  emailFormAmount: 'Ógilt magn. Sláið inn krónutölu.',
  street: 'Vinsamlegast sláið inn heimilisfang.',
  zipCode: 'Ógilt póstnúmer.',
} as const;

const m = companyCreditFieldMessages;

const keep = (input: string): string => input;

/** Phone: digits with an optional leading +, at least 7 digits (spec §5, §9). */
export const companyPhoneKind: FieldKind = {
  schema: v.pipe(v.string(), v.trim(), v.regex(/^\+?\d{7,15}$/, m.phone)),
  clean: cleanPhone,
  inputMode: 'tel',
  type: 'tel',
  autoComplete: 'tel-national',
};

export const companyEmailKind: FieldKind = {
  schema: v.pipe(v.string(), v.trim(), v.email(m.email)),
  clean: keep,
  inputMode: 'email',
  type: 'email',
  autoComplete: 'email',
};

/** Whole krónur: digits only (typing keeps only digits, as every amount input does). */
function amountKind(message: string): FieldKind {
  return {
    schema: v.pipe(v.string(), v.trim(), v.regex(/^\d+$/, message)),
    clean: digitsOnly,
    inputMode: 'numeric',
    type: 'text',
    autoComplete: 'off',
  };
}

/**
 * A kennitala: ten digits ('Ógild kennitala.'), and in a form also a real one (a date, or a
 * temporary number), so the server's own check never has to say it.
 */
function kennitalaKind(dated: boolean): FieldKind {
  const tenDigits = v.pipe(v.string(), v.trim(), v.regex(/^\d{10}$/, m.kennitala));
  return {
    schema: dated ? v.pipe(tenDigits, v.check(isValidKennitala, m.kennitala)) : tenDigits,
    clean: cleanKennitala,
    inputMode: 'numeric',
    type: 'text',
    autoComplete: 'off',
  };
}

const textKind = (message: string): FieldKind => ({
  schema: v.pipe(v.string(), v.trim(), v.regex(/\S/, message)),
  clean: keep,
  inputMode: 'text',
  type: 'text',
});

/** Icelandic postal codes: three digits, the first not 0 (DESIGN.md). */
export const zipCodeKind: FieldKind = {
  schema: v.pipe(v.string(), v.trim(), v.regex(/^[1-9]\d{2}$/, m.zipCode)),
  clean: digitsOnly,
  inputMode: 'numeric',
  type: 'text',
  autoComplete: 'postal-code',
  maxLength: 3,
};

function required(
  kind: FieldKind,
  message: string,
  extra: { rule?: (value: string) => string | undefined } = {},
) {
  return createField({ kind, required: true, requiredMessage: message, ...extra });
}

/** The inputs of the flow's forms, each made with its spec §5 message. */
export const companyCreditFields = {
  phone: (): Field => required(companyPhoneKind, m.phone),
  email: (): Field => required(companyEmailKind, m.email),
  /** The credit form's amount: digits, above 0. */
  creditAmount: (): Field =>
    required(amountKind(m.amount), m.amount, {
      rule: (value) => (Number(value) > 0 ? undefined : m.amountAboveZero),
    }),
  /** The e-mail form's amount: digits, not below 0 (digits cannot be). */
  emailFormAmount: (): Field => required(amountKind(m.emailFormAmount), m.emailFormAmount),
  /** The manual lookup's kennitala: ten digits (spec §5 "Manual lookup"). */
  lookupSsn: (): Field => required(kennitalaKind(false), m.kennitala),
  kennitala: (): Field => required(kennitalaKind(true), m.kennitala),
  companyName: (): Field => required(textKind(m.companyName), m.companyName),
  fullName: (): Field => required(textKind(m.fullName), m.fullName),
  street: (): Field => required(textKind(m.street), m.street),
  streetNumber: (): Field => createField({ kind: textKind(m.street) }),
  zipCode: (): Field => required(zipCodeKind, m.zipCode),
  comments: (): Field => createField({ kind: textKind('') }),
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
