import { describe, expect, it } from 'vitest';
import { sandboxPagePaths } from '../pages.ts';
import { testSandbox } from '../testing.ts';

// The Google Pay stand-in's pay.js: how it is served, and the answers of its PaymentsClient that
// need no page (readiness, the requests Google would refuse). Its sheet, in Chromium under the host
// pages' policy: test/e2e/pay-card.test.ts and the pay stories.

interface PaymentsClient {
  isReadyToPay(request: unknown): Promise<{ result: boolean }>;
  loadPaymentData(request: unknown): Promise<unknown>;
}

interface StandInWindow {
  google?: {
    payments: { api: { PaymentsClient: new (options: { environment: string }) => PaymentsClient } };
  };
}

/** Runs the served script against a window of its own (no document: only what needs none is used). */
async function standIn(environment = 'TEST'): Promise<PaymentsClient> {
  const window: StandInWindow = {};
  const script = await (await testSandbox().app.request(sandboxPagePaths.googlePayScript)).text();
  new Function('window', script)(window);
  const api = window.google?.payments.api;
  if (!api) throw new Error('the stand-in defined no google.payments.api');
  return new api.PaymentsClient({ environment });
}

/** A request as the pay element's Google client sends it (widgets/pay/google-pay/google-client.ts). */
function request(networks: string[] = ['MASTERCARD', 'VISA']) {
  return {
    apiVersion: 2,
    apiVersionMinor: 0,
    allowedPaymentMethods: [
      {
        type: 'CARD',
        parameters: { allowedAuthMethods: ['PAN_ONLY'], allowedCardNetworks: networks },
        tokenizationSpecification: {
          type: 'PAYMENT_GATEWAY',
          parameters: { gateway: 'example', gatewayMerchantId: 'exampleGatewayMerchantId' },
        },
      },
    ],
    merchantInfo: { merchantId: '12345678901234567890', merchantName: 'BYKO' },
    transactionInfo: {
      countryCode: 'IS',
      currencyCode: 'ISK',
      totalPriceStatus: 'FINAL',
      totalPrice: '24990',
    },
  };
}

describe('GET /sandbox/google-pay/pay.js', () => {
  it('is JavaScript, open to other origins, and neither logged nor faulted', async () => {
    const sandbox = testSandbox();
    await sandbox.post('/__sandbox/faults', { match: 'GET /sandbox', fault: '500' });
    const answer = await sandbox.app.request(sandboxPagePaths.googlePayScript, {
      headers: { Origin: 'https://shop.example' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBe('*');
    // The sheet's cards are in the script: the page asks nothing more of the sandbox.
    expect(await answer.text()).toContain('"Visa •••• 4242"');
    expect((await sandbox.get('/__sandbox/requests')).body).toEqual([]);
  });
});

describe("the stand-in's PaymentsClient", () => {
  it('is ready to pay for a card request whose networks its cards are in, not for others', async () => {
    const client = await standIn();
    await expect(client.isReadyToPay(request())).resolves.toEqual({ result: true });
    await expect(client.isReadyToPay(request(['VISA']))).resolves.toEqual({ result: true });
    await expect(client.isReadyToPay(request(['AMEX']))).resolves.toEqual({ result: false });
  });

  it('refuses, as Google does, a request without a gateway, a price or, in PRODUCTION, a merchant id', async () => {
    const client = await standIn();
    const noGateway = request();
    const [method] = noGateway.allowedPaymentMethods;
    if (method) method.tokenizationSpecification.parameters.gatewayMerchantId = '';
    await expect(client.loadPaymentData(noGateway)).rejects.toMatchObject({ statusCode: 'DEVELOPER_ERROR' });
    const noPrice = { ...request(), transactionInfo: { ...request().transactionInfo, totalPrice: '' } };
    await expect(client.loadPaymentData(noPrice)).rejects.toMatchObject({ statusCode: 'DEVELOPER_ERROR' });
    const production = await standIn('PRODUCTION');
    const noMerchant = { ...request(), merchantInfo: { merchantName: 'BYKO' } };
    await expect(production.loadPaymentData(noMerchant)).rejects.toMatchObject({
      statusCode: 'DEVELOPER_ERROR',
      statusMessage: 'merchantInfo.merchantId is required',
    });
  });
});
