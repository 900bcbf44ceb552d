import { formatNumber } from './runtime/format.ts';

// Apart from format.ts, which is in the runtime chunk the pay page loads: only the instalment
// views show a percentage.

/**
 * A value that is already in percent, with a decimal comma and no space before '%':
 * `formatPercent(12.5)` is '12,50%', `formatPercent(7, 0)` is '7%'. NaN and ±Infinity give ''.
 */
export function formatPercent(value: number, decimals = 2): string {
  const digits = formatNumber(value, decimals);
  return digits === '' ? '' : `${digits}%`;
}
