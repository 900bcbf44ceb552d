import * as v from 'valibot';
import type { GooglePaySettings, SiteSettings } from './page-settings.ts';

/**
 * The settings of `npm run serve`, read from the environment. Their names are part of the
 * interface (README "Settings"). Every problem is found before the server listens, each as one line
 * that names the setting and says what it expects.
 */
export interface Settings extends SiteSettings {
  port: number;
  /** Absent: every interface. */
  host?: string;
}

export type Environment = Readonly<Record<string, string | undefined>>;

export type SettingsResult = { ok: true; settings: Settings } | { ok: false; problems: string[] };

/** Plain http is for a service on this machine only: everything else a customer's browser reaches is https. */
const localHosts: readonly string[] = ['localhost', '127.0.0.1'];

function webUrl(value: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.username !== '' || url.password !== '') return undefined;
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && localHosts.includes(url.hostname));
  return secure ? url : undefined;
}

function isOrigin(value: string): boolean {
  const url = webUrl(value);
  return url !== undefined && url.pathname === '/' && url.search === '' && url.hash === '';
}

const httpOnlyHere = '(http only for localhost or 127.0.0.1)';

/** What a setting must be, in words: the line that reports a problem says it. */
interface Rule {
  expected: string;
  example: string;
}

const rules = {
  origin: { expected: `an https origin ${httpOnlyHere}`, example: 'https://api.byko.is' },
  signingUrl: {
    expected: `an absolute https URL with {documentId} in it ${httpOnlyHere}`,
    example: 'https://undirritun.byko.is/skjal/{documentId}',
  },
  origins: {
    expected: `space-separated https origins ${httpOnlyHere}`,
    example: 'https://www.byko.is https://app.byko.is',
  },
  url: { expected: `an absolute https URL ${httpOnlyHere}`, example: 'https://villur.byko.is/skyrsla' },
  environment: { expected: 'PRODUCTION or TEST', example: 'PRODUCTION' },
  port: { expected: 'a port number from 0 to 65535', example: '8080' },
  host: { expected: 'a host name or address without spaces', example: '0.0.0.0' },
} as const satisfies Record<string, Rule>;

const got = (rule: Rule) => (issue: { input: unknown }) =>
  `expected ${rule.expected}, got ${JSON.stringify(issue.input)}`;

const required = (rule: Rule) => `required: expected ${rule.expected}, e.g. ${rule.example}`;

const origin = v.pipe(
  v.string(),
  v.check(isOrigin, got(rules.origin)),
  v.transform((value) => new URL(value).origin),
);

const signingUrl = v.pipe(
  v.string(),
  v.check((value) => value.includes('{documentId}') && webUrl(value) !== undefined, got(rules.signingUrl)),
);

const origins = v.pipe(
  v.string(),
  v.transform((value) => value.split(/\s+/).filter((entry) => entry !== '')),
  v.array(v.pipe(v.string(), v.check(isOrigin, got(rules.origins)))),
  v.transform((values) => [...new Set(values.map((value) => new URL(value).origin))]),
);

const url = v.pipe(
  v.string(),
  v.check((value) => webUrl(value) !== undefined, got(rules.url)),
);

const port = v.pipe(
  v.string(),
  v.check((value) => /^\d{1,5}$/.test(value) && Number(value) <= 65_535, got(rules.port)),
  v.transform(Number),
);

const host = v.pipe(
  v.string(),
  v.check((value) => !/\s/.test(value), got(rules.host)),
);

const environmentSchema = v.object({
  BYKO_API_BASE: v.pipe(v.string(required(rules.origin)), origin),
  BYKO_INSTALMENT_SIGNING_URL: v.pipe(v.string(required(rules.signingUrl)), signingUrl),
  BYKO_LOAN_SIGNING_URL: v.pipe(v.string(required(rules.signingUrl)), signingUrl),
  BYKO_PROCESSOR_ORIGINS: v.pipe(v.string(required(rules.origins)), origins),
  BYKO_ALLOWED_ORIGINS: v.optional(origins, ''),
  BYKO_FRAME_ANCESTORS: v.optional(origins, ''),
  BYKO_GOOGLE_PAY_MERCHANT_ID: v.optional(v.string()),
  BYKO_GOOGLE_PAY_MERCHANT_NAME: v.optional(v.string()),
  BYKO_GOOGLE_PAY_GATEWAY: v.optional(v.string()),
  BYKO_GOOGLE_PAY_GATEWAY_MERCHANT_ID: v.optional(v.string()),
  BYKO_GOOGLE_PAY_ENVIRONMENT: v.optional(
    v.picklist(['PRODUCTION', 'TEST'], got(rules.environment)),
    'PRODUCTION',
  ),
  BYKO_REPORT_URL: v.optional(url),
  PORT: v.optional(port, '8080'),
  HOST: v.optional(host),
});

type SettingName = keyof typeof environmentSchema.entries;

/** Google Pay is offered with all four, and not at all with none: half a set is a mistake. */
const googlePayNames = [
  'BYKO_GOOGLE_PAY_MERCHANT_ID',
  'BYKO_GOOGLE_PAY_MERCHANT_NAME',
  'BYKO_GOOGLE_PAY_GATEWAY',
  'BYKO_GOOGLE_PAY_GATEWAY_MERCHANT_ID',
] as const satisfies readonly SettingName[];

/**
 * The settings, or every problem with them. A setting that is empty (`NAME=`) counts as not set,
 * as a deployment's template often leaves one so.
 */
export function readSettings(environment: Environment): SettingsResult {
  // Every name present, unset ones as undefined: a required one then says what it expects.
  const given: Record<SettingName, string | undefined> = Object.fromEntries(
    Object.keys(environmentSchema.entries).map((name) => [name, environment[name]?.trim() || undefined]),
  ) as Record<SettingName, string | undefined>;
  const problems: string[] = [];
  const parsed = v.safeParse(environmentSchema, given);
  if (!parsed.success) {
    for (const issue of parsed.issues) problems.push(`${String(issue.path?.[0]?.key)}: ${issue.message}`);
  }
  const setGooglePay = googlePayNames.filter((name) => given[name] !== undefined);
  if (setGooglePay.length > 0 && setGooglePay.length < googlePayNames.length) {
    for (const name of googlePayNames) {
      if (given[name] === undefined) {
        problems.push(
          `${name}: required with ${setGooglePay.join(', ')}: Google Pay takes all four of its settings, or none`,
        );
      }
    }
  }
  if (!parsed.success || problems.length > 0) return { ok: false, problems };
  const values = parsed.output;
  const googlePay = googlePaySettings(values);
  return {
    ok: true,
    settings: {
      apiBase: values.BYKO_API_BASE,
      instalmentSigningUrl: values.BYKO_INSTALMENT_SIGNING_URL,
      loanSigningUrl: values.BYKO_LOAN_SIGNING_URL,
      processorOrigins: values.BYKO_PROCESSOR_ORIGINS,
      allowedOrigins: values.BYKO_ALLOWED_ORIGINS,
      frameAncestors: values.BYKO_FRAME_ANCESTORS,
      ...(googlePay ? { googlePay } : {}),
      ...(values.BYKO_REPORT_URL === undefined ? {} : { reportUrl: values.BYKO_REPORT_URL }),
      port: values.PORT,
      ...(values.HOST === undefined ? {} : { host: values.HOST }),
    },
  };
}

function googlePaySettings(values: v.InferOutput<typeof environmentSchema>): GooglePaySettings | undefined {
  const merchantId = values.BYKO_GOOGLE_PAY_MERCHANT_ID;
  const merchantName = values.BYKO_GOOGLE_PAY_MERCHANT_NAME;
  const gateway = values.BYKO_GOOGLE_PAY_GATEWAY;
  const gatewayMerchantId = values.BYKO_GOOGLE_PAY_GATEWAY_MERCHANT_ID;
  if (merchantId === undefined || merchantName === undefined || gateway === undefined) return undefined;
  if (gatewayMerchantId === undefined) return undefined;
  return {
    environment: values.BYKO_GOOGLE_PAY_ENVIRONMENT,
    merchantId,
    merchantName,
    gateway,
    gatewayMerchantId,
  };
}
