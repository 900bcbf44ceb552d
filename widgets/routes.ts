import { tag as accountApplicationTag } from './account/account.tag.ts';
import { tag as cashApplicationTag } from './cash/cash.tag.ts';
import { tag as checkoutTag } from './checkout/checkout.tag.ts';
import { tag as barcodeTag } from './codes/barcode.tag.ts';
import { tag as qrCodeTag } from './codes/qr-code.tag.ts';
import { tag as salesOrderBarcodeTag } from './codes/sales-order-barcode.tag.ts';
import { tag as companyCreditTag } from './company-credit/company-credit.tag.ts';
import { tag as companyCreditRequestTag } from './company-credit/request/company-credit-request.tag.ts';
import { tag as guarantorConfirmationTag } from './guarantor/guarantor.tag.ts';
import { tag as invoiceAccountApplicationTag } from './invoice-account/invoice-account.tag.ts';
import { tag as invoiceScraperTag } from './invoice-scraper/invoice-scraper.tag.ts';
import { tag as limitChangeTag } from './limit-change/limit-change.tag.ts';
import { tag as loanApplicationTag } from './loan/loan.tag.ts';
import { tag as loginTag } from './login/login.tag.ts';
import { tag as instalmentCalculatorTag } from './pay/calculator/calculator.tag.ts';
import { tag as payTag } from './pay/pay.tag.ts';
import { tag as paymentSuccessTag } from './pay/success/success.tag.ts';
import { tag as receiptTag } from './receipt/receipt.tag.ts';
import { tag as renovationApplicationTag } from './renovation/renovation.tag.ts';
import { tag as specialOrderTag } from './special-order/special-order.tag.ts';
import { tag as videoLoopTag } from './video-loop/video-loop.tag.ts';
import { tag as webcamTag } from './webcam/webcam.tag.ts';

/**
 * Each page's path, written here once, one constant a page: a flow that links to another page imports
 * that page's constant (`fillUrlTemplate(receiptPath, { paymentId })`), and the bundler inlines it,
 * so a flow carries only the paths it uses, never the route table.
 */
export const payPath = '/borga/{paymentId}';
export const paymentSuccessPath = '/borga/{paymentId}/tokst';
export const receiptPath = '/kvittun/{paymentId}';
export const instalmentCalculatorPath = '/innri/greidsludreifing';
export const loanLoginPath = '/framkvaemdalan';
export const loanApplicationPath = '/framkvaemdalan/umsokn';
export const customerLoginPath = '/vidskipti';
export const customerLoginAppPath = '/vidskipti/app';
export const renovationLoginPath = '/vidskipti/framkvaemdakjor';
export const renovationApplicationPath = '/vidskipti/framkvaemdakjor/umsokn';
export const accountApplicationPath = '/vidskipti/umsokn';
export const cashPaymentLoginPath = '/vidskipti/stadgreidsla';
export const cashPaymentApplicationPath = '/vidskipti/stadgreidsla/umsokn';
export const limitChangePath = '/vidskipti/umsokn-heimild';
export const manualCreditApplicationPath = '/vidskipti/umsokn-handvirk';
export const companyRedirectPath = '/vidskipti/fyrirtaeki';
export const companyCreditIncreaseRequestPagePath = '/vidskipti/fyrirtaeki/{guid}';
export const guarantorPath = '/vidskipti/abyrgdaradili/{applicationId}';
export const webcamPath = '/webcam';
export const invoicePath = '/invoice';
export const salesOrderBarcodePath = '/solupontun/{salesId}/strikamerki';
export const barcodePath = '/strikamerki/{code}';
export const qrCodePath = '/qr-code/{code}';
export const specialOrderPath = '/serpontun/{category}';
export const checkoutPath = '/checkout';
/** Spec §6: where a checkout page sends a logged-out user (and a 401). */
export const checkoutLoginPath = '/checkout/login';
export const checkoutCodePath = '/checkout/code/{checkoutCode}';
export const checkoutCodeLoginPath = '/checkout/{checkoutCode}';
export const companyCreditPath = '/company-credit';
export const companyCreditCompanyPath = '/company-credit/{companySsn}';
export const golfPath = '/golfmot';

/**
 * The spec's route table (§2) as data, by path. A route either mounts a widget element, redirects,
 * or is the not-found page. The host pages read nothing else.
 */
export type RouteView =
  | {
      kind: 'element';
      tag: string;
      attributes: (params: RouteParams, query: URLSearchParams) => Record<string, string>;
      /**
       * The page writes the route's title as its heading above the element: for an element that
       * has none of its own (a code drawn on its own page), so the page still says what it shows.
       */
      titled?: true;
    }
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound' };

export type RouteParams = Record<string, string>;

export interface Route {
  /** Path pattern; `{name}` matches one segment. */
  path: string;
  name: string;
  title: string;
  view: RouteView;
}

const customerLoginReason = 'Innskráning fyrir reikningsviðskipti';
const loanLoginReason = 'Innskráning fyrir framkvæmdalán';
const loanSubtitle = 'Framkvæmdalán einstaklinga';
const renovationLoginReason = 'Innskráning fyrir framkvæmdakjör';
const cashLoginReason = 'Innskráning fyrir staðgreiðsluviðskipti';
const checkoutLoginReason = 'Innskráning fyrir sjálfsafgreiðslu';

/** An application element on its page: spec §6 names the login page it sends a logged-out user to. */
const application = (tag: string, loginPath: string): RouteView => ({
  kind: 'element',
  tag,
  attributes: () => ({ 'login-path': loginPath }),
});

export const routes: readonly Route[] = [
  {
    path: payPath,
    name: 'pay',
    title: 'Greiðsla',
    view: {
      kind: 'element',
      tag: payTag,
      attributes: (params, query) => ({
        'payment-id': params.paymentId ?? '',
        ...(query.get('iframe') === '1' ? { compact: '' } : {}),
      }),
    },
  },
  {
    path: paymentSuccessPath,
    name: 'payment-success',
    title: 'Greiðsla tókst',
    view: {
      kind: 'element',
      tag: paymentSuccessTag,
      attributes: (params) => ({ 'payment-id': params.paymentId ?? '' }),
    },
  },
  {
    path: receiptPath,
    name: 'receipt',
    title: 'Kvittun',
    view: {
      kind: 'element',
      tag: receiptTag,
      attributes: (params) => ({ 'payment-id': params.paymentId ?? '' }),
    },
  },
  {
    path: instalmentCalculatorPath,
    name: 'instalment-calculator',
    title: 'Greiðsludreifing',
    view: { kind: 'element', tag: instalmentCalculatorTag, attributes: () => ({}) },
  },
  {
    path: loanLoginPath,
    name: 'loan-login',
    title: 'Framkvæmdalán',
    view: {
      kind: 'element',
      tag: loginTag,
      attributes: () => ({ reason: loanLoginReason, subtitle: loanSubtitle, next: loanApplicationPath }),
    },
  },
  {
    path: loanApplicationPath,
    name: 'loan-application',
    title: 'Umsókn um framkvæmdalán',
    view: application(loanApplicationTag, loanLoginPath),
  },
  {
    path: customerLoginPath,
    name: 'customer-login',
    title: customerLoginReason,
    view: {
      kind: 'element',
      tag: loginTag,
      attributes: () => ({ reason: customerLoginReason, next: accountApplicationPath }),
    },
  },
  {
    path: customerLoginAppPath,
    name: 'customer-login-app',
    title: customerLoginReason,
    view: {
      kind: 'element',
      tag: loginTag,
      attributes: () => ({ reason: customerLoginReason, next: accountApplicationPath, 'from-app': '' }),
    },
  },
  {
    path: renovationLoginPath,
    name: 'renovation-login',
    title: 'Framkvæmdakjör',
    view: {
      kind: 'element',
      tag: loginTag,
      attributes: () => ({ reason: renovationLoginReason, next: renovationApplicationPath }),
    },
  },
  {
    path: renovationApplicationPath,
    name: 'renovation-application',
    title: 'Umsókn um framkvæmdakjör',
    view: application(renovationApplicationTag, renovationLoginPath),
  },
  {
    path: accountApplicationPath,
    name: 'account-application',
    title: 'Umsókn um reikningsviðskipti',
    view: application(accountApplicationTag, customerLoginPath),
  },
  {
    path: cashPaymentLoginPath,
    name: 'cash-payment-login',
    title: 'Staðgreiðsla',
    view: {
      kind: 'element',
      tag: loginTag,
      // Spec §2: the cash-payment login hides the credit-info check.
      attributes: () => ({
        reason: cashLoginReason,
        'hide-credit-check': '',
        next: cashPaymentApplicationPath,
      }),
    },
  },
  {
    path: cashPaymentApplicationPath,
    name: 'cash-payment-application',
    title: 'Umsókn um staðgreiðsluviðskipti',
    view: application(cashApplicationTag, cashPaymentLoginPath),
  },
  {
    path: limitChangePath,
    name: 'limit-change',
    title: 'Breyting á heimild',
    view: application(limitChangeTag, customerLoginPath),
  },
  {
    path: manualCreditApplicationPath,
    name: 'manual-credit-application',
    title: 'Sækja um reikningsviðskipti',
    view: application(invoiceAccountApplicationTag, customerLoginPath),
  },
  {
    path: companyRedirectPath,
    name: 'company-redirect',
    title: 'Fyrirtæki',
    view: { kind: 'redirect', to: companyCreditPath },
  },
  {
    path: companyCreditIncreaseRequestPagePath,
    name: 'company-credit-increase-request-page',
    title: 'Hækkun heimildar fyrirtækis',
    view: {
      kind: 'element',
      tag: companyCreditRequestTag,
      attributes: (params) => ({ guid: params.guid ?? '' }),
    },
  },
  {
    path: guarantorPath,
    name: 'guarantor',
    title: 'Staðfesting ábyrgðaraðila',
    // The guarantor logs in on the page itself (spec §4 "Guarantor page": its 'login' state).
    view: {
      kind: 'element',
      tag: guarantorConfirmationTag,
      attributes: (params) => ({ 'application-id': params.applicationId ?? '' }),
    },
  },
  {
    path: webcamPath,
    name: 'webcam',
    title: 'Vefmyndavélar',
    view: { kind: 'element', tag: webcamTag, attributes: () => ({}) },
  },
  {
    path: invoicePath,
    name: 'invoice',
    title: 'Invoice Scraper',
    view: { kind: 'element', tag: invoiceScraperTag, attributes: () => ({}) },
  },
  {
    path: salesOrderBarcodePath,
    name: 'sales-order-barcode',
    title: 'Strikamerki sölupöntunar',
    view: {
      kind: 'element',
      tag: salesOrderBarcodeTag,
      attributes: (params) => ({ 'sales-id': params.salesId ?? '' }),
      titled: true,
    },
  },
  {
    path: barcodePath,
    name: 'barcode',
    title: 'Strikamerki',
    view: {
      kind: 'element',
      tag: barcodeTag,
      attributes: (params) => ({ value: params.code ?? '' }),
      titled: true,
    },
  },
  {
    path: qrCodePath,
    name: 'qr-code',
    title: 'QR kóði',
    view: {
      kind: 'element',
      tag: qrCodeTag,
      attributes: (params) => ({ value: params.code ?? '', size: 'screen', caption: '' }),
      titled: true,
    },
  },
  {
    path: specialOrderPath,
    name: 'special-order',
    title: 'Sérpöntun',
    view: {
      kind: 'element',
      tag: specialOrderTag,
      attributes: (params) => ({ category: params.category ?? '' }),
    },
  },
  {
    path: checkoutPath,
    name: 'checkout',
    title: 'Veljið reikning',
    view: {
      kind: 'element',
      tag: checkoutTag,
      attributes: () => ({ mode: 'accounts', 'login-path': checkoutLoginPath }),
    },
  },
  {
    path: checkoutLoginPath,
    name: 'checkout-login',
    title: checkoutLoginReason,
    // Spec §6: after the checkout login the user goes to /checkout. No credit lookup happens here.
    view: {
      kind: 'element',
      tag: loginTag,
      attributes: () => ({ reason: checkoutLoginReason, next: checkoutPath, 'hide-credit-check': '' }),
    },
  },
  {
    path: checkoutCodePath,
    name: 'checkout-code',
    title: 'Skannið kóða',
    view: {
      kind: 'element',
      tag: checkoutTag,
      attributes: (params) => ({
        mode: 'code',
        code: params.checkoutCode ?? '',
        'login-path': checkoutLoginPath,
      }),
    },
  },
  {
    path: checkoutCodeLoginPath,
    name: 'checkout-code-login',
    title: 'Sjálfsafgreiðslukassi',
    // The login is on this page itself (spec §4 "Checkout code login": its 'login' state).
    view: {
      kind: 'element',
      tag: checkoutTag,
      attributes: (params) => ({ mode: 'login', code: params.checkoutCode ?? '' }),
    },
  },
  {
    path: companyCreditPath,
    name: 'company-credit',
    title: 'Heimild fyrirtækis',
    view: { kind: 'element', tag: companyCreditTag, attributes: () => ({}) },
  },
  {
    path: companyCreditCompanyPath,
    name: 'company-credit-company',
    title: 'Heimild fyrirtækis',
    view: {
      kind: 'element',
      tag: companyCreditTag,
      attributes: (params) => ({ 'company-ssn': params.companySsn ?? '' }),
    },
  },
  {
    path: golfPath,
    name: 'golf',
    title: 'Golfmót',
    // The videos have no heading of their own: the page names them.
    view: { kind: 'element', tag: videoLoopTag, attributes: () => ({}), titled: true },
  },
];

export const notFoundRoute: Route = {
  path: '*',
  name: 'not-found',
  title: 'Síða fannst ekki',
  view: { kind: 'notFound' },
};

export const notFoundText = 'Síða fannst ekki';
