import * as v from 'valibot';

// Apart from the kinds themselves (index.ts), so a form that brings its own kind (the card number)
// does not download every shared schema.

/** Spec §5: name and text not empty (here, not in messages.ts, so a form need not load every message). */
export const requiredMessage = 'Vinsamlegast fyllið út þennan reit';

export type StringSchema = v.GenericSchema<string, string>;

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

/**
 * The message to show under a field, or undefined when the value is acceptable. An optional field
 * left empty is not validated (spec §5); a required one gets the generic 'fill this in' message.
 */
export function fieldError(kind: FieldKind, value: string, required: boolean): string | undefined {
  if (value.trim() === '') return required ? requiredMessage : undefined;
  const result = v.safeParse(kind.schema, value);
  return result.success ? undefined : result.issues[0].message;
}

/** The value a field submits: its schema's output (trimmed, digits stripped) or '' when empty. */
export function fieldValue(kind: FieldKind, value: string): string {
  const result = v.safeParse(kind.schema, value);
  return result.success ? result.output : value.trim();
}
