import type { Lang, OtherLang } from './lang.ts';

/**
 * Amounts and numbers in each language, and the Icelandic month names: what the pay page's first
 * screen needs, as this module is in the runtime chunk it loads. Dates are in format-dates.ts,
 * percentages in format-percent.ts, and reading a typed amount in fields/rules.ts.
 *
 * English and Polish are `Intl`'s (en-US, pl-PL), which every browser has. Icelandic is written
 * here, the same in Node and in any browser: Debian's Chromium ships without Icelandic locale data,
 * so nothing asks `Intl` for 'is-IS'. Its rounding and grouping are done on the number's shortest
 * decimal representation (the one `String(n)` gives), rounding half away from zero, which is what
 * `Intl.NumberFormat('is-IS')` does where it is present.
 * */

/** The locale `Intl` writes English and Polish in. */
export const intlLocales: Record<OtherLang, string> = { en: 'en-US', pl: 'pl-PL' };

/** The no-break space (U+00A0) that keeps an amount and 'kr.' on one line. */
export const NBSP = '\u00a0';

/** The twelve month names as Icelandic writes them: lower case. */
export const icelandicMonthNames = [
  'janúar',
  'febrúar',
  'mars',
  'apríl',
  'maí',
  'júní',
  'júlí',
  'ágúst',
  'september',
  'október',
  'nóvember',
  'desember',
] as const;

export type IcelandicMonthName = (typeof icelandicMonthNames)[number];

interface Decimal {
  readonly negative: boolean;
  /** Integer digits without leading zeros ('0' for zero). */
  readonly int: string;
  /** Fraction digits, exactly as many as asked for. */
  readonly frac: string;
}

/** |value| as plain decimal digits (no exponent), from its shortest round-trip representation. */
function plainDigits(abs: number): { int: string; frac: string } {
  const [mantissa = '0', exponent = '0'] = String(abs).split('e');
  const [intPart = '0', fracPart = ''] = mantissa.split('.');
  let digits = intPart + fracPart;
  let point = intPart.length + Number(exponent);
  if (point < 1) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  }
  if (digits.length < point) digits = digits.padEnd(point, '0');
  return { int: digits.slice(0, point), frac: digits.slice(point) };
}

/** Rounds `value` to `decimals` fraction digits, half away from zero, as decimal digit strings. */
function toDecimal(value: number, decimals: number): Decimal {
  const { int, frac } = plainDigits(Math.abs(value));
  let digits = int + frac.slice(0, decimals).padEnd(decimals, '0');
  if ((frac[decimals] ?? '0') >= '5') {
    digits = (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
  }
  const intDigits = digits.slice(0, digits.length - decimals).replace(/^0+(?=\d)/, '');
  const fracDigits = digits.slice(digits.length - decimals);
  const isZero = /^0*$/.test(intDigits + fracDigits);
  return { negative: value < 0 && !isZero, int: intDigits, frac: fracDigits };
}

/** Puts a '.' between every group of three integer digits, counted from the right. */
function groupThousands(intDigits: string): string {
  return intDigits.replace(/\B(?=(\d{3})+$)/g, '.');
}

function checkDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 100) {
    throw new RangeError(`decimals must be 0-100: ${decimals}`);
  }
}

/**
 * A number in the language's way; Icelandic: '.' between thousands, ',' before the decimals.
 * `formatNumber(1234.5, 2)` is '1.234,50', in English '1,234.50', in Polish '1234,50';
 * `formatNumber(-1234567)` is '-1.234.567'. Rounds half away from zero; a value that rounds to
 * zero has no sign. NaN and ±Infinity give ''.
 */
export function formatNumber(value: number, decimals = 0, lang: Lang = 'is'): string {
  checkDecimals(decimals);
  if (!Number.isFinite(value)) return '';
  if (lang !== 'is')
    return new Intl.NumberFormat(intlLocales[lang], {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      signDisplay: 'negative',
    }).format(value);
  const { negative, int, frac } = toDecimal(value, decimals);
  return `${negative ? '-' : ''}${groupThousands(int)}${decimals > 0 ? `,${frac}` : ''}`;
}

/**
 * An amount in whole krónur, with a no-break space (U+00A0) between number and currency:
 * '24.990\u00a0kr.', in English 'ISK\u00a024,990', in Polish '24\u00a0990\u00a0ISK'.
 * `formatIsk(-1234567)` is '-1.234.567\u00a0kr.', `formatIsk(2.5)` is '3\u00a0kr.' (half away from
 * zero). NaN and ±Infinity give ''.
 */
export function formatIsk(amount: number, lang: Lang = 'is'): string {
  if (lang !== 'is' && Number.isFinite(amount))
    return new Intl.NumberFormat(intlLocales[lang], {
      style: 'currency',
      currency: 'ISK',
      signDisplay: 'negative',
    }).format(amount);
  const digits = formatNumber(amount, 0);
  return digits === '' ? '' : `${digits}${NBSP}kr.`;
}

/** Keeps digits only: what the spec's digits-only inputs (login, currency, pin, CVC) hold. */
export function digitsOnly(input: string): string {
  return input.replace(/\D+/g, '');
}

/** 'a', 'a og b', 'a, b og c': a list in a sentence; English 'a, b, and c', Polish 'a, b i c'. */
export function listInSentence(items: readonly string[], lang: Lang = 'is'): string {
  if (lang !== 'is') return new Intl.ListFormat(lang).format(items);
  const last = items.at(-1) ?? '';
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} og ${last}` : last;
}
