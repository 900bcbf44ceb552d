import { paymentMethodMessages } from './payment-methods.messages.ts';
import type { Translation } from './runtime/translations.ts';

/**
 * Spec §4 "Payment method codes" by name (payment-methods.messages.ts). The pay page's tab labels
 * are its own texts (pay.messages.ts): the card page should not download the names of methods it
 * never offers.
 */
export const paymentMethodNames: Readonly<Record<number, string>> = paymentMethodMessages.names;

export const unknownPaymentMethodName = paymentMethodMessages.unknown;

/** A payment method code's name; 'Óþekkt' for any code the spec does not list. */
export function paymentMethodName(code: number): string {
  return paymentMethodNames[code] ?? unknownPaymentMethodName;
}

/**
 * A payment method code's name in the element's language:
 * `paymentMethodNameIn(useMessages(paymentMethodMessages), code)`.
 */
export function paymentMethodNameIn(
  messages: Translation<typeof paymentMethodMessages>,
  code: number,
): string {
  const names: Readonly<Record<number, string>> = messages.names;
  return names[code] ?? messages.unknown;
}
