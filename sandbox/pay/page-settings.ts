import { googlePayScriptPath, googlePayTestMerchant } from './google-pay.ts';

/**
 * What a page on the sandbox carries to the elements as `<meta name content>` settings (the widgets
 * read them with core's metaContent): the sandbox's signing pages, and Google Pay with its test
 * merchant through its stand-in pay.js. Paths on the sandbox's own origin, which is the API's
 * there. The bundle has no defaults of its own: these arrive only as settings.
 */
export const sandboxPageSettings: readonly (readonly [name: string, content: string])[] = [
  ['byko-instalment-signing-url', '/sandbox/signing/{documentId}'],
  ['byko-loan-signing-url', '/sandbox/loan-signing/{documentId}'],
  ['byko-google-pay-environment', googlePayTestMerchant.environment],
  ['byko-google-pay-merchant-id', googlePayTestMerchant.merchantId],
  ['byko-google-pay-merchant-name', googlePayTestMerchant.merchantName],
  ['byko-google-pay-gateway', googlePayTestMerchant.gateway],
  ['byko-google-pay-gateway-merchant-id', googlePayTestMerchant.gatewayMerchantId],
  ['byko-google-pay-script', googlePayScriptPath],
];
