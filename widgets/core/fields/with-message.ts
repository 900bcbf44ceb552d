import * as v from 'valibot';
import type { FieldKind } from '../runtime/field-kind.ts';

// Apart from the field kinds: only the forms that word their own messages download this.

/**
 * The same kind of input (its cleaning, its input attributes, what it accepts and what it sends)
 * with another message for whatever it refuses: a flow whose spec words its own messages ('Ógilt
 * símanúmer.') keeps the shared rules instead of copying them.
 */
export function withMessage(kind: FieldKind, message: string): FieldKind {
  return {
    ...kind,
    schema: v.pipe(
      v.string(),
      v.check((input) => v.safeParse(kind.schema, input).success, message),
      v.transform((input) => v.parse(kind.schema, input)),
    ),
  };
}
