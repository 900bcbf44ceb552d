import { describe, expect, it, vi } from 'vitest';
import { armFaultIn, messageFaultRows } from '../../test/support/application-faults.ts';
import { browserStorageForTests } from '../../test/support/memory-storage.ts';
import * as people from '../../test/support/people.ts';
import { sandboxServerForTests } from '../../test/support/sandbox-server.ts';
import { logInAndStore, logOutAfterEach } from '../../test/support/session-login.ts';
import { until } from '../../test/support/signals.ts';
import { settled } from '../../test/support/submission.ts';
import { draftKey } from '../core/applications/draft.ts';
import { loginApi } from '../core/login/login.api.ts';
import { createApiClient } from '../core/runtime/http.ts';
import { logOut, sessionUser } from '../core/runtime/session.ts';
import {
  closeAppPath,
  defaultCloseAppUrl,
  LimitChangeModel,
  type LimitChangeResult,
  limitChangeFlow,
} from './limit-change.model.ts';

// The credit limit change's model (spec §2 "Limit change", §3, §5, §6, §8) against the real sandbox
// over HTTP: Bjarni (account trading, limit 500 000, max 1 000 000), Anna (standing order, max
// 400 000), Dagný (not a customer).

const applyPath = '/api/customers/applications/increase-credit';
const statusPath = '/api/customers/me';
const maxPath = '/api/customers/me/max-amount';
const statusFailed = 'Villa kom upp við að stöðu reiknings';
const unexpected = 'Óvænt villa kom upp';
const aboveMax = 'Umbeðin heimild er hærri en hámark';

const sandbox = sandboxServerForTests();

const { local, session } = browserStorageForTests();
logOutAfterEach();

function newLimitChange() {
  const api = createApiClient(sandbox.url);
  const onSubmitted = vi.fn<(result: LimitChangeResult) => void>();
  const onNotCustomer = vi.fn<() => void>();
  const model = new LimitChangeModel({ api: () => api, onSubmitted, onNotCustomer });
  return { model, onSubmitted, onNotCustomer };
}

async function openedFor(person: people.TestPerson, isComingFromApp = false) {
  const user = await logInAndStore(sandbox, person, { fromApp: isComingFromApp });
  const opened = newLimitChange();
  await opened.model.status.load(user.token);
  const stop = opened.model.openFor(user);
  return { ...opened, user, stop };
}

async function changes() {
  return sandbox.requestsTo('POST', applyPath);
}

describe('what loads first: the customer status and the max amount, together', () => {
  it('Bjarni: his account, current limit and max', async () => {
    const bjarni = await logInAndStore(sandbox, people.bjarni);
    const { model, onNotCustomer } = newLimitChange();
    expect(model.status.state.value).toEqual({ kind: 'loading' });
    await model.status.load(bjarni.token);
    expect(model.status.state.value).toEqual({
      kind: 'ready',
      account: {
        customer: { paymMode: 'Rkn', paymTerm: '30D', creditMax: 500_000, custAccount: 'C-10002' },
        maxAmount: 1_000_000,
      },
    });
    expect(model.maxAmount.value).toBe(1_000_000);
    expect(onNotCustomer).not.toHaveBeenCalled();
  });

  it('asks for both at once', async () => {
    const bjarni = await logInAndStore(sandbox, people.bjarni);
    // Both held (1 s here; the fault's match is a prefix of both paths): both are in the sandbox's
    // log, unanswered (status 0), at the same time.
    await sandbox.fault(`GET ${statusPath}`, 'timeout', { times: 2 });
    const { model } = newLimitChange();
    const loading = model.status.load(bjarni.token);
    const bothHeld = async () => {
      const held = (await sandbox.requests({ method: 'GET' })).filter((entry) => entry.status === 0);
      return held.map((entry) => entry.path).sort();
    };
    await vi.waitFor(async () => expect(await bothHeld()).toEqual([statusPath, maxPath]), {
      timeout: 900,
      interval: 20,
    });
    await loading;
  });

  it('Dagný (404, not a customer): no account, onNotCustomer (spec §6: to /vidskipti/umsokn)', async () => {
    const dagny = await logInAndStore(sandbox, people.dagny);
    const { model, onNotCustomer } = newLimitChange();
    await model.status.load(dagny.token);
    expect(model.status.state.value).toEqual({ kind: 'ready', account: null });
    expect(onNotCustomer).toHaveBeenCalledTimes(1);
  });

  it("a non-customer's failed max amount does not matter", async () => {
    const dagny = await logInAndStore(sandbox, people.dagny);
    await sandbox.fault(`GET ${maxPath}`, '500');
    const { model, onNotCustomer } = newLimitChange();
    await model.status.load(dagny.token);
    expect(model.status.state.value).toEqual({ kind: 'ready', account: null });
    expect(onNotCustomer).toHaveBeenCalledTimes(1);
  });

  // A fault on `GET /api/customers/me` matches both calls (the sandbox matches a prefix): both fail,
  // as when the customer service is down; one on the max amount fails that call only.
  for (const [path, times] of [
    [statusPath, 2],
    [maxPath, 1],
  ] as const) {
    it.each(messageFaultRows(statusFailed, 'Staða ekki tiltæk'))(
      `GET ${path} %s: its message, and Reyna aftur loads`,
      async (fault, message) => {
        const bjarni = await logInAndStore(sandbox, people.bjarni);
        await armFaultIn(sandbox, `GET ${path}`, fault, { times, reason: 'Staða ekki tiltæk' });
        const { model } = newLimitChange();
        await model.status.load(bjarni.token);
        expect(model.status.state.value).toEqual({ kind: 'failed', message });
        model.status.retry();
        await until(model.status.state, (state) => state.kind === 'ready');
        expect(model.maxAmount.value).toBe(1_000_000);
      },
    );

    it(`GET ${path} 401: logs out (to the login page), no message`, async () => {
      const bjarni = await logInAndStore(sandbox, people.bjarni);
      await sandbox.fault(`GET ${path}`, '401', { times });
      const { model } = newLimitChange();
      await model.status.load(bjarni.token);
      expect(model.status.state.value).toEqual({ kind: 'loading' });
      expect(sessionUser.value).toBeNull();
    });
  }

  it('no token: logs out, nothing asked', async () => {
    const { model } = newLimitChange();
    await model.status.load('gone');
    expect(model.status.state.value).toEqual({ kind: 'loading' });
    expect(await sandbox.requests({ method: 'GET' })).toHaveLength(0);
  });
});

describe('the form (spec §5)', () => {
  it('phone and e-mail prefilled; the requested limit empty and required', async () => {
    const { model } = await openedFor(people.bjarni);
    expect(model.form.fields.phone.value.value).toBe(people.bjarni.phone);
    expect(model.form.fields.email.value.value).toBe(people.bjarni.email);
    expect(model.form.fields.amount.value.value).toBe('');
    await model.submit();
    expect(model.form.fields.amount.message.value).toBe('Vinsamlegast fyllið út þennan reit');
    expect(await changes()).toHaveLength(0);
  });

  it('the requested limit keeps digits only (an integer; dots stripped)', async () => {
    const { model } = await openedFor(people.bjarni);
    model.form.fields.amount.set('800.000 kr.');
    expect(model.form.fields.amount.value.value).toBe('800000');
  });

  // The rule itself (its boundary, while typing) is core's: requested-limit.test.ts. Here: the form
  // checks the amount against the max loaded for this person, and sends nothing past it.
  it('an amount above his loaded max is stopped at the field, nothing sent', async () => {
    const { model } = await openedFor(people.bjarni);
    model.form.fields.amount.set('1200000');
    await model.submit();
    expect(model.form.fields.amount.message.value).toBe(aboveMax);
    expect(model.submission.state.value).toEqual({ kind: 'initial' });
    expect(await changes()).toHaveLength(0);
  });

  it("the server's own check when the page's is bypassed: its reason as-is", async () => {
    // The max not loaded (a status answer only): nothing on the page stops the amount.
    const bjarni = await logInAndStore(sandbox, people.bjarni);
    const { model } = newLimitChange();
    model.openFor(bjarni);
    model.form.fields.amount.set('1500000');
    await model.submit();
    expect(model.submission.state.value).toEqual({ kind: 'error', message: aboveMax });
    expect((await changes()).map((entry) => entry.status)).toEqual([400]);
  });
});

describe('applying', () => {
  it('Bjarni to 800 000: {amount, phone, email} sent, success, then his record says 800 000', async () => {
    const { model, onSubmitted, user } = await openedFor(people.bjarni);
    model.form.fields.amount.set('800000');
    const submitting = model.submit();
    expect(model.submission.busy.value).toBe(true);
    await submitting;
    const request = { amount: 800_000, phone: people.bjarni.phone, email: people.bjarni.email };
    expect(model.submission.state.value).toEqual({ kind: 'submitted', result: { request, fromApp: false } });
    expect(onSubmitted).toHaveBeenCalledExactlyOnceWith({ request, fromApp: false });
    expect((await changes()).map((entry) => [entry.body, entry.status])).toEqual([[request, 200]]);
    expect(local.entries()).toEqual({});
    expect(session.getItem(draftKey(limitChangeFlow, people.bjarni.ssn))).toBeNull();
    const record = await loginApi.customer(createApiClient(sandbox.url));
    expect(record.creditMax).toBe(800_000);
    expect(user.token).toBe(sessionUser.value?.token);
  });

  it('from the app: the result says so (the close-app link shows)', async () => {
    const { model } = await openedFor(people.bjarni, true);
    model.form.fields.amount.set('600000');
    await model.submit();
    expect(model.submission.state.value).toMatchObject({ kind: 'submitted', result: { fromApp: true } });
  });

  it('one request per click', async () => {
    const { model } = await openedFor(people.bjarni);
    model.form.fields.amount.set('700000');
    await Promise.all([model.submit(), model.submit()]);
    expect(await changes()).toHaveLength(1);
  });
});

describe('applying under faults (spec §8): the message, the input kept, a retry sends it once more', () => {
  it.each(messageFaultRows(unexpected))('%s', async (fault, message) => {
    const { model, onSubmitted } = await openedFor(people.bjarni);
    model.form.fields.amount.set('800000');
    model.form.fields.phone.set('6902345');
    await armFaultIn(sandbox, `POST ${applyPath}`, fault);
    await model.submit();
    expect(model.submission.state.value).toEqual({ kind: 'error', message });
    expect(model.form.fields.amount.value.value).toBe('800000');
    expect(model.form.fields.phone.value.value).toBe('6902345');
    expect(onSubmitted).not.toHaveBeenCalled();

    await model.submit();
    await until(model.submission.state, settled);
    expect(model.submission.state.value.kind).toBe('submitted');
    const sent = await changes();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toEqual({ amount: 800_000, phone: '6902345', email: people.bjarni.email });
  });

  it('a 401 logs out (back to the login) and keeps the draft', async () => {
    const { model } = await openedFor(people.bjarni);
    model.form.fields.amount.set('800000');
    await sandbox.fault(`POST ${applyPath}`, '401');
    await model.submit();
    expect(model.submission.state.value).toEqual({ kind: 'initial' });
    expect(sessionUser.value).toBeNull();
    expect(session.getItem(draftKey(limitChangeFlow, people.bjarni.ssn))).toContain('800000');
  });

  it("a token gone before the click: 'User is not logged in' logs out, nothing sent", async () => {
    const { model } = await openedFor(people.bjarni);
    model.form.fields.amount.set('800000');
    logOut();
    await model.submit();
    expect(model.submission.state.value).toEqual({ kind: 'initial' });
    expect(await changes()).toHaveLength(0);
  });
});

describe('the close-app link (close-app-url)', () => {
  it("defaults to '/vidskipti/app'", () => {
    expect(defaultCloseAppUrl).toBe('/vidskipti/app');
    expect(closeAppPath(undefined)).toBe('/vidskipti/app');
    expect(closeAppPath('')).toBe('/vidskipti/app');
  });

  it('takes a path of the page, with its query', () => {
    expect(closeAppPath('/app/loka?x=1')).toBe('/app/loka?x=1');
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/x',
    'https://evil.example/loka',
  ])('refuses %s (hostile): the default instead', (hostile) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(closeAppPath(hostile)).toBe('/vidskipti/app');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
