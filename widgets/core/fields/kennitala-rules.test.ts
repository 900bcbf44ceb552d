import fc from 'fast-check';
import * as kennitalaPackage from 'kennitala';
import { describe, expect, it } from 'vitest';
import { fieldMessages } from './messages.ts';
import { blank, digits, firstMessage, letter, output } from './rules.test-setup.ts';
import { isCompanyKennitala, isValidKennitala, kennitalaSchema } from './rules.ts';

// The kennitala rules: the schema's dates, lengths and messages, and agreement with the kennitala
// package. The other field rules are in rules.test.ts.

const pad2 = (n: number): string => String(n).padStart(2, '0');

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
