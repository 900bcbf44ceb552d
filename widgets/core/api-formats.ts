import { formatDate } from './format-dates.ts';
import type { Lang } from './runtime/lang.ts';

// Formats for values as the API sends them. Apart from format.ts, which lives in the runtime chunk
// every page loads (the pay page's budget): only the flows that show these download them.

/**
 * An ISO day ('2027-11-23', a time after it ignored) as the page writes dates ('23.11.2027'): read
 * as a calendar day, not as UTC midnight, so no time zone moves it; in `lang`'s way. Anything else as
 * it came.
 */
export function formatIsoDay(iso: string, lang: Lang = 'is'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  return formatDate(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])), lang);
}

/** A kennitala as it is written: '530269-1089'. Anything but ten digits as it came. */
export function formatKennitala(ssn: string): string {
  return /^\d{10}$/.test(ssn) ? `${ssn.slice(0, 6)}-${ssn.slice(6)}` : ssn;
}
