import { describe, expect, it } from 'vitest';
import type { Environment } from '../http/settings.ts';
import { welcomeLines } from '../sandbox/standalone.ts';
import { readSettings, readStartSettings, type Settings, settingRules } from './settings.ts';

const valid = {
  BYKO_API_BASE: 'https://api.byko.is',
  BYKO_INSTALMENT_SIGNING_URL: 'https://undirritun.byko.is/skjal/{documentId}',
  BYKO_LOAN_SIGNING_URL: 'https://undirritun.byko.is/lan/{documentId}',
  BYKO_PROCESSOR_ORIGINS: 'https://processor.example https://acs.bank.example',
} as const;

const googlePay = {
  BYKO_GOOGLE_PAY_MERCHANT_ID: 'BCR2DN4T',
  BYKO_GOOGLE_PAY_MERCHANT_NAME: 'BYKO',
  BYKO_GOOGLE_PAY_GATEWAY: 'adyen',
  BYKO_GOOGLE_PAY_GATEWAY_MERCHANT_ID: 'BykoECOM',
} as const;

function settings(environment: Environment): Settings {
  const read = readSettings(environment);
  if (!read.ok) throw new Error(`unexpected problems:\n${read.problems.join('\n')}`);
  return read.settings;
}

function problems(environment: Environment): string[] {
  const read = readSettings(environment);
  if (read.ok) throw new Error('read without a problem');
  return read.problems;
}

const without = (name: keyof typeof valid): Environment => ({ ...valid, [name]: undefined });

const httpOnlyHere = '(http only for localhost or 127.0.0.1)';
const hostRule = 'a host of letters, digits, hyphens and dots, or an IP address';
const expected = {
  origin: `an https origin ${httpOnlyHere} with ${hostRule}`,
  origins: `space-separated https origins ${httpOnlyHere}, each with ${hostRule}`,
  signingUrl: `an absolute https URL with {documentId} in it ${httpOnlyHere}, its origin with ${hostRule}`,
  url: `an absolute https URL ${httpOnlyHere}, its origin with ${hostRule}`,
};

/** The line a refused value gets: what the setting expects, what it got, and an example of its own. */
const refused = (name: string, rule: string, value: string, example: string) =>
  `${name}: expected ${rule}, got ${JSON.stringify(value)}, e.g. ${example}`;

describe('readSettings', () => {
  it('reads the four required settings, with the defaults for the rest', () => {
    expect(settings(valid)).toEqual({
      apiBase: 'https://api.byko.is',
      instalmentSigningUrl: 'https://undirritun.byko.is/skjal/{documentId}',
      loanSigningUrl: 'https://undirritun.byko.is/lan/{documentId}',
      processorOrigins: ['https://processor.example', 'https://acs.bank.example'],
      allowedOrigins: [],
      frameAncestors: [],
      publicSourceMaps: false,
      port: 8080,
    });
  });

  it('names each problem on a line of its own, all at once', () => {
    expect(problems({})).toEqual([
      'BYKO_API_BASE: required: expected an https origin (http only for localhost or 127.0.0.1) with a host of letters, digits, hyphens and dots, or an IP address, e.g. https://api.byko.is',
      'BYKO_INSTALMENT_SIGNING_URL: required: expected an absolute https URL with {documentId} in it (http only for localhost or 127.0.0.1), its origin with a host of letters, digits, hyphens and dots, or an IP address, e.g. https://undirritun.byko.is/dreifing/{documentId}',
      'BYKO_LOAN_SIGNING_URL: required: expected an absolute https URL with {documentId} in it (http only for localhost or 127.0.0.1), its origin with a host of letters, digits, hyphens and dots, or an IP address, e.g. https://undirritun.byko.is/lan/{documentId}',
      'BYKO_PROCESSOR_ORIGINS: required: expected space-separated https origins (http only for localhost or 127.0.0.1), each with a host of letters, digits, hyphens and dots, or an IP address, e.g. https://3ds.processor.example',
    ]);
  });

  it('counts an empty setting as not set', () => {
    expect(problems({ ...valid, BYKO_API_BASE: '  ' })).toEqual([
      expect.stringMatching(/^BYKO_API_BASE: required: /),
    ]);
  });
});

describe('BYKO_API_BASE', () => {
  it('is required', () => {
    expect(problems(without('BYKO_API_BASE'))).toEqual([expect.stringMatching(/^BYKO_API_BASE: required: /)]);
  });

  it.each([
    'ftp://x',
    'http://api.byko.is',
    'api.byko.is',
    'https://api.byko.is/v1',
    'https://api.byko.is/?x=1',
    'https://user:secret@api.byko.is',
    'https://x;script-src',
    'https://*',
    'https://api.byko.is,https://evil.example',
    "https://api'.byko.is",
  ])('is an https origin, not %j', (value) => {
    expect(problems({ ...valid, BYKO_API_BASE: value })).toEqual([
      refused('BYKO_API_BASE', expected.origin, value, 'https://api.byko.is'),
    ]);
  });

  it.each([
    ['https://api.byko.is/', 'https://api.byko.is'],
    ['http://localhost:8090', 'http://localhost:8090'],
    ['http://127.0.0.1:8090/', 'http://127.0.0.1:8090'],
  ])('takes %j as the origin %j', (value, origin) => {
    expect(settings({ ...valid, BYKO_API_BASE: value }).apiBase).toBe(origin);
  });
});

describe.each(['BYKO_INSTALMENT_SIGNING_URL', 'BYKO_LOAN_SIGNING_URL'] as const)('%s', (name) => {
  it('is required', () => {
    expect(problems(without(name))).toEqual([expect.stringMatching(new RegExp(`^${name}: required: `))]);
  });

  it.each([
    'https://undirritun.byko.is/skjal',
    'https://undirritun.byko.is/skjal/{documentid}',
    '/sign/{documentId}',
    'http://undirritun.byko.is/{documentId}',
    'javascript:alert(1)//{documentId}',
    'https://x;script-src/{documentId}',
    'https://*/{documentId}',
  ])('is an absolute https URL with {documentId}, not %j', (value) => {
    const example =
      name === 'BYKO_LOAN_SIGNING_URL'
        ? 'https://undirritun.byko.is/lan/{documentId}'
        : 'https://undirritun.byko.is/dreifing/{documentId}';
    expect(problems({ ...valid, [name]: value })).toEqual([
      refused(name, expected.signingUrl, value, example),
    ]);
  });

  it('percent-encodes in its path and query what a page could read as its own, the placeholder aside', () => {
    expect(
      settings({ ...valid, [name]: `https://undirritun.byko.is/skjal "x"/{documentId}?a='b'<c>` }),
    ).toMatchObject({
      [name === 'BYKO_LOAN_SIGNING_URL' ? 'loanSigningUrl' : 'instalmentSigningUrl']:
        'https://undirritun.byko.is/skjal%20%22x%22/{documentId}?a=%27b%27%3Cc%3E',
    });
  });

  it('is kept as the template it is, on any https origin or this machine', () => {
    const template = 'http://localhost:8090/sandbox/signing/{documentId}?from=serve';
    expect(settings({ ...valid, [name]: template })).toMatchObject({
      [name === 'BYKO_LOAN_SIGNING_URL' ? 'loanSigningUrl' : 'instalmentSigningUrl']: template,
    });
  });
});

describe('BYKO_PROCESSOR_ORIGINS', () => {
  it('is required', () => {
    expect(problems(without('BYKO_PROCESSOR_ORIGINS'))).toEqual([
      expect.stringMatching(/^BYKO_PROCESSOR_ORIGINS: required: /),
    ]);
  });

  it('names each entry that is not an https origin', () => {
    expect(
      problems({ ...valid, BYKO_PROCESSOR_ORIGINS: 'https://processor.example * http://acs.example' }),
    ).toEqual([
      'BYKO_PROCESSOR_ORIGINS: expected space-separated https origins (http only for localhost or 127.0.0.1), each with a host of letters, digits, hyphens and dots, or an IP address, got "*", e.g. https://3ds.processor.example',
      'BYKO_PROCESSOR_ORIGINS: expected space-separated https origins (http only for localhost or 127.0.0.1), each with a host of letters, digits, hyphens and dots, or an IP address, got "http://acs.example", e.g. https://3ds.processor.example',
    ]);
  });
});

describe('the lists', () => {
  it('are origins separated by any white space, each once', () => {
    const read = settings({
      ...valid,
      BYKO_PROCESSOR_ORIGINS:
        ' https://processor.example/\n\thttps://processor.example  http://127.0.0.1:8090 ',
      BYKO_ALLOWED_ORIGINS: 'https://www.byko.is https://app.byko.is',
      BYKO_FRAME_ANCESTORS: 'https://www.byko.is',
    });
    expect(read.processorOrigins).toEqual(['https://processor.example', 'http://127.0.0.1:8090']);
    expect(read.allowedOrigins).toEqual(['https://www.byko.is', 'https://app.byko.is']);
    expect(read.frameAncestors).toEqual(['https://www.byko.is']);
  });

  it.each([
    ['BYKO_ALLOWED_ORIGINS', 'https://www.byko.is'],
    ['BYKO_FRAME_ANCESTORS', 'https://www.byko.is https://app.byko.is'],
  ])('%s may be left out, and takes only origins', (name, example) => {
    for (const value of ['https://www.byko.is/takk-fyrir', 'https://*', 'https://*.byko.is', 'https://a;b']) {
      expect(problems({ ...valid, [name]: `https://app.byko.is ${value}` })).toEqual([
        refused(name, expected.origins, value, example),
      ]);
    }
  });
});

describe('Google Pay', () => {
  it('is not offered without its settings', () => {
    expect(settings(valid).googlePay).toBeUndefined();
  });

  it('is offered with all four, in PRODUCTION unless TEST is asked for', () => {
    expect(settings({ ...valid, ...googlePay }).googlePay).toEqual({
      environment: 'PRODUCTION',
      merchantId: 'BCR2DN4T',
      merchantName: 'BYKO',
      gateway: 'adyen',
      gatewayMerchantId: 'BykoECOM',
    });
    expect(
      settings({ ...valid, ...googlePay, BYKO_GOOGLE_PAY_ENVIRONMENT: 'TEST' }).googlePay?.environment,
    ).toBe('TEST');
  });

  it('refuses half a set, naming what is missing', () => {
    expect(
      problems({
        ...valid,
        BYKO_GOOGLE_PAY_MERCHANT_ID: 'BCR2DN4T',
        BYKO_GOOGLE_PAY_GATEWAY: 'adyen',
      }),
    ).toEqual([
      'BYKO_GOOGLE_PAY_MERCHANT_NAME: required with BYKO_GOOGLE_PAY_MERCHANT_ID, BYKO_GOOGLE_PAY_GATEWAY: Google Pay takes all four of its settings, or none',
      'BYKO_GOOGLE_PAY_GATEWAY_MERCHANT_ID: required with BYKO_GOOGLE_PAY_MERCHANT_ID, BYKO_GOOGLE_PAY_GATEWAY: Google Pay takes all four of its settings, or none',
    ]);
  });

  it.each(['SANDBOX', 'production', 'LIVE'])(
    'takes PRODUCTION or TEST as the environment, not %j',
    (value) => {
      expect(problems({ ...valid, ...googlePay, BYKO_GOOGLE_PAY_ENVIRONMENT: value })).toEqual([
        `BYKO_GOOGLE_PAY_ENVIRONMENT: expected PRODUCTION or TEST, got ${JSON.stringify(value)}, e.g. PRODUCTION`,
      ]);
    },
  );
});

describe('BYKO_REPORT_URL', () => {
  it('is an absolute https URL when set', () => {
    expect(settings({ ...valid, BYKO_REPORT_URL: 'https://villur.byko.is/skyrsla' }).reportUrl).toBe(
      'https://villur.byko.is/skyrsla',
    );
    for (const value of ['/skyrsla', 'https://r;sandbox/x', 'https://*/x']) {
      expect(problems({ ...valid, BYKO_REPORT_URL: value })).toEqual([
        refused('BYKO_REPORT_URL', expected.url, value, 'https://villur.byko.is/vefhlutar'),
      ]);
    }
  });

  it('carries its path and query percent-encoded', () => {
    expect(settings({ ...valid, BYKO_REPORT_URL: 'https://villur.byko.is/a;b c?x="y"' }).reportUrl).toBe(
      'https://villur.byko.is/a;b%20c?x=%22y%22',
    );
  });
});

describe('PORT and HOST', () => {
  it('are read when set', () => {
    expect(settings({ ...valid, PORT: '0', HOST: '127.0.0.1' })).toMatchObject({
      port: 0,
      host: '127.0.0.1',
    });
  });

  it.each(['80a', '-1', '65536', '8080.5'])('PORT is a port number, not %j', (value) => {
    expect(problems({ ...valid, PORT: value })).toEqual([
      `PORT: expected a port number from 0 to 65535, got ${JSON.stringify(value)}, e.g. 8080`,
    ]);
  });

  it.each(['my host', 'a;b', 'x/y', 'byko.is:8080', '-', '[::1', 'localhost.'])(
    'HOST is a host name or address, not %j',
    (value) => {
      expect(problems({ ...valid, HOST: value })).toEqual([
        `HOST: expected a host name or IP address to listen on, got ${JSON.stringify(value)}, e.g. 0.0.0.0`,
      ]);
    },
  );

  it('HOST takes an IPv6 address with or without its brackets', () => {
    expect(settings({ ...valid, HOST: '[::1]' }).host).toBe('::1');
    expect(settings({ ...valid, HOST: '::' }).host).toBe('::');
  });
});

describe('BYKO_PUBLIC_SOURCE_MAPS', () => {
  it('serves the source maps with 1 alone', () => {
    expect(settings({ ...valid, BYKO_PUBLIC_SOURCE_MAPS: '1' }).publicSourceMaps).toBe(true);
    expect(settings({ ...valid, BYKO_PUBLIC_SOURCE_MAPS: '0' }).publicSourceMaps).toBe(false);
    expect(problems({ ...valid, BYKO_PUBLIC_SOURCE_MAPS: 'yes' })).toEqual([
      'BYKO_PUBLIC_SOURCE_MAPS: expected 1 (source maps served) or 0, got "yes", e.g. 1',
    ]);
  });
});

describe('readStartSettings (npm start)', () => {
  it('reads the same rules, on localhost unless HOST is set', () => {
    expect(readStartSettings({ BYKO_FRAME_ANCESTORS: 'https://www.byko.is/' })).toEqual({
      ok: true,
      settings: {
        port: 8080,
        host: 'localhost',
        allowedOrigins: [],
        frameAncestors: ['https://www.byko.is'],
      },
    });
  });

  it('refuses what npm run serve refuses, a line a setting', () => {
    expect(readStartSettings({ BYKO_FRAME_ANCESTORS: 'https://*', PORT: 'x' })).toEqual({
      ok: false,
      problems: [
        refused(
          'BYKO_FRAME_ANCESTORS',
          expected.origins,
          'https://*',
          'https://www.byko.is https://app.byko.is',
        ),
        'PORT: expected a port number from 0 to 65535, got "x", e.g. 8080',
      ],
    });
  });
});

describe('the example each refusal gives', () => {
  it.each(Object.entries(settingRules))('%s: %j is taken as it stands', (name, { example }) => {
    expect(readSettings({ ...valid, ...googlePay, [name]: example }).ok).toBe(true);
  });
});

describe('the serve command npm run sandbox prints', () => {
  it('works pasted as it is: settings serve takes, on its own host and port', () => {
    const base = 'http://127.0.0.1:8090';
    const lines = welcomeLines(base);
    const command = lines.slice(lines.findIndex((line) => line.startsWith('  BYKO_API_BASE=')));
    expect(command.at(-1)).toBe('  npm run serve');
    const environment = Object.fromEntries(
      command.slice(0, -1).map((line) => {
        const [, name = '', value = ''] = /^ {2}(\w+)='([^']*)' \\$/.exec(line) ?? [];
        return [name, value];
      }),
    );
    expect(readSettings(environment)).toMatchObject({
      ok: true,
      settings: {
        apiBase: base,
        instalmentSigningUrl: `${base}/sandbox/signing/{documentId}`,
        loanSigningUrl: `${base}/sandbox/loan-signing/{documentId}`,
        processorOrigins: [base],
        port: 8080,
        host: '127.0.0.1',
      },
    });
  });
});
