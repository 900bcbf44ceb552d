import { metaContent } from '../../core/runtime/config.ts';

// Google Pay's settings, read on the pay page's first screen: whether the method is offered at all
// depends on them, so this stays small; the client that uses them loads with the section.

export type GooglePayEnvironment = 'PRODUCTION' | 'TEST';

export interface GooglePaySettings {
  environment: GooglePayEnvironment;
  merchantId: string;
  merchantName: string;
  gateway: string;
  gatewayMerchantId: string;
}

/** The element's Google Pay attributes (each, when absent, read from its page's setting). */
export interface GooglePayAttributes {
  googlePayEnvironment?: GooglePayEnvironment;
  googlePayMerchantId?: string;
  googlePayMerchantName?: string;
  googlePayGateway?: string;
  googlePayGatewayMerchantId?: string;
}

/**
 * Google Pay's settings: each from the element's attribute, else its page's
 * `<meta name="byko-google-pay-…">`. Undefined unless the merchant's four (id, name, gateway,
 * gateway merchant id) are all given: then Google Pay is not offered and the other methods stay.
 * The environment is TEST only when said so: anything else is PRODUCTION.
 */
export function googlePaySettings(attributes: GooglePayAttributes): GooglePaySettings | undefined {
  const read = (value: string | undefined, name: string) =>
    value?.trim() || metaContent(`byko-google-pay-${name}`) || '';
  const settings: GooglePaySettings = {
    environment:
      read(attributes.googlePayEnvironment, 'environment').toUpperCase() === 'TEST' ? 'TEST' : 'PRODUCTION',
    merchantId: read(attributes.googlePayMerchantId, 'merchant-id'),
    merchantName: read(attributes.googlePayMerchantName, 'merchant-name'),
    gateway: read(attributes.googlePayGateway, 'gateway'),
    gatewayMerchantId: read(attributes.googlePayGatewayMerchantId, 'gateway-merchant-id'),
  };
  // The environment is never empty: the four merchant settings decide.
  return Object.values(settings).every(Boolean) ? settings : undefined;
}
