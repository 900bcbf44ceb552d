import { formatKr, scriptValue } from '../html.ts';
import type { GooglePayCard } from './fixtures.ts';

// The Google Pay stand-in (`GET /sandbox/google-pay/pay.js`): what a page loads in place of Google's
// pay.js (`https://pay.google.com/gp/p/js/pay.js`) when its `byko-google-pay-script` setting names
// this. It defines the part of `google.payments.api.PaymentsClient` the pay element uses,
// `isReadyToPay` and `loadPaymentData`, and answers as Google's does: a payment method whose token
// the sandbox's verify knows (the cards of fixtures.ts), or the error Google gives.
//
// Its sheet is a modal <dialog> in a shadow root of its own at the end of <body>, styled by a
// constructable stylesheet: no inline style or script, so it runs under the host pages' policy
// (script-src naming this origin, style-src 'self'), and the page's CSS and its own do not meet.

/** The settings of the test merchant the sandbox's pages carry (`byko-google-pay-*` metas). */
export const googlePayTestMerchant = {
  environment: 'TEST',
  merchantId: '12345678901234567890',
  merchantName: 'BYKO',
  gateway: 'example',
  gatewayMerchantId: 'exampleGatewayMerchantId',
} as const;

/** What Google Pay rejects with when the person closes its sheet. */
export const googlePayCanceled = {
  statusCode: 'CANCELED',
  statusMessage: 'User closed the Payment Request UI.',
};

/** The sheet's name (its heading), as the tests find it. */
export const googlePaySheetTitle = 'Google Pay (sandkassi): Veldu kort';

// 44 px targets, a visible focus, contrast above 4.5:1 (#1a1a1a on white, white on #1a73e8 is 4.5:1+).
const sheetCss = `
dialog{box-sizing:border-box;width:min(420px,calc(100vw - 32px));padding:20px;border:0;border-radius:12px;
  font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1a1a1a;background:#fff;
  box-shadow:0 8px 32px rgba(0,0,0,.3)}
dialog::backdrop{background:rgba(0,0,0,.45)}
h2{font-size:1.125rem;margin:0 0 4px}
p{margin:0 0 16px;color:#3c4043}
ul{list-style:none;margin:0 0 16px;padding:0;display:grid;gap:8px}
button{box-sizing:border-box;width:100%;min-height:44px;padding:10px 16px;font:inherit;font-weight:600;
  text-align:left;border-radius:8px;border:1px solid #5f6368;background:#fff;color:#1a1a1a;cursor:pointer}
button.cancel{text-align:center;border-color:#1a73e8;color:#1558b0}
button:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}
`;

/**
 * The stand-in's source. `cards` are what its sheet offers, each with the token it hands back. The
 * body below is plain browser JavaScript (this runs in the page, not here): it keeps to what every
 * browser the widgets support has, and touches nothing of the page but its own host element.
 */
export function googlePayScript(cards: readonly GooglePayCard[]): string {
  const offered = cards.map(({ token, description, network }) => ({ token, description, network }));
  return `// The sandbox's stand-in for Google's pay.js: see sandbox/pay/google-pay.ts.
(() => {
  'use strict';
  const cards = ${scriptValue(offered)};
  const canceled = ${scriptValue(googlePayCanceled)};
  const title = ${scriptValue(googlePaySheetTitle)};
  const cancelText = 'Hætta við';
  const css = ${scriptValue(sheetCss)};

  function developerError(statusMessage) {
    return { statusCode: 'DEVELOPER_ERROR', statusMessage };
  }

  /** The CARD method of a request, or undefined. */
  function cardMethod(request) {
    const methods = request && Array.isArray(request.allowedPaymentMethods) ? request.allowedPaymentMethods : [];
    return methods.find((method) => method && method.type === 'CARD');
  }

  /** The cards of the sheet the request's networks allow. */
  function allowedCards(request) {
    const method = cardMethod(request);
    const networks = method && method.parameters && method.parameters.allowedCardNetworks;
    return Array.isArray(networks) ? cards.filter((card) => networks.includes(card.network)) : [];
  }

  /** What Google's API refuses in a loadPaymentData request, as its statusMessage; '' when nothing. */
  function problemOf(request, environment) {
    if (!request || request.apiVersion !== 2) return 'apiVersion must be 2';
    const method = cardMethod(request);
    if (!method) return 'allowedPaymentMethods needs a CARD method';
    const tokenization = method.tokenizationSpecification;
    const parameters = (tokenization && tokenization.parameters) || {};
    if (!tokenization || tokenization.type !== 'PAYMENT_GATEWAY' || !parameters.gateway || !parameters.gatewayMerchantId)
      return 'tokenizationSpecification needs PAYMENT_GATEWAY with gateway and gatewayMerchantId';
    const info = request.transactionInfo || {};
    if (!info.currencyCode || !info.totalPriceStatus) return 'transactionInfo needs currencyCode and totalPriceStatus';
    if (info.totalPriceStatus === 'FINAL' && !/^[0-9]+(\\.[0-9]{1,2})?$/.test(String(info.totalPrice)))
      return 'transactionInfo.totalPrice must be a price';
    const merchant = request.merchantInfo || {};
    if (environment === 'PRODUCTION' && !merchant.merchantId) return 'merchantInfo.merchantId is required';
    return '';
  }

  // Icelandic krónur as the sandbox's own pages write them (html.ts): a browser without Icelandic
  // locale data (Debian's Chromium) would write 'ISK 24,990'.
  const formatKr = ${formatKr.toString()};

  function total(info) {
    const amount = Number(info.totalPrice);
    if (info.currencyCode === 'ISK' && Number.isFinite(amount)) return formatKr(amount);
    return String(info.totalPrice) + ' ' + String(info.currencyCode);
  }

  /** What Google's loadPaymentData resolves with for a chosen card. */
  function paymentData(card) {
    return {
      apiVersion: 2,
      apiVersionMinor: 0,
      paymentMethodData: {
        type: 'CARD',
        description: card.description,
        info: { cardNetwork: card.network, cardDetails: card.description.slice(-4) },
        tokenizationData: { type: 'PAYMENT_GATEWAY', token: card.token },
      },
    };
  }

  let sheetStyles;
  function styles() {
    if (!sheetStyles) {
      sheetStyles = new CSSStyleSheet();
      sheetStyles.replaceSync(css);
    }
    return sheetStyles;
  }

  /** Shows the sheet: resolves with the card chosen, rejects as Google does when it is closed. */
  function showSheet(request) {
    return new Promise((resolve, reject) => {
      const host = document.createElement('div');
      host.id = 'byko-google-pay-stand-in';
      const root = host.attachShadow({ mode: 'open' });
      root.adoptedStyleSheets = [styles()];
      const dialog = document.createElement('dialog');
      dialog.setAttribute('aria-labelledby', 'sheet-title');
      const heading = document.createElement('h2');
      heading.id = 'sheet-title';
      heading.textContent = title;
      const summary = document.createElement('p');
      const merchant = (request.merchantInfo && request.merchantInfo.merchantName) || '';
      summary.textContent = (merchant ? merchant + ': ' : '') + total(request.transactionInfo);
      const list = document.createElement('ul');
      let chosen;
      let settled = false;
      function settle() {
        if (settled) return;
        settled = true;
        if (dialog.open) dialog.close();
        host.remove();
        if (chosen) resolve(paymentData(chosen));
        else reject(canceled);
      }
      for (const card of allowedCards(request)) {
        const item = document.createElement('li');
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = card.description;
        button.addEventListener('click', () => {
          chosen = card;
          settle();
        });
        item.append(button);
        list.append(item);
      }
      const cancel = document.createElement('button');
      cancel.type = 'button';
      cancel.className = 'cancel';
      cancel.textContent = cancelText;
      cancel.addEventListener('click', () => settle());
      // Only a card resolves. A card and 'Hætta við' settle at once: Chromium fires a dialog's
      // 'close' on its next animation frame, which a page under load may not draw for seconds;
      // Escape (or a page closing the dialog) settles then.
      dialog.addEventListener('close', () => settle());
      dialog.append(heading, summary, list, cancel);
      root.append(dialog);
      document.body.append(host);
      dialog.showModal();
    });
  }

  class PaymentsClient {
    constructor(options) {
      const environment = options && options.environment;
      this.environment = environment === 'PRODUCTION' ? 'PRODUCTION' : 'TEST';
    }

    isReadyToPay(request) {
      if (!request || request.apiVersion !== 2) return Promise.reject(developerError('apiVersion must be 2'));
      return Promise.resolve({ result: allowedCards(request).length > 0 });
    }

    loadPaymentData(request) {
      const problem = problemOf(request, this.environment);
      if (problem) return Promise.reject(developerError(problem));
      return showSheet(request);
    }
  }

  const google = (window.google = window.google || {});
  google.payments = { api: { PaymentsClient } };
})();
`;
}
