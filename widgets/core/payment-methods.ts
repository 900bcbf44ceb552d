/**
 * Spec §4 "Payment method codes" by name, as the receipt (and any later flow showing a payment)
 * shows them. The pay page's tab labels are its own texts (pay.messages.ts): the card page should
 * not download the names of methods it never offers.
 */
export const paymentMethodNames: Readonly<Record<number, string>> = {
  0: 'Greiðsludreifing',
  1: 'Kort',
  2: 'Greiðsluseðill',
  3: 'Reikningur',
  4: 'Þegar greitt',
  5: 'Við kassa',
  6: 'Vildarpunktar',
  7: 'Google Pay',
  8: 'Apple Pay',
};

export const unknownPaymentMethodName = 'Óþekkt';

/** A payment method code's name; 'Óþekkt' for any code the spec does not list. */
export function paymentMethodName(code: number): string {
  return paymentMethodNames[code] ?? unknownPaymentMethodName;
}
