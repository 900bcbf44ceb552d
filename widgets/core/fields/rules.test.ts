import fc from 'fast-check';
import * as kennitalaPackage from 'kennitala';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldMessages } from './messages.ts';
import {
  currencySchema,
  digitsOnly,
  emailSchema,
  isCompanyKennitala,
  isValidKennitala,
  kennitalaSchema,
  phoneSchema,
  pinSchema,
  textSchema,
  zipSchema,
} from './rules.ts';

type Schema = v.GenericSchema<string, string>;

/** The first message a schema gives for `value`, or undefined when it accepts it. */
function firstMessage(schema: Schema, value: string): string | undefined {
  const result = v.safeParse(schema, value);
  return result.success ? undefined : result.issues[0].message;
}

function output(schema: Schema, value: string): string {
  const result = v.safeParse(schema, value);
  if (!result.success)
    throw new Error(`expected ${JSON.stringify(value)} to pass: ${result.issues[0].message}`);
  return result.output;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');
const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^[0-9]{${min},${max}}$`));
const letter = fc.constantFrom('a', 'Z', 'þ', 'Æ', 'ö', 'x', 'é');
const blank = fc
  .array(fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\u3000', '\ufeff'), { maxLength: 4 })
  .map((parts) => parts.join(''));

/** A kennitala for `date` (UTC): day (plus 40 for a company), month, year, three digits, century. */
function kennitalaFor(date: Date, company: boolean, middle: string): string {
  const year = date.getUTCFullYear();
  const century = { 18: '8', 19: '9', 20: '0' }[Math.floor(year / 100)] ?? '?';
  const day = date.getUTCDate() + (company ? 40 : 0);
  return `${pad2(day)}${pad2(date.getUTCMonth() + 1)}${pad2(year % 100)}${middle}${century}`;
}
const realDate = fc.date({
  min: new Date('1800-01-01T00:00:00Z'),
  max: new Date('2099-12-31T00:00:00Z'),
  noInvalidDate: true,
});
const datedKennitala = (company: boolean) =>
  fc.tuple(realDate, digits(3, 3)).map(([date, middle]) => kennitalaFor(date, company, middle));
const personKennitala = datedKennitala(false);
const companyKennitala = datedKennitala(true);
const temporaryKennitala = fc
  .tuple(fc.constantFrom('8', '9'), digits(9, 9))
  .map(([first, rest]) => first + rest);
const validKennitala = fc.oneof(personKennitala, companyKennitala, temporaryKennitala);
/** Ten digits of any kind, weighted towards the near misses: a real date with one digit changed. */
const anyTenDigits = fc.oneof(
  digits(10, 10),
  fc
    .tuple(validKennitala, fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 }))
    .map(([kennitala, at, digit]) => kennitala.slice(0, at) + String(digit) + kennitala.slice(at + 1)),
);

/** The traditional mod-11 check digit, or undefined when the first eight digits allow none. */
function mod11CheckDigit(kennitala: string): number | undefined {
  const weights = [3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(kennitala[i]), 0);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? undefined : check;
}

describe('digitsOnly', () => {
  it('drops everything that is not a digit', () => {
    expect(digitsOnly('120174-3389')).toBe('1201743389');
    expect(digitsOnly('1.234 kr.')).toBe('1234');
    expect(digitsOnly('+354 555 1234')).toBe('3545551234');
    expect(digitsOnly('')).toBe('');
    expect(digitsOnly('engar tölur')).toBe('');
  });

  it('keeps only digits, keeps their order, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ maxLength: 20 }), (a, b) => {
        const cleaned = digitsOnly(a);
        expect(cleaned).toMatch(/^[0-9]*$/);
        expect(digitsOnly(cleaned)).toBe(cleaned);
        expect(cleaned).toBe([...a].filter((char) => /^[0-9]$/.test(char)).join(''));
        expect(digitsOnly(a + b)).toBe(cleaned + digitsOnly(b));
      }),
    );
  });

  it('leaves a digit string unchanged', () => {
    fc.assert(
      fc.property(digits(0, 30), (text) => {
        expect(digitsOnly(text)).toBe(text);
      }),
    );
  });
});

describe('kennitalaSchema', () => {
  it('accepts a real date of birth (day 1-31) or founding (day 41-71) in the century the last digit names', () => {
    for (const kennitala of ['1203892039', '0101701099', '2902002820', '5302691089', '4101053060']) {
      expect(firstMessage(kennitalaSchema, kennitala), kennitala).toBeUndefined();
    }
    fc.assert(
      fc.property(fc.oneof(personKennitala, companyKennitala), (kennitala) => {
        expect(output(kennitalaSchema, kennitala)).toBe(kennitala);
      }),
    );
  });

  it('accepts temporary numbers, which start with 8 or 9', () => {
    expect(firstMessage(kennitalaSchema, '8113359472')).toBeUndefined();
    fc.assert(
      fc.property(temporaryKennitala, (kennitala) => {
        expect(firstMessage(kennitalaSchema, kennitala)).toBeUndefined();
      }),
    );
  });

  it("says 'Kennitala er ekki gild' for a day that month has not, or a century digit other than 8, 9 or 0", () => {
    for (const kennitala of [
      '3102992829', // 31 February
      '2902012829', // 29 February 2001, no leap year
      '0111777324', // century digit 4
      '0001743389',
      '3201743389',
      '4001743389',
      '7201743389',
      '1200743389',
      '1213743389',
    ]) {
      expect(firstMessage(kennitalaSchema, kennitala), kennitala).toBe('Kennitala er ekki gild');
    }
  });

  it('does no mod-11 check: any check digit passes (kennitölur from 2026 have none)', () => {
    expect(mod11CheckDigit('1201743389')).toBe(9);
    expect(firstMessage(kennitalaSchema, '1201743389')).toBeUndefined();
    expect(firstMessage(kennitalaSchema, '1201743379')).toBeUndefined();
    fc.assert(
      fc.property(personKennitala, fc.integer({ min: 0, max: 9 }), (kennitala, checkDigit) => {
        fc.pre(mod11CheckDigit(kennitala) !== checkDigit);
        const wrong = `${kennitala.slice(0, 8)}${checkDigit}${kennitala.slice(9)}`;
        expect(firstMessage(kennitalaSchema, wrong)).toBeUndefined();
      }),
    );
  });

  it("says 'Kennitala þarf að vera 10 stafir' for any other length", () => {
    fc.assert(
      fc.property(fc.oneof(digits(0, 9), digits(11, 20)), (text) => {
        expect(firstMessage(kennitalaSchema, text)).toBe('Kennitala þarf að vera 10 stafir');
      }),
    );
  });

  it('says the same for ten characters that are not all digits', () => {
    expect(firstMessage(kennitalaSchema, '120174-338')).toBe('Kennitala þarf að vera 10 stafir');
    expect(firstMessage(kennitalaSchema, '120174-3389')).toBe('Kennitala þarf að vera 10 stafir');
    fc.assert(
      fc.property(digits(9, 9), letter, fc.integer({ min: 0, max: 9 }), (nine, char, at) => {
        const text = nine.slice(0, at) + char + nine.slice(at);
        expect(firstMessage(kennitalaSchema, text)).toBe(fieldMessages.kennitalaLength);
      }),
    );
  });

  it('ignores spaces around the number', () => {
    expect(output(kennitalaSchema, ' 1203892039\t')).toBe('1203892039');
    fc.assert(
      fc.property(blank, validKennitala, blank, (before, kennitala, after) => {
        expect(output(kennitalaSchema, before + kennitala + after)).toBe(kennitala);
      }),
    );
  });
});

describe('the kennitala rules agree with the kennitala package (3.x)', () => {
  it('isValidKennitala and the schema accept exactly what its isValid accepts', () => {
    fc.assert(
      fc.property(anyTenDigits, (kennitala) => {
        expect(isValidKennitala(kennitala), kennitala).toBe(kennitalaPackage.isValid(kennitala));
        expect(firstMessage(kennitalaSchema, kennitala) === undefined).toBe(
          kennitalaPackage.isValid(kennitala),
        );
      }),
      { numRuns: 20_000 },
    );
  });

  it('isCompanyKennitala is true exactly where its isCompany is', () => {
    for (const kennitala of ['5302691089', '6208092090', '4705112060', '7010124020', '6902690000']) {
      expect(isCompanyKennitala(kennitala), kennitala).toBe(true);
    }
    for (const kennitala of ['1203892039', '8113359472', '7201743389', '5513692829', '550169282']) {
      expect(isCompanyKennitala(kennitala), kennitala).toBe(false);
    }
    fc.assert(
      fc.property(anyTenDigits, (kennitala) => {
        expect(isCompanyKennitala(kennitala), kennitala).toBe(kennitalaPackage.isCompany(kennitala));
      }),
      { numRuns: 20_000 },
    );
  });
});

describe('phoneSchema', () => {
  const message = "Símanúmer getur aðeins innihaldið tölustafi og '+'";

  it('accepts seven to fifteen digits with an optional leading +', () => {
    for (const phone of ['5551234', '+3545551234', '00354555123456', '8612345', '123456789012345']) {
      expect(firstMessage(phoneSchema, phone)).toBeUndefined();
    }
    expect(firstMessage(phoneSchema, '1234567890123456')).toBe(fieldMessages.phone);
    fc.assert(
      fc.property(fc.stringMatching(/^\+?[0-9]{7,15}$/), (phone) => {
        expect(output(phoneSchema, phone)).toBe(phone);
        expect(output(phoneSchema, ` ${phone} `)).toBe(phone);
      }),
    );
  });

  it('rejects fewer than seven digits with the exact message', () => {
    expect(firstMessage(phoneSchema, '555123')).toBe(message);
    expect(firstMessage(phoneSchema, '+354')).toBe(message);
    fc.assert(
      fc.property(fc.stringMatching(/^\+?[0-9]{0,6}$/), (phone) => {
        expect(firstMessage(phoneSchema, phone)).toBe(message);
      }),
    );
  });

  it('rejects letters with the exact message', () => {
    expect(firstMessage(phoneSchema, '555l234')).toBe(message);
    expect(firstMessage(phoneSchema, 'símanúmer')).toBe(message);
    fc.assert(
      fc.property(digits(0, 10), letter, digits(0, 10), (a, char, b) => {
        expect(firstMessage(phoneSchema, a + char + b)).toBe(fieldMessages.phone);
      }),
    );
  });

  it("rejects '+' anywhere but first, and other characters inside", () => {
    for (const phone of ['555+1234', '5551234+', '++3545551234', '555 1234', '555-1234']) {
      expect(firstMessage(phoneSchema, phone)).toBe(message);
    }
    fc.assert(
      fc.property(digits(1, 8), fc.constantFrom('+', ' ', '-', '.', '(', ')'), digits(7, 8), (a, char, b) => {
        expect(firstMessage(phoneSchema, a + char + b)).toBe(message);
      }),
    );
  });
});

describe('emailSchema', () => {
  const message = 'Netfang er ekki gilt';
  const word = fc.stringMatching(/^[a-z0-9_+-]{1,8}$/);
  const label = fc.stringMatching(/^[a-z0-9]{1,8}$/);
  const validEmail = fc
    .tuple(
      fc.array(word, { minLength: 1, maxLength: 3 }),
      fc.array(label, { minLength: 1, maxLength: 3 }),
      fc.stringMatching(/^[a-z]{2,6}$/),
    )
    .map(([local, domain, tld]) => `${local.join('.')}@${domain.join('.')}.${tld}`);

  it('accepts ordinary addresses, trimmed', () => {
    for (const email of ['jon@byko.is', 'jon.jonsson@byko.is', 'a+b@mail.example.com', 'x_y-z@a-b.co']) {
      expect(output(emailSchema, email)).toBe(email);
    }
    expect(output(emailSchema, '  jon@byko.is ')).toBe('jon@byko.is');
    fc.assert(
      fc.property(validEmail, blank, (email, space) => {
        expect(output(emailSchema, space + email + space)).toBe(email);
      }),
    );
  });

  it('rejects what is not x@y.z with the exact message', () => {
    for (const email of [
      'jon',
      'jon@',
      '@byko.is',
      'jon@byko',
      'jon@@byko.is',
      'jon @byko.is',
      'jon@byko..is',
      '',
    ]) {
      expect(firstMessage(emailSchema, email)).toBe(message);
    }
  });

  it('rejects any text without an @', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        fc.pre(!text.includes('@'));
        expect(firstMessage(emailSchema, text)).toBe(message);
      }),
    );
  });

  it('rejects a second @, a space inside, or a domain without a dot', () => {
    fc.assert(
      fc.property(validEmail, (email) => {
        const [local = '', domain = ''] = email.split('@');
        expect(firstMessage(emailSchema, `${local}@${email}`)).toBe(message);
        expect(firstMessage(emailSchema, `${local} x@${domain}`)).toBe(message);
        expect(firstMessage(emailSchema, `${local}@${domain.replaceAll('.', '')}`)).toBe(message);
      }),
    );
  });
});

describe.each([
  ['currencySchema', currencySchema, 'Ógild fjárhæð. Sláið inn krónutölu.', fieldMessages.currency],
  ['pinSchema', pinSchema, 'Ógilt leyninúmer. Sláðu inn tölustafi.', fieldMessages.pin],
] as const)('%s', (_name, schema, message, catalogued) => {
  it('has the message of the spec', () => {
    expect(catalogued).toBe(message);
  });

  it('strips every non-digit and accepts whatever digits remain', () => {
    expect(output(schema, '1.234 kr.')).toBe('1234');
    expect(output(schema, '12 34')).toBe('1234');
    expect(output(schema, '0')).toBe('0');
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), digits(1, 12), fc.string({ maxLength: 20 }), (a, d, b) => {
        const text = a + d + b;
        expect(output(schema, text)).toBe(digitsOnly(text));
      }),
    );
  });

  it('rejects text without a digit with the exact message', () => {
    expect(firstMessage(schema, '')).toBe(message);
    expect(firstMessage(schema, 'kr.')).toBe(message);
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        fc.pre(digitsOnly(text) === '');
        expect(firstMessage(schema, text)).toBe(message);
      }),
    );
  });
});

describe('zipSchema', () => {
  const message = 'Ógilt póstnúmer. Sláðu inn tölustafi.';

  it('accepts three digits not starting with 0 (^[1-9]\\d{2}$)', () => {
    for (const zip of ['101', '108', '220', '600', '902', '999']) {
      expect(output(zipSchema, zip)).toBe(zip);
    }
    expect(output(zipSchema, ' 200 ')).toBe('200');
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 999 }), (zip) => {
        expect(output(zipSchema, String(zip))).toBe(String(zip));
      }),
    );
  });

  it('rejects anything else with the exact message', () => {
    for (const zip of ['000', '099', '10', '1010', '1o1', 'IS-101', '']) {
      expect(firstMessage(zipSchema, zip)).toBe(message);
    }
    fc.assert(
      fc.property(
        fc.oneof(
          fc.stringMatching(/^0[0-9]{2}$/),
          digits(0, 2),
          digits(4, 8),
          fc.tuple(digits(0, 2), letter).map(([d, char]) => d + char),
        ),
        (zip) => {
          expect(firstMessage(zipSchema, zip)).toBe(fieldMessages.zip);
        },
      ),
    );
  });

  it('agrees with the pattern on any text', () => {
    fc.assert(
      fc.property(fc.oneof(digits(0, 4), fc.string({ maxLength: 5 })), (text) => {
        const ok = /^[1-9][0-9]{2}$/.test(text.trim());
        expect(firstMessage(zipSchema, text)).toBe(ok ? undefined : message);
      }),
    );
  });
});

describe('textSchema', () => {
  const message = 'Vinsamlegast fyllið út þennan reit';

  it('accepts any text that is not blank, trimmed', () => {
    expect(output(textSchema, '  Jón Jónsson ')).toBe('Jón Jónsson');
    fc.assert(
      fc.property(blank, fc.string({ minLength: 1, maxLength: 30 }), blank, (before, text, after) => {
        fc.pre(text.trim() !== '');
        expect(output(textSchema, before + text + after)).toBe(text.trim());
      }),
    );
  });

  it('rejects blank text with the exact message', () => {
    expect(firstMessage(textSchema, '')).toBe(message);
    fc.assert(
      fc.property(blank, (text) => {
        expect(firstMessage(textSchema, text)).toBe(fieldMessages.required);
      }),
    );
  });
});
