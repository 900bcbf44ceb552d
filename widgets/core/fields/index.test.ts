import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  type FieldKind,
  type FieldName,
  fieldError,
  fieldMessages,
  fields,
  fieldValue,
  kennitalaSchema,
  optionalField,
  phoneSchema,
  zipSchema,
} from './index.ts';

const fieldNames = Object.keys(fields) as FieldName[];
const kind = fc.constantFrom(...fieldNames).map((name): [FieldName, FieldKind] => [name, fields[name]]);
const blank = fc
  .array(fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u2003'), { maxLength: 4 })
  .map((parts) => parts.join(''));
/** Text likely to hit every rule's accept and reject paths. */
const anyInput = fc.oneof(
  fc.string({ maxLength: 16 }),
  fc.stringMatching(/^\+?[0-9]{0,12}$/),
  fc.stringMatching(/^[a-z]{1,5}@[a-z]{1,5}\.[a-z]{2,3}$/),
  fc.constantFrom('1201743389', '5501692829', '120174-3389', '101', '1.234 kr.', ' Jón ', '+3545551234'),
);

function schemaResult(schema: v.GenericSchema<string, string>, value: string) {
  const result = v.safeParse(schema, value);
  return result.success
    ? { ok: true as const, output: result.output }
    : { ok: false as const, message: result.issues[0].message };
}

describe('fieldMessages', () => {
  it('holds the exact wording of spec section 5', () => {
    expect(fieldMessages).toEqual({
      kennitalaLength: 'Kennitala þarf að vera 10 stafir',
      kennitalaDate: 'Kennitala er ekki gild',
      phone: "Símanúmer getur aðeins innihaldið tölustafi og '+'",
      email: 'Netfang er ekki gilt',
      currency: 'Ógild fjárhæð. Sláið inn krónutölu.',
      pin: 'Ógilt leyninúmer. Sláðu inn tölustafi.',
      zip: 'Ógilt póstnúmer. Sláðu inn tölustafi.',
      required: 'Vinsamlegast fyllið út þennan reit',
    });
  });
});

describe('fieldError', () => {
  it('skips an optional field left empty', () => {
    fc.assert(
      fc.property(kind, blank, ([, field], value) => {
        expect(fieldError(field, value, false)).toBeUndefined();
      }),
    );
  });

  it("asks for a required field left empty: 'Vinsamlegast fyllið út þennan reit'", () => {
    expect(fieldError(fields.kennitala, '', true)).toBe('Vinsamlegast fyllið út þennan reit');
    fc.assert(
      fc.property(kind, blank, ([, field], value) => {
        expect(fieldError(field, value, true)).toBe('Vinsamlegast fyllið út þennan reit');
      }),
    );
  });

  it("gives the rule's message for a filled field", () => {
    expect(fieldError(fields.kennitala, '12345', true)).toBe('Kennitala þarf að vera 10 stafir');
    expect(fieldError(fields.kennitala, '12345', false)).toBe('Kennitala þarf að vera 10 stafir');
    expect(fieldError(fields.kennitala, '3201743389', true)).toBe('Kennitala er ekki gild');
    expect(fieldError(fields.phone, '555abcd', true)).toBe(
      "Símanúmer getur aðeins innihaldið tölustafi og '+'",
    );
    expect(fieldError(fields.phone, '555123', false)).toBe(
      "Símanúmer getur aðeins innihaldið tölustafi og '+'",
    );
    expect(fieldError(fields.email, 'jon@byko', true)).toBe('Netfang er ekki gilt');
    expect(fieldError(fields.currency, 'kr.', true)).toBe('Ógild fjárhæð. Sláið inn krónutölu.');
    expect(fieldError(fields.pin, 'abcd', false)).toBe('Ógilt leyninúmer. Sláðu inn tölustafi.');
    expect(fieldError(fields.zip, '012', true)).toBe('Ógilt póstnúmer. Sláðu inn tölustafi.');
  });

  it('accepts valid filled values', () => {
    expect(fieldError(fields.kennitala, '1201743389', true)).toBeUndefined();
    expect(fieldError(fields.phone, '+3545551234', true)).toBeUndefined();
    expect(fieldError(fields.email, 'jon@byko.is', true)).toBeUndefined();
    expect(fieldError(fields.currency, '1.234 kr.', true)).toBeUndefined();
    expect(fieldError(fields.pin, '1234', true)).toBeUndefined();
    expect(fieldError(fields.zip, '101', true)).toBeUndefined();
    expect(fieldError(fields.text, 'Jón', true)).toBeUndefined();
  });

  it("is the schema's first message whenever the value is not blank, required or not", () => {
    fc.assert(
      fc.property(kind, anyInput, fc.boolean(), ([, field], value, required) => {
        fc.pre(value.trim() !== '');
        const result = schemaResult(field.schema, value);
        expect(fieldError(field, value, required)).toBe(result.ok ? undefined : result.message);
      }),
    );
  });
});

describe('fieldValue', () => {
  it("submits the schema's output", () => {
    expect(fieldValue(fields.currency, '1.234 kr.')).toBe('1234');
    expect(fieldValue(fields.pin, '12 34')).toBe('1234');
    expect(fieldValue(fields.kennitala, ' 1201743389 ')).toBe('1201743389');
    expect(fieldValue(fields.email, ' jon@byko.is ')).toBe('jon@byko.is');
    expect(fieldValue(fields.text, '  Jón ')).toBe('Jón');
    expect(fieldValue(fields.zip, '101')).toBe('101');
  });

  it("submits '' for an empty field and the trimmed text for an invalid one", () => {
    for (const name of fieldNames) expect(fieldValue(fields[name], '   ')).toBe('');
    expect(fieldValue(fields.phone, ' 555 ')).toBe('555');
  });

  it('is the output when valid, else the trimmed input', () => {
    fc.assert(
      fc.property(kind, anyInput, ([, field], value) => {
        const result = schemaResult(field.schema, value);
        expect(fieldValue(field, value)).toBe(result.ok ? result.output : value.trim());
      }),
    );
  });
});

describe('optionalField', () => {
  it("accepts '' and blank text as ''", () => {
    fc.assert(
      fc.property(kind, blank, ([, field], value) => {
        expect(schemaResult(optionalField(field.schema), value)).toEqual({ ok: true, output: '' });
      }),
    );
  });

  it('checks anything else with the schema, keeping its message', () => {
    expect(schemaResult(optionalField(kennitalaSchema), '123')).toEqual({
      ok: false,
      message: 'Kennitala þarf að vera 10 stafir',
    });
    expect(schemaResult(optionalField(phoneSchema), '+3545551234')).toEqual({
      ok: true,
      output: '+3545551234',
    });
    expect(schemaResult(optionalField(zipSchema), '099')).toEqual({
      ok: false,
      message: 'Ógilt póstnúmer. Sláðu inn tölustafi.',
    });
    fc.assert(
      fc.property(kind, anyInput, ([, field], value) => {
        fc.pre(value.trim() !== '');
        expect(schemaResult(optionalField(field.schema), value)).toEqual(schemaResult(field.schema, value));
      }),
    );
  });

  it('works inside a request object schema', () => {
    const request = v.object({ phone: phoneSchema, guarantorSsn: optionalField(kennitalaSchema) });
    expect(v.parse(request, { phone: '5551234', guarantorSsn: '' })).toEqual({
      phone: '5551234',
      guarantorSsn: '',
    });
    expect(v.safeParse(request, { phone: '5551234', guarantorSsn: '12' }).success).toBe(false);
  });
});

describe('fields', () => {
  it('cleans typing idempotently', () => {
    fc.assert(
      fc.property(kind, fc.string({ maxLength: 30 }), ([, field], value) => {
        const cleaned = field.clean(value);
        expect(field.clean(cleaned)).toBe(cleaned);
      }),
    );
  });

  it('keeps only digits in kennitala, currency, pin and zip, and digits and + in phone', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (value) => {
        for (const name of ['kennitala', 'currency', 'pin', 'zip'] as const) {
          expect(fields[name].clean(value)).toMatch(/^[0-9]*$/);
        }
        expect(fields.phone.clean(value)).toMatch(/^[0-9+]*$/);
        expect(fields.email.clean(value)).toBe(value);
        expect(fields.text.clean(value)).toBe(value);
      }),
    );
    expect(fields.phone.clean('+354 555-1234')).toBe('+3545551234');
    expect(fieldError(fields.phone, fields.phone.clean('+354 555-1234'), true)).toBeUndefined();
  });

  it('takes a pasted kennitala in its written forms whole (no maxLength to cut it), cleaned to ten digits', () => {
    expect('maxLength' in fields.kennitala).toBe(false);
    for (const pasted of ['120174-3389', '12 01 74-3389', ' 120174 3389 ', '1201743389']) {
      expect(fields.kennitala.clean(pasted)).toBe('1201743389');
      expect(fieldError(fields.kennitala, fields.kennitala.clean(pasted), true)).toBeUndefined();
    }
    // More than ten digits: the first ten stay, so the field never holds what no kennitala is.
    expect(fields.kennitala.clean('12017433891234')).toBe('1201743389');
  });

  it('keeps a phone to 15 digits, a leading + kept', () => {
    expect(fields.phone.clean('+354 820 1234')).toBe('+3548201234');
    expect(fields.phone.clean('1234567890123456789')).toBe('123456789012345');
    expect(fields.phone.clean('+1234567890123456789')).toBe('+123456789012345');
    expect(fields.phone.clean('82 0-12+34')).toBe('8201234');
  });

  it('gives each input fitting attributes', () => {
    expect(fields.zip.maxLength).toBe(3);
    expect(fields.email.type).toBe('email');
    expect(fields.phone.type).toBe('tel');
    for (const name of ['kennitala', 'currency', 'pin', 'zip'] as const) {
      expect(fields[name].inputMode).toBe('numeric');
    }
  });
});
