import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { armFaultIn, messageFaults } from '../../test/support/application-faults.ts';
import { browserStorageForTests } from '../../test/support/memory-storage.ts';
import { anna, bjarni, dagny, type TestPerson } from '../../test/support/people.ts';
import { sandboxServerForTests } from '../../test/support/sandbox-server.ts';
import { logInAndStore, modelsDisposedAfterEach } from '../../test/support/session-login.ts';
import { until } from '../../test/support/signals.ts';
import { type ApiClient, createApiClient } from '../core/runtime/http.ts';
import { sessionUser } from '../core/runtime/session.ts';
import { type CheckoutAccount, checkoutCodePageSchema } from './checkout.api.ts';
import type { CheckoutCodeDetail, CheckoutLoginDetail } from './checkout.events.ts';
import { CheckoutModel, type CheckoutModelInstance, type CheckoutState } from './checkout.model.ts';
import { CheckoutCodeModel, whoseAccount } from './checkout-code.model.ts';

// The checkout models (spec §4 "Checkout code login", "Checkout account flow"; §6; §8) against the
// real sandbox over HTTP: Bjarni has two accounts (C-10002, C-20001), Anna one (C-10001), Dagný
// none; demo-kassi-1 is the one open till (SANDBOX.md "Checkout").

const accountsPath = '/api/checkout/me/accounts';
const createPath = '/api/checkout/me/code';
const tillPath = (code: string) => `/api/checkout/me/code/${code}`;
const codePattern = /^kassi-[0-9a-f]{8}$/;

const sandbox = sandboxServerForTests();
const { local } = browserStorageForTests();
const models = modelsDisposedAfterEach<{ dispose: () => void }>((model) => model.dispose());

function newCheckout(tillCode?: string) {
  const api = createApiClient(sandbox.url);
  const onCodeCreated = vi.fn<(detail: CheckoutCodeDetail, account: CheckoutAccount) => void>();
  const onTillLogin = vi.fn<(detail: CheckoutLoginDetail) => void>();
  const model = new CheckoutModel({ api: () => api, tillCode: () => tillCode, onCodeCreated, onTillLogin });
  models.push(model);
  return { model, onCodeCreated, onTillLogin };
}

/** `person` logged in (stored as the login form stores them) and their accounts loaded. */
async function listedFor(person: TestPerson, tillCode?: string) {
  const user = await logInAndStore(sandbox, person);
  const opened = newCheckout(tillCode);
  await opened.model.load(user.token);
  return opened;
}

const kindOf = (model: CheckoutModelInstance) => model.state.value.kind;
const settledChoice = (model: CheckoutModelInstance) =>
  until(model.state, (state: CheckoutState) => state.kind !== 'creatingCode');

describe('the account list (/checkout)', () => {
  it("lists Bjarni's two accounts, as the server answered them", async () => {
    const { model } = await listedFor(bjarni);
    expect(model.state.value).toEqual({
      kind: 'selectAccount',
      accounts: [
        { id: 'acc-1', accountId: 'C-10002', name: 'Bjarni Sigurðsson', ssn: '0507953069' },
        { id: 'acc-2', accountId: 'C-20001', name: 'Byggir ehf.', ssn: '5302691089' },
      ],
    });
  });

  it('gives Dagný an empty list, not a failure', async () => {
    const { model } = await listedFor(dagny);
    expect(model.state.value).toEqual({ kind: 'selectAccount', accounts: [] });
  });

  it.each(messageFaults('Ekki tókst að sækja viðskiptareikninga'))(
    'a $fault while listing: $message, and the retry lists them',
    async ({ fault, message }) => {
      await armFaultIn(sandbox, `GET ${accountsPath}`, fault);
      const { model } = await listedFor(anna);
      expect(model.state.value).toEqual({ kind: 'accountsFailed', message });
      model.retry();
      const listed = await until(model.state, (state) => state.kind === 'selectAccount');
      expect(listed).toMatchObject({ accounts: [{ accountId: 'C-10001' }] });
      expect(await sandbox.requestsTo('GET', accountsPath)).toHaveLength(2);
    },
  );

  it('a 401 while listing logs out (the login gate takes over) and shows no message', async () => {
    await armFaultIn(sandbox, `GET ${accountsPath}`, '401');
    const { model } = await listedFor(anna);
    expect(sessionUser.value).toBe(null);
    expect(local.getItem('token')).toBe(null);
    expect(kindOf(model)).toBe('loadingAccounts');
  });

  it('choosing an account creates its code (one request) and reports it', async () => {
    const { model, onCodeCreated } = await listedFor(bjarni);
    const choosing = model.choose('C-20001');
    expect(model.state.value).toMatchObject({ kind: 'creatingCode', account: { accountId: 'C-20001' } });
    // A second press, on the same or another account, while the first runs: ignored.
    void model.choose('C-20001');
    void model.choose('C-10002');
    await choosing;
    const state = model.state.value;
    expect(state).toMatchObject({ kind: 'success', account: { accountId: 'C-20001' } });
    if (state.kind !== 'success') return;
    expect(state.checkoutCode).toMatch(codePattern);
    // The event's detail, and the account chosen (the code's page names it).
    expect(onCodeCreated).toHaveBeenCalledExactlyOnceWith(
      { checkoutCodeId: state.checkoutCode, accountId: 'C-20001' },
      state.account,
    );
    const sent = await sandbox.requestsTo('POST', createPath);
    expect(sent.map((entry) => entry.query)).toEqual([{ accountId: 'C-20001' }]);
  });

  it.each(messageFaults('Ekki tókst stofna kóða.'))(
    'a $fault while creating: $message, the list kept; the retry creates it for the same account',
    async ({ fault, message }) => {
      await armFaultIn(sandbox, `POST ${createPath}`, fault);
      const { model, onCodeCreated } = await listedFor(bjarni);
      await model.choose('C-10002');
      expect(model.state.value).toMatchObject({
        kind: 'error',
        message,
        account: { accountId: 'C-10002' },
        accounts: [{ accountId: 'C-10002' }, { accountId: 'C-20001' }],
      });
      expect(onCodeCreated).not.toHaveBeenCalled();
      model.retry();
      await settledChoice(model);
      expect(model.state.value).toMatchObject({ kind: 'success', account: { accountId: 'C-10002' } });
      const sent = await sandbox.requestsTo('POST', createPath);
      expect(sent.map((entry) => entry.query.accountId)).toEqual(['C-10002', 'C-10002']);
    },
  );

  it('after a failure another account may be chosen, the list kept', async () => {
    await armFaultIn(sandbox, `POST ${createPath}`, '500', { times: 2 });
    const { model } = await listedFor(bjarni);
    await model.choose('C-10002');
    expect(model.state.value).toMatchObject({ kind: 'error', account: { accountId: 'C-10002' } });
    await model.choose('C-20001');
    expect(model.state.value).toMatchObject({ kind: 'error', account: { accountId: 'C-20001' } });
    await model.choose('C-10002');
    expect(model.state.value).toMatchObject({ kind: 'success', account: { accountId: 'C-10002' } });
  });

  it('a 401 while creating logs out and leaves no message behind', async () => {
    await armFaultIn(sandbox, `POST ${createPath}`, '401');
    const { model, onCodeCreated } = await listedFor(bjarni);
    await model.choose('C-10002');
    expect(sessionUser.value).toBe(null);
    expect(kindOf(model)).toBe('selectAccount');
    expect(onCodeCreated).not.toHaveBeenCalled();
  });

  it('an account that is not on the list is not sent', async () => {
    const { model } = await listedFor(anna);
    await model.choose('C-10002');
    expect(kindOf(model)).toBe('selectAccount');
    expect(await sandbox.requestsTo('POST', createPath)).toEqual([]);
  });

  it("another login lists that person's accounts and forgets the choice", async () => {
    const { model } = await listedFor(bjarni);
    await model.choose('C-10002');
    expect(kindOf(model)).toBe('success');
    const annasLogin = await logInAndStore(sandbox, anna);
    await model.load(annasLogin.token);
    expect(model.state.value).toMatchObject({ kind: 'selectAccount', accounts: [{ accountId: 'C-10001' }] });
  });

  it('a creation answered after a new load is dropped', async () => {
    await armFaultIn(sandbox, `POST ${createPath}`, 'timeout');
    const { model, onCodeCreated } = await listedFor(bjarni);
    const choosing = model.choose('C-10002');
    await model.load(sessionUser.value?.token ?? '');
    await choosing;
    expect(kindOf(model)).toBe('selectAccount');
    expect(onCodeCreated).not.toHaveBeenCalled();
  });
});

describe('the self-checkout login (/checkout/{checkoutCode})', () => {
  it('demo-kassi-1: choosing an account logs in at the till, once, and reports it', async () => {
    const { model, onTillLogin, onCodeCreated } = await listedFor(bjarni, 'demo-kassi-1');
    const choosing = model.choose('C-20001');
    expect(kindOf(model)).toBe('creatingCode');
    void model.choose('C-10002');
    await choosing;
    expect(model.state.value).toMatchObject({
      kind: 'success',
      checkoutCode: 'demo-kassi-1',
      account: { accountId: 'C-20001' },
    });
    expect(onTillLogin).toHaveBeenCalledExactlyOnceWith({
      checkoutCode: 'demo-kassi-1',
      accountId: 'C-20001',
    });
    expect(onCodeCreated).not.toHaveBeenCalled();
    const sent = await sandbox.requests({ method: 'POST' });
    expect(sent.filter((entry) => entry.path.startsWith('/api/checkout'))).toEqual([
      expect.objectContaining({
        path: tillPath('demo-kassi-1'),
        query: { accountId: 'C-20001' },
        status: 200,
      }),
    ]);
  });

  it("a till that is not open: the server's reason ('Kassinn fannst ekki'); the retry asks again", async () => {
    const { model, onTillLogin } = await listedFor(anna, 'kassi-lokadur');
    await model.choose('C-10001');
    expect(model.state.value).toMatchObject({ kind: 'error', message: 'Kassinn fannst ekki' });
    model.retry();
    await settledChoice(model);
    expect(model.state.value).toMatchObject({ kind: 'error', message: 'Kassinn fannst ekki' });
    expect(await sandbox.requestsTo('POST', tillPath('kassi-lokadur'))).toHaveLength(2);
    expect(onTillLogin).not.toHaveBeenCalled();
  });

  it.each(messageFaults('Óvænt villa kom upp við innskráningu á sjálfafgreiðslukassa'))(
    'a $fault at the till: $message; the retry logs in',
    async ({ fault, message }) => {
      await armFaultIn(sandbox, `POST ${tillPath('demo-kassi-1')}`, fault);
      const { model } = await listedFor(anna, 'demo-kassi-1');
      await model.choose('C-10001');
      expect(model.state.value).toMatchObject({ kind: 'error', message });
      model.retry();
      await settledChoice(model);
      expect(kindOf(model)).toBe('success');
    },
  );

  it('the till code is taken as given (another attribute, another till)', async () => {
    let till = 'demo-kassi-1';
    const user = await logInAndStore(sandbox, anna);
    const api = createApiClient(sandbox.url);
    const model = new CheckoutModel({ api: () => api, tillCode: () => till });
    models.push(model);
    await model.load(user.token);
    till = 'kassi 2/../x';
    await model.choose('C-10001');
    // Reaches the till call as one code (not another path), which is not an open till.
    expect(model.state.value).toMatchObject({ kind: 'error', message: 'Kassinn fannst ekki' });
    const [sent] = await sandbox
      .requests({ method: 'POST' })
      .then((entries) => entries.filter((entry) => entry.path.startsWith('/api/checkout')));
    // Encoded as one path segment: the slash and the dots cannot reach another path.
    expect(sent?.path).toMatch(/^\/api\/checkout\/me\/code\/kassi(%20| )2%2F\.\.%2Fx$/);
  });
});

describe('the code page (/checkout/code/{checkoutCode})', () => {
  const byggir: CheckoutAccount = {
    id: 'acc-2',
    accountId: 'C-20001',
    name: 'Byggir ehf.',
    ssn: '5302691089',
  };

  /** The spec's answer: the code alone (the sandbox also names the account it charges). */
  function answeringCodeOnly(api: ApiClient): ApiClient {
    return {
      ...api,
      get: async (path, schema, options) => {
        const answer = v.parse(checkoutCodePageSchema, await api.get(path, schema, options));
        return v.parse(schema, { checkoutCodeId: answer.checkoutCodeId });
      },
    };
  }

  function newCodePage(
    knownAccount?: (checkoutCodeId: string) => CheckoutAccount | undefined,
    codeOnly = false,
  ) {
    const sandboxApi = createApiClient(sandbox.url);
    const api = codeOnly ? answeringCodeOnly(sandboxApi) : sandboxApi;
    const model = new CheckoutCodeModel({ api: () => api, knownAccount });
    models.push(model);
    return model;
  }

  async function createdFor(person: TestPerson, accountId: string): Promise<string> {
    const { model } = await listedFor(person);
    await model.choose(accountId);
    const state = model.state.value;
    if (state.kind !== 'success') throw new Error(`no code: ${state.kind}`);
    return state.checkoutCode;
  }

  it("loads the user's code, with the account the server says it charges", async () => {
    const code = await createdFor(bjarni, 'C-20001');
    const page = newCodePage();
    await page.load(code);
    expect(page.code.state.value).toEqual({ kind: 'ready', checkoutCodeId: code, account: byggir });
  });

  it("where the server's answer names no account, the one this page made the code for", async () => {
    const code = await createdFor(bjarni, 'C-20001');
    const page = newCodePage((checkoutCodeId) => (checkoutCodeId === code ? byggir : undefined), true);
    await page.load(code);
    expect(page.code.state.value).toEqual({ kind: 'ready', checkoutCodeId: code, account: byggir });
    const unknown = newCodePage(() => undefined, true);
    await unknown.load(code);
    expect(unknown.code.state.value).toEqual({ kind: 'ready', checkoutCodeId: code, account: undefined });
  });

  it("names the account as the person's own, a company's or someone else's", () => {
    expect(whoseAccount(byggir, bjarni.ssn)).toBe('company');
    expect(whoseAccount({ ...byggir, ssn: bjarni.ssn }, bjarni.ssn)).toBe('own');
    expect(whoseAccount({ ...byggir, ssn: '050795-3069' }, bjarni.ssn)).toBe('own');
    expect(whoseAccount({ ...byggir, ssn: anna.ssn }, bjarni.ssn)).toBe('other');
  });

  it("another person's code, or an unknown one: the server's reason, and the retry asks again", async () => {
    const code = await createdFor(bjarni, 'C-10002');
    await logInAndStore(sandbox, anna);
    const page = newCodePage();
    await page.load(code);
    expect(page.code.state.value).toEqual({ kind: 'failed', message: 'Kóði fannst ekki' });
    page.retry();
    await until(page.code.state, (state) => state.kind !== 'loading');
    expect(await sandbox.requestsTo('GET', `/api/checkout/me/code/${code}`)).toHaveLength(2);
  });

  it.each(messageFaults('Ekki tókst að sækja kóða'))('a $fault: $message', async ({ fault, message }) => {
    const code = await createdFor(anna, 'C-10001');
    await armFaultIn(sandbox, `GET /api/checkout/me/code/${code}`, fault);
    const page = newCodePage();
    await page.load(code);
    expect(page.code.state.value).toEqual({ kind: 'failed', message });
    page.retry();
    expect(await until(page.code.state, (state) => state.kind !== 'loading')).toEqual({
      kind: 'ready',
      checkoutCodeId: code,
      account: expect.objectContaining({ accountId: 'C-10001', name: 'Anna Jónsdóttir' }),
    });
  });

  it('a 401 logs out (the gate goes to /checkout/login) and shows no message', async () => {
    const code = await createdFor(anna, 'C-10001');
    await armFaultIn(sandbox, `GET /api/checkout/me/code/${code}`, '401');
    const page = newCodePage();
    await page.load(code);
    expect(sessionUser.value).toBe(null);
    expect(page.code.state.value).toEqual({ kind: 'loading' });
  });
});
