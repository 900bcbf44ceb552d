import { describe, expect, it, vi } from 'vitest';
import { armFaultIn } from '../../test/support/application-faults.ts';
import * as people from '../../test/support/people.ts';
import { sandboxServerForTests } from '../../test/support/sandbox-server.ts';
import { logInToSession, modelsDisposedAfterEach } from '../../test/support/session-login.ts';
import { until } from '../../test/support/signals.ts';
import { createApiClient } from '../core/runtime/http.ts';
import { sessionUser } from '../core/runtime/session.ts';
import type { GuarantorApplication } from './guarantor.api.ts';
import { guarantorMessages } from './guarantor.messages.ts';
import { GuarantorModel, type GuarantorModelInstance, type GuarantorState } from './guarantor.model.ts';

// The guarantor page's model (spec §2 "Guarantor confirmation", §4 "Guarantor page", §8) against the
// real sandbox over HTTP (SANDBOX.md "Applications": G-1 is Einar's). The session is core's one
// store: a test logs a person in through the sandbox and puts the user there, as the login form does.

const sandbox = sandboxServerForTests({ faultTimeoutMs: 5000 });

const applicationPath = (id: string) => `/api/customers/applications/guarantor/${id}`;
const signPath = '/api/customers/applications/guarantor';

const loadFailed = 'Óvent villa kom upp við að sækja upplýsingar um ábyrgð';
const unexpected = 'Óvænt villa kom upp';
const serverError = 'Villa í kerfi (sandkassi)';

const g1: GuarantorApplication = {
  id: 'G-1',
  ssn: '0101701099',
  name: 'Einar Ólafsson',
  accountName: 'Byggir ehf.',
  email: 'einar@example.is',
};

const models = modelsDisposedAfterEach<GuarantorModelInstance>((model) => model.dispose());

function newGuarantor() {
  const api = createApiClient(sandbox.url);
  const onSigned = vi.fn<(application: GuarantorApplication) => void>();
  const model = new GuarantorModel({ api: () => api, user: () => sessionUser.value, onSigned });
  models.push(model);
  const states: GuarantorState['kind'][] = [];
  // Each change of state (a load starting again while loading is no change to a person).
  model.state.subscribe((state) => {
    if (states.at(-1) !== state.kind) states.push(state.kind);
  });
  return { model, onSigned, states };
}

/** Einar with G-1 loaded. */
async function einarWithG1() {
  await logInToSession(sandbox, people.einar);
  const guarantor = newGuarantor();
  await guarantor.model.load('G-1');
  expect(guarantor.model.state.value).toEqual({ kind: 'initial', application: g1 });
  return guarantor;
}

describe('loading the application (GET /api/customers/applications/guarantor/{id})', () => {
  it('nobody logged in: login', () => {
    const { model } = newGuarantor();
    expect(model.state.value).toEqual({ kind: 'login' });
  });

  it('Einar, G-1: loading, then initial with the applicant, his kennitala, name and e-mail', async () => {
    await logInToSession(sandbox, people.einar);
    const { model, states } = newGuarantor();
    await model.load('G-1');
    expect(model.state.value).toEqual({ kind: 'initial', application: g1 });
    expect(states).toEqual(['loading', 'initial']);
  });

  it("Bjarni, G-1: errorLoading with the server's reason (403)", async () => {
    await logInToSession(sandbox, people.bjarni);
    const { model } = newGuarantor();
    await model.load('G-1');
    expect(model.state.value).toEqual({
      kind: 'errorLoading',
      message: 'Þú ert ekki ábyrgðaraðili á þessari umsókn',
    });
  });

  it("an unknown id: 'Umsókn fannst ekki'", async () => {
    await logInToSession(sandbox, people.einar);
    const { model } = newGuarantor();
    await model.load('G-404');
    expect(model.state.value).toEqual({ kind: 'errorLoading', message: 'Umsókn fannst ekki' });
  });

  it('an id with a slash or a question mark stays one path segment', async () => {
    await logInToSession(sandbox, people.einar);
    const { model } = newGuarantor();
    await model.load('G-1/../x?y');
    expect(model.state.value).toEqual({ kind: 'errorLoading', message: 'Umsókn fannst ekki' });
    const [asked] = await sandbox
      .requests({ method: 'GET' })
      .then((all) => all.filter((entry) => entry.path.startsWith('/api/customers/applications/guarantor/')));
    expect(asked?.path).toBe(applicationPath('G-1%2F..%2Fx%3Fy'));
  });

  it.each([
    { fault: '500', message: serverError },
    { fault: 'timeout', message: loadFailed },
    { fault: 'malformed', message: loadFailed },
    { fault: 'reason', message: 'Ábyrgðarkerfi lokað (prófun)' },
  ] as const)("$fault: errorLoading '$message'; a retry loads", async ({ fault, message }) => {
    await logInToSession(sandbox, people.einar);
    await armFaultIn(sandbox, `GET ${applicationPath('G-1')}`, fault, { reason: message });
    const { model } = newGuarantor();
    await model.load('G-1');
    expect(model.state.value).toEqual({ kind: 'errorLoading', message });
    model.retry();
    await until(model.state, (state) => state.kind !== 'loading');
    expect(model.state.value).toEqual({ kind: 'initial', application: g1 });
  });

  it('a 401 logs out: login, no message', async () => {
    await logInToSession(sandbox, people.einar);
    await sandbox.fault(`GET ${applicationPath('G-1')}`, '401');
    const { model } = newGuarantor();
    await model.load('G-1');
    expect(sessionUser.value).toBeNull();
    expect(model.state.value).toEqual({ kind: 'login' });
  });

  it('another id loads that application; clear() (the attribute removed) waits', async () => {
    await logInToSession(sandbox, people.einar);
    const { model } = newGuarantor();
    await model.load('G-404');
    expect(model.state.value.kind).toBe('errorLoading');
    await model.load('G-1');
    expect(model.state.value.kind).toBe('initial');
    model.clear();
    expect(model.state.value).toEqual({ kind: 'loading' });
  });
});

describe("'Innskrá með öðrum notanda'", () => {
  it('logs out and forgets the drafts: login; then Einar logs in and loads G-1', async () => {
    const drafts = new Map<string, string>([
      ['byko-draft:loan:0507953069', '{}'],
      ['other', 'kept'],
    ]);
    vi.stubGlobal('sessionStorage', {
      get length() {
        return drafts.size;
      },
      key: (index: number) => [...drafts.keys()][index] ?? null,
      removeItem: (key: string) => drafts.delete(key),
    });
    await logInToSession(sandbox, people.bjarni);
    const { model } = newGuarantor();
    await model.load('G-1');
    expect(model.state.value.kind).toBe('errorLoading');
    model.logInAsOther();
    expect(sessionUser.value).toBeNull();
    expect(model.state.value).toEqual({ kind: 'login' });
    expect([...drafts.keys()]).toEqual(['other']);
    await logInToSession(sandbox, people.einar);
    await model.load('G-1');
    expect(model.state.value).toEqual({ kind: 'initial', application: g1 });
  });
});

describe("signing (POST /api/customers/applications/guarantor), 'Undirrita'", () => {
  it('the application as loaded is sent; submitting, then submitted; onSigned once', async () => {
    const { model, onSigned, states } = await einarWithG1();
    await model.sign();
    expect(model.state.value).toEqual({ kind: 'submitted', application: g1 });
    expect(states.slice(-3)).toEqual(['initial', 'submitting', 'submitted']);
    const sent = await sandbox.requestsTo('POST', signPath);
    expect(sent.map((entry) => entry.body)).toEqual([g1]);
    expect(onSigned).toHaveBeenCalledTimes(1);
    expect(onSigned).toHaveBeenCalledWith(g1);
  });

  it('one request per click: a second sign while the first runs, or after it, sends nothing', async () => {
    const { model } = await einarWithG1();
    await Promise.all([model.sign(), model.sign()]);
    await model.sign();
    expect(await sandbox.requestsTo('POST', signPath)).toHaveLength(1);
  });

  it('only from initial or error: not while loading, not after a failed load', async () => {
    await logInToSession(sandbox, people.einar);
    const { model } = newGuarantor();
    await model.sign();
    await model.load('G-404');
    await model.sign();
    expect(await sandbox.requestsTo('POST', signPath)).toHaveLength(0);
  });

  it.each([
    { fault: '500', message: serverError },
    { fault: 'timeout', message: unexpected },
    { fault: 'malformed', message: unexpected },
    { fault: 'reason', message: 'Undirritun hafnað (prófun)' },
  ] as const)(
    "$fault: error '$message' with the application kept; 'Undirrita' again signs",
    async ({ fault, message }) => {
      const { model, onSigned } = await einarWithG1();
      await armFaultIn(sandbox, `POST ${signPath}`, fault, { reason: message });
      await model.sign();
      expect(model.state.value).toEqual({ kind: 'error', application: g1, message });
      expect(onSigned).not.toHaveBeenCalled();
      await model.sign();
      expect(model.state.value).toEqual({ kind: 'submitted', application: g1 });
      expect(await sandbox.requestsTo('POST', signPath)).toHaveLength(2);
    },
  );

  it("a second signature (another visit): 'Umsóknin er þegar undirrituð'", async () => {
    const first = await einarWithG1();
    await first.model.sign();
    const { model } = await einarWithG1();
    await model.sign();
    expect(model.state.value).toEqual({
      kind: 'error',
      application: g1,
      message: 'Umsóknin er þegar undirrituð',
    });
  });

  it('a 401 logs out: login; after logging in again the application loads and signs', async () => {
    const { model } = await einarWithG1();
    await sandbox.fault(`POST ${signPath}`, '401');
    await model.sign();
    expect(sessionUser.value).toBeNull();
    expect(model.state.value).toEqual({ kind: 'login' });
    await logInToSession(sandbox, people.einar);
    await model.load('G-1');
    await model.sign();
    expect(model.state.value.kind).toBe('submitted');
  });
});

describe('the success line', () => {
  it("ends the sentence once, whether or not the applicant's name ends in a full stop", () => {
    expect(guarantorMessages.addedAsGuarantor('Byggir ehf.')).toBe(
      'Þú hefur verið skráð(ur) sem ábyrgðaraðili á umsókn Byggir ehf.',
    );
    expect(guarantorMessages.addedAsGuarantor('Jón Jónsson')).toBe(
      'Þú hefur verið skráð(ur) sem ábyrgðaraðili á umsókn Jón Jónsson.',
    );
  });
});
