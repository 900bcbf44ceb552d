import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubPageMeta } from '../../../test/support/page-settings.ts';
import { type GooglePayAttributes, googlePaySettings } from './settings.ts';

// Whether the pay page offers Google Pay, and with what: the element's attributes, each else its
// page's `byko-google-pay-*` setting, and the merchant's four settings all required.

afterEach(() => {
  vi.unstubAllGlobals();
});

const attributes: GooglePayAttributes = {
  googlePayEnvironment: 'TEST',
  googlePayMerchantId: 'BCR2DN4T',
  googlePayMerchantName: 'BYKO',
  googlePayGateway: 'adyen',
  googlePayGatewayMerchantId: 'BykoECOM',
};

const metas = {
  'byko-google-pay-environment': 'TEST',
  'byko-google-pay-merchant-id': 'page-merchant',
  'byko-google-pay-merchant-name': 'BYKO ehf.',
  'byko-google-pay-gateway': 'example',
  'byko-google-pay-gateway-merchant-id': 'exampleGatewayMerchantId',
};

describe('googlePaySettings', () => {
  it("takes the element's attributes", () => {
    stubPageMeta({});
    expect(googlePaySettings(attributes)).toEqual({
      environment: 'TEST',
      merchantId: 'BCR2DN4T',
      merchantName: 'BYKO',
      gateway: 'adyen',
      gatewayMerchantId: 'BykoECOM',
    });
  });

  it("takes the page's settings where the element has none, the element's own winning one by one", () => {
    stubPageMeta(metas);
    expect(googlePaySettings({})).toEqual({
      environment: 'TEST',
      merchantId: 'page-merchant',
      merchantName: 'BYKO ehf.',
      gateway: 'example',
      gatewayMerchantId: 'exampleGatewayMerchantId',
    });
    expect(googlePaySettings({ googlePayMerchantName: 'Annað nafn', googlePayGateway: ' ' })).toMatchObject({
      merchantName: 'Annað nafn',
      gateway: 'example',
    });
  });

  it('is PRODUCTION unless the element or the page says TEST', () => {
    const { googlePayEnvironment: _environment, ...merchant } = attributes;
    for (const environment of ['', 'PRODUCTION', 'SANDBOX', 'prufa']) {
      stubPageMeta({ 'byko-google-pay-environment': environment });
      expect(googlePaySettings(merchant)?.environment).toBe('PRODUCTION');
    }
    stubPageMeta({ 'byko-google-pay-environment': 'test' });
    expect(googlePaySettings(merchant)?.environment).toBe('TEST');
    expect(googlePaySettings({ ...merchant, googlePayEnvironment: 'PRODUCTION' })?.environment).toBe(
      'PRODUCTION',
    );
  });

  it.each([
    'googlePayMerchantId',
    'googlePayMerchantName',
    'googlePayGateway',
    'googlePayGatewayMerchantId',
  ] as const)('offers no Google Pay without %s, from the element or the page', (missing) => {
    stubPageMeta({});
    expect(googlePaySettings({ ...attributes, [missing]: undefined })).toBeUndefined();
    expect(googlePaySettings({ ...attributes, [missing]: '  ' })).toBeUndefined();
  });

  it('offers no Google Pay on a page without any setting', () => {
    stubPageMeta({});
    expect(googlePaySettings({})).toBeUndefined();
    expect(googlePaySettings({ googlePayEnvironment: 'TEST' })).toBeUndefined();
  });
});
