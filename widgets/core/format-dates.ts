import { type IcelandicMonthName, icelandicMonthNames } from './runtime/format.ts';
import type { Lang } from './runtime/lang.ts';

/**
 * Dates in text, in each language as `Intl` in Node writes them (is-IS, en-US, pl-PL), and the
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

const englishMonths = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Polish names a month in a date in the genitive: '28 listopada 2026'. */
const polishMonthsInDates = [
  'stycznia',
  'lutego',
  'marca',
  'kwietnia',
  'maja',
  'czerwca',
  'lipca',
  'sierpnia',
  'września',
  'października',
  'listopada',
  'grudnia',
] as const;

/** The calendar fields of a date, either its local ones or, for Iceland's clocks, its UTC ones. */
interface DateFields {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
}

const localFields = (date: Date): DateFields => ({
  year: date.getFullYear(),
  month: date.getMonth(),
  day: date.getDate(),
  hours: date.getHours(),
  minutes: date.getMinutes(),
});

const utcFields = (date: Date): DateFields => ({
  year: date.getUTCFullYear(),
  month: date.getUTCMonth(),
  day: date.getUTCDate(),
  hours: date.getUTCHours(),
  minutes: date.getUTCMinutes(),
});

/** English's short month ('Nov'): its first three letters, as en-US's medium date writes them. */
const shortEnglishMonth = (month: number): string => (englishMonths[month] ?? '').slice(0, 3);

function dayOf(fields: DateFields, lang: Lang): string {
  const { year, month, day } = fields;
  if (lang === 'en') return `${shortEnglishMonth(month)} ${day}, ${year}`;
  return `${pad(day, 2)}.${pad(month + 1, 2)}.${pad(year, 4)}`;
}

function dayAndTime(fields: DateFields, lang: Lang): string {
  const { hours, minutes } = fields;
  if (lang === 'en') {
    const hour12 = hours % 12 === 0 ? 12 : hours % 12;
    return `${dayOf(fields, lang)}, ${hour12}:${pad(minutes, 2)} ${hours < 12 ? 'AM' : 'PM'}`;
  }
  const time = `${pad(hours, 2)}:${pad(minutes, 2)}`;
  return lang === 'pl' ? `${dayOf(fields, lang)}, ${time}` : `${dayOf(fields, lang)} kl. ${time}`;
}

/**
 * A date from the Date's local fields: '02.12.2026' (Polish too), in English 'Dec 2, 2026' (a
 * number-only date is read differently on each side of the Atlantic). An invalid Date gives ''.
 */
export function formatDate(date: Date, lang: Lang = 'is'): string {
  return Number.isNaN(date.getTime()) ? '' : dayOf(localFields(date), lang);
}

/**
 * Day, month name and year from the Date's local fields: '2. desember 2026', in English
 * 'December 2, 2026', in Polish '2 grudnia 2026'. An invalid Date gives ''.
 */
export function formatDateLong(date: Date, lang: Lang = 'is'): string {
  if (Number.isNaN(date.getTime())) return '';
  const { year, month, day } = localFields(date);
  if (lang === 'en') return `${englishMonths[month]} ${day}, ${year}`;
  if (lang === 'pl') return `${day} ${polishMonthsInDates[month]} ${year}`;
  return `${day}. ${monthName(month)} ${year}`;
}

/**
 * Date and time from the Date's local fields: '02.12.2026 kl. 14:05', in English
 * 'Dec 2, 2026, 2:05 PM', in Polish '02.12.2026, 14:05'. An invalid Date gives ''.
 */
export function formatDateTime(date: Date, lang: Lang = 'is'): string {
  return Number.isNaN(date.getTime()) ? '' : dayAndTime(localFields(date), lang);
}

/**
 * An instant as Iceland's clocks show it, whatever the machine's time zone: Iceland keeps UTC all
 * year (no summer time), so its wall clock is the UTC fields. '24.11.2026 kl. 10:10' (as
 * formatDateTime writes each language); an invalid Date gives ''.
 */
export function formatIcelandDateTime(date: Date, lang: Lang = 'is'): string {
  return Number.isNaN(date.getTime()) ? '' : dayAndTime(utcFields(date), lang);
}

/** The Iceland calendar day of an instant as a date input writes it: '2026-11-24'; invalid gives ''. */
export function icelandDay(date: Date): string {
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}
