import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  accountLookupSchema,
  appValidationSchema,
  companyListSchema,
  companyMaxAmountSchema,
  companySchema,
  creditControlSchema,
  creditStatusSchema,
  increaseCreditResponseSchema,
  lookupSchema,
} from '../../widgets/company-credit/company-credit.api.ts';
import { anna, bjarni, dagny, einar, type Person } from '../people.ts';
import { testSandbox } from '../testing.ts';
import { byggir as seededByggir } from './fixtures.ts';
import { isoDateMonthsFrom } from './routes.ts';

type Sandbox = ReturnType<typeof testSandbox>;

/** An API error answer: the status and the Icelandic reason. */
const refusal = (status: number, reason: string) => ({ status, body: { reason } });
const ok = (body: unknown = {}) => ({ status: 200, body });

const expired = refusal(401, 'Innskráning er útrunnin');
const notFound = refusal(404, 'Fyrirtæki fannst ekki.');
const aboveMax = refusal(400, 'Umbeðin heimild er hærri en hámark');
const accountExists = refusal(400, 'Reikningur nú þegar til');

// The clock the tests fix: validTo a year on, credit-control a month back and eleven on.
const clock = '2026-03-15T10:00:00.000Z';
const aYearOn = '2027-03-15';

const byggir = {
  accountId: 'C-20001',
  name: 'Byggir ehf.',
  accountSsn: '5302691089',
  finAdmin: true,
  creditAdmin: false,
};
const smidjan = {
  accountId: 'C-20002',
  name: 'Smiðjan hf.',
  accountSsn: '6208092090',
  finAdmin: false,
  creditAdmin: true,
};
const timburhus = {
  accountId: 'C-20003',
  name: 'Timburhús ehf.',
  accountSsn: '4705112060',
  finAdmin: false,
  creditAdmin: false,
};
const tresmidja = {
  accountId: 'C-20010',
  name: 'Trésmiðja Akureyrar ehf.',
  accountSsn: '4101053060',
  finAdmin: false,
  creditAdmin: false,
};
const nyskopun = {
  name: 'Nýsköpun ehf.',
  ssn: '7010124020',
  address: 'Austurstræti 10',
  zipCode: '101',
  city: 'Reykjavík',
};

const increase = (company: { accountId: string; accountSsn: string }, amount: number) => ({
  accountId: company.accountId,
  companySsn: company.accountSsn,
  phone: bjarni.phone,
  email: bjarni.email,
  amount,
});

const emailForm = (overrides: Record<string, unknown> = {}) => ({
  companyName: 'Byggir ehf.',
  companySsn: '5302691089',
  userName: bjarni.name,
  userSsn: bjarni.ssn,
  phone: bjarni.phone,
  email: bjarni.email,
  amount: 5_000_000,
  comments: 'Stórt verkefni í vor',
  gurantors: [{ name: 'Guðrún Pálsdóttir', ssn: '1709715079', email: 'gudrun@example.is' }],
  finAdmins: [{ name: 'Sigurður Karlsson', ssn: '2511883009', email: 'sigurdur@example.is' }],
  ...overrides,
});

const signUp = (person: Person, overrides: Record<string, unknown> = {}) => ({
  companyName: nyskopun.name,
  companySsn: nyskopun.ssn,
  streetName: 'Austurstræti',
  streetNumber: '10',
  zipCode: '101',
  userName: person.name,
  userSsn: person.ssn,
  phone: person.phone,
  email: person.email,
  ...overrides,
});

const appRequest = (overrides: Record<string, unknown> = {}) => ({
  name: bjarni.name,
  phone: bjarni.phone,
  email: bjarni.email,
  amount: 2_000_000,
  companySsn: '5302691089',
  ...overrides,
});

/** A sandbox with the clock fixed and `person` logged in: calls with their token. */
async function signedIn(person: Person, sandbox: Sandbox = testSandbox({ authDelayMs: 0 })) {
  await sandbox.post('/__sandbox/clock', { now: clock });
  const headers = sandbox.bearer(await sandbox.loginByPhone(person));
  return {
    sandbox,
    get: (path: string) => sandbox.get(path, headers),
    post: (path: string, body: unknown) => sandbox.post(path, body, headers),
  };
}

const creditStatusPath = (accountId: string) => `/api/company-credit/credit-status/${accountId}/`;

/** The log's entries for the path, without the logins. */
async function logged(sandbox: Sandbox, path: string) {
  const entries = (await sandbox.get('/__sandbox/requests')).body as { path: string }[];
  return entries.filter((entry) => entry.path === path);
}

// ---------------------------------------------------------------------------------------------

describe('a bearer token is needed', () => {
  it.each([
    '/api/company-credit/user-companies',
    creditStatusPath('C-20001'),
    '/api/company-credit/lookup/4101053060',
    '/api/customers/find/accounts/5302691089',
    '/api/customers/company/5302691089/max-amount',
    '/api/customers/company/5302691089/credit-control',
  ])('GET %s answers 401 without one', async (path) => {
    const sandbox = testSandbox();
    expect(await sandbox.get(path)).toMatchObject(expired);
    expect(await sandbox.get(path, sandbox.bearer('unknown'))).toMatchObject(expired);
  });

  it.each([
    '/api/company-credit/apply/increase-credit',
    '/api/company-credit/apply/email-form',
    '/api/company-credit/apply/sign-up',
    '/api/customers/company-credit-increase-requests',
  ])('POST %s answers 401 without one (before the body is checked)', async (path) => {
    const sandbox = testSandbox();
    expect(await sandbox.post(path, {})).toMatchObject(expired);
  });

  it('app-validation needs none (it gives one)', async () => {
    expect(await testSandbox().post('/company/app-validation/demo-app-guid', {})).toMatchObject({
      status: 200,
    });
  });
});

describe('GET /api/company-credit/user-companies', () => {
  it('gives Bjarni his three companies with his roles, Timburhús with neither flag', async () => {
    const { get } = await signedIn(bjarni);
    const answer = await get('/api/company-credit/user-companies');
    expect(answer).toEqual(expect.objectContaining(ok([byggir, smidjan, timburhus])));
    expect(v.is(companyListSchema, answer.body)).toBe(true);
  });

  it.each([anna, dagny, einar])('gives $name no companies', async (person) => {
    const { get } = await signedIn(person);
    expect(await get('/api/company-credit/user-companies')).toEqual(expect.objectContaining(ok([])));
  });
});

describe('GET /api/company-credit/credit-status/{accountId}/', () => {
  it.each([
    ['Byggir ehf.', 'C-20001', 1_000_000, 3_000_000],
    ['Timburhús ehf.', 'C-20003', 400_000, 1_000_000],
    ['Trésmiðja Akureyrar ehf. (no one of Bjarni’s)', 'C-20010', 500_000, 2_000_000],
  ] as const)(
    'answers %s (%s): %i kr. until a year from the clock, up to %i',
    async (_, accountId, currentCredit, maxRequestableAmount) => {
      const { get } = await signedIn(bjarni);
      const answer = await get(creditStatusPath(accountId));
      expect(answer).toEqual(
        expect.objectContaining(ok({ currentCredit, validTo: aYearOn, maxRequestableAmount })),
      );
      expect(v.is(creditStatusSchema, answer.body)).toBe(true);
    },
  );

  it('fails for Smiðjan hf.: 500 "Ekki tókst að sækja stöðu heimildar."', async () => {
    const { get } = await signedIn(bjarni);
    expect(await get(creditStatusPath('C-20002'))).toMatchObject(
      refusal(500, 'Ekki tókst að sækja stöðu heimildar.'),
    );
  });

  it('answers 404 "Fyrirtæki fannst ekki." for an unknown account', async () => {
    const { get } = await signedIn(bjarni);
    expect(await get(creditStatusPath('C-29999'))).toMatchObject(notFound);
    expect(await get(creditStatusPath('C-10002'))).toMatchObject(notFound);
  });

  it('is at the path with the trailing slash only (the API’s)', async () => {
    const { get } = await signedIn(bjarni);
    expect(await get('/api/company-credit/credit-status/C-20001')).toMatchObject(
      refusal(404, 'Slóðin fannst ekki'),
    );
  });

  it('follows the clock; a day the month lacks is its last day', async () => {
    const { sandbox, get } = await signedIn(bjarni);
    await sandbox.post('/__sandbox/clock', { now: '2028-02-29T12:00:00.000Z' });
    expect(await get(creditStatusPath('C-20001'))).toMatchObject(ok({ validTo: '2029-02-28' }));
  });
});

describe('GET /api/company-credit/lookup/{ssn}', () => {
  it('answers Trésmiðja Akureyrar ehf. as an existing account (flags false)', async () => {
    const { get } = await signedIn(bjarni);
    const answer = await get('/api/company-credit/lookup/4101053060');
    expect(answer).toEqual(expect.objectContaining(ok({ existingAccount: tresmidja })));
    expect(v.is(lookupSchema, answer.body)).toBe(true);
  });

  it('answers Nýsköpun ehf. as a new company', async () => {
    const { get } = await signedIn(bjarni);
    const answer = await get('/api/company-credit/lookup/7010124020');
    expect(answer).toEqual(expect.objectContaining(ok({ newCompanyInfo: nyskopun })));
    expect(v.is(lookupSchema, answer.body)).toBe(true);
  });

  it('answers {} (neither) for 5804145080', async () => {
    const { get } = await signedIn(bjarni);
    expect(await get('/api/company-credit/lookup/5804145080')).toEqual(expect.objectContaining(ok({})));
  });

  it.each([
    ['5302691089', byggir],
    ['6208092090', smidjan],
    ['4705112060', timburhus],
  ])('answers Bjarni’s own %s as an existing account with his flags', async (ssn, company) => {
    const { get } = await signedIn(bjarni);
    expect(await get(`/api/company-credit/lookup/${ssn}`)).toEqual(
      expect.objectContaining(ok({ existingAccount: company })),
    );
  });

  it('answers Byggir ehf. to Anna with no flags (not hers)', async () => {
    const { get } = await signedIn(anna);
    expect(await get('/api/company-credit/lookup/5302691089')).toMatchObject(
      ok({ existingAccount: { ...byggir, finAdmin: false, creditAdmin: false } }),
    );
  });

  it.each(['1709715079', '0000000000', '123'])('answers 404 "Fyrirtæki fannst ekki." for %s', async (ssn) => {
    const { get } = await signedIn(bjarni);
    expect(await get(`/api/company-credit/lookup/${ssn}`)).toMatchObject(notFound);
  });
});

describe('POST /api/company-credit/apply/increase-credit', () => {
  it('raises Byggir ehf. to 2 000 000: the answer and the credit status show the new limit', async () => {
    const { get, post } = await signedIn(bjarni);
    const answer = await post('/api/company-credit/apply/increase-credit', increase(byggir, 2_000_000));
    expect(answer).toEqual(expect.objectContaining(ok({ currentCredit: 2_000_000, validTo: aYearOn })));
    expect(v.is(increaseCreditResponseSchema, answer.body)).toBe(true);
    expect(await get(creditStatusPath('C-20001'))).toMatchObject(
      ok({ currentCredit: 2_000_000, validTo: aYearOn, maxRequestableAmount: 3_000_000 }),
    ); // The seed is untouched (the state holds copies).
    expect(seededByggir.currentCredit).toBe(1_000_000);
  });

  it('keeps the limit’s end from the day of the increase when the clock moves on', async () => {
    const { sandbox, get, post } = await signedIn(bjarni);
    await post('/api/company-credit/apply/increase-credit', increase(timburhus, 900_000));
    await sandbox.post('/__sandbox/clock', { now: '2026-06-01T10:00:00.000Z' });
    expect(await get(creditStatusPath('C-20003'))).toMatchObject(
      ok({ currentCredit: 900_000, validTo: aYearOn }),
    );
    // The seeded limits still run a year from the clock.
    expect(await get(creditStatusPath('C-20001'))).toMatchObject(ok({ validTo: '2027-06-01' }));
  });

  it('accepts exactly maxRequestableAmount', async () => {
    const { post } = await signedIn(bjarni);
    expect(
      await post('/api/company-credit/apply/increase-credit', increase(tresmidja, 2_000_000)),
    ).toMatchObject(ok({ currentCredit: 2_000_000 }));
  });

  it('refuses above maxRequestableAmount: "Umbeðin heimild er hærri en hámark", the limit unchanged', async () => {
    const { get, post } = await signedIn(bjarni);
    expect(
      await post('/api/company-credit/apply/increase-credit', increase(byggir, 3_000_001)),
    ).toMatchObject(aboveMax);
    expect(await get(creditStatusPath('C-20001'))).toMatchObject(ok({ currentCredit: 1_000_000 }));
  });

  it('refuses every amount for Smiðjan hf., whose status is unknown', async () => {
    const { post } = await signedIn(bjarni);
    expect(await post('/api/company-credit/apply/increase-credit', increase(smidjan, 1))).toMatchObject(
      aboveMax,
    );
  });

  it('answers 404 for an unknown account, or a kennitala that is not the account’s', async () => {
    const { post } = await signedIn(bjarni);
    expect(
      await post('/api/company-credit/apply/increase-credit', {
        ...increase(byggir, 100),
        accountId: 'C-29999',
      }),
    ).toMatchObject(notFound);
    expect(
      await post('/api/company-credit/apply/increase-credit', {
        ...increase(byggir, 100),
        companySsn: smidjan.accountSsn,
      }),
    ).toMatchObject(notFound);
  });

  it.each([
    [{ phone: 'abc' }, "Símanúmer getur aðeins innihaldið tölustafi og '+'"],
    [{ email: 'bjarni' }, 'Netfang er ekki gilt'],
    [{ companySsn: '123' }, 'Kennitala þarf að vera 10 stafir'],
    [{ amount: 0 }, 'Reiturinn „amount“ er ekki gildur'],
    [{ amount: 1.5 }, 'Reiturinn „amount“ er ekki gildur'],
    [{ amount: '1000' }, 'Reiturinn „amount“ er ekki gildur'],
    [{ accountId: undefined }, 'Reitinn „accountId“ vantar'],
  ])('refuses a bad body %o: 400 "%s", the limit unchanged', async (change, reason) => {
    const { get, post } = await signedIn(bjarni);
    expect(
      await post('/api/company-credit/apply/increase-credit', { ...increase(byggir, 2_000_000), ...change }),
    ).toMatchObject(refusal(400, reason));
    expect(await get(creditStatusPath('C-20001'))).toMatchObject(ok({ currentCredit: 1_000_000 }));
  });

  it('refuses a body that is not JSON', async () => {
    const { post } = await signedIn(bjarni);
    expect(await post('/api/company-credit/apply/increase-credit', '{')).toMatchObject(
      refusal(400, 'Beiðnin er ekki gilt JSON'),
    );
  });
});

describe('POST /api/company-credit/apply/email-form', () => {
  it('answers 200 {} and the log keeps the application', async () => {
    const { sandbox, post } = await signedIn(bjarni);
    expect(await post('/api/company-credit/apply/email-form', emailForm())).toEqual(
      expect.objectContaining(ok({})),
    );
    expect(await logged(sandbox, '/api/company-credit/apply/email-form')).toEqual([
      expect.objectContaining({ method: 'POST', body: emailForm(), status: 200 }),
    ]);
  });

  it('accepts no guarantors, no extra people and an empty comment', async () => {
    const { post } = await signedIn(bjarni);
    expect(
      await post(
        '/api/company-credit/apply/email-form',
        emailForm({ gurantors: [], finAdmins: [], comments: '' }),
      ),
    ).toMatchObject(ok({}));
  });

  it.each([
    [{ companyName: ' ' }, 'Vinsamlegast fyllið út þennan reit'],
    [{ userSsn: '05079530' }, 'Kennitala þarf að vera 10 stafir'],
    [{ amount: -1 }, 'Reiturinn „amount“ er ekki gildur'],
    [
      { gurantors: [{ name: 'Guðrún Pálsdóttir', ssn: '1709715079', email: 'gudrun' }] },
      'Netfang er ekki gilt',
    ],
    [
      { finAdmins: [{ name: '', ssn: '2511883009', email: 'sigurdur@example.is' }] },
      'Vinsamlegast fyllið út þennan reit',
    ],
    [{ gurantors: undefined }, 'Reitinn „gurantors“ vantar'],
  ])('refuses a bad body %o: 400 "%s"', async (change, reason) => {
    const { post } = await signedIn(bjarni);
    expect(await post('/api/company-credit/apply/email-form', emailForm(change))).toMatchObject(
      refusal(400, reason),
    );
  });
});

describe('POST /api/company-credit/apply/sign-up', () => {
  it('signs Nýsköpun ehf. up: the new company, then in the list, the lookup and the credit status', async () => {
    const { get, post } = await signedIn(bjarni);
    const company = {
      accountId: 'C-20011',
      name: 'Nýsköpun ehf.',
      accountSsn: '7010124020',
      finAdmin: true,
      creditAdmin: true,
    };
    const answer = await post('/api/company-credit/apply/sign-up', signUp(bjarni));
    expect(answer).toEqual(expect.objectContaining(ok(company)));
    expect(v.is(companySchema, answer.body)).toBe(true);
    expect(await get('/api/company-credit/user-companies')).toMatchObject(
      ok([byggir, smidjan, timburhus, company]),
    );
    expect(await get('/api/company-credit/lookup/7010124020')).toEqual(
      expect.objectContaining(ok({ existingAccount: company })),
    );
    expect(await get(creditStatusPath('C-20011'))).toEqual(
      expect.objectContaining(ok({ currentCredit: 0, validTo: aYearOn, maxRequestableAmount: 1_000_000 })),
    );
    // Its credit can then be raised up to the million.
    expect(
      await post('/api/company-credit/apply/increase-credit', increase(company, 1_000_000)),
    ).toMatchObject(ok({ currentCredit: 1_000_000 }));
    expect(
      await post('/api/company-credit/apply/increase-credit', increase(company, 1_000_001)),
    ).toMatchObject(aboveMax);
  });

  it('a second sign-up of the same kennitala: 400 "Reikningur nú þegar til"', async () => {
    const { post } = await signedIn(bjarni);
    await post('/api/company-credit/apply/sign-up', signUp(bjarni));
    expect(await post('/api/company-credit/apply/sign-up', signUp(bjarni))).toMatchObject(accountExists);
  });

  it.each([
    ['Byggir ehf.', '5302691089'],
    ['Trésmiðja Akureyrar ehf.', '4101053060'],
  ])('refuses %s, which has an account: 400 "Reikningur nú þegar til"', async (companyName, companySsn) => {
    const { get, post } = await signedIn(dagny);
    expect(
      await post('/api/company-credit/apply/sign-up', signUp(dagny, { companyName, companySsn })),
    ).toMatchObject(accountExists);
    expect(await get('/api/company-credit/user-companies')).toMatchObject(ok([]));
  });

  it('numbers the next company C-20012; each is its signer’s only', async () => {
    const { sandbox, get, post } = await signedIn(bjarni);
    await post('/api/company-credit/apply/sign-up', signUp(bjarni));
    const annaSession = await signedIn(anna, sandbox);
    const answer = await annaSession.post(
      '/api/company-credit/apply/sign-up',
      signUp(anna, { companyName: 'Nýtt ehf.', companySsn: '5804145080' }),
    );
    const annas = {
      accountId: 'C-20012',
      name: 'Nýtt ehf.',
      accountSsn: '5804145080',
      finAdmin: true,
      creditAdmin: true,
    };
    expect(answer).toMatchObject(ok(annas));
    expect(await annaSession.get('/api/company-credit/user-companies')).toMatchObject(ok([annas]));
    expect((await get('/api/company-credit/user-companies')).body).toHaveLength(4);
    // No longer "neither": the lookup answers the account, with Bjarni's (absent) roles.
    expect(await get('/api/company-credit/lookup/5804145080')).toMatchObject(
      ok({ existingAccount: { ...annas, finAdmin: false, creditAdmin: false } }),
    );
  });

  it.each([
    [{ companyName: '' }, 'Vinsamlegast fyllið út þennan reit'],
    [{ companySsn: '70101240' }, 'Kennitala þarf að vera 10 stafir'],
    [{ zipCode: '1o1' }, 'Reiturinn „zipCode“ er ekki gildur'],
    [{ streetName: ' ' }, 'Vinsamlegast fyllið út þennan reit'],
    [{ email: 'bjarni@' }, 'Netfang er ekki gilt'],
  ])('refuses a bad body %o: 400 "%s", nothing added', async (change, reason) => {
    const { get, post } = await signedIn(bjarni);
    expect(await post('/api/company-credit/apply/sign-up', signUp(bjarni, change))).toMatchObject(
      refusal(400, reason),
    );
    expect((await get('/api/company-credit/user-companies')).body).toHaveLength(3);
  });
});

describe('POST /company/app-validation/{guid}', () => {
  it('answers Bjarni for Byggir ehf. with a token every other call accepts', async () => {
    const sandbox = testSandbox();
    const answer = await sandbox.post('/company/app-validation/demo-app-guid', {});
    expect(answer).toMatchObject(
      ok({ name: 'Bjarni Sigurðsson', ssn: '0507953069', companySsn: '5302691089', phoneNumber: '8202345' }),
    );
    const { authToken } = v.parse(appValidationSchema, answer.body);
    expect(authToken).toMatch(/^[0-9a-f]{64}$/);
    const headers = sandbox.bearer(authToken);
    expect(await sandbox.get('/api/customers/me', headers)).toMatchObject(ok({ custAccount: 'C-10002' }));
    expect(await sandbox.get('/api/auth/info', headers)).toMatchObject(ok({ ssn: bjarni.ssn }));
    expect(await sandbox.get('/api/customers/find/accounts/5302691089', headers)).toMatchObject(
      ok({ custName: 'Byggir ehf.' }),
    );
    expect(await sandbox.get('/api/company-credit/user-companies', headers)).toMatchObject(
      ok([byggir, smidjan, timburhus]),
    );
  });

  it('works again and again, each time with a new token; the earlier ones still work', async () => {
    const sandbox = testSandbox();
    const first = v.parse(
      appValidationSchema,
      (await sandbox.post('/company/app-validation/demo-app-guid', {})).body,
    );
    const second = v.parse(
      appValidationSchema,
      (await sandbox.post('/company/app-validation/demo-app-guid', {})).body,
    );
    expect(second.authToken).not.toBe(first.authToken);
    for (const { authToken } of [first, second]) {
      expect(await sandbox.get('/api/auth/info', sandbox.bearer(authToken))).toMatchObject({ status: 200 });
    }
  });

  it.each(['other-guid', 'DEMO-APP-GUID', 'demo-app-guid-2'])(
    'refuses %s: 400 "Ógild auðkenning"',
    async (guid) => {
      expect(await testSandbox().post(`/company/app-validation/${guid}`, {})).toMatchObject(
        refusal(400, 'Ógild auðkenning'),
      );
    },
  );

  it('is logged and faultable (/company is an API prefix)', async () => {
    const sandbox = testSandbox();
    await sandbox.post('/__sandbox/faults', { match: 'POST /company/app-validation', fault: '500' });
    expect(await sandbox.post('/company/app-validation/demo-app-guid', {})).toMatchObject({ status: 500 });
    expect(await sandbox.post('/company/app-validation/demo-app-guid', {})).toMatchObject({ status: 200 });
    expect(await logged(sandbox, '/company/app-validation/demo-app-guid')).toEqual([
      expect.objectContaining({ method: 'POST', status: 500 }),
      expect.objectContaining({ method: 'POST', status: 200 }),
    ]);
  });
});

describe('GET /api/customers/find/accounts/{companySsn}', () => {
  it.each([
    [
      '5302691089',
      { custName: 'Byggir ehf.', custAccount: 'C-20001', email: 'byggir@example.is', telephone: '5151000' },
    ],
    [
      '6208092090',
      { custName: 'Smiðjan hf.', custAccount: 'C-20002', email: 'smidjan@example.is', telephone: '5152000' },
    ],
    [
      '4705112060',
      {
        custName: 'Timburhús ehf.',
        custAccount: 'C-20003',
        email: 'timburhus@example.is',
        telephone: '5153000',
      },
    ],
  ])('answers %s', async (ssn, account) => {
    const { get } = await signedIn(bjarni);
    const answer = await get(`/api/customers/find/accounts/${ssn}`);
    expect(answer).toEqual(expect.objectContaining(ok(account)));
    expect(v.is(accountLookupSchema, answer.body)).toBe(true);
  });

  it.each(['4101053060', '7010124020', '5804145080', '0507953069', 'x'])(
    'answers 404 "Fyrirtæki fannst ekki." for %s',
    async (ssn) => {
      const { get } = await signedIn(bjarni);
      expect(await get(`/api/customers/find/accounts/${ssn}`)).toMatchObject(notFound);
    },
  );
});

describe('GET /api/customers/company/{ssn}/max-amount', () => {
  it.each([
    ['5302691089', 3_000_000],
    ['6208092090', null],
    ['4705112060', 1_500_000],
  ])('answers %s: %s', async (ssn, maxAmount) => {
    const { get } = await signedIn(bjarni);
    const answer = await get(`/api/customers/company/${ssn}/max-amount`);
    expect(answer).toEqual(expect.objectContaining(ok(maxAmount)));
    expect(v.is(companyMaxAmountSchema, answer.body)).toBe(true);
  });

  it.each(['4101053060', '1234567890'])('answers 404 for %s', async (ssn) => {
    const { get } = await signedIn(bjarni);
    expect(await get(`/api/customers/company/${ssn}/max-amount`)).toMatchObject(notFound);
  });
});

describe('GET /api/customers/company/{ssn}/credit-control', () => {
  it.each([
    ['5302691089', 1_000_000],
    ['6208092090', 250_000],
    ['4705112060', 400_000],
  ])('answers %s: %i kr. from a month before the clock to eleven after', async (ssn, creditLimitMST) => {
    const { get } = await signedIn(bjarni);
    const answer = await get(`/api/customers/company/${ssn}/credit-control`);
    expect(answer).toEqual(
      expect.objectContaining(ok({ creditLimitMST, validFrom: '2026-02-15', validTo: '2027-02-15' })),
    );
    expect(v.is(creditControlSchema, answer.body)).toBe(true);
  });

  it('follows the web flow’s increase', async () => {
    const { get, post } = await signedIn(bjarni);
    await post('/api/company-credit/apply/increase-credit', increase(byggir, 2_500_000));
    expect(await get('/api/customers/company/5302691089/credit-control')).toMatchObject(
      ok({ creditLimitMST: 2_500_000 }),
    );
  });

  it('answers 404 for a company the app does not know', async () => {
    const { get } = await signedIn(bjarni);
    expect(await get('/api/customers/company/4101053060/credit-control')).toMatchObject(notFound);
  });
});

describe('POST /api/customers/company-credit-increase-requests', () => {
  it('answers 200 with an empty body; the log keeps the request; the limit is unchanged', async () => {
    const { sandbox, get, post } = await signedIn(bjarni);
    const answer = await post('/api/customers/company-credit-increase-requests', appRequest());
    expect(answer).toMatchObject({ status: 200, body: null });
    expect(await logged(sandbox, '/api/customers/company-credit-increase-requests')).toEqual([
      expect.objectContaining({ method: 'POST', body: appRequest(), status: 200 }),
    ]);
    expect(await get('/api/customers/company/5302691089/credit-control')).toMatchObject(
      ok({ creditLimitMST: 1_000_000 }),
    );
  });

  it('answers 404 for a company the app does not know', async () => {
    const { post } = await signedIn(bjarni);
    expect(
      await post('/api/customers/company-credit-increase-requests', appRequest({ companySsn: '4101053060' })),
    ).toMatchObject(notFound);
  });

  it.each([
    [{ amount: 0 }, 'Reiturinn „amount“ er ekki gildur'],
    [{ amount: 10.5 }, 'Reiturinn „amount“ er ekki gildur'],
    [{ phone: '82-02345' }, "Símanúmer getur aðeins innihaldið tölustafi og '+'"],
    [{ email: '' }, 'Netfang er ekki gilt'],
    [{ companySsn: '530269108' }, 'Kennitala þarf að vera 10 stafir'],
    [{ name: undefined }, 'Reitinn „name“ vantar'],
  ])('refuses a bad body %o: 400 "%s"', async (change, reason) => {
    const { post } = await signedIn(bjarni);
    expect(await post('/api/customers/company-credit-increase-requests', appRequest(change))).toMatchObject(
      refusal(400, reason),
    );
  });
});

describe('state, reset and the neighbours', () => {
  it('reset restores the limits, forgets sign-ups and app tokens, and numbers from C-20011 again', async () => {
    const { sandbox, post } = await signedIn(bjarni);
    await post('/api/company-credit/apply/increase-credit', increase(byggir, 3_000_000));
    await post('/api/company-credit/apply/sign-up', signUp(bjarni));
    const validation = v.parse(
      appValidationSchema,
      (await sandbox.post('/company/app-validation/demo-app-guid', {})).body,
    );
    await sandbox.post('/__sandbox/reset', {});

    expect(await sandbox.get('/api/auth/info', sandbox.bearer(validation.authToken))).toMatchObject(expired);
    const again = await signedIn(bjarni, sandbox);
    expect(await again.get(creditStatusPath('C-20001'))).toMatchObject(ok({ currentCredit: 1_000_000 }));
    expect(await again.get('/api/company-credit/user-companies')).toMatchObject(
      ok([byggir, smidjan, timburhus]),
    );
    expect(await again.get('/api/company-credit/lookup/7010124020')).toMatchObject(
      ok({ newCompanyInfo: nyskopun }),
    );
    expect(await again.post('/api/company-credit/apply/sign-up', signUp(bjarni))).toMatchObject(
      ok({ accountId: 'C-20011' }),
    );
  });

  it('two apps do not share company state', async () => {
    const first = await signedIn(bjarni);
    const second = await signedIn(bjarni);
    await first.post('/api/company-credit/apply/increase-credit', increase(byggir, 2_000_000));
    expect(await first.get(creditStatusPath('C-20001'))).toMatchObject(ok({ currentCredit: 2_000_000 }));
    expect(await second.get(creditStatusPath('C-20001'))).toMatchObject(ok({ currentCredit: 1_000_000 }));
  });

  it('keeps the other /api/customers calls answering beside the app’s', async () => {
    const { get } = await signedIn(bjarni);
    expect(await get('/api/customers/me')).toMatchObject(ok({ custAccount: 'C-10002' }));
    expect(await get('/api/customers/me/max-amount')).toMatchObject(ok({ maxAmount: 1_000_000 }));
    expect(await get('/api/customers/5302691089/tjodskra')).toMatchObject(
      ok({ ssn: '5302691089', name: 'Byggir ehf.' }),
    );
    expect(await get('/api/customers/7010124020/tjodskra')).toMatchObject(
      ok({ ssn: '7010124020', name: 'Nýsköpun ehf.' }),
    );
  });

  it('applies faults to the company credit calls', async () => {
    const { sandbox, get } = await signedIn(bjarni);
    await sandbox.post('/__sandbox/faults', {
      match: 'GET /api/company-credit/user-companies',
      fault: 'reason',
      reason: 'Prófunarvilla',
    });
    expect(await get('/api/company-credit/user-companies')).toMatchObject(refusal(400, 'Prófunarvilla'));
    expect(await get('/api/company-credit/user-companies')).toMatchObject({ status: 200 });
  });
});

describe('isoDateMonthsFrom', () => {
  it.each([
    ['2026-03-15T10:00:00Z', 12, '2027-03-15'],
    ['2026-03-15T10:00:00Z', -1, '2026-02-15'],
    ['2026-03-15T10:00:00Z', 11, '2027-02-15'],
    ['2026-01-31T10:00:00Z', 1, '2026-02-28'],
    ['2028-03-31T10:00:00Z', -1, '2028-02-29'],
    ['2026-12-10T23:59:00Z', 1, '2027-01-10'],
    ['2027-01-10T00:00:00Z', -1, '2026-12-10'],
    ['2028-02-29T12:00:00Z', 12, '2029-02-28'],
  ])('%s %+i months is %s', (from, months, expected) => {
    expect(isoDateMonthsFrom(new Date(from), months)).toBe(expected);
  });
});
