import { type IcelandicMonthName, icelandicMonthNames, intlLocales } from './runtime/format.ts';
import type { Lang, OtherLang } from './runtime/lang.ts';

/**
 * Dates in text, in each language (English and Polish as `Intl` writes en-US and pl-PL), and the
 * Icelandic month names. Apart from format.ts, which the pay page loads in the
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

/** A date in English or Polish as `Intl` writes it (en-US, pl-PL), in the machine's time zone or `timeZone`. */
function intlDate(date: Date, lang: OtherLang, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(intlLocales[lang], options).format(date);
}

const dayOf = (date: Date, utc: boolean): string => {
  const day = utc ? date.getUTCDate() : date.getDate();
  const month = (utc ? date.getUTCMonth() : date.getMonth()) + 1;
  return `${pad(day, 2)}.${pad(month, 2)}.${pad(utc ? date.getUTCFullYear() : date.getFullYear(), 4)}`;
};

const timeOf = (date: Date, utc: boolean): string =>
  `${pad(utc ? date.getUTCHours() : date.getHours(), 2)}:${pad(utc ? date.getUTCMinutes() : date.getMinutes(), 2)}`;

/**
 * A date from the Date's local fields: '02.12.2026', in English 'Dec 2, 2026' (a number-only date is
 * read differently on each side of the Atlantic), in Polish '2.12.2026'. An invalid Date gives ''.
 */
export function formatDate(date: Date, lang: Lang = 'is'): string {
  if (Number.isNaN(date.getTime())) return '';
  return lang === 'is'
    ? dayOf(date, false)
    : intlDate(date, lang, { dateStyle: lang === 'en' ? 'medium' : 'short' });
}

/**
 * Day, month name and year from the Date's local fields: '2. desember 2026', in English
 * 'December 2, 2026', in Polish '2 grudnia 2026'. An invalid Date gives ''.
 */
export function formatDateLong(date: Date, lang: Lang = 'is'): string {
  if (Number.isNaN(date.getTime())) return '';
  if (lang !== 'is') return intlDate(date, lang, { dateStyle: 'long' });
  return `${date.getDate()}. ${monthName(date.getMonth())} ${date.getFullYear()}`;
}

/** Date and time, in Icelandic '02.12.2026 kl. 14:05', else as Intl writes the date and the time. */
function dateTime(date: Date, lang: Lang, utc: boolean): string {
  if (Number.isNaN(date.getTime())) return '';
  if (lang === 'is') return `${dayOf(date, utc)} kl. ${timeOf(date, utc)}`;
  return intlDate(date, lang, {
    dateStyle: lang === 'en' ? 'medium' : 'short',
    timeStyle: 'short',
    ...(utc ? { timeZone: 'UTC' } : {}),
  });
}

/**
 * Date and time from the Date's local fields: '02.12.2026 kl. 14:05', in English
 * 'Dec 2, 2026, 2:05 PM', in Polish '2.12.2026, 14:05'. An invalid Date gives ''.
 */
export function formatDateTime(date: Date, lang: Lang = 'is'): string {
  return dateTime(date, lang, false);
}

/**
 * An instant as Iceland's clocks show it, whatever the machine's time zone: Iceland keeps UTC all
 * year (no summer time), so its wall clock is the UTC fields. '24.11.2026 kl. 10:10' (as
 * formatDateTime writes each language); an invalid Date gives ''.
 */
export function formatIcelandDateTime(date: Date, lang: Lang = 'is'): string {
  return dateTime(date, lang, true);
}

/** The Iceland calendar day of an instant as a date input writes it: '2026-11-24'; invalid gives ''. */
export function icelandDay(date: Date): string {
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}
