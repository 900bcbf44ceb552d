import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { icelandicMonths } from '../../../test/support/month-names.ts';
import { parseIskInput } from '../fields/rules.ts';
import {
  capitalize,
  formatDate,
  formatDateLong,
  formatDateTime,
  formatIcelandDateTime,
  icelandDay,
  monthName,
} from '../format-dates.ts';
import { formatPercent } from '../format-percent.ts';
import { formatIsk, formatNumber, icelandicMonthNames, listInSentence, NBSP } from './format.ts';

/** Half away from zero, the rounding `formatIsk` promises; never -0. */
const roundIsk = (value: number): number => {
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  return rounded === 0 ? 0 : rounded;
};

/** Amounts a shop could see, fractional krónur included. */
const amount = fc.double({ min: -1e12, max: 1e12, noNaN: true, noDefaultInfinity: true });

/** Any finite double, tiny and huge ones included. */
const finite = fc.double({ noNaN: true, noDefaultInfinity: true });

describe('formatIsk', () => {
  it('writes whole krónur with a no-break space before kr.', () => {
    expect(formatIsk(1234)).toBe('1.234\u00a0kr.');
    expect(formatIsk(0)).toBe('0\u00a0kr.');
    expect(formatIsk(-1234567)).toBe('-1.234.567\u00a0kr.');
    expect(formatIsk(999)).toBe('999\u00a0kr.');
    expect(formatIsk(1000)).toBe('1.000\u00a0kr.');
    expect(formatIsk(200000)).toBe('200.000\u00a0kr.');
    expect(formatIsk(2000000)).toBe('2.000.000\u00a0kr.');
    expect(NBSP).toBe('\u00a0');
  });

  it('rounds half away from zero and never writes -0', () => {
    expect(formatIsk(2.5)).toBe('3\u00a0kr.');
    expect(formatIsk(-2.5)).toBe('-3\u00a0kr.');
    expect(formatIsk(0.5)).toBe('1\u00a0kr.');
    expect(formatIsk(0.49)).toBe('0\u00a0kr.');
    expect(formatIsk(-0.4)).toBe('0\u00a0kr.');
    expect(formatIsk(-0)).toBe('0\u00a0kr.');
    expect(formatIsk(1234.5)).toBe('1.235\u00a0kr.');
    expect(formatIsk(999.5)).toBe('1.000\u00a0kr.');
    expect(formatIsk(999999.5)).toBe('1.000.000\u00a0kr.');
  });

  it('writes large amounts in full, without an exponent', () => {
    expect(formatIsk(Number.MAX_SAFE_INTEGER)).toBe('9.007.199.254.740.991\u00a0kr.');
    expect(formatIsk(1e21)).toBe('1.000.000.000.000.000.000.000\u00a0kr.');
    expect(formatIsk(-1.5e22)).toBe('-15.000.000.000.000.000.000.000\u00a0kr.');
  });

  it('gives an empty string for NaN and infinities', () => {
    expect(formatIsk(Number.NaN)).toBe('');
    expect(formatIsk(Number.POSITIVE_INFINITY)).toBe('');
    expect(formatIsk(Number.NEGATIVE_INFINITY)).toBe('');
  });

  it('parses back, separators removed, to the rounded amount', () => {
    fc.assert(
      fc.property(amount, (value) => {
        const text = formatIsk(value);
        const sign = text.startsWith('-') ? -1 : 1;
        expect(sign * (parseIskInput(text) ?? Number.NaN)).toBe(roundIsk(value));
      }),
    );
  });

  it('groups the digits in threes after a first group of one to three', () => {
    fc.assert(
      fc.property(finite, (value) => {
        expect(formatIsk(value)).toMatch(/^-?[1-9]\d{0,2}(\.\d{3})*\u00a0kr\.$|^0\u00a0kr\.$/);
      }),
    );
  });

  it("matches Node's Intl is-IS currency format (Node ships full ICU)", () => {
    const intl = new Intl.NumberFormat('is-IS', { style: 'currency', currency: 'ISK' });
    fc.assert(
      fc.property(finite, (value) => {
        // Intl writes '-0 kr.' for small negatives; we write '0 kr.'.
        const expected = intl.format(value).replace(/^-0\u00a0/, '0\u00a0');
        expect(formatIsk(value)).toBe(expected);
      }),
    );
  });
});

describe('formatNumber', () => {
  it('uses . between thousands and a decimal comma', () => {
    expect(formatNumber(1234.5, 2)).toBe('1.234,50');
    expect(formatNumber(1234.5)).toBe('1.235');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(0, 2)).toBe('0,00');
    expect(formatNumber(-1234567.891, 1)).toBe('-1.234.567,9');
    expect(formatNumber(1.0433, 4)).toBe('1,0433');
    expect(formatNumber(123, 3)).toBe('123,000');
    expect(formatNumber(1234567.5, 0)).toBe('1.234.568');
  });

  it('rounds the decimal value as written, half away from zero', () => {
    // 1.005 is stored a little below 1.005; toFixed gives '1.00', Intl and we give '1,01'.
    expect(formatNumber(1.005, 2)).toBe('1,01');
    expect(formatNumber(-1.005, 2)).toBe('-1,01');
    expect(formatNumber(0.125, 2)).toBe('0,13');
    expect(formatNumber(9.995, 2)).toBe('10,00');
    expect(formatNumber(99999.95, 1)).toBe('100.000,0');
    expect(formatNumber(-0.004, 2)).toBe('0,00');
    expect(formatNumber(1e-7, 2)).toBe('0,00');
    expect(formatNumber(1.5e-7, 7)).toBe('0,0000002');
  });

  it('rejects a negative or fractional number of decimals', () => {
    expect(() => formatNumber(1, -1)).toThrow(RangeError);
    expect(() => formatNumber(1, 1.5)).toThrow(RangeError);
  });

  it('gives an empty string for NaN and infinities', () => {
    expect(formatNumber(Number.NaN, 2)).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('has exactly the asked number of decimals and groups of three digits', () => {
    fc.assert(
      fc.property(finite, fc.integer({ min: 0, max: 8 }), (value, decimals) => {
        const text = formatNumber(value, decimals);
        const fraction = decimals === 0 ? '' : `,\\d{${decimals}}`;
        expect(text).toMatch(new RegExp(`^-?(0|[1-9]\\d{0,2}(\\.\\d{3})*)${fraction}$`));
        expect(text).not.toMatch(/^-0(,0*)?$/);
      }),
    );
  });

  it('reads back to the value within half a unit of the last decimal', () => {
    fc.assert(
      // Up to a billion, where doubles still hold 1e-6 exactly enough for the tolerance below.
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.integer({ min: 0, max: 4 }),
        (value, decimals) => {
          const back = Number(formatNumber(value, decimals).replaceAll('.', '').replace(',', '.'));
          expect(Math.abs(back - value)).toBeLessThanOrEqual(0.5 * 10 ** -decimals + 1e-6);
        },
      ),
    );
  });

  it("matches Node's Intl de-DE format (same separators)", () => {
    fc.assert(
      fc.property(finite, fc.integer({ min: 0, max: 10 }), (value, decimals) => {
        const intl = new Intl.NumberFormat('de-DE', {
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        });
        const expected = intl.format(value).replace(/^-(?=0(,0*)?$)/, '');
        expect(formatNumber(value, decimals)).toBe(expected);
      }),
    );
  });
});

describe('formatPercent', () => {
  it('writes the value with two decimals and % by default', () => {
    expect(formatPercent(12.5)).toBe('12,50%');
    expect(formatPercent(0)).toBe('0,00%');
    expect(formatPercent(4.34)).toBe('4,34%');
    expect(formatPercent(-3.456)).toBe('-3,46%');
    expect(formatPercent(1234.5, 1)).toBe('1.234,5%');
    expect(formatPercent(7, 0)).toBe('7%');
    expect(formatPercent(Number.NaN)).toBe('');
  });

  it('is formatNumber followed by %', () => {
    fc.assert(
      fc.property(finite, fc.integer({ min: 0, max: 6 }), (value, decimals) => {
        expect(formatPercent(value, decimals)).toBe(`${formatNumber(value, decimals)}%`);
      }),
    );
  });
});

describe('month names', () => {
  it('lists the twelve Icelandic months in lower case', () => {
    expect(icelandicMonthNames).toEqual(icelandicMonths);
  });

  it('names a month by its 0-based index', () => {
    expect(monthName(0)).toBe('janúar');
    expect(monthName(7)).toBe('ágúst');
    expect(monthName(11)).toBe('desember');
  });

  it('rejects an index outside 0-11', () => {
    for (const index of [-1, 12, 1.5, Number.NaN]) {
      expect(() => monthName(index)).toThrow(RangeError);
    }
  });

  it('capitalizes the first letter only', () => {
    expect(capitalize('ágúst')).toBe('Ágúst');
    expect(capitalize('október')).toBe('Október');
    expect(capitalize('þorri')).toBe('Þorri');
    expect(capitalize('æfing')).toBe('Æfing');
    expect(capitalize('')).toBe('');
    expect(capitalize('Maí')).toBe('Maí');
    expect(icelandicMonthNames.map(capitalize)).toContain('Nóvember');
  });

  it('capitalize changes nothing but the first character', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20, unit: 'binary' }), (text) => {
        const first = String.fromCodePoint(text.codePointAt(0) ?? 0);
        expect(capitalize(text)).toBe(first.toUpperCase() + text.slice(first.length));
      }),
    );
  });
});

describe('dates (local time)', () => {
  const dec2 = new Date(2026, 11, 2, 14, 5);

  it('formatDate writes dd.mm.yyyy', () => {
    expect(formatDate(dec2)).toBe('02.12.2026');
    expect(formatDate(new Date(2026, 0, 31))).toBe('31.01.2026');
    expect(formatDate(new Date(2024, 1, 29, 23, 59))).toBe('29.02.2024');
  });

  it('formatDateLong writes the day, the month name and the year', () => {
    expect(formatDateLong(dec2)).toBe('2. desember 2026');
    expect(formatDateLong(new Date(2026, 7, 15))).toBe('15. ágúst 2026');
    expect(formatDateLong(new Date(2027, 0, 1))).toBe('1. janúar 2027');
  });

  it('formatDateTime adds kl. and a 24-hour time', () => {
    expect(formatDateTime(dec2)).toBe('02.12.2026 kl. 14:05');
    expect(formatDateTime(new Date(2026, 5, 17, 0, 0))).toBe('17.06.2026 kl. 00:00');
    expect(formatDateTime(new Date(2026, 5, 17, 23, 59, 59))).toBe('17.06.2026 kl. 23:59');
  });

  it('formatIcelandDateTime and icelandDay read the instant as Iceland (UTC all year) shows it', () => {
    // Midnight in Iceland is 00:00 UTC in winter and in summer alike.
    expect(formatIcelandDateTime(new Date('2026-11-24T10:10:00.000Z'))).toBe('24.11.2026 kl. 10:10');
    expect(formatIcelandDateTime(new Date('2026-07-01T00:05:59Z'))).toBe('01.07.2026 kl. 00:05');
    expect(icelandDay(new Date('2026-11-24T23:59:00Z'))).toBe('2026-11-24');
    expect(icelandDay(new Date('2026-11-25T00:00:00Z'))).toBe('2026-11-25');
    const invalid = new Date(Number.NaN);
    expect(formatIcelandDateTime(invalid)).toBe('');
    expect(icelandDay(invalid)).toBe('');
  });

  it('gives an empty string for an invalid Date', () => {
    const invalid = new Date(Number.NaN);
    expect(formatDate(invalid)).toBe('');
    expect(formatDateLong(invalid)).toBe('');
    expect(formatDateTime(invalid)).toBe('');
  });

  it('reads the local fields back from every format', () => {
    const date = fc.date({ min: new Date(1900, 0, 1), max: new Date(2199, 11, 31), noInvalidDate: true });
    fc.assert(
      fc.property(date, (d) => {
        const short = formatDate(d);
        expect(short).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
        const [day, month, year] = short.split('.').map(Number);
        expect([day, month, year]).toEqual([d.getDate(), d.getMonth() + 1, d.getFullYear()]);

        expect(formatDateLong(d)).toBe(
          `${d.getDate()}. ${icelandicMonthNames[d.getMonth()]} ${d.getFullYear()}`,
        );

        const time = formatDateTime(d).match(/^(.+) kl\. (\d{2}):(\d{2})$/);
        expect(time?.[1]).toBe(short);
        expect(Number(time?.[2])).toBe(d.getHours());
        expect(Number(time?.[3])).toBe(d.getMinutes());
      }),
    );
  });
});

describe('parseIskInput', () => {
  it('keeps the digits only', () => {
    expect(parseIskInput('1.234 kr.')).toBe(1234);
    expect(parseIskInput(`1.234${NBSP}kr.`)).toBe(1234);
    expect(parseIskInput('200000')).toBe(200000);
    expect(parseIskInput('  2 000 000 ')).toBe(2000000);
    expect(parseIskInput('007')).toBe(7);
    expect(parseIskInput('0')).toBe(0);
    expect(parseIskInput('-500')).toBe(500);
    expect(parseIskInput('12,50')).toBe(1250);
  });

  it('gives undefined when there is no digit', () => {
    expect(parseIskInput('')).toBeUndefined();
    expect(parseIskInput('   ')).toBeUndefined();
    expect(parseIskInput('kr.')).toBeUndefined();
    expect(parseIskInput('-.')).toBeUndefined();
  });

  it('reads any text as the number its digits spell', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), (text) => {
        const digits = text.replace(/[^0-9]/g, '');
        expect(parseIskInput(text)).toBe(digits === '' ? undefined : Number(digits));
      }),
    );
  });

  it('reads back every whole amount formatIsk writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (value) => {
        expect(parseIskInput(formatIsk(value))).toBe(value);
        expect(parseIskInput(formatNumber(value))).toBe(value);
      }),
    );
  });
});

describe('a list in a sentence', () => {
  it("joins with commas and 'og' before the last", () => {
    expect(listInSentence([])).toBe('');
    expect(listInSentence(['kortanúmer'])).toBe('kortanúmer');
    expect(listInSentence(['kortanúmer', 'gildistíma'])).toBe('kortanúmer og gildistíma');
    expect(listInSentence(['kortanúmer', 'gildistíma', 'öryggiskóða'])).toBe(
      'kortanúmer, gildistíma og öryggiskóða',
    );
  });
});

// English and Polish are Intl's (en-US, pl-PL); these pin the options each function asks for.
describe('amounts, numbers and dates in English and Polish', () => {
  it('writes the issue table: 24.990 kr., ISK 24,990 and 24 990 ISK; 28 November 2026 in each', () => {
    const day = new Date(2026, 10, 28);
    expect(formatIsk(24990)).toBe(`24.990${NBSP}kr.`);
    expect(formatIsk(24990, 'en')).toBe(`ISK${NBSP}24,990`);
    expect(formatIsk(24990, 'pl')).toBe(`24${NBSP}990${NBSP}ISK`);
    expect(formatDateLong(day)).toBe('28. nóvember 2026');
    expect(formatDateLong(day, 'en')).toBe('November 28, 2026');
    expect(formatDateLong(day, 'pl')).toBe('28 listopada 2026');
  });

  it('an amount: whole krónur with the currency where each language writes it, no minus on a zero', () => {
    expect(formatIsk(-1234567, 'en')).toBe(`-ISK${NBSP}1,234,567`);
    expect(formatIsk(-1234567, 'pl')).toBe(`-1${NBSP}234${NBSP}567${NBSP}ISK`);
    // Polish groups from five digits on.
    expect(formatIsk(1234, 'pl')).toBe(`1234${NBSP}ISK`);
    expect(formatIsk(2.5, 'en')).toBe(`ISK${NBSP}3`);
    expect(formatIsk(-0.4, 'en')).toBe(`ISK${NBSP}0`);
    expect(formatIsk(Number.NaN, 'pl')).toBe('');
    expect(formatNumber(-1234.5, 2, 'en')).toBe('-1,234.50');
    expect(formatNumber(12345.5, 2, 'pl')).toBe(`12${NBSP}345,50`);
    expect(formatPercent(12.5, 2, 'en')).toBe('12.50%');
    expect(formatPercent(12.5, 2, 'pl')).toBe('12,50%');
  });

  it('a date: short in English with its month named, long and with time as Intl writes them', () => {
    const at = new Date(2026, 10, 2, 14, 5);
    expect(formatDate(at, 'en')).toBe('Nov 2, 2026');
    expect(formatDate(at, 'pl')).toBe('2.11.2026');
    expect(formatDateTime(at, 'en')).toMatch(/^Nov 2, 2026, 2:05\sPM$/);
    expect(formatDateTime(at, 'pl')).toBe('2.11.2026, 14:05');
    expect(formatIcelandDateTime(new Date(Date.UTC(2026, 10, 24, 10, 10)), 'pl')).toBe('24.11.2026, 10:10');
    expect(formatDate(new Date(Number.NaN), 'en')).toBe('');
  });

  it('a list ends as Intl.ListFormat ends it', () => {
    expect(listInSentence(['a', 'b', 'c'], 'en')).toBe('a, b, and c');
    expect(listInSentence(['a', 'b'], 'en')).toBe('a and b');
    expect(listInSentence(['a', 'b', 'c'], 'pl')).toBe('a, b i c');
  });
});
