/**
 * The Polish form of a noun after a whole number: 'one' for 1 (1 adres), 'few' for 2–4 but not
 * 12–14 (2 adresy, 22 adresy), 'many' for the rest (5 adresów, 12 adresów, 0 adresów), as
 * `Intl.PluralRules('pl')` counts them. English and Icelandic need only one and other.
 */
export function polishPlural(count: number, one: string, few: string, many: string): string {
  if (count === 1) return one;
  const lastDigit = count % 10;
  const lastTwo = count % 100;
  return lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14) ? few : many;
}
