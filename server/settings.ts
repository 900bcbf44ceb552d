import * as v from 'valibot';
import { checkedOrigin, checkedUrl, documentIdPlaceholder } from '../http/origins.ts';
import {
  checkedListenHost,
  checkedPort,
  type Environment,
  environmentSetting,
  listenRules,
  type Read,
  type Rule,
  refusal,
} from '../http/settings.ts';
import type { GooglePaySettings, SiteSettings } from './page-settings.ts';

/**
 * The settings of `npm run serve`, read from the environment. Their names are part of the
 * interface (docs/deploying.md, "Settings"). Every problem is found before the server listens, each as one line
 * that names the setting and says what it expects.
 */
export interface Settings extends SiteSettings {
  port: number;
  /** Absent: every interface. */
  host?: string;
  /** Whether `/cdn/*.map` is served: the source maps publish the whole source, comments included. */
  publicSourceMaps: boolean;
}

/** What `npm start` reads of the same settings: the rest are the sandbox's (server/server.ts). */
export interface StartSettings {
  port: number;
  host: string;
  allowedOrigins: readonly string[];
  frameAncestors: readonly string[];
}

export type SettingsResult = Read<Settings>;

const httpOnlyHere = '(http only for localhost or 127.0.0.1)';

const hostRule = 'a host of letters, digits, hyphens and dots, or an IP address';
const origin = `an https origin ${httpOnlyHere} with ${hostRule}`;
const origins = `space-separated https origins ${httpOnlyHere}, each with ${hostRule}`;
const signingUrl = `an absolute https URL with {documentId} in it ${httpOnlyHere}, its origin with ${hostRule}`;

/** Every setting `npm run serve` reads, with what it expects and an example of its own. */
export const settingRules = {
  BYKO_API_BASE: { expected: origin, example: 'https://api.byko.is' },
  BYKO_INSTALMENT_SIGNING_URL: {
    expected: signingUrl,
    example: 'https://undirritun.byko.is/dreifing/{documentId}',
  },
  BYKO_LOAN_SIGNING_URL: { expected: signingUrl, example: 'https://undirritun.byko.is/lan/{documentId}' },
  BYKO_PROCESSOR_ORIGINS: { expected: origins, example: 'https://3ds.processor.example' },
  BYKO_ALLOWED_ORIGINS: { expected: origins, example: 'https://www.byko.is' },
  BYKO_FRAME_ANCESTORS: { expected: origins, example: 'https://www.byko.is https://app.byko.is' },
  BYKO_GOOGLE_PAY_MERCHANT_ID: { expected: "Google Pay's merchant id", example: 'BCR2DN4T7XYZ1234' },
  BYKO_GOOGLE_PAY_MERCHANT_NAME: { expected: "the name Google's sheet shows", example: 'BYKO' },
  BYKO_GOOGLE_PAY_GATEWAY: { expected: "the gateway's name at Google", example: 'adyen' },
  BYKO_GOOGLE_PAY_GATEWAY_MERCHANT_ID: { expected: "the shop's id at the gateway", example: 'BykoECOM' },
  BYKO_GOOGLE_PAY_ENVIRONMENT: { expected: 'PRODUCTION or TEST', example: 'PRODUCTION' },
  BYKO_REPORT_URL: {
    expected: `an absolute https URL ${httpOnlyHere}, its origin with ${hostRule}`,
    example: 'https://villur.byko.is/vefhlutar',
  },
  BYKO_PUBLIC_SOURCE_MAPS: { expected: '1 (source maps served) or 0', example: '1' },
  ...listenRules,
} as const satisfies Record<string, Rule>;

type SettingName = keyof typeof settingRules;

const got = (name: SettingName) => (issue: { input: unknown }) =>
  refusal(settingRules[name].expected, issue.input, settingRules[name].example);

const required = (name: SettingName) =>
  `required: expected ${settingRules[name].expected}, e.g. ${settingRules[name].example}`;

/** An origin setting, as the browser writes it. */
const originSetting = (name: SettingName) =>
  v.pipe(
    v.string(),
    v.check((value) => checkedOrigin(value) !== undefined, got(name)),
    v.transform((value) => checkedOrigin(value) ?? value),
  );

/** A list of origins, each once; each entry that is not one is named. */
const originsSetting = (name: SettingName) =>
  v.pipe(
    v.string(),
    v.transform((value) => value.split(/\s+/).filter((entry) => entry !== '')),
    v.array(
      v.pipe(
        v.string(),
        v.check((value) => checkedOrigin(value) !== undefined, got(name)),
      ),
    ),
    v.transform((values) => [...new Set(values.map((value) => checkedOrigin(value) ?? value))]),
  );

/** A URL setting, its path and query percent-encoded where they hold what a page could misread. */
const urlSetting = (name: SettingName, mustHold?: string) =>
  v.pipe(
    v.string(),
    v.check(
      (value) => checkedUrl(value) !== undefined && (mustHold === undefined || value.includes(mustHold)),
      got(name),
    ),
    v.transform((value) => checkedUrl(value) ?? value),
  );

const portSetting = v.pipe(
  v.string(),
  v.check((value) => checkedPort(value) !== undefined, got('PORT')),
  v.transform(Number),
);

const hostSetting = v.pipe(
  v.string(),
  v.check((value) => checkedListenHost(value) !== undefined, got('HOST')),
  v.transform((value) => checkedListenHost(value) ?? value),
);

const text = (name: SettingName) =>
  v.optional(
    v.pipe(
      v.string(),
      v.check((value) => !/[\r\n]/.test(value), got(name)),
    ),
  );

const environmentSchema = v.object({
  BYKO_API_BASE: v.pipe(v.string(required('BYKO_API_BASE')), originSetting('BYKO_API_BASE')),
  BYKO_INSTALMENT_SIGNING_URL: v.pipe(
    v.string(required('BYKO_INSTALMENT_SIGNING_URL')),
    urlSetting('BYKO_INSTALMENT_SIGNING_URL', documentIdPlaceholder),
  ),
  BYKO_LOAN_SIGNING_URL: v.pipe(
    v.string(required('BYKO_LOAN_SIGNING_URL')),
    urlSetting('BYKO_LOAN_SIGNING_URL', documentIdPlaceholder),
  ),
  BYKO_PROCESSOR_ORIGINS: v.pipe(
    v.string(required('BYKO_PROCESSOR_ORIGINS')),
    originsSetting('BYKO_PROCESSOR_ORIGINS'),
  ),
  BYKO_ALLOWED_ORIGINS: v.optional(originsSetting('BYKO_ALLOWED_ORIGINS'), ''),
  BYKO_FRAME_ANCESTORS: v.optional(originsSetting('BYKO_FRAME_ANCESTORS'), ''),
  BYKO_GOOGLE_PAY_MERCHANT_ID: text('BYKO_GOOGLE_PAY_MERCHANT_ID'),
  BYKO_GOOGLE_PAY_MERCHANT_NAME: text('BYKO_GOOGLE_PAY_MERCHANT_NAME'),
  BYKO_GOOGLE_PAY_GATEWAY: text('BYKO_GOOGLE_PAY_GATEWAY'),
  BYKO_GOOGLE_PAY_GATEWAY_MERCHANT_ID: text('BYKO_GOOGLE_PAY_GATEWAY_MERCHANT_ID'),
  BYKO_GOOGLE_PAY_ENVIRONMENT: v.optional(
    v.picklist(['PRODUCTION', 'TEST'], got('BYKO_GOOGLE_PAY_ENVIRONMENT')),
    'PRODUCTION',
  ),
  BYKO_REPORT_URL: v.optional(urlSetting('BYKO_REPORT_URL')),
  BYKO_PUBLIC_SOURCE_MAPS: v.optional(v.picklist(['0', '1'], got('BYKO_PUBLIC_SOURCE_MAPS')), '0'),
  PORT: v.optional(portSetting, '8080'),
  HOST: v.optional(hostSetting),
});

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
  const given = givenSettings(environmentSchema, environment);
  const parsed = v.safeParse(environmentSchema, given);
  const problems = parsed.success ? [] : problemsOf(parsed.issues);
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
      publicSourceMaps: values.BYKO_PUBLIC_SOURCE_MAPS === '1',
      port: values.PORT,
      ...(values.HOST === undefined ? {} : { host: values.HOST }),
    },
  };
}

const startSchema = v.pick(environmentSchema, [
  'BYKO_ALLOWED_ORIGINS',
  'BYKO_FRAME_ANCESTORS',
  'PORT',
  'HOST',
]);

/** `npm start`'s settings: the same rules, with the host it listens on `localhost` unless set. */
export function readStartSettings(environment: Environment): Read<StartSettings> {
  const parsed = v.safeParse(startSchema, givenSettings(startSchema, environment));
  if (!parsed.success) return { ok: false, problems: problemsOf(parsed.issues) };
  return {
    ok: true,
    settings: {
      port: parsed.output.PORT,
      host: parsed.output.HOST ?? 'localhost',
      allowedOrigins: parsed.output.BYKO_ALLOWED_ORIGINS,
      frameAncestors: parsed.output.BYKO_FRAME_ANCESTORS,
    },
  };
}

/**
 * Every name of `schema` present, unset ones as undefined, so a required one says what it expects.
 * A setting that is empty (`NAME=`) counts as not set, as a deployment's template often leaves one so.
 */
function givenSettings(
  schema: { entries: Record<string, unknown> },
  environment: Environment,
): Record<SettingName, string | undefined> {
  return Object.fromEntries(
    Object.keys(schema.entries).map((name) => [name, environmentSetting(environment, name)]),
  ) as Record<SettingName, string | undefined>;
}

function problemsOf(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => `${String(issue.path?.[0]?.key)}: ${issue.message}`);
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
