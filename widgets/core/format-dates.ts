import { type IcelandicMonthName, icelandicMonthNames } from './runtime/format.ts';

/**
 * Icelandic dates and month names in text. Apart from format.ts, which the pay page loads in the
 * runtime chunk and which needs none of these: only the flows that show dates download them.
 *
 * Dates are formatted from the `Date`'s local fields (getDate, getMonth, getFullYear, getHours,
 * getMinutes), i.e. in the time zone of the machine that runs the code. Build dates in local time
 * (`new Date(2026, 11, 2, 14, 5)`) to get the calendar day you mean. Pure: the same in Node and in
 * any browser (Debian's Chromium has no Icelandic locale data, so nothing here asks `Intl`).
 */

/** The Icelandic name of a month, lower case: `monthName(11)` is 'desember'. Index 0-11, else RangeError. */
export function monthName(monthIndex: number): IcelandicMonthName {
  const name = Number.isInteger(monthIndex) ? icelandicMonthNames[monthIndex] : undefined;
  if (name === undefined)
    throw new RangeError(`monthIndex must be an integer from 0 to 11, got ${monthIndex}`);
  return name;
}

/** The text with its first letter in upper case, for the start of a label: 'ágúst' → 'Ágúst'. */
export function capitalize(text: string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return '';
  const firstChar = String.fromCodePoint(first);
  return firstChar.toUpperCase() + text.slice(firstChar.length);
}

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

/** 'dd.mm.yyyy' from the Date's local fields: '02.12.2026'. An invalid Date gives ''. */
export function formatDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate(), 2)}.${pad(date.getMonth() + 1, 2)}.${pad(date.getFullYear(), 4)}`;
}

/** Day, month name and year from the Date's local fields: '2. desember 2026'. An invalid Date gives ''. */
export function formatDateLong(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getDate()}. ${monthName(date.getMonth())} ${date.getFullYear()}`;
}

/** Date and 24-hour time from the Date's local fields: '02.12.2026 kl. 14:05'. An invalid Date gives ''. */
export function formatDateTime(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(date)} kl. ${pad(date.getHours(), 2)}:${pad(date.getMinutes(), 2)}`;
}

/**
 * An instant as Iceland's clocks show it, whatever the machine's time zone: Iceland keeps UTC all
 * year (no summer time), so its wall clock is the UTC fields. '24.11.2026 kl. 10:10'; an invalid
 * Date gives ''.
 */
export function formatIcelandDateTime(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const day = `${pad(date.getUTCDate(), 2)}.${pad(date.getUTCMonth() + 1, 2)}.${pad(date.getUTCFullYear(), 4)}`;
  return `${day} kl. ${pad(date.getUTCHours(), 2)}:${pad(date.getUTCMinutes(), 2)}`;
}

/** The Iceland calendar day of an instant as a date input writes it: '2026-11-24'; invalid gives ''. */
export function icelandDay(date: Date): string {
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}
