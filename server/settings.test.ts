import { describe, expect, it } from 'vitest';
import { type Environment, readSettings, type Settings } from './settings.ts';

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

describe('readSettings', () => {
  it('reads the four required settings, with the defaults for the rest', () => {
    expect(settings(valid)).toEqual({
      apiBase: 'https://api.byko.is',
      instalmentSigningUrl: 'https://undirritun.byko.is/skjal/{documentId}',
      loanSigningUrl: 'https://undirritun.byko.is/lan/{documentId}',
      processorOrigins: ['https://processor.example', 'https://acs.bank.example'],
      allowedOrigins: [],
      frameAncestors: [],
      port: 8080,
    });
  });

  it('names each problem on a line of its own, all at once', () => {
    expect(problems({})).toEqual([
      'BYKO_API_BASE: required: expected an https origin (http only for localhost or 127.0.0.1), e.g. https://api.byko.is',
      'BYKO_INSTALMENT_SIGNING_URL: required: expected an absolute https URL with {documentId} in it (http only for localhost or 127.0.0.1), e.g. https://undirritun.byko.is/skjal/{documentId}',
      'BYKO_LOAN_SIGNING_URL: required: expected an absolute https URL with {documentId} in it (http only for localhost or 127.0.0.1), e.g. https://undirritun.byko.is/skjal/{documentId}',
      'BYKO_PROCESSOR_ORIGINS: required: expected space-separated https origins (http only for localhost or 127.0.0.1), e.g. https://www.byko.is https://app.byko.is',
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
  ])('is an https origin, not %j', (value) => {
    expect(problems({ ...valid, BYKO_API_BASE: value })).toEqual([
      `BYKO_API_BASE: expected an https origin (http only for localhost or 127.0.0.1), got ${JSON.stringify(value)}`,
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
  ])('is an absolute https URL with {documentId}, not %j', (value) => {
    expect(problems({ ...valid, [name]: value })).toEqual([
      `${name}: expected an absolute https URL with {documentId} in it (http only for localhost or 127.0.0.1), got ${JSON.stringify(value)}`,
    ]);
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
      'BYKO_PROCESSOR_ORIGINS: expected space-separated https origins (http only for localhost or 127.0.0.1), got "*"',
      'BYKO_PROCESSOR_ORIGINS: expected space-separated https origins (http only for localhost or 127.0.0.1), got "http://acs.example"',
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

  it.each(['BYKO_ALLOWED_ORIGINS', 'BYKO_FRAME_ANCESTORS'])(
    '%s may be left out, and takes only origins',
    (name) => {
      expect(problems({ ...valid, [name]: 'https://www.byko.is/takk-fyrir' })).toEqual([
        `${name}: expected space-separated https origins (http only for localhost or 127.0.0.1), got "https://www.byko.is/takk-fyrir"`,
      ]);
    },
  );
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
        `BYKO_GOOGLE_PAY_ENVIRONMENT: expected PRODUCTION or TEST, got ${JSON.stringify(value)}`,
      ]);
    },
  );
});

describe('BYKO_REPORT_URL', () => {
  it('is an absolute https URL when set', () => {
    expect(settings({ ...valid, BYKO_REPORT_URL: 'https://villur.byko.is/skyrsla' }).reportUrl).toBe(
      'https://villur.byko.is/skyrsla',
    );
    expect(problems({ ...valid, BYKO_REPORT_URL: '/skyrsla' })).toEqual([
      'BYKO_REPORT_URL: expected an absolute https URL (http only for localhost or 127.0.0.1), got "/skyrsla"',
    ]);
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
      `PORT: expected a port number from 0 to 65535, got ${JSON.stringify(value)}`,
    ]);
  });
});
