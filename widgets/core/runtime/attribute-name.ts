/**
 * The HTML attribute a prop is read from: `paymentId` ↔ `payment-id`. The elements read their
 * attributes by it (define.ts) and custom-elements.json names them by it (scripts/manifest.ts).
 */
export function attributeName(prop: string): string {
  return prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}
