import { pageSetting } from '../../core/runtime/page-settings.ts';
import { type PolicyBlock, policyBlock, policyReason } from '../../core/runtime/policy-violations.ts';
import { GooglePayBlocked, type GooglePayClient, googlePayCardSettings } from './client.ts';
import type { GooglePaySettings } from './settings.ts';

// The Google Pay client: pay.js, loaded once per page when Google Pay is chosen. Google's, unless
// the page's `byko-google-pay-script` names another (the sandbox's stand-in, which answers as
// Google's does): the bundle itself carries no stand-in.

const googlePayJsUrl = 'https://pay.google.com/gp/p/js/pay.js';

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

/**
 * pay.js's address: the page's own setting, not an API's or an attribute's value (the page that
 * names a script could load it itself).
 */
const payJsUrl = () => pageSetting('googlePayScript') ?? googlePayJsUrl;

/** What the page's policy must let Google Pay do: load pay.js, frame its sheet, call home. */
const googlePayDirectives = ['script-src-elem', 'frame-src', 'connect-src'];

/**
 * Runs a step of pay.js (its loading, the readiness, the sheet), failed with GooglePayBlocked when
 * the page's policy refuses Google Pay meanwhile: a refused script fails, but a refused frame or
 * call may leave pay.js waiting for ever, and a step may fail before its violation is told.
 */
function unlessBlocked<T>(step: () => Promise<T>): Promise<T> {
  const query = {
    urls: [payJsUrl(), googlePayJsUrl],
    directives: googlePayDirectives,
    since: performance.now(),
  };
  const running = new AbortController();
  const blocked = (block: PolicyBlock) => new GooglePayBlocked(policyReason(block));
  return new Promise<T>((resolve, reject) => {
    void policyBlock(query, running.signal).then((block) => block && reject(blocked(block)));
    step().then(resolve, async (error: unknown) => {
      const block = await policyBlock(query);
      reject(block ? blocked(block) : error);
    });
  }).finally(() => running.abort());
}

let loading: Promise<GooglePayApi> | undefined;

function loadPayJs(): Promise<GooglePayApi> {
  // A page that has Google's API already (its own pay.js) keeps it.
  if (window.google?.payments) return Promise.resolve(window.google);
  loading ??= new Promise<GooglePayApi>((resolve, reject) => {
    const script = document.createElement('script');
    // The page's policy's script-src decides whether it runs.
    script.src = payJsUrl();
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

export async function createGooglePayClient(settings: GooglePaySettings): Promise<GooglePayClient> {
  const google = await unlessBlocked(loadPayJs);
  const client = new google.payments.api.PaymentsClient({ environment: settings.environment });
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
      const { result } = await unlessBlocked(() =>
        client.isReadyToPay({ ...base, allowedPaymentMethods: [cardMethod] }),
      );
      return result;
    },
    async choose({ amount }) {
      try {
        const data = await unlessBlocked(() =>
          client.loadPaymentData({
            ...base,
            allowedPaymentMethods: [cardMethod],
            merchantInfo: { merchantId: settings.merchantId, merchantName: settings.merchantName },
            transactionInfo: {
              countryCode: googlePayCardSettings.countryCode,
              currencyCode: googlePayCardSettings.currencyCode,
              totalPriceStatus: 'FINAL',
              totalPrice: String(Math.round(amount)),
            },
          }),
        );
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
