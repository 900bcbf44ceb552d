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
 * Each page's path, by the route's name: written here once. A flow that links to another page takes
 * its path from here (`fillUrlTemplate(paths.receipt, { paymentId })`), so importing `paths` alone
 * leaves the rest of the table out of the flow's code.
 */
export const paths = {
  pay: '/borga/{paymentId}',
  paymentSuccess: '/borga/{paymentId}/tokst',
  receipt: '/kvittun/{paymentId}',
  instalmentCalculator: '/innri/greidsludreifing',
  loanLogin: '/framkvaemdalan',
  loanApplication: '/framkvaemdalan/umsokn',
  customerLogin: '/vidskipti',
  customerLoginApp: '/vidskipti/app',
  renovationLogin: '/vidskipti/framkvaemdakjor',
  renovationApplication: '/vidskipti/framkvaemdakjor/umsokn',
  accountApplication: '/vidskipti/umsokn',
  cashPaymentLogin: '/vidskipti/stadgreidsla',
  cashPaymentApplication: '/vidskipti/stadgreidsla/umsokn',
  limitChange: '/vidskipti/umsokn-heimild',
  manualCreditApplication: '/vidskipti/umsokn-handvirk',
  companyRedirect: '/vidskipti/fyrirtaeki',
  companyCreditIncreaseRequestPage: '/vidskipti/fyrirtaeki/{guid}',
  guarantor: '/vidskipti/abyrgdaradili/{applicationId}',
  webcam: '/webcam',
  invoice: '/invoice',
  salesOrderBarcode: '/solupontun/{salesId}/strikamerki',
  barcode: '/strikamerki/{code}',
  qrCode: '/qr-code/{code}',
  specialOrder: '/serpontun/{category}',
  checkout: '/checkout',
  /** Spec §6: where a checkout page sends a logged-out user (and a 401). */
  checkoutLogin: '/checkout/login',
  checkoutCode: '/checkout/code/{checkoutCode}',
  checkoutCodeLogin: '/checkout/{checkoutCode}',
  companyCredit: '/company-credit',
  companyCreditCompany: '/company-credit/{companySsn}',
  golf: '/golfmot',
} as const;

/**
 * The spec's route table (§2) as data, by path. A route either mounts a widget element, redirects, or is the
 * not-found page. The host pages read nothing else.
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
    path: paths.pay,
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
    path: paths.paymentSuccess,
    name: 'payment-success',
    title: 'Greiðsla tókst',
    view: {
      kind: 'element',
      tag: paymentSuccessTag,
      attributes: (params) => ({ 'payment-id': params.paymentId ?? '' }),
    },
  },
  {
    path: paths.receipt,
    name: 'receipt',
    title: 'Kvittun',
    view: {
      kind: 'element',
      tag: receiptTag,
      attributes: (params) => ({ 'payment-id': params.paymentId ?? '' }),
    },
  },
  {
    path: paths.instalmentCalculator,
    name: 'instalment-calculator',
    title: 'Greiðsludreifing',
    view: { kind: 'element', tag: instalmentCalculatorTag, attributes: () => ({}) },
  },
  {
    path: paths.loanLogin,
    name: 'loan-login',
    title: 'Framkvæmdalán',
    view: {
      kind: 'element',
      tag: loginTag,
      attributes: () => ({ reason: loanLoginReason, subtitle: loanSubtitle, next: paths.loanApplication }),
    },
  },
  {
    path: paths.loanApplication,
    name: 'loan-application',
    title: 'Umsókn um framkvæmdalán',
    view: application(loanApplicationTag, paths.loanLogin),
  },
  {
    path: paths.customerLogin,
    name: 'customer-login',
    title: customerLoginReason,
    view: {
      kind: 'element',
      tag: loginTag,
      attributes: () => ({ reason: customerLoginReason, next: paths.accountApplication }),
    },
  },
  {
    path: paths.customerLoginApp,
    name: 'customer-login-app',
    title: customerLoginReason,
    view: {
      kind: 'element',
      tag: loginTag,
      attributes: () => ({ reason: customerLoginReason, next: paths.accountApplication, 'from-app': '' }),
    },
  },
  {
    path: paths.renovationLogin,
    name: 'renovation-login',
    title: 'Framkvæmdakjör',
    view: {
      kind: 'element',
      tag: loginTag,
      attributes: () => ({ reason: renovationLoginReason, next: paths.renovationApplication }),
    },
  },
  {
    path: paths.renovationApplication,
    name: 'renovation-application',
    title: 'Umsókn um framkvæmdakjör',
    view: application(renovationApplicationTag, paths.renovationLogin),
  },
  {
    path: paths.accountApplication,
    name: 'account-application',
    title: 'Umsókn um reikningsviðskipti',
    view: application(accountApplicationTag, paths.customerLogin),
  },
  {
    path: paths.cashPaymentLogin,
    name: 'cash-payment-login',
    title: 'Staðgreiðsla',
    view: {
      kind: 'element',
      tag: loginTag,
      // Spec §2: the cash-payment login hides the credit-info check.
      attributes: () => ({
        reason: cashLoginReason,
        'hide-credit-check': '',
        next: paths.cashPaymentApplication,
      }),
    },
  },
  {
    path: paths.cashPaymentApplication,
    name: 'cash-payment-application',
    title: 'Umsókn um staðgreiðsluviðskipti',
    view: application(cashApplicationTag, paths.cashPaymentLogin),
  },
  {
    path: paths.limitChange,
    name: 'limit-change',
    title: 'Breyting á heimild',
    view: application(limitChangeTag, paths.customerLogin),
  },
  {
    path: paths.manualCreditApplication,
    name: 'manual-credit-application',
    title: 'Sækja um reikningsviðskipti',
    view: application(invoiceAccountApplicationTag, paths.customerLogin),
  },
  {
    path: paths.companyRedirect,
    name: 'company-redirect',
    title: 'Fyrirtæki',
    view: { kind: 'redirect', to: paths.companyCredit },
  },
  {
    path: paths.companyCreditIncreaseRequestPage,
    name: 'company-credit-increase-request-page',
    title: 'Hækkun heimildar fyrirtækis',
    view: {
      kind: 'element',
      tag: companyCreditRequestTag,
      attributes: (params) => ({ guid: params.guid ?? '' }),
    },
  },
  {
    path: paths.guarantor,
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
    path: paths.webcam,
    name: 'webcam',
    title: 'Vefmyndavélar',
    view: { kind: 'element', tag: webcamTag, attributes: () => ({}) },
  },
  {
    path: paths.invoice,
    name: 'invoice',
    title: 'Invoice Scraper',
    view: { kind: 'element', tag: invoiceScraperTag, attributes: () => ({}) },
  },
  {
    path: paths.salesOrderBarcode,
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
    path: paths.barcode,
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
    path: paths.qrCode,
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
    path: paths.specialOrder,
    name: 'special-order',
    title: 'Sérpöntun',
    view: {
      kind: 'element',
      tag: specialOrderTag,
      attributes: (params) => ({ category: params.category ?? '' }),
    },
  },
  {
    path: paths.checkout,
    name: 'checkout',
    title: 'Veljið reikning',
    view: {
      kind: 'element',
      tag: checkoutTag,
      attributes: () => ({ mode: 'accounts', 'login-path': paths.checkoutLogin }),
    },
  },
  {
    path: paths.checkoutLogin,
    name: 'checkout-login',
    title: checkoutLoginReason,
    // Spec §6: after the checkout login the user goes to /checkout. No credit lookup happens here.
    view: {
      kind: 'element',
      tag: loginTag,
      attributes: () => ({ reason: checkoutLoginReason, next: paths.checkout, 'hide-credit-check': '' }),
    },
  },
  {
    path: paths.checkoutCode,
    name: 'checkout-code',
    title: 'Skannið kóða',
    view: {
      kind: 'element',
      tag: checkoutTag,
      attributes: (params) => ({
        mode: 'code',
        code: params.checkoutCode ?? '',
        'login-path': paths.checkoutLogin,
      }),
    },
  },
  {
    path: paths.checkoutCodeLogin,
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
    path: paths.companyCredit,
    name: 'company-credit',
    title: 'Heimild fyrirtækis',
    view: { kind: 'element', tag: companyCreditTag, attributes: () => ({}) },
  },
  {
    path: paths.companyCreditCompany,
    name: 'company-credit-company',
    title: 'Heimild fyrirtækis',
    view: {
      kind: 'element',
      tag: companyCreditTag,
      attributes: (params) => ({ 'company-ssn': params.companySsn ?? '' }),
    },
  },
  {
    path: paths.golf,
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
