import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldMessages } from './messages.ts';
import { blank, digits, firstMessage, letter, output } from './rules.test-setup.ts';
import {
  currencySchema,
  digitsOnly,
  emailSchema,
  phoneSchema,
  pinSchema,
  textSchema,
  zipSchema,
} from './rules.ts';

// The field rules other than the kennitala's (kennitala-rules.test.ts): digitsOnly, and each
// schema's accepted input, its output and its message.

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
