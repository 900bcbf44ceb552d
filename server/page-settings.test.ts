import { describe, expect, it } from 'vitest';
import { navigableOrigins, pageMetaTags, pagePolicy, type SiteSettings } from './page-settings.ts';

const settings: SiteSettings = {
  apiBase: 'https://api.byko.is',
  instalmentSigningUrl: 'https://undirritun.example/skjal/{documentId}?s=1&t=2',
  loanSigningUrl: 'https://lan.example/{documentId}',
  processorOrigins: ['https://processor.example', 'https://acs.bank.example'],
  allowedOrigins: ['https://www.byko.is', 'https://undirritun.example'],
  frameAncestors: ['https://www.byko.is'],
};

const googlePay = {
  environment: 'PRODUCTION',
  merchantId: 'BCR2DN4T',
  merchantName: 'BYKO "Smiðja" <&>',
  gateway: 'adyen',
  gatewayMerchantId: 'BykoECOM',
} as const;

/** The meta tags as name → content, read back as a browser would (entities decoded). */
function metas(tags: readonly string[]): Map<string, string> {
  const decode = (text: string) =>
    text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) =>
      name === 'amp' ? '&' : name === 'lt' ? '<' : name === 'gt' ? '>' : name === 'quot' ? '"' : "'",
    );
  return new Map(
    tags.map((tag) => {
      const match = /^<meta name="([a-z-]+)" content="([^"<>]*)" \/>$/.exec(tag);
      if (!match) throw new Error(`not a meta tag: ${tag}`);
      return [match[1] ?? '', decode(match[2] ?? '')];
    }),
  );
}

describe('pageMetaTags', () => {
  it('carries the API, the signing URLs and the origins a redirect may go to', () => {
    expect(metas(pageMetaTags(settings))).toEqual(
      new Map([
        ['byko-api-base', 'https://api.byko.is'],
        ['byko-allowed-origins', 'https://www.byko.is https://undirritun.example https://lan.example'],
        ['byko-instalment-signing-url', 'https://undirritun.example/skjal/{documentId}?s=1&t=2'],
        ['byko-loan-signing-url', 'https://lan.example/{documentId}'],
      ]),
    );
  });

  it('carries Google Pay only when it is set, and the report URL only when there is one', () => {
    const tags = metas(
      pageMetaTags({ ...settings, googlePay, reportUrl: 'https://villur.example/skyrsla?a=1' }),
    );
    expect(tags.get('byko-google-pay-environment')).toBe('PRODUCTION');
    expect(tags.get('byko-google-pay-merchant-id')).toBe('BCR2DN4T');
    expect(tags.get('byko-google-pay-merchant-name')).toBe('BYKO "Smiðja" <&>');
    expect(tags.get('byko-google-pay-gateway')).toBe('adyen');
    expect(tags.get('byko-google-pay-gateway-merchant-id')).toBe('BykoECOM');
    expect(tags.get('byko-report-url')).toBe('https://villur.example/skyrsla?a=1');
    // Google's own pay.js unless a stand-in is named.
    expect(tags.has('byko-google-pay-script')).toBe(false);
    const standIn = metas(
      pageMetaTags({ ...settings, googlePay: { ...googlePay, scriptUrl: 'https://x.example/pay.js' } }),
    );
    expect(standIn.get('byko-google-pay-script')).toBe('https://x.example/pay.js');
  });

  it('escapes every value: a quote or an angle bracket cannot leave the attribute', () => {
    const hostile = '"><script>alert(1)</script>';
    const tags = pageMetaTags({
      ...settings,
      loanSigningUrl: `https://lan.example/{documentId}?x=${hostile}`,
      googlePay: { ...googlePay, merchantId: hostile, gatewayMerchantId: "$&$`$'" },
    });
    for (const tag of tags) expect(tag).toMatch(/^<meta name="[a-z-]+" content="[^"<>]*" \/>$/);
    expect(metas(tags).get('byko-google-pay-merchant-id')).toBe(hostile);
    expect(metas(tags).get('byko-google-pay-gateway-merchant-id')).toBe("$&$`$'");
  });
});

describe('navigableOrigins', () => {
  it('adds the signing pages’ origins to the listed ones, each once', () => {
    expect(navigableOrigins({ ...settings, allowedOrigins: [] })).toEqual([
      'https://undirritun.example',
      'https://lan.example',
    ]);
  });
});

describe('pagePolicy', () => {
  it('names the API for connections, the processors for frames and forms, the report origin', () => {
    const policy = pagePolicy(
      { ...settings, reportUrl: 'https://villur.example/skyrsla' },
      { iframe: false },
    );
    expect(policy).toContain("connect-src 'self' https://api.byko.is https://villur.example;");
    expect(policy).toContain('frame-src https://processor.example https://acs.bank.example;');
    expect(policy).toContain("form-action 'self' https://processor.example https://acs.bank.example;");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(pagePolicy(settings, { iframe: true })).toContain("frame-ancestors 'self' https://www.byko.is;");
  });

  it("lets Google Pay's script in only when Google Pay is set", () => {
    expect(pagePolicy(settings, { iframe: false })).not.toContain('pay.google.com');
    expect(pagePolicy({ ...settings, googlePay }, { iframe: false })).toContain(
      "script-src 'self' https://pay.google.com;",
    );
    const standIn = { ...settings, googlePay: { ...googlePay, scriptUrl: 'https://x.example/pay.js' } };
    expect(pagePolicy(standIn, { iframe: false })).toContain("script-src 'self' https://x.example;");
  });
});
