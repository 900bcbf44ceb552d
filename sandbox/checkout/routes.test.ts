import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  checkoutAccountsSchema,
  checkoutCodePageSchema,
  checkoutCodeSchema,
} from '../../widgets/checkout/checkout.api.ts';
import { anna, bjarni, dagny, einar, type Person } from '../people.ts';
import { testSandbox } from '../testing.ts';
import { checkoutCodePattern } from './fixtures.ts';

// The checkout calls (SANDBOX.md "Checkout") and the sales-order check, against an app in memory.

type Sandbox = ReturnType<typeof testSandbox>;

const refusal = (status: number, reason: string) => ({ status, body: { reason } });
const expired = refusal(401, 'Innskráning er útrunnin');
const accountNotFound = refusal(404, 'Reikningur fannst ekki');
const codeNotFound = refusal(404, 'Kóði fannst ekki');
const tillNotFound = refusal(404, 'Kassinn fannst ekki');

const bjarnisAccounts = [
  { id: 'acc-1', accountId: 'C-10002', name: 'Bjarni Sigurðsson', ssn: '0507953069' },
  { id: 'acc-2', accountId: 'C-20001', name: 'Byggir ehf.', ssn: '5302691089' },
];

/** `person` logged in to a sandbox (a new one unless given): calls with their token. */
async function signedIn(person: Person, sandbox: Sandbox = testSandbox({ authDelayMs: 0 })) {
  const headers = sandbox.bearer(await sandbox.loginByPhone(person));
  return {
    sandbox,
    get: (path: string) => sandbox.get(path, headers),
    post: (path: string) => sandbox.post(path, undefined, headers),
  };
}

async function createCode(as: Awaited<ReturnType<typeof signedIn>>, accountId: string): Promise<string> {
  const answer = await as.post(`/api/checkout/me/code?accountId=${accountId}`);
  expect(answer.status).toBe(200);
  return v.parse(checkoutCodeSchema, answer.body).checkoutCodeId;
}

describe('a bearer token is needed for every checkout call', () => {
  it.each([
    ['GET', '/api/checkout/me/accounts'],
    ['POST', '/api/checkout/me/code?accountId=C-10002'],
    ['GET', '/api/checkout/me/code/kassi-00000000'],
    ['POST', '/api/checkout/me/code/demo-kassi-1?accountId=C-10002'],
  ])('%s %s answers 401 without one', async (method, path) => {
    const sandbox = testSandbox();
    const answer = method === 'GET' ? await sandbox.get(path) : await sandbox.post(path, undefined, {});
    expect(answer).toMatchObject(expired);
  });

  it('answers 401 for a token the sandbox did not give', async () => {
    const sandbox = testSandbox();
    expect(await sandbox.get('/api/checkout/me/accounts', sandbox.bearer('f'.repeat(64)))).toMatchObject(
      expired,
    );
  });
});

describe('GET /api/checkout/me/accounts', () => {
  it("answers Bjarni's two accounts, in the schema the widget reads", async () => {
    const bjarnis = await signedIn(bjarni);
    const answer = await bjarnis.get('/api/checkout/me/accounts');
    expect(answer.status).toBe(200);
    expect(v.parse(checkoutAccountsSchema, answer.body)).toEqual(bjarnisAccounts);
  });

  it("answers Anna's one account", async () => {
    const answer = await (await signedIn(anna)).get('/api/checkout/me/accounts');
    expect(answer.body).toEqual([
      { id: 'acc-3', accountId: 'C-10001', name: 'Anna Jónsdóttir', ssn: '1203892039' },
    ]);
  });

  it.each([dagny, einar])('answers $name an empty list', async (person) => {
    const answer = await (await signedIn(person)).get('/api/checkout/me/accounts');
    expect(answer).toMatchObject({ status: 200, body: [] });
  });
});

describe('POST /api/checkout/me/code?accountId=', () => {
  it('creates a new code, kassi- and 8 hex, for each of the person’s accounts', async () => {
    const bjarnis = await signedIn(bjarni);
    const first = await createCode(bjarnis, 'C-10002');
    const second = await createCode(bjarnis, 'C-20001');
    const again = await createCode(bjarnis, 'C-10002');
    for (const code of [first, second, again]) expect(code).toMatch(checkoutCodePattern);
    expect(new Set([first, second, again]).size).toBe(3);
  });

  it("answers 404 for an account that is not the person's, or the list id instead of the account", async () => {
    const annas = await signedIn(anna);
    expect(await annas.post('/api/checkout/me/code?accountId=C-10002')).toMatchObject(accountNotFound);
    expect(await annas.post('/api/checkout/me/code?accountId=acc-3')).toMatchObject(accountNotFound);
    const dagnys = await signedIn(dagny);
    expect(await dagnys.post('/api/checkout/me/code?accountId=C-10001')).toMatchObject(accountNotFound);
  });

  it('answers 400 without an accountId', async () => {
    const bjarnis = await signedIn(bjarni);
    expect(await bjarnis.post('/api/checkout/me/code')).toMatchObject(
      refusal(400, 'Reitinn „accountId“ vantar'),
    );
  });
});

describe('GET /api/checkout/me/code/{checkoutCodeId}', () => {
  it('answers a code to the person who created it, with the account it charges', async () => {
    const bjarnis = await signedIn(bjarni);
    const code = await createCode(bjarnis, 'C-20001');
    const answer = await bjarnis.get(`/api/checkout/me/code/${code}`);
    expect(answer.status).toBe(200);
    expect(v.parse(checkoutCodePageSchema, answer.body)).toEqual({
      checkoutCodeId: code,
      account: { id: 'acc-2', accountId: 'C-20001', name: 'Byggir ehf.', ssn: '5302691089' },
    });
  });

  it('answers 404 Kóði fannst ekki to anyone else, for an unknown code, and after a reset', async () => {
    const sandbox = testSandbox({ authDelayMs: 0 });
    const bjarnis = await signedIn(bjarni, sandbox);
    const annas = await signedIn(anna, sandbox);
    const code = await createCode(bjarnis, 'C-10002');
    expect(await annas.get(`/api/checkout/me/code/${code}`)).toMatchObject(codeNotFound);
    expect(await bjarnis.get('/api/checkout/me/code/kassi-00000000')).toMatchObject(codeNotFound);
    await sandbox.post('/__sandbox/reset', {});
    const again = await signedIn(bjarni, sandbox);
    expect(await again.get(`/api/checkout/me/code/${code}`)).toMatchObject(codeNotFound);
  });
});

describe('POST /api/checkout/me/code/{checkoutCode}?accountId= (the self-checkout login)', () => {
  it('logs the person in at demo-kassi-1 on their account, and the log keeps what was sent', async () => {
    const bjarnis = await signedIn(bjarni);
    const answer = await bjarnis.post('/api/checkout/me/code/demo-kassi-1?accountId=C-20001');
    expect(answer).toMatchObject({ status: 200, body: {} });
    const log = (await bjarnis.sandbox.get('/__sandbox/requests')).body as {
      method: string;
      path: string;
      query: Record<string, string>;
      status: number;
    }[];
    expect(log.filter((entry) => entry.path.startsWith('/api/checkout'))).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/checkout/me/code/demo-kassi-1',
        query: { accountId: 'C-20001' },
        status: 200,
      }),
    ]);
  });

  it('answers 404 Kassinn fannst ekki for any other till, before looking at the account', async () => {
    const bjarnis = await signedIn(bjarni);
    expect(await bjarnis.post('/api/checkout/me/code/kassi-2?accountId=C-10002')).toMatchObject(tillNotFound);
    expect(await bjarnis.post('/api/checkout/me/code/kassi-2?accountId=C-99999')).toMatchObject(tillNotFound);
  });

  it("answers 404 for an account that is not the person's, 400 without one", async () => {
    const annas = await signedIn(anna);
    expect(await annas.post('/api/checkout/me/code/demo-kassi-1?accountId=C-10002')).toMatchObject(
      accountNotFound,
    );
    expect(await annas.post('/api/checkout/me/code/demo-kassi-1')).toMatchObject(
      refusal(400, 'Reitinn „accountId“ vantar'),
    );
  });
});
