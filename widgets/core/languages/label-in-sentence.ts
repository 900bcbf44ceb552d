/**
 * A field's label inside an English or Polish sentence: lower case, unless it starts with an
 * acronym ('PIN', 'CVC'). 'Card number' → 'card number'.
 */
export function labelInSentence(label: string): string {
  const second = label.charAt(1);
  const acronym = second !== second.toLowerCase();
  return acronym ? label : label.charAt(0).toLowerCase() + label.slice(1);
}
