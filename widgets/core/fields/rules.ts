import * as v from 'valibot';
import { fieldMessages } from './messages.ts';

/** Keeps digits only: what the spec's digits-only inputs (login, currency, pin) hold. */
export function digitsOnly(input: string): string {
  return input.replace(/\D+/g, '');
}

/**
 * A kennitala is ten digits whose first six are a plausible date: day 1-31 for people, 41-71 for
 * companies (day + 40), month 1-12. No mod-11 check: since February 2026 new kennitölur carry no
 * check digit (DESIGN.md).
 */
export function isPlausibleKennitala(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const day = Number(value.slice(0, 2));
  const month = Number(value.slice(2, 4));
  const personDay = day >= 1 && day <= 31;
  const companyDay = day >= 41 && day <= 71;
  return (personDay || companyDay) && month >= 1 && month <= 12;
}

/**
 * A company kennitala: a plausible kennitala whose day part is 41-71 (the founding day plus 40), so
 * its first digit is 4-7. Stricter than the spec's app lookup rule (first digit 4-9, §5), which also
 * lets through days no date can have.
 */
export function isCompanyKennitala(value: string): boolean {
  return isPlausibleKennitala(value) && Number(value.slice(0, 2)) >= 41;
}

export const kennitalaSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d{10}$/, fieldMessages.kennitalaLength),
  v.check(isPlausibleKennitala, fieldMessages.kennitalaDate),
);

/** Digits with an optional leading '+', at least seven digits. */
export const phoneSchema = v.pipe(v.string(), v.trim(), v.regex(/^\+?\d{7,}$/, fieldMessages.phone));

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
