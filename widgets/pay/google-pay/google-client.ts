import type { GooglePayClient, GooglePaySettings } from './client.ts';
import { googlePayCardSettings } from './client.ts';

// The real Google Pay client: Google's pay.js, loaded once per page when Google Pay is chosen.

const payJsUrl = 'https://pay.google.com/gp/p/js/pay.js';

interface PaymentData {
  paymentMethodData: { description?: string; tokenizationData: { token: string } };
}

interface PaymentsClient {
  isReadyToPay(request: object): Promise<{ result: boolean }>;
  loadPaymentData(request: object): Promise<PaymentData>;
}

interface GooglePayApi {
  payments: {
    api: { PaymentsClient: new (options: { environment: 'PRODUCTION' | 'TEST' }) => PaymentsClient };
  };
}

declare global {
  interface Window {
    google?: GooglePayApi;
  }
}

let loading: Promise<GooglePayApi> | undefined;

function loadPayJs(): Promise<GooglePayApi> {
  loading ??= new Promise<GooglePayApi>((resolve, reject) => {
    if (window.google?.payments) {
      resolve(window.google);
      return;
    }
    const script = document.createElement('script');
    script.src = payJsUrl;
    script.async = true;
    script.onload = () =>
      window.google ? resolve(window.google) : reject(new Error('pay.js loaded without google'));
    script.onerror = () => {
      loading = undefined;
      reject(new Error('pay.js could not load'));
    };
    document.head.append(script);
  });
  return loading;
}

export async function createGoogleGooglePayClient(settings: GooglePaySettings): Promise<GooglePayClient> {
  const google = await loadPayJs();
  const environment = settings.environment === 'TEST' ? 'TEST' : 'PRODUCTION';
  const client = new google.payments.api.PaymentsClient({ environment });
  const cardMethod = {
    type: 'CARD',
    parameters: {
      allowedAuthMethods: googlePayCardSettings.allowedAuthMethods,
      allowedCardNetworks: googlePayCardSettings.allowedCardNetworks,
      allowPrepaidCards: googlePayCardSettings.allowPrepaidCards,
      allowCreditCards: googlePayCardSettings.allowCreditCards,
    },
    tokenizationSpecification: {
      type: 'PAYMENT_GATEWAY',
      parameters: { gateway: settings.gateway, gatewayMerchantId: settings.gatewayMerchantId },
    },
  };
  const base = { apiVersion: 2, apiVersionMinor: 0 };
  return {
    async isReadyToPay() {
      const { result } = await client.isReadyToPay({ ...base, allowedPaymentMethods: [cardMethod] });
      return result;
    },
    async choose({ amount }) {
      try {
        const data = await client.loadPaymentData({
          ...base,
          allowedPaymentMethods: [cardMethod],
          merchantInfo: { merchantId: settings.merchantId, merchantName: settings.merchantName },
          transactionInfo: {
            countryCode: googlePayCardSettings.countryCode,
            currencyCode: googlePayCardSettings.currencyCode,
            totalPriceStatus: 'FINAL',
            totalPrice: String(Math.round(amount)),
          },
        });
        return {
          token: data.paymentMethodData.tokenizationData.token,
          description: data.paymentMethodData.description ?? 'Google Pay',
        };
      } catch (error) {
        // Google's sheet closed by the person: not an error to show.
        if (typeof error === 'object' && error && 'statusCode' in error && error.statusCode === 'CANCELED')
          return undefined;
        throw error;
      }
    },
  };
}
