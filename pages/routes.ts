/**
 * The spec's route table (§2) as data. A route either mounts a widget element, redirects, or is the
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
/** Spec §6: where a checkout page sends a logged-out user (and a 401). */
const checkoutLoginPath = '/checkout/login';

/** An application element on its page: spec §6 names the login page it sends a logged-out user to. */
const application = (tag: string, loginPath: string): RouteView => ({
  kind: 'element',
  tag,
  attributes: () => ({ 'login-path': loginPath }),
});

export const routes: readonly Route[] = [
  {
    path: '/borga/{paymentId}',
    name: 'pay',
    title: 'Greiðsla',
    view: {
      kind: 'element',
      tag: 'byko-pay',
      attributes: (params, query) => ({
        'payment-id': params.paymentId ?? '',
        ...(query.get('iframe') === '1' ? { compact: '' } : {}),
      }),
    },
  },
  {
    path: '/borga/{paymentId}/tokst',
    name: 'payment-success',
    title: 'Greiðsla tókst',
    view: {
      kind: 'element',
      tag: 'byko-payment-success',
      attributes: (params) => ({ 'payment-id': params.paymentId ?? '' }),
    },
  },
  {
    path: '/kvittun/{paymentId}',
    name: 'receipt',
    title: 'Kvittun',
    view: {
      kind: 'element',
      tag: 'byko-receipt',
      attributes: (params) => ({ 'payment-id': params.paymentId ?? '' }),
    },
  },
  {
    path: '/innri/greidsludreifing',
    name: 'instalment-calculator',
    title: 'Greiðsludreifing',
    view: { kind: 'element', tag: 'byko-instalment-calculator', attributes: () => ({}) },
  },
  {
    path: '/framkvaemdalan',
    name: 'loan-login',
    title: 'Framkvæmdalán',
    view: {
      kind: 'element',
      tag: 'byko-login',
      attributes: () => ({ reason: loanLoginReason, subtitle: loanSubtitle, next: '/framkvaemdalan/umsokn' }),
    },
  },
  {
    path: '/framkvaemdalan/umsokn',
    name: 'loan-application',
    title: 'Umsókn um framkvæmdalán',
    view: application('byko-loan-application', '/framkvaemdalan'),
  },
  {
    path: '/vidskipti',
    name: 'customer-login',
    title: customerLoginReason,
    view: {
      kind: 'element',
      tag: 'byko-login',
      attributes: () => ({ reason: customerLoginReason, next: '/vidskipti/umsokn' }),
    },
  },
  {
    path: '/vidskipti/app',
    name: 'customer-login-app',
    title: customerLoginReason,
    view: {
      kind: 'element',
      tag: 'byko-login',
      attributes: () => ({ reason: customerLoginReason, next: '/vidskipti/umsokn', 'from-app': '' }),
    },
  },
  {
    path: '/vidskipti/framkvaemdakjor',
    name: 'renovation-login',
    title: 'Framkvæmdakjör',
    view: {
      kind: 'element',
      tag: 'byko-login',
      attributes: () => ({ reason: renovationLoginReason, next: '/vidskipti/framkvaemdakjor/umsokn' }),
    },
  },
  {
    path: '/vidskipti/framkvaemdakjor/umsokn',
    name: 'renovation-application',
    title: 'Umsókn um framkvæmdakjör',
    view: application('byko-renovation-application', '/vidskipti/framkvaemdakjor'),
  },
  {
    path: '/vidskipti/umsokn',
    name: 'account-application',
    title: 'Umsókn um reikningsviðskipti',
    view: application('byko-account-application', '/vidskipti'),
  },
  {
    path: '/vidskipti/stadgreidsla',
    name: 'cash-payment-login',
    title: 'Staðgreiðsla',
    view: {
      kind: 'element',
      tag: 'byko-login',
      // Spec §2: the cash-payment login hides the credit-info check.
      attributes: () => ({
        reason: cashLoginReason,
        'hide-credit-check': '',
        next: '/vidskipti/stadgreidsla/umsokn',
      }),
    },
  },
  {
    path: '/vidskipti/stadgreidsla/umsokn',
    name: 'cash-payment-application',
    title: 'Umsókn um staðgreiðsluviðskipti',
    view: application('byko-cash-application', '/vidskipti/stadgreidsla'),
  },
  {
    path: '/vidskipti/umsokn-heimild',
    name: 'limit-change',
    title: 'Breyting á heimild',
    view: application('byko-limit-change', '/vidskipti'),
  },
  {
    path: '/vidskipti/umsokn-handvirk',
    name: 'manual-credit-application',
    title: 'Sækja um reikningsviðskipti',
    view: application('byko-invoice-account-application', '/vidskipti'),
  },
  {
    path: '/vidskipti/fyrirtaeki',
    name: 'company-redirect',
    title: 'Fyrirtæki',
    view: { kind: 'redirect', to: '/company-credit' },
  },
  {
    path: '/vidskipti/fyrirtaeki/{guid}',
    name: 'company-credit-increase-request-page',
    title: 'Hækkun heimildar fyrirtækis',
    view: {
      kind: 'element',
      tag: 'byko-company-credit-request',
      attributes: (params) => ({ guid: params.guid ?? '' }),
    },
  },
  {
    path: '/vidskipti/abyrgdaradili/{applicationId}',
    name: 'guarantor',
    title: 'Staðfesting ábyrgðaraðila',
    // The guarantor logs in on the page itself (spec §4 "Guarantor page": its 'login' state).
    view: {
      kind: 'element',
      tag: 'byko-guarantor-confirmation',
      attributes: (params) => ({ 'application-id': params.applicationId ?? '' }),
    },
  },
  {
    path: '/webcam',
    name: 'webcam',
    title: 'Vefmyndavélar',
    view: { kind: 'element', tag: 'byko-webcam', attributes: () => ({}) },
  },
  {
    path: '/invoice',
    name: 'invoice',
    title: 'Invoice Scraper',
    view: { kind: 'element', tag: 'byko-invoice-scraper', attributes: () => ({}) },
  },
  {
    path: '/solupontun/{salesId}/strikamerki',
    name: 'sales-order-barcode',
    title: 'Strikamerki sölupöntunar',
    view: {
      kind: 'element',
      tag: 'byko-sales-order-barcode',
      attributes: (params) => ({ 'sales-id': params.salesId ?? '' }),
      titled: true,
    },
  },
  {
    path: '/strikamerki/{code}',
    name: 'barcode',
    title: 'Strikamerki',
    view: {
      kind: 'element',
      tag: 'byko-barcode',
      attributes: (params) => ({ value: params.code ?? '' }),
      titled: true,
    },
  },
  {
    path: '/qr-code/{code}',
    name: 'qr-code',
    title: 'QR kóði',
    view: {
      kind: 'element',
      tag: 'byko-qr-code',
      attributes: (params) => ({ value: params.code ?? '', size: 'screen', caption: '' }),
      titled: true,
    },
  },
  {
    path: '/serpontun/{category}',
    name: 'special-order',
    title: 'Sérpöntun',
    view: {
      kind: 'element',
      tag: 'special-order',
      attributes: (params) => ({ category: params.category ?? '' }),
    },
  },
  {
    path: '/checkout',
    name: 'checkout',
    title: 'Veljið reikning',
    view: {
      kind: 'element',
      tag: 'byko-checkout',
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
      tag: 'byko-login',
      attributes: () => ({ reason: checkoutLoginReason, next: '/checkout', 'hide-credit-check': '' }),
    },
  },
  {
    path: '/checkout/code/{checkoutCode}',
    name: 'checkout-code',
    title: 'Skannið kóða',
    view: {
      kind: 'element',
      tag: 'byko-checkout',
      attributes: (params) => ({
        mode: 'code',
        code: params.checkoutCode ?? '',
        'login-path': checkoutLoginPath,
      }),
    },
  },
  {
    path: '/checkout/{checkoutCode}',
    name: 'checkout-code-login',
    title: 'Sjálfsafgreiðslukassi',
    // The login is on this page itself (spec §4 "Checkout code login": its 'login' state).
    view: {
      kind: 'element',
      tag: 'byko-checkout',
      attributes: (params) => ({ mode: 'login', code: params.checkoutCode ?? '' }),
    },
  },
  {
    path: '/company-credit',
    name: 'company-credit',
    title: 'Heimild fyrirtækis',
    view: { kind: 'element', tag: 'byko-company-credit', attributes: () => ({}) },
  },
  {
    path: '/company-credit/{companySsn}',
    name: 'company-credit-company',
    title: 'Heimild fyrirtækis',
    view: {
      kind: 'element',
      tag: 'byko-company-credit',
      attributes: (params) => ({ 'company-ssn': params.companySsn ?? '' }),
    },
  },
  {
    path: '/golfmot',
    name: 'golf',
    title: 'Golfmót',
    // The videos have no heading of their own: the page names them.
    view: { kind: 'element', tag: 'byko-video-loop', attributes: () => ({}), titled: true },
  },
];

export const notFoundRoute: Route = {
  path: '*',
  name: 'not-found',
  title: 'Síða fannst ekki',
  view: { kind: 'notFound' },
};

export const notFoundText = 'Síða fannst ekki';
