import { intlLocales } from '../runtime/format.ts';
import type { OtherLang } from '../runtime/lang.ts';

// The twelve month names of English and Polish as `Intl` writes them, for the catalogues that list
// them (the card's expiry months, the day an application is answered): written once, by the locale.

/** The twelve names, January first, as a catalogue's twelve-name list is typed. */
const twelve = (name: (month: number) => string) =>
  [
    name(0),
    name(1),
    name(2),
    name(3),
    name(4),
    name(5),
    name(6),
    name(7),
    name(8),
    name(9),
    name(10),
    name(11),
  ] as const;

/** The months as a list names them, alone: 'January', 'styczeń'. */
export function monthNames(lang: OtherLang) {
  const format = new Intl.DateTimeFormat(intlLocales[lang], { month: 'long' });
  return twelve((month) => format.format(new Date(2000, month, 1)));
}

/** The months as a date names them, after its day: 'November', Polish in the genitive 'listopada'. */
export function monthNamesInDates(lang: OtherLang) {
  const format = new Intl.DateTimeFormat(intlLocales[lang], { day: 'numeric', month: 'long' });
  return twelve(
    (month) =>
      format.formatToParts(new Date(2000, month, 1)).find((part) => part.type === 'month')?.value ?? '',
  );
}
