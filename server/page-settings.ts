import { contentSecurityPolicy } from '../http/headers.ts';
import { escapeHtml } from '../pages/render.ts';
import { metaName, type PageSettingKey } from '../widgets/core/runtime/page-settings.ts';

/**
 * What the host pages need to know of where they run: the API, the services the elements open
 * (e-signing, the card processor, Google Pay) and who may frame them. `npm run serve` reads it from
 * the environment (settings.ts); `npm start` gives the sandbox's (server.ts).
 */
export interface SiteSettings {
  /** The API's origin. */
  apiBase: string;
  /** Where an instalment plan is signed: a URL template with `{documentId}`. */
  instalmentSigningUrl: string;
  /** Where a loan is signed: a URL template with `{documentId}`. */
  loanSigningUrl: string;
  /** The card processor's origins: its 3-D Secure page is framed and the rebuilt form posts to it. */
  processorOrigins: readonly string[];
  /** Origins besides the page's own that a redirect may go to (the retailer's site). */
  allowedOrigins: readonly string[];
  /** Origins that may frame `iframe=1` pages besides the page's own. */
  frameAncestors: readonly string[];
  /** Absent: Google Pay is not offered. */
  googlePay?: GooglePaySettings;
  /** Where the pages report what fails in the customer's browser. */
  reportUrl?: string;
}

export interface GooglePaySettings {
  environment: 'PRODUCTION' | 'TEST';
  merchantId: string;
  merchantName: string;
  gateway: string;
  gatewayMerchantId: string;
  /** A stand-in for Google's pay.js (the sandbox's); absent, Google's own. */
  scriptUrl?: string;
}

/**
 * The origins a redirect or a window may go to: the listed ones, and the signing pages' own, which
 * the elements open without their being listed again.
 */
export function navigableOrigins(settings: SiteSettings): string[] {
  const signing = [settings.instalmentSigningUrl, settings.loanSigningUrl].map((url) => new URL(url).origin);
  return [...new Set([...settings.allowedOrigins, ...signing])];
}

/**
 * The settings as the `<meta name content>` tags the elements read, named by core's table of page
 * settings (widgets/core/runtime/page-settings.ts). Every value is escaped: a setting is pasted into
 * the page's markup.
 */
export function pageMetaTags(settings: SiteSettings): string[] {
  const { googlePay } = settings;
  const values: { [K in PageSettingKey]?: string | undefined } = {
    apiBase: settings.apiBase,
    allowedOrigins: navigableOrigins(settings).join(' '),
    instalmentSigningUrl: settings.instalmentSigningUrl,
    loanSigningUrl: settings.loanSigningUrl,
    googlePayEnvironment: googlePay?.environment,
    googlePayMerchantId: googlePay?.merchantId,
    googlePayMerchantName: googlePay?.merchantName,
    googlePayGateway: googlePay?.gateway,
    googlePayGatewayMerchantId: googlePay?.gatewayMerchantId,
    googlePayScript: googlePay?.scriptUrl,
    reportUrl: settings.reportUrl,
  };
  return pageSettingTags(values);
}

/** `<meta>` tags of page settings by key, in the order given; an empty or absent one is left out. */
function pageSettingTags(values: { [K in PageSettingKey]?: string | undefined }): string[] {
  return (Object.entries(values) as [PageSettingKey, string | undefined][]).flatMap(([key, content]) =>
    content === undefined || content === ''
      ? []
      : [`<meta name="${metaName(key)}" content="${escapeHtml(content)}" />`],
  );
}

/** A host page's Content-Security-Policy under these settings. */
export function pagePolicy(
  settings: SiteSettings,
  page: { iframe: boolean },
  inline?: { scripts: readonly string[]; styles: readonly string[] },
): string {
  return contentSecurityPolicy({
    ...(inline ? { inline } : {}),
    processorOrigins: settings.processorOrigins,
    apiOrigins: [settings.apiBase],
    ...(settings.reportUrl === undefined ? {} : { reportOrigins: [new URL(settings.reportUrl).origin] }),
    ...(settings.googlePay === undefined
      ? {}
      : {
          googlePay:
            settings.googlePay.scriptUrl === undefined ? {} : { scriptUrl: settings.googlePay.scriptUrl },
        }),
    framing: { ancestors: settings.frameAncestors, iframe: page.iframe },
  });
}
