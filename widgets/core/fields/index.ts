import * as v from 'valibot';
import type { FieldKind, StringSchema } from '../runtime/field-kind.ts';
import {
  cleanKennitala,
  cleanPhone,
  currencySchema,
  digitsOnly,
  emailSchema,
  kennitalaSchema,
  phoneSchema,
  pinSchema,
  textSchema,
  zipSchema,
} from './rules.ts';

export { type FieldKind, fieldError, fieldValue, type StringSchema } from '../runtime/field-kind.ts';
export { fieldMessages } from './messages.ts';
export * from './rules.ts';

const keep = (input: string): string => input;

export const fields = {
  // No maxLength: the browser would cut a pasted '12 03 89-2039' (the written form) before `clean`
  // drops the spaces and the hyphen; `clean` keeps the first ten digits instead.
  kennitala: {
    schema: kennitalaSchema,
    clean: cleanKennitala,
    inputMode: 'numeric',
    type: 'text',
  },
  phone: {
    schema: phoneSchema,
    clean: cleanPhone,
    inputMode: 'tel',
    type: 'tel',
    autoComplete: 'tel-national',
  },
  email: { schema: emailSchema, clean: keep, inputMode: 'email', type: 'email', autoComplete: 'email' },
  currency: { schema: currencySchema, clean: digitsOnly, inputMode: 'numeric', type: 'text' },
  pin: { schema: pinSchema, clean: digitsOnly, inputMode: 'numeric', type: 'text', autoComplete: 'off' },
  zip: {
    schema: zipSchema,
    clean: digitsOnly,
    inputMode: 'numeric',
    type: 'text',
    autoComplete: 'postal-code',
    maxLength: 3,
  },
  text: { schema: textSchema, clean: keep, inputMode: 'text', type: 'text' },
} as const satisfies Record<string, FieldKind>;

export type FieldName = keyof typeof fields;

/**
 * An optional request field: empty (or only spaces, which `fieldError` also treats as empty) gives
 * '', anything else must match the schema.
 */
export function optionalField(schema: StringSchema): v.GenericSchema<string, string> {
  return v.pipe(v.string(), v.trim(), v.union([v.literal(''), schema]));
}
