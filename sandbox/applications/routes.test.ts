import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  addressListSchema,
  maxAmountSchema,
  registryEntrySchema,
} from '../../widgets/core/applications/applications.api.ts';
import { isValidKennitala } from '../../widgets/core/fields/index.ts';
import { guarantorApplicationSchema } from '../../widgets/guarantor/guarantor.api.ts';
import { invoiceAccountResponseSchema } from '../../widgets/invoice-account/invoice-account.api.ts';
import { loanMaxAmountSchema, loanSubmitResponseSchema } from '../../widgets/loan/loan.api.ts';
import { isSandboxPath } from '../app.ts';
import { anna, bjarni, dagny, einar, type Person } from '../people.ts';
import { testSandbox } from '../testing.ts';
import { addresses, registry } from './fixtures.ts';

type Sandbox = ReturnType<typeof testSandbox>;

/** An API error answer: the status and the Icelandic reason. */
const refusal = (status: number, reason: string) => ({ status, body: { reason } });
const ok = (body: unknown = {}) => ({ status: 200, body });

const contact = (person: Person) => ({ phone: person.phone, email: person.email });

const accountApplication = (person: Person, amount: number) => ({
  ...contact(person),
  streetName: 'Laugavegur',
  streetNumber: '10',
  zipCode: '101',
  amount,
  description: 'Vegna framkvæmda',
});

const cashApplication = (person: Person) => ({
  ...contact(person),
  streetName: 'Glerárgata',
  streetNumber: '36',
  zipCode: '600',
  comment: 'Nýtt heimilisfang',
});

const loanRequest = (person: Person, amount: number) => ({
  ...contact(person),
  amount,
  description: 'Nýtt eldhús',
});

const invoiceApplication = (overrides: Record<string, unknown> = {}) => ({
  customerName: 'Byggir ehf.',
  customerSsn: '5302691089',
  customerPhone: bjarni.phone,
  customerEmail: bjarni.email,
  sendInvoiceOption: 'Email',
  sendInvoiceEmail: 'reikningar@byggir.is',
  guaranteeAmount: 500_000,
  pinNumber: '1234',
  auditors: [{ ssn: '1709715079', name: 'Guðrún Pálsdóttir' }],
  guarantors: [{ ssn: '2511883009', name: 'Sigurður Karlsson', email: 'sigurdur@example.is' }],
  comment: '',
  ...overrides,
});

const g1 = {
  id: 'G-1',
  ssn: '0101701099',
  name: 'Einar Ólafsson',
  accountName: 'Byggir ehf.',
  email: 'einar@example.is',
};

/** A sandbox with `person` logged in: calls with their token. */
async function signedIn(person: Person, sandbox: Sandbox = testSandbox({ authDelayMs: 0 })) {
  const headers = sandbox.bearer(await sandbox.loginByPhone(person));
  return {
    sandbox,
    get: (path: string) => sandbox.get(path, headers),
    post: (path: string, body: unknown) => sandbox.post(path, body, headers),
  };
}

async function getPage(sandbox: Sandbox, path: string) {
  const response = await sandbox.app.request(path);
  return {
    status: response.status,
    type: response.headers.get('Content-Type') ?? '',
    text: await response.text(),
  };
}

async function formPost(sandbox: Sandbox, path: string, accept?: string) {
  const response = await sandbox.app.request(path, {
    method: 'POST',
    body: new URLSearchParams({}),
    ...(accept ? { headers: { Accept: accept } } : {}),
  });
  return {
    status: response.status,
    type: response.headers.get('Content-Type') ?? '',
    text: await response.text(),
  };
}

// ---------------------------------------------------------------------------------------------

describe('a bearer token is needed', () => {
  const expired = refusal(401, 'Innskráning er útrunnin');

  it.each([
    '/api/customers/me/max-amount',
    '/api/loan/max-amount',
    '/api/loan/signing-status/loan-0000000000000000',
    '/api/customers/applications/guarantor/G-1',
    '/api/customers/1203892039/tjodskra',
  ])('GET %s answers 401 without one', async (path) => {
    const sandbox = testSandbox();
    expect(await sandbox.get(path)).toMatchObject(expired);
    expect(await sandbox.get(path, sandbox.bearer('unknown'))).toMatchObject(expired);
  });

  it.each([
    '/api/loan/submit-request',
    '/api/customers/applications/sign-up',
    '/api/customers/applications/sign-up-stgr',
    '/api/customers/applications/increase-credit',
    '/api/customers/applications/renovation',
    '/api/customers/applications/manual-credit',
    '/api/customers/applications/guarantor',
  ])('POST %s answers 401 without one (before the body is checked)', async (path) => {
    const sandbox = testSandbox();
    expect(await sandbox.post(path, {})).toMatchObject(expired);
  });

  it('the address search needs none', async () => {
    expect(await testSandbox().get('/api/address/query?q=Laugavegur')).toMatchObject({ status: 200 });
  });
});

describe('GET /api/customers/me/max-amount', () => {
  it.each([
    [anna.name, 400_000, anna],
    [bjarni.name, 1_000_000, bjarni],
    [dagny.name, 300_000, dagny],
    [einar.name, 400_000, einar],
  ] as const)('gives %s { maxAmount: %i }', async (_, maxAmount, person) => {
    const { get } = await signedIn(person);
    const answer = await get('/api/customers/me/max-amount');
    expect(answer).toEqual(expect.objectContaining(ok({ maxAmount })));
    expect(v.is(maxAmountSchema, answer.body)).toBe(true);
  });
});

describe('GET /api/loan/max-amount', () => {
  it("gives Bjarni his loan limit and account's standing", async () => {
    const { get } = await signedIn(bjarni);
    const answer = await get('/api/loan/max-amount');
    expect(answer).toMatchObject(
      ok({
        maxAmount: 1_500_000,
        usableAmount: 1_200_000,
        accountStatus: { balance: 300_000, creditLimit: 500_000, availableCredit: 200_000 },
      }),
    );
    expect(v.is(loanMaxAmountSchema, answer.body)).toBe(true);
  });

  it.each([anna, einar])('gives $name zeros and no account status', async (person) => {
    const { get } = await signedIn(person);
    expect(await get('/api/loan/max-amount')).toMatchObject(
      ok({ maxAmount: 0, usableAmount: 0, accountStatus: null }),
    );
  });

  it('answers 404 "Ekki í viðskiptum" for Dagný, then zeros once she is an account customer', async () => {
    const { get, post } = await signedIn(dagny);
    expect(await get('/api/loan/max-amount')).toMatchObject(refusal(404, 'Ekki í viðskiptum'));
    expect(
      await post('/api/customers/applications/sign-up', accountApplication(dagny, 300_000)),
    ).toMatchObject(ok());
    expect(await get('/api/loan/max-amount')).toMatchObject(
      ok({ maxAmount: 0, usableAmount: 0, accountStatus: null }),
    );
  });

  it("follows Bjarni's credit limit after a limit change", async () => {
    const { get, post } = await signedIn(bjarni);
    await post('/api/customers/applications/increase-credit', { ...contact(bjarni), amount: 800_000 });
    expect(await get('/api/loan/max-amount')).toMatchObject(
      ok({ accountStatus: { balance: 300_000, creditLimit: 800_000, availableCredit: 500_000 } }),
    );
  });
});

describe('POST /api/loan/submit-request', () => {
  it.each([199_999, 1_200_001, 1_500_000])(
    'refuses %i kr. for Bjarni: "Upphæð er utan marka"',
    async (amount) => {
      const { post } = await signedIn(bjarni);
      expect(await post('/api/loan/submit-request', loanRequest(bjarni, amount))).toMatchObject(
        refusal(400, 'Upphæð er utan marka'),
      );
    },
  );

  it.each([200_000, 1_200_000])('accepts %i kr. for Bjarni with a loan- document id', async (amount) => {
    const { get, post, sandbox } = await signedIn(bjarni);
    const answer = await post('/api/loan/submit-request', loanRequest(bjarni, amount));
    expect(answer.status).toBe(200);
    const { documentId } = v.parse(loanSubmitResponseSchema, answer.body);
    expect(documentId).toMatch(/^loan-[0-9a-f]{16}$/);
    // Stored, unsigned, until the signing page signs it.
    expect(await get(`/api/loan/signing-status/${documentId}`)).toMatchObject(ok({ signed: false }));
    expect((await getPage(sandbox, `/sandbox/loan-signing/${documentId}`)).status).toBe(200);
    const requests = await sandbox.get('/__sandbox/requests');
    expect(requests.body).toContainEqual(
      expect.objectContaining({
        path: '/api/loan/submit-request',
        body: loanRequest(bjarni, amount),
        status: 200,
      }),
    );
  });

  it('refuses every amount for Anna, whose usable amount is 0', async () => {
    const { post } = await signedIn(anna);
    expect(await post('/api/loan/submit-request', loanRequest(anna, 200_000))).toMatchObject(
      refusal(400, 'Upphæð er utan marka'),
    );
  });

  it('answers 404 "Ekki í viðskiptum" for Dagný', async () => {
    const { post } = await signedIn(dagny);
    expect(await post('/api/loan/submit-request', loanRequest(dagny, 300_000))).toMatchObject(
      refusal(404, 'Ekki í viðskiptum'),
    );
  });

  it('checks the body with the loan schema', async () => {
    const { post } = await signedIn(bjarni);
    expect(
      await post('/api/loan/submit-request', { ...loanRequest(bjarni, 300_000), phone: 'abc' }),
    ).toMatchObject(refusal(400, "Símanúmer getur aðeins innihaldið tölustafi og '+'"));
    expect(
      await post('/api/loan/submit-request', { ...loanRequest(bjarni, 300_000), amount: 1.5 }),
    ).toMatchObject(refusal(400, 'Reiturinn „amount“ er ekki gildur'));
    expect(
      await post('/api/loan/submit-request', { ...loanRequest(bjarni, 300_000), description: ' ' }),
    ).toMatchObject(refusal(400, 'Vinsamlegast fyllið út þennan reit'));
  });
});

describe('the loan signing page and status', () => {
  async function submittedLoan() {
    const session = await signedIn(bjarni);
    const answer = await session.post('/api/loan/submit-request', loanRequest(bjarni, 350_000));
    const { documentId } = v.parse(loanSubmitResponseSchema, answer.body);
    return { ...session, documentId, pagePath: `/sandbox/loan-signing/${documentId}` };
  }

  it('is a sandbox page path', () => {
    expect(isSandboxPath('/sandbox/loan-signing/loan-0123456789abcdef')).toBe(true);
  });

  it('shows the loan with Undirrita; pressing it signs the loan and the status says signed', async () => {
    const { sandbox, get, documentId, pagePath } = await submittedLoan();
    expect(await get(`/api/loan/signing-status/${documentId}`)).toMatchObject(ok({ signed: false }));

    const page = await getPage(sandbox, pagePath);
    expect(page.status).toBe(200);
    expect(page.type).toContain('text/html');
    expect(page.text).toContain('<html lang="is">');
    expect(page.text).toContain('<h1>Undirritun</h1>');
    expect(page.text).toContain('350.000 kr.');
    expect(page.text).toContain('Bjarni Sigurðsson');
    expect(page.text).toContain('<form method="post"');
    expect(page.text).toContain('<button type="submit">Undirrita</button>');

    const signed = await formPost(sandbox, pagePath);
    expect(signed.status).toBe(200);
    expect(signed.text).toContain('Skjalið hefur verið undirritað.');
    expect(signed.text).not.toContain('Undirrita</button>');
    expect(await get(`/api/loan/signing-status/${documentId}`)).toMatchObject(ok({ signed: true }));
    // Opened again, it says it is signed.
    expect((await getPage(sandbox, pagePath)).text).toContain('Skjalið hefur verið undirritað.');
  });

  it('answers a fetch asking for JSON with { signed: true }', async () => {
    const { sandbox, get, documentId, pagePath } = await submittedLoan();
    const answer = await formPost(sandbox, pagePath, 'application/json');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ signed: true });
    expect(await get(`/api/loan/signing-status/${documentId}`)).toMatchObject(ok({ signed: true }));
  });

  it('escapes what the person typed', async () => {
    const { sandbox, post } = await signedIn(bjarni);
    const answer = await post('/api/loan/submit-request', {
      ...loanRequest(bjarni, 300_000),
      description: '<script>alert(1)</script>',
    });
    const { documentId } = v.parse(loanSubmitResponseSchema, answer.body);
    const page = await getPage(sandbox, `/sandbox/loan-signing/${documentId}`);
    expect(page.text).not.toContain('<script>alert(1)</script>');
    expect(page.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('answers an unknown document with a 404 page, or 404 { reason } as JSON', async () => {
    const sandbox = testSandbox();
    const page = await getPage(sandbox, '/sandbox/loan-signing/loan-unknown');
    expect(page.status).toBe(404);
    expect(page.type).toContain('text/html');
    expect(page.text).toContain('Skjal fannst ekki');
    expect((await formPost(sandbox, '/sandbox/loan-signing/loan-unknown')).status).toBe(404);
    const json = await formPost(sandbox, '/sandbox/loan-signing/loan-unknown', 'application/json');
    expect(json.status).toBe(404);
    expect(JSON.parse(json.text)).toEqual({ reason: 'Skjal fannst ekki' });
  });

  it("signing status: 404 for an unknown document or someone else's", async () => {
    const { sandbox, get, documentId } = await submittedLoan();
    expect(await get('/api/loan/signing-status/loan-unknown')).toMatchObject(
      refusal(404, 'Skjal fannst ekki'),
    );
    const annaSession = await signedIn(anna, sandbox);
    expect(await annaSession.get(`/api/loan/signing-status/${documentId}`)).toMatchObject(
      refusal(404, 'Skjal fannst ekki'),
    );
  });

  it('the page is neither logged nor faulted, and the payment signing page still works beside it', async () => {
    const { sandbox, pagePath } = await submittedLoan();
    await sandbox.post('/__sandbox/faults', { match: 'GET /', fault: '500' });
    expect((await getPage(sandbox, pagePath)).status).toBe(200);
    const logged = (await sandbox.get('/__sandbox/requests')).body as { path: string }[];
    expect(logged.map((entry) => entry.path)).not.toContain(pagePath);
    await sandbox.app.request('/__sandbox/faults', { method: 'DELETE' });
    expect((await getPage(sandbox, '/sandbox/signing/doc-unknown')).text).toContain('Skjal fannst ekki');
    expect((await sandbox.get('/sandbox/google-pay/cards')).status).toBe(200);
  });
});

describe('POST /api/customers/applications/sign-up (account trading)', () => {
  it('makes Dagný an account customer: /api/customers/me then answers her record', async () => {
    const { get, post } = await signedIn(dagny);
    expect(await get('/api/customers/me')).toMatchObject(refusal(404, 'Ekki í viðskiptum'));
    expect(
      await post('/api/customers/applications/sign-up', accountApplication(dagny, 250_000)),
    ).toMatchObject(ok({}));
    expect(await get('/api/customers/me')).toMatchObject(
      ok({ paymMode: 'Rkn', paymTerm: '30D', creditMax: 250_000, custAccount: 'C-10005' }),
    );
    // The seed is untouched (the state holds copies).
    expect(dagny.customer).toBeNull();
    // Now an account customer: a second sign-up is refused.
    expect(
      await post('/api/customers/applications/sign-up', accountApplication(dagny, 250_000)),
    ).toMatchObject(refusal(400, 'Reikningur nú þegar til'));
  });

  it('makes Anna (standing order) an account customer with her account number kept', async () => {
    const { get, post } = await signedIn(anna);
    expect(
      await post('/api/customers/applications/sign-up', accountApplication(anna, 400_000)),
    ).toMatchObject(ok({}));
    expect(await get('/api/customers/me')).toMatchObject(
      ok({ paymMode: 'Rkn', paymTerm: '30D', creditMax: 400_000, custAccount: 'C-10001' }),
    );
  });

  it('refuses Bjarni, who trades on account already', async () => {
    const { get, post } = await signedIn(bjarni);
    expect(
      await post('/api/customers/applications/sign-up', accountApplication(bjarni, 100_000)),
    ).toMatchObject(refusal(400, 'Reikningur nú þegar til'));
    expect(await get('/api/customers/me')).toMatchObject(ok({ creditMax: 500_000 }));
  });

  it('refuses more than the max amount and changes nothing', async () => {
    const { get, post } = await signedIn(dagny);
    expect(
      await post('/api/customers/applications/sign-up', accountApplication(dagny, 300_001)),
    ).toMatchObject(refusal(400, 'Umbeðin heimild er hærri en hámark'));
    expect(await get('/api/customers/me')).toMatchObject(refusal(404, 'Ekki í viðskiptum'));

    const einarSession = await signedIn(einar);
    expect(
      await einarSession.post('/api/customers/applications/sign-up', accountApplication(einar, 400_001)),
    ).toMatchObject(refusal(400, 'Umbeðin heimild er hærri en hámark'));
    expect(await einarSession.get('/api/customers/me')).toMatchObject(ok({ paymMode: 'Stgr', creditMax: 0 }));
  });

  it('accepts a null zipCode (spec §3) and refuses a bad one with the field message', async () => {
    const { post } = await signedIn(anna);
    expect(
      await post('/api/customers/applications/sign-up', {
        ...accountApplication(anna, 1000),
        zipCode: '012',
      }),
    ).toMatchObject(refusal(400, 'Ógilt póstnúmer. Sláðu inn tölustafi.'));
    expect(
      await post('/api/customers/applications/sign-up', { ...accountApplication(anna, 1000), zipCode: null }),
    ).toMatchObject(ok({}));
  });

  it('reset restores the records and the account numbers', async () => {
    const { sandbox, post } = await signedIn(dagny);
    await post('/api/customers/applications/sign-up', accountApplication(dagny, 100_000));
    await sandbox.post('/__sandbox/reset', {});
    const again = await signedIn(dagny, sandbox);
    expect(await again.get('/api/customers/me')).toMatchObject(refusal(404, 'Ekki í viðskiptum'));
    await again.post('/api/customers/applications/sign-up', accountApplication(dagny, 100_000));
    expect(await again.get('/api/customers/me')).toMatchObject(ok({ custAccount: 'C-10005' }));
  });
});

describe('POST /api/customers/applications/sign-up-stgr (cash payment)', () => {
  it('makes Dagný a standing-order customer with a new account', async () => {
    const { get, post } = await signedIn(dagny);
    expect(await post('/api/customers/applications/sign-up-stgr', cashApplication(dagny))).toMatchObject(
      ok({}),
    );
    expect(await get('/api/customers/me')).toMatchObject(
      ok({ paymMode: 'Stgr', paymTerm: 'STGR', creditMax: 0, custAccount: 'C-10005' }),
    );
    // Then, as a standing-order customer, she may still apply for account trading (keeping her number).
    expect(
      await post('/api/customers/applications/sign-up', accountApplication(dagny, 300_000)),
    ).toMatchObject(ok({}));
    expect(await get('/api/customers/me')).toMatchObject(ok({ paymMode: 'Rkn', custAccount: 'C-10005' }));
  });

  it.each([anna, einar])('accepts $name (standing order) and keeps the record', async (person) => {
    const { get, post } = await signedIn(person);
    const before = await get('/api/customers/me');
    expect(await post('/api/customers/applications/sign-up-stgr', cashApplication(person))).toMatchObject(
      ok({}),
    );
    expect(await get('/api/customers/me')).toEqual(before);
  });

  it('refuses Bjarni (account trading)', async () => {
    const { post } = await signedIn(bjarni);
    expect(await post('/api/customers/applications/sign-up-stgr', cashApplication(bjarni))).toMatchObject(
      refusal(400, 'Reikningur nú þegar til'),
    );
  });

  it('checks the body: every field but the comment is required', async () => {
    const { post } = await signedIn(dagny);
    expect(
      await post('/api/customers/applications/sign-up-stgr', { ...cashApplication(dagny), streetName: '' }),
    ).toMatchObject(refusal(400, 'Vinsamlegast fyllið út þennan reit'));
    const { zipCode: _, ...noZip } = cashApplication(dagny);
    expect(await post('/api/customers/applications/sign-up-stgr', noZip)).toMatchObject(
      refusal(400, 'Reitinn „zipCode“ vantar'),
    );
  });
});

describe('POST /api/customers/applications/increase-credit (limit change)', () => {
  it('sets Bjarni’s creditMax up to his max amount', async () => {
    const { get, post } = await signedIn(bjarni);
    expect(
      await post('/api/customers/applications/increase-credit', { ...contact(bjarni), amount: 1_000_000 }),
    ).toMatchObject(ok({}));
    expect(await get('/api/customers/me')).toMatchObject(ok({ paymMode: 'Rkn', creditMax: 1_000_000 }));
  });

  it('refuses above the max amount and changes nothing', async () => {
    const { get, post } = await signedIn(bjarni);
    expect(
      await post('/api/customers/applications/increase-credit', { ...contact(bjarni), amount: 1_000_001 }),
    ).toMatchObject(refusal(400, 'Umbeðin heimild er hærri en hámark'));
    expect(await get('/api/customers/me')).toMatchObject(ok({ creditMax: 500_000 }));
  });

  it('answers 404 "Ekki í viðskiptum" for Dagný', async () => {
    const { post } = await signedIn(dagny);
    expect(
      await post('/api/customers/applications/increase-credit', { ...contact(dagny), amount: 100_000 }),
    ).toMatchObject(refusal(404, 'Ekki í viðskiptum'));
  });

  it('refuses a body without an integer amount', async () => {
    const { post } = await signedIn(bjarni);
    expect(
      await post('/api/customers/applications/increase-credit', { ...contact(bjarni), amount: '600000' }),
    ).toMatchObject(refusal(400, 'Reiturinn „amount“ er ekki gildur'));
    expect(await post('/api/customers/applications/increase-credit', contact(bjarni))).toMatchObject(
      refusal(400, 'Reitinn „amount“ vantar'),
    );
  });
});

describe('POST /api/customers/applications/renovation', () => {
  it('accepts once per person, then "Umsókn er þegar skráð"; reset forgets', async () => {
    const sandbox = testSandbox({ authDelayMs: 0 });
    const annaSession = await signedIn(anna, sandbox);
    const einarSession = await signedIn(einar, sandbox);
    expect(await annaSession.post('/api/customers/applications/renovation', contact(anna))).toMatchObject(
      ok({}),
    );
    expect(await annaSession.post('/api/customers/applications/renovation', contact(anna))).toMatchObject(
      refusal(400, 'Umsókn er þegar skráð'),
    );
    expect(await einarSession.post('/api/customers/applications/renovation', contact(einar))).toMatchObject(
      ok({}),
    );

    await sandbox.post('/__sandbox/reset', {});
    const again = await signedIn(anna, sandbox);
    expect(await again.post('/api/customers/applications/renovation', contact(anna))).toMatchObject(ok({}));
  });

  it('refuses a bad e-mail with the field message, and a body that is not JSON', async () => {
    const { post } = await signedIn(anna);
    expect(
      await post('/api/customers/applications/renovation', { ...contact(anna), email: 'anna@' }),
    ).toMatchObject(refusal(400, 'Netfang er ekki gilt'));
    expect(await post('/api/customers/applications/renovation', '{not json')).toMatchObject(
      refusal(400, 'Beiðnin er ekki gilt JSON'),
    );
    expect(await post('/api/customers/applications/renovation', 42)).toMatchObject(
      refusal(400, 'Beiðnin þarf að vera JSON-hlutur'),
    );
  });
});

describe('POST /api/customers/applications/manual-credit (invoice account)', () => {
  it('answers 200 { applicationId }, a new one each time', async () => {
    const { post } = await signedIn(bjarni);
    const first = await post('/api/customers/applications/manual-credit', invoiceApplication());
    const second = await post(
      '/api/customers/applications/manual-credit',
      invoiceApplication({ sendInvoiceOption: 'Mail', sendInvoiceEmail: '', auditors: [], guarantors: [] }),
    );
    expect(first).toMatchObject(ok({ applicationId: 'M-1001' }));
    expect(second).toMatchObject(ok({ applicationId: 'M-1002' }));
    expect(v.is(invoiceAccountResponseSchema, first.body)).toBe(true);
  });

  it('says when it arrived, by the sandbox clock (the 14:00 rule reads it)', async () => {
    const { post, sandbox } = await signedIn(bjarni);
    await sandbox.post('/__sandbox/clock', { now: '2026-11-20T13:59:00.000Z' });
    const answer = await post('/api/customers/applications/manual-credit', invoiceApplication());
    expect(answer).toMatchObject(ok({ receivedAt: '2026-11-20T13:59:00.000Z' }));
  });

  it('takes empty optional block fields', async () => {
    const { post } = await signedIn(bjarni);
    expect(
      await post(
        '/api/customers/applications/manual-credit',
        invoiceApplication({
          sendInvoiceOption: 'Einvoice',
          sendInvoiceEmail: '',
          pinNumber: '',
          auditors: [{ ssn: '', name: 'Endurskoðun ehf.' }],
          guarantors: [{ ssn: '', name: '', email: '' }],
        }),
      ),
    ).toMatchObject({ status: 200 });
  });

  it.each([
    ['a guarantor', { guarantors: [{ ssn: '251188300', name: 'Sigurður Karlsson', email: '' }] }],
    ['an auditor', { auditors: [{ ssn: '170971507', name: 'Guðrún Pálsdóttir' }] }],
  ])('refuses %s kennitala of 9 digits with the field message', async (_, overrides) => {
    const { post } = await signedIn(bjarni);
    expect(
      await post('/api/customers/applications/manual-credit', invoiceApplication(overrides)),
    ).toMatchObject(refusal(400, 'Kennitala þarf að vera 10 stafir'));
  });

  it('refuses an unknown invoice option', async () => {
    const { post } = await signedIn(bjarni);
    expect(
      await post(
        '/api/customers/applications/manual-credit',
        invoiceApplication({ sendInvoiceOption: 'Fax' }),
      ),
    ).toMatchObject(refusal(400, 'Reiturinn „sendInvoiceOption“ er ekki gildur'));
  });
});

describe('the guarantor application', () => {
  it('GET G-1 answers Einar his application', async () => {
    const { get } = await signedIn(einar);
    const answer = await get('/api/customers/applications/guarantor/G-1');
    expect(answer).toEqual(expect.objectContaining(ok(g1)));
    expect(v.is(guarantorApplicationSchema, answer.body)).toBe(true);
  });

  it.each([anna, bjarni, dagny])('answers $name 403: not the guarantor', async (person) => {
    const { get, post } = await signedIn(person);
    const forbidden = refusal(403, 'Þú ert ekki ábyrgðaraðili á þessari umsókn');
    expect(await get('/api/customers/applications/guarantor/G-1')).toMatchObject(forbidden);
    expect(await post('/api/customers/applications/guarantor', g1)).toMatchObject(forbidden);
  });

  it('answers 404 "Umsókn fannst ekki" for an unknown id', async () => {
    const { get, post } = await signedIn(einar);
    const notFound = refusal(404, 'Umsókn fannst ekki');
    expect(await get('/api/customers/applications/guarantor/G-2')).toMatchObject(notFound);
    expect(await post('/api/customers/applications/guarantor', { ...g1, id: 'G-2' })).toMatchObject(notFound);
  });

  it('signs once; the second time "Umsóknin er þegar undirrituð"; reset unsigns', async () => {
    const { sandbox, post } = await signedIn(einar);
    expect(await post('/api/customers/applications/guarantor', g1)).toMatchObject(ok({}));
    expect(await post('/api/customers/applications/guarantor', g1)).toMatchObject(
      refusal(400, 'Umsóknin er þegar undirrituð'),
    );
    await sandbox.post('/__sandbox/reset', {});
    const again = await signedIn(einar, sandbox);
    expect(await again.post('/api/customers/applications/guarantor', g1)).toMatchObject(ok({}));
  });

  it('checks the body with the guarantor schema', async () => {
    const { post } = await signedIn(einar);
    expect(await post('/api/customers/applications/guarantor', { ...g1, id: '' })).toMatchObject(
      refusal(400, 'Reiturinn „id“ er ekki gildur'),
    );
    const { accountName: _, ...partial } = g1;
    expect(await post('/api/customers/applications/guarantor', partial)).toMatchObject(
      refusal(400, 'Reitinn „accountName“ vantar'),
    );
  });
});

describe('GET /api/customers/{ssn}/tjodskra', () => {
  it.each([
    [anna.ssn, 'Anna Jónsdóttir'],
    [bjarni.ssn, 'Bjarni Sigurðsson'],
    [dagny.ssn, 'Dagný Guðmundsdóttir'],
    [einar.ssn, 'Einar Ólafsson'],
    ['1709715079', 'Guðrún Pálsdóttir'],
    ['2511883009', 'Sigurður Karlsson'],
    ['5302691089', 'Byggir ehf.'],
    ['6208092090', 'Smiðjan hf.'],
    ['4705112060', 'Timburhús ehf.'],
    ['4101053060', 'Trésmiðja Akureyrar ehf.'],
    ['7010124020', 'Nýsköpun ehf.'],
  ])('answers %s: %s', async (ssn, name) => {
    const { get } = await signedIn(dagny);
    const answer = await get(`/api/customers/${ssn}/tjodskra`);
    expect(answer).toMatchObject(ok({ ssn, name }));
    expect(v.is(registryEntrySchema, answer.body)).toBe(true);
  });

  it.each(['0000000000', '123', 'me'])(
    'answers 404 "Kennitala fannst ekki í þjóðskrá" for %s',
    async (ssn) => {
      const { get } = await signedIn(anna);
      expect(await get(`/api/customers/${ssn}/tjodskra`)).toMatchObject(
        refusal(404, 'Kennitala fannst ekki í þjóðskrá'),
      );
    },
  );

  it('lists only valid kennitölur (the widget looks up only those)', () => {
    expect(registry.size).toBe(11);
    for (const ssn of registry.keys()) expect(isValidKennitala(ssn)).toBe(true);
  });
});

describe('GET /api/address/query', () => {
  const search = async (q: string) => {
    const answer = await testSandbox().get(`/api/address/query?q=${encodeURIComponent(q)}`);
    expect(answer.status).toBe(200);
    return v.parse(addressListSchema, answer.body);
  };
  const names = async (q: string) => (await search(q)).map((address) => address.name);

  it('holds at least twenty Reykjavík and Akureyri addresses', () => {
    expect(addresses.length).toBeGreaterThanOrEqual(20);
    expect(new Set(addresses.map((address) => address.city))).toEqual(new Set(['Reykjavík', 'Akureyri']));
    expect(new Set(addresses.map((address) => address.addressId)).size).toBe(addresses.length);
  });

  it('answers the spec shape', async () => {
    expect(await search('Skeifan 11')).toEqual([
      {
        addressId: 1004,
        name: 'Skeifan 11, 108 Reykjavík',
        streetName: 'Skeifan',
        streetNumber: '11',
        postalCode: '108',
        city: 'Reykjavík',
      },
    ]);
  });

  it('treats the postal code and city as words too', async () => {
    // '10' starts '10' and the postal code '101': Laugavegur 10 comes first (the list's order).
    expect(await names('Laugavegur 10')).toEqual([
      'Laugavegur 10, 101 Reykjavík',
      'Laugavegur 77, 101 Reykjavík',
      'Laugavegur 176, 105 Reykjavík',
    ]);
    expect(await names('Laugavegur 105')).toEqual(['Laugavegur 176, 105 Reykjavík']);
  });

  it('matches the start of any word, case-insensitively', async () => {
    expect(await names('skeif')).toEqual(['Skeifan 11, 108 Reykjavík']);
    expect(await names('GLERÁ')).toEqual(['Glerárgata 36, 600 Akureyri']);
    expect(await names('akureyri glerá')).toEqual(['Glerárgata 36, 600 Akureyri']);
    expect(await names('hafnarstræti')).toEqual([
      'Hafnarstræti 5, 101 Reykjavík',
      'Hafnarstræti 91, 600 Akureyri',
      'Hafnarstræti 97, 600 Akureyri',
    ]);
    expect(await names('hafnarstræti 9')).toEqual([
      'Hafnarstræti 91, 600 Akureyri',
      'Hafnarstræti 97, 600 Akureyri',
    ]);
    // The start of a word only: 'vegur' is inside 'Laugavegur', not at its start.
    expect(await names('vegur')).toEqual([]);
    expect(await names('Laugavegur 77,')).toEqual(['Laugavegur 77, 101 Reykjavík']);
  });

  it('matches Icelandic letters as typed', async () => {
    expect(await names('þing')).toEqual([
      'Þingholtsstræti 5, 101 Reykjavík',
      'Þingholtsstræti 27, 101 Reykjavík',
      'Þingvallastræti 23, 600 Akureyri',
    ]);
    expect(await names('Þórunn')).toEqual(['Þórunnarstræti 99, 600 Akureyri']);
    expect(await names('Sudurlandsbraut')).toEqual([]);
    expect(await names('Suðurlandsbraut')).toHaveLength(2);
  });

  it('answers at most ten', async () => {
    expect(addresses.filter((address) => address.city === 'Reykjavík').length).toBeGreaterThan(10);
    expect(await search('Reykjavík')).toHaveLength(10);
  });

  it.each(['', 'L', ' L ', '   '])('answers [] under two characters (%j)', async (q) => {
    expect(await search(q)).toEqual([]);
  });

  it('answers [] without q', async () => {
    expect(await testSandbox().get('/api/address/query')).toMatchObject(ok([]));
  });
});

describe('shared behaviour of the API', () => {
  it('logs each call with its body and status', async () => {
    const { sandbox, post } = await signedIn(anna);
    await post('/api/customers/applications/renovation', contact(anna));
    await post('/api/customers/applications/renovation', contact(anna));
    await sandbox.get('/api/address/query?q=sk');
    const logged = (await sandbox.get('/__sandbox/requests')).body as { path: string }[];
    const mine = logged.filter((entry) => !entry.path.startsWith('/api/auth'));
    expect(mine).toEqual([
      {
        method: 'POST',
        path: '/api/customers/applications/renovation',
        query: {},
        body: contact(anna),
        status: 200,
      },
      {
        method: 'POST',
        path: '/api/customers/applications/renovation',
        query: {},
        body: contact(anna),
        status: 400,
      },
      { method: 'GET', path: '/api/address/query', query: { q: 'sk' }, body: null, status: 200 },
    ]);
  });

  it('applies faults to the application calls', async () => {
    const { sandbox, get, post } = await signedIn(dagny);
    await sandbox.post('/__sandbox/faults', {
      match: 'POST /api/customers/applications/sign-up',
      fault: 'reason',
      reason: 'Prófunarvilla',
    });
    expect(await post('/api/customers/applications/sign-up', accountApplication(dagny, 1000))).toMatchObject(
      refusal(400, 'Prófunarvilla'),
    );
    // The fault answered instead of the route: Dagný is still not a customer.
    expect(await get('/api/customers/me')).toMatchObject(refusal(404, 'Ekki í viðskiptum'));
  });

  it('keeps /api/customers/me answering beside the application routes', async () => {
    const { get } = await signedIn(bjarni);
    expect(await get('/api/customers/me')).toMatchObject(ok({ custAccount: 'C-10002' }));
    expect(await get('/api/customers/me/max-amount')).toMatchObject(ok({ maxAmount: 1_000_000 }));
  });

  it('two apps do not share application state', async () => {
    const first = await signedIn(dagny);
    const second = await signedIn(dagny);
    await first.post('/api/customers/applications/sign-up', accountApplication(dagny, 1000));
    expect(await first.get('/api/customers/me')).toMatchObject({ status: 200 });
    expect(await second.get('/api/customers/me')).toMatchObject({ status: 404 });
  });
});
