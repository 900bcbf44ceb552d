import * as v from 'valibot';
import { digitsOnly } from '../runtime/format.ts';
import { fieldMessages } from './messages.ts';

// Kept with the formats (the card form's CVC uses it without loading every schema).
export { digitsOnly } from '../runtime/format.ts';

// A kennitala is accepted exactly as the `kennitala` npm package (3.x) accepts it (DESIGN.md); a
// property test compares the two. Ours is a few lines because the package would cost the pay page
// bytes it does not have. No mod-11 check: since February 2026 new kennitölur carry none.

/** The tenth digit names the century: 0 for the 2000s, 9 for the 1900s, 8 for the 1800s. */
const centuries: Readonly<Record<string, number>> = { '0': 2000, '9': 1900, '8': 1800 };

/** Company numbers the registry issued without a real founding date (29 February 1969). */
const undatedCompanyStarts = ['690269', '700269', '710269'];

/** A temporary number ('kerfiskennitala'): ten digits starting with 8 or 9. */
function isTemporaryKennitala(value: string): boolean {
  return /^[89]\d{9}$/.test(value);
}

/**
 * A person's (day 1-31) or a company's (founding day + 40: 41-71) number whose first six digits
 * are a real date in the century its last digit names.
 */
function isDatedKennitala(value: string, kind: 'person' | 'company' | 'either'): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const century = centuries[value.charAt(9)];
  if (century === undefined) return false;
  const dayPart = Number(value.slice(0, 2));
  const isCompany = dayPart > 40 && dayPart <= 71;
  const isPerson = dayPart > 0 && dayPart <= 31;
  if (!(kind === 'person' ? isPerson : kind === 'company' ? isCompany : isPerson || isCompany)) return false;
  if (undatedCompanyStarts.includes(value.slice(0, 6))) return true;
  const day = isCompany ? dayPart - 40 : dayPart;
  const month = Number(value.slice(2, 4));
  const year = century + Number(value.slice(4, 6));
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A person's, a company's or a temporary kennitala, ten digits (the package's `isValid`). */
export function isValidKennitala(value: string): boolean {
  return isTemporaryKennitala(value) || isDatedKennitala(value, 'either');
}

/** A company's kennitala (the package's `isCompany`): the founding day plus 40, a real date. */
export function isCompanyKennitala(value: string): boolean {
  return isDatedKennitala(value, 'company');
}

export const kennitalaSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d{10}$/, fieldMessages.kennitalaLength),
  v.check(isValidKennitala, fieldMessages.kennitalaDate),
);

/** The most digits a phone number has (E.164). */
export const phoneMaxDigits = 15;

/**
 * A phone number as typed or pasted, cleaned: digits and a leading '+', at most 15 digits.
 * ('+354 820 1234' stays an international number; `nationalPhone` drops Iceland's code.)
 */
export function cleanPhone(input: string): string {
  const plus = input.trimStart().startsWith('+') ? '+' : '';
  return plus + digitsOnly(input).slice(0, phoneMaxDigits);
}

/** An Icelandic number without its country code: '+354 820 1234' and '00354 8201234' are 8201234. */
export function nationalPhone(input: string): string {
  return digitsOnly(input)
    .replace(/^(00)?354(?=\d{7}$)/, '')
    .slice(0, phoneMaxDigits);
}

/** A kennitala as typed or pasted ('12 03 89-2039'): its digits, at most ten. */
export function cleanKennitala(input: string): string {
  return digitsOnly(input).slice(0, 10);
}

/** Digits with an optional leading '+', at least seven digits. */
export const phoneSchema = v.pipe(v.string(), v.trim(), v.regex(/^\+?\d{7,15}$/, fieldMessages.phone));

// valibot's email check is stricter than the browser's and rejects what the retailer's server
// rejects (no spaces, one '@', a dot in the domain).
export const emailSchema = v.pipe(v.string(), v.trim(), v.email(fieldMessages.email));

export const currencySchema = v.pipe(
  v.string(),
  v.transform(digitsOnly),
  v.regex(/^\d+$/, fieldMessages.currency),
);

export const pinSchema = v.pipe(v.string(), v.transform(digitsOnly), v.regex(/^\d+$/, fieldMessages.pin));

/** Icelandic postal codes: three digits, the first not 0 (`^[1-9]\d{2}$`, DESIGN.md). */
export const zipSchema = v.pipe(v.string(), v.trim(), v.regex(/^[1-9]\d{2}$/, fieldMessages.zip));

export const textSchema = v.pipe(v.string(), v.trim(), v.minLength(1, fieldMessages.required));

/**
 * The krónur typed into a currency input: every character that is not a digit is dropped
 * ('1.234 kr.' → 1234, '-500' → 500, '12,50' → 1250: amounts are whole krónur). No digits at all
 * ('' or 'kr.') gives undefined.
 */
export function parseIskInput(text: string): number | undefined {
  const digits = digitsOnly(text);
  return digits === '' ? undefined : Number(digits);
}
