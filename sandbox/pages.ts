import { metaName, type PageSettingKey } from '../widgets/core/runtime/page-settings.ts';
import { googlePayTestMerchant } from './pay/google-pay.ts';

/**
 * The pages of the outside services the sandbox plays, as paths on the sandbox's origin: the
 * e-signing pages (the instalment plan's, sandbox/pay/pages.ts; the loan's,
 * sandbox/applications/pages.ts), each a template with `{documentId}`; the stand-in for Google's
 * pay.js; and the card processor's 3-D Secure challenge and the decision it posts. The bundle knows
 * none of them: they reach it only as page settings and API answers, which the sandbox gives.
 */
export const sandboxPagePaths = {
  instalmentSigning: '/sandbox/signing/{documentId}',
  loanSigning: '/sandbox/loan-signing/{documentId}',
  googlePayScript: '/sandbox/google-pay/pay.js',
  threeDsChallenge: '/sandbox/3ds/challenge',
  threeDsDecision: '/sandbox/3ds/decision',
} as const;

/** Where the sandbox's pages are mounted: every path above starts with it. */
export const sandboxPagesMount = '/sandbox';

/**
 * One of the paths above as the route of the app mounted at /sandbox (`/signing/:documentId`), so
 * the page is served exactly where its template points.
 */
export function sandboxPageRoute(path: string): string {
  if (!path.startsWith(`${sandboxPagesMount}/`)) throw new Error(`${path} is not a sandbox page`);
  return path
    .slice(sandboxPagesMount.length)
    .replace(/\{(\w+)\}/g, (_placeholder, name: string) => `:${name}`);
}

/** A page's folder under /sandbox, which the servers hand to the sandbox: `/sandbox/signing`. */
export function sandboxPageFolder(path: string): string {
  return path.slice(0, path.indexOf('/', sandboxPagesMount.length + 1));
}

/**
 * The services of the sandbox at `origin` ('' for paths on the page's own origin) as a page
 * carries them: its signing pages, and Google Pay with its test merchant through its stand-in.
 */
export function sandboxServices(origin: string) {
  return {
    instalmentSigningUrl: `${origin}${sandboxPagePaths.instalmentSigning}`,
    loanSigningUrl: `${origin}${sandboxPagePaths.loanSigning}`,
    googlePay: { ...googlePayTestMerchant, scriptUrl: `${origin}${sandboxPagePaths.googlePayScript}` },
  };
}

const onThePagesOrigin = sandboxServices('');

/**
 * What a page on the sandbox's own origin (Storybook, the element tests) carries to the elements as
 * `<meta name content>` settings: the sandbox's services, named by core's page settings.
 */
export const sandboxPageSettings: readonly (readonly [name: string, content: string])[] = (
  [
    ['instalmentSigningUrl', onThePagesOrigin.instalmentSigningUrl],
    ['loanSigningUrl', onThePagesOrigin.loanSigningUrl],
    ['googlePayEnvironment', onThePagesOrigin.googlePay.environment],
    ['googlePayMerchantId', onThePagesOrigin.googlePay.merchantId],
    ['googlePayMerchantName', onThePagesOrigin.googlePay.merchantName],
    ['googlePayGateway', onThePagesOrigin.googlePay.gateway],
    ['googlePayGatewayMerchantId', onThePagesOrigin.googlePay.gatewayMerchantId],
    ['googlePayScript', onThePagesOrigin.googlePay.scriptUrl],
  ] as const satisfies readonly (readonly [PageSettingKey, string])[]
).map(([key, content]) => [metaName(key), content] as const);
