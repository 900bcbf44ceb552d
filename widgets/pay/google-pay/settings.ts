import { pageSetting } from '../../core/runtime/page-settings.ts';

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
 * Google Pay's settings: each from the element's attribute, else its page's setting of the same
 * name (core's page settings). Undefined unless the merchant's four (id, name, gateway, gateway
 * merchant id) are all given: then Google Pay is not offered and the other methods stay.
 * The environment is TEST only when said so: anything else is PRODUCTION.
 */
export function googlePaySettings(attributes: GooglePayAttributes): GooglePaySettings | undefined {
  // The attributes are named as the page settings are.
  const read = (key: keyof GooglePayAttributes) => pageSetting(key, attributes[key]) ?? '';
  const settings: GooglePaySettings = {
    environment: read('googlePayEnvironment').toUpperCase() === 'TEST' ? 'TEST' : 'PRODUCTION',
    merchantId: read('googlePayMerchantId'),
    merchantName: read('googlePayMerchantName'),
    gateway: read('googlePayGateway'),
    gatewayMerchantId: read('googlePayGatewayMerchantId'),
  };
  // The environment is never empty: the four merchant settings decide.
  return Object.values(settings).every(Boolean) ? settings : undefined;
}
