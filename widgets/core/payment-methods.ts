import type { paymentMethodMessages } from './payment-methods.messages.ts';
import type { Translation } from './runtime/translations.ts';

/**
 * A payment method code's name (spec §4 "Payment method codes") in the element's language,
 * 'Óþekkt' in Icelandic for a code the spec does not list:
 * `paymentMethodNameIn(useMessages(paymentMethodMessages), code)`.
 */
export function paymentMethodNameIn(
  messages: Translation<typeof paymentMethodMessages>,
  code: number,
): string {
  const names: Readonly<Record<number, string>> = messages.names;
  return names[code] ?? messages.unknown;
}
