import * as v from 'valibot';
import type { FieldKind } from '../../core/runtime/field-kind.ts';
import { digitsOnly, listInSentence } from '../../core/runtime/format.ts';
import { messagesIn, type Translations, textIn } from '../../core/runtime/translations.ts';
import { cardMessages } from './card.messages.ts';

// Card rules (spec §5 Card, §9): pure functions, tested in card.test.ts.

export type CardBrand = 'visa' | 'mastercard' | undefined;

export const cardNumberLength = 16;
export const expiryYearCount = 20;

/** The longest card number there is (ISO/IEC 7812): what the field holds at most. */
export const cardNumberMaxLength = 19;

/**
 * What the number field holds: without the grouping spaces and dashes a pasted number carries
 * ('4242-4242-4242-4242'), at most 19 characters; anything else typed is kept, to be named.
 */
export function cardNumberValue(typed: string): string {
  return typed.replace(/[\s-]+/g, '').slice(0, cardNumberMaxLength);
}

/** Groups of four for display ('4242 4242 4242 4242'); non-digits are shown as typed. */
export function formatCardNumber(value: string): string {
  return value.replace(/(.{4})(?=.)/g, '$1 ');
}

export function cardBrand(value: string): CardBrand {
  if (value.startsWith('4')) return 'visa';
  if (value.startsWith('5')) return 'mastercard';
  return undefined;
}

/** The Luhn checksum every Visa and Mastercard number satisfies (beyond the spec). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The number's message, or undefined when it is acceptable. Digits first: it says what to fix. */
export function cardNumberError(value: string): string | undefined {
  if (!/^\d*$/.test(value)) return cardMessages.cardNumberDigits;
  if (value.length !== cardNumberLength) return cardMessages.cardNumberLength;
  if (!passesLuhn(value)) return cardMessages.cardNumberInvalid;
  return undefined;
}

/**
 * When the number is checked (spec §5): always on blur; while typing only once it is 16
 * characters long or already shows an error, so the user is not scolded mid-typing.
 */
export function shouldValidateCardNumberOnInput(value: string, hasError: boolean): boolean {
  return hasError || value.length >= cardNumberLength;
}

export interface Expiry {
  /** 1-12 */
  month: number;
  year: number;
}

export function isExpired(expiry: Expiry, now: Date): boolean {
  const year = now.getFullYear();
  const month = now.getMonth() + 1;
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}

export function expiryError(expiry: Expiry, now: Date): string | undefined {
  return isExpired(expiry, now) ? cardMessages.expired : undefined;
}

/** This year and the 19 after it (spec §9). */
export function expiryYears(now: Date): number[] {
  return Array.from({ length: expiryYearCount }, (_, index) => now.getFullYear() + index);
}

/**
 * '01 - janúar' … '12 - desember': the number is what is printed on the card; `names` are the
 * month names in the element's language (the card catalogue's `months`).
 */
export function expiryMonthOptions(names: readonly string[]): { value: string; label: string }[] {
  return names.map((name, index) => {
    const value = String(index + 1).padStart(2, '0');
    return { value, label: `${value} - ${name}` };
  });
}

/**
 * What 'Borga' says it still needs, in the element's language: the model's `missing` (Icelandic,
 * in the accusative) translated and listed in one sentence; undefined once nothing is missing.
 */
export function payNeeds(missing: readonly string[], locale: Translations): string | undefined {
  if (missing.length === 0) return undefined;
  const { fillIn } = messagesIn(locale, cardMessages);
  return fillIn(
    listInSentence(
      missing.map((text) => textIn(locale, text)),
      locale.lang,
    ),
  );
}

export function twoDigitMonth(month: number): string {
  return String(month).padStart(2, '0');
}

/**
 * The card number as a form field kind: grouping spaces dropped as typed, the spec's messages come
 * from `cardNumberError` (the field's rule), so the schema accepts any string.
 */
export const cardNumberKind: FieldKind = {
  schema: v.string(),
  clean: cardNumberValue,
  inputMode: 'numeric',
  type: 'text',
  autoComplete: 'cc-number',
};

/** The CVC as a form field kind: digits only, at most 4; no message (spec §5). */
export const cvcKind: FieldKind = {
  schema: v.string(),
  clean: (typed) => digitsOnly(typed).slice(0, 4),
  inputMode: 'numeric',
  type: 'text',
  autoComplete: 'cc-csc',
  maxLength: 4,
};
