import fc from 'fast-check';
import * as v from 'valibot';

// What the tests of the field rules (rules.test.ts, kennitala-rules.test.ts) share: reading a
// schema's answer, and the arbitraries both build their inputs from.

type Schema = v.GenericSchema<string, string>;

/** The first message a schema gives for `value`, or undefined when it accepts it. */
export function firstMessage(schema: Schema, value: string): string | undefined {
  const result = v.safeParse(schema, value);
  return result.success ? undefined : result.issues[0].message;
}

export function output(schema: Schema, value: string): string {
  const result = v.safeParse(schema, value);
  if (!result.success)
    throw new Error(`expected ${JSON.stringify(value)} to pass: ${result.issues[0].message}`);
  return result.output;
}

export const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^[0-9]{${min},${max}}$`));
export const letter = fc.constantFrom('a', 'Z', 'þ', 'Æ', 'ö', 'x', 'é');
export const blank = fc
  .array(fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\u3000', '\ufeff'), { maxLength: 4 })
  .map((parts) => parts.join(''));
