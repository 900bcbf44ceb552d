import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardMessages } from './card.messages.ts';
import {
  cardBrand,
  cardNumberError,
  cardNumberValue,
  expiryError,
  expiryMonthOptions,
  expiryYears,
  formatCardNumber,
  isExpired,
  passesLuhn,
  shouldValidateCardNumberOnInput,
} from './card.ts';

describe('card number', () => {
  it('groups by four for display and strips the spaces back out', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(cardNumberValue('4242 4242 4242 4242')).toBe('4242424242424242');
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{0,16}$/),
        (digits) => cardNumberValue(formatCardNumber(digits)) === digits,
      ),
    );
  });

  it('takes a pasted number with spaces or dashes, and holds at most 19 characters', () => {
    expect(cardNumberValue('4242-4242-4242-4242')).toBe('4242424242424242');
    expect(cardNumberValue(' 4242 - 4242\t4242 4242 ')).toBe('4242424242424242');
    expect(cardNumberValue('42424242424242424242424242')).toBe('4242424242424242424');
    // Letters stay, so the field can say the number holds only digits.
    expect(cardNumberValue('4242 abcd')).toBe('4242abcd');
    expect(cardNumberError(cardNumberValue('4242 abcd'))).toBe('Kortanúmer má eingöngu innihalda tölustafi.');
  });

  it('recognises Visa by 4 and Mastercard by 5', () => {
    expect(cardBrand('4242')).toBe('visa');
    expect(cardBrand('5555')).toBe('mastercard');
    expect(cardBrand('3782')).toBeUndefined();
    expect(cardBrand('')).toBeUndefined();
  });

  it("gives the spec's messages: digits only, then exactly 16, then the Luhn check", () => {
    expect(cardNumberError('4242a')).toBe('Kortanúmer má eingöngu innihalda tölustafi.');
    expect(cardNumberError('424242424242424')).toBe('Kortanúmer á að vera 16 stafa langt.');
    expect(cardNumberError('42424242424242424')).toBe('Kortanúmer á að vera 16 stafa langt.');
    expect(cardNumberError('4242424242424241')).toBe('Kortanúmer er ekki gilt.');
    for (const good of ['4242424242424242', '5555555555554444', '4000000000000002', '4000000000003220']) {
      expect(cardNumberError(good)).toBeUndefined();
    }
  });

  it('Luhn: changing any one digit of a valid number breaks it', () => {
    const valid = '4242424242424242';
    expect(passesLuhn(valid)).toBe(true);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (position, shift) => {
        const digit = (Number(valid[position]) + shift) % 10;
        const changed = valid.slice(0, position) + digit + valid.slice(position + 1);
        return !passesLuhn(changed);
      }),
    );
    expect(passesLuhn('abc')).toBe(false);
  });

  it('is checked while typing only at 16 characters or once an error shows', () => {
    expect(shouldValidateCardNumberOnInput('4242', false)).toBe(false);
    expect(shouldValidateCardNumberOnInput('4242424242424242', false)).toBe(true);
    expect(shouldValidateCardNumberOnInput('42424242424242424', false)).toBe(true);
    expect(shouldValidateCardNumberOnInput('42', true)).toBe(true);
  });
});

describe('expiry', () => {
  const now = new Date(2026, 10, 21); // November 2026

  it("is expired before this month, 'Kort er útrunnið'", () => {
    expect(isExpired({ month: 10, year: 2026 }, now)).toBe(true);
    expect(isExpired({ month: 12, year: 2025 }, now)).toBe(true);
    expect(isExpired({ month: 11, year: 2026 }, now)).toBe(false);
    expect(isExpired({ month: 1, year: 2027 }, now)).toBe(false);
    expect(expiryError({ month: 10, year: 2026 }, now)).toBe('Kort er útrunnið');
    expect(expiryError({ month: 11, year: 2026 }, now)).toBeUndefined();
  });

  it('offers this year and the next 19', () => {
    const years = expiryYears(now);
    expect(years).toHaveLength(20);
    expect(years[0]).toBe(2026);
    expect(years[19]).toBe(2045);
  });

  it('lists months 01-12 with Icelandic names', () => {
    const options = expiryMonthOptions(cardMessages.months);
    expect(options).toHaveLength(12);
    expect(options[0]).toEqual({ value: '01', label: '01 - janúar' });
    expect(options[7]).toEqual({ value: '08', label: '08 - ágúst' });
    expect(options[11]).toEqual({ value: '12', label: '12 - desember' });
  });
});
