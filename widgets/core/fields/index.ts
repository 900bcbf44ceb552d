import * as v from 'valibot';
import { fieldMessages } from './messages.ts';
import {
  currencySchema,
  digitsOnly,
  emailSchema,
  kennitalaSchema,
  phoneSchema,
  pinSchema,
  textSchema,
  zipSchema,
} from './rules.ts';

export { fieldMessages } from './messages.ts';
export * from './rules.ts';

type StringSchema = v.GenericSchema<string, string>;

/** A shared typed input: its schema, how typing is cleaned, and the input attributes that fit it. */
export interface FieldKind {
  readonly schema: StringSchema;
  /** Applied on every keystroke: strips what the spec says the input never holds. */
  readonly clean: (input: string) => string;
  readonly inputMode: 'numeric' | 'tel' | 'email' | 'text';
  readonly type: 'text' | 'tel' | 'email';
  readonly autoComplete?: string;
  readonly maxLength?: number;
}

const keep = (input: string): string => input;

export const fields = {
  // maxLength 11, not 10: a pasted '120174-3389' (the usual written form) would otherwise be cut to
  // 10 characters by the browser before `clean` drops the hyphen, losing the last digit.
  kennitala: {
    schema: kennitalaSchema,
    clean: digitsOnly,
    inputMode: 'numeric',
    type: 'text',
    maxLength: 11,
  },
  phone: {
    schema: phoneSchema,
    clean: (input: string) => input.replace(/[^\d+]/g, ''),
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
 * The message to show under a field, or undefined when the value is acceptable. An optional field
 * left empty is not validated (spec §5); a required one gets the generic 'fill this in' message.
 */
export function fieldError(kind: FieldKind, value: string, required: boolean): string | undefined {
  if (value.trim() === '') return required ? fieldMessages.required : undefined;
  const result = v.safeParse(kind.schema, value);
  return result.success ? undefined : result.issues[0].message;
}

/** The value a field submits: its schema's output (trimmed, digits stripped) or '' when empty. */
export function fieldValue(kind: FieldKind, value: string): string {
  const result = v.safeParse(kind.schema, value);
  return result.success ? result.output : value.trim();
}

/**
 * An optional request field: empty (or only spaces, which `fieldError` also treats as empty) gives
 * '', anything else must match the schema.
 */
export function optionalField(schema: StringSchema): v.GenericSchema<string, string> {
  return v.pipe(v.string(), v.trim(), v.union([v.literal(''), schema]));
}
