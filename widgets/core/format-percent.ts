import { formatNumber } from './runtime/format.ts';
import type { Lang } from './runtime/lang.ts';

// Apart from format.ts, which is in the runtime chunk the pay page loads: only the instalment
// views show a percentage.

/**
 * A value that is already in percent, with the language's decimal mark and no space before '%':
 * `formatPercent(12.5)` is '12,50%' ('12.50%' in English), `formatPercent(7, 0)` is '7%'. NaN and
 * ±Infinity give ''.
 */
export function formatPercent(value: number, decimals = 2, lang: Lang = 'is'): string {
  const digits = formatNumber(value, decimals, lang);
  return digits === '' ? '' : `${digits}%`;
}
