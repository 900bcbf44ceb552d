/**
 * The Icelandic form of a noun after a whole number: the singular after a number ending in 1 but
 * not in 11 (1 mánuður, 21 mánuður; 11 mánuðir), the plural after the rest, as
 * `Intl.PluralRules('is')` counts them.
 */
export function icelandicPlural(count: number, one: string, other: string): string {
  return count % 10 === 1 && count % 100 !== 11 ? one : other;
}
