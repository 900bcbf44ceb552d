import { describe, expect, it, vi } from 'vitest';
import { armFaultIn, messageFaultRows } from '../../test/support/application-faults.ts';
import { browserStorageForTests } from '../../test/support/memory-storage.ts';
import { stubPageSettings } from '../../test/support/page-settings.ts';
import * as people from '../../test/support/people.ts';
import { sandboxServerForTests } from '../../test/support/sandbox-server.ts';
import { logInAndStore, logOutAfterEach } from '../../test/support/session-login.ts';
import { until } from '../../test/support/signals.ts';
import { settled } from '../../test/support/submission.ts';
import { draftKey } from '../core/applications/draft.ts';
import { createApiClient } from '../core/runtime/http.ts';
import { logOut, sessionUser } from '../core/runtime/session.ts';
import type { RenovationApplication } from './renovation.api.ts';
import { RenovationModel, type RenovationModelInstance, renovationFlow } from './renovation.model.ts';

// The renovation-terms application's model (spec §2 "Renovation application", §4, §5, §6, §8)
// against the real sandbox over HTTP. The person logs in through the sandbox's phone login and is
// kept as the login form keeps them (core's session, localStorage and sessionStorage in memory).

const applyPath = '/api/customers/applications/renovation';
const statusPath = '/api/customers/me';
const statusFailed = 'Villa kom upp við að stöðu reiknings';
const unexpected = 'Óvænt villa kom upp';

const sandbox = sandboxServerForTests();

const { local, session } = browserStorageForTests();
logOutAfterEach();

function newRenovation() {
  const api = createApiClient(sandbox.url);
  const onSubmitted = vi.fn<(request: RenovationApplication) => void>();
  const model = new RenovationModel({ api: () => api, onSubmitted });
  return { model, onSubmitted };
}

/** Logged in, the status loaded and the form opened for the person: what the view shows first. */
async function openedFor(person: people.TestPerson) {
  const user = await logInAndStore(sandbox, person);
  const opened = newRenovation();
  await opened.model.status.load(user.token);
  const stop = opened.model.openFor(user);
  return { ...opened, user, stop };
}

function tickBoth(model: RenovationModelInstance): void {
  model.termsAccepted.value = true;
  model.mailingListAccepted.value = true;
}

async function applications() {
  return sandbox.requestsTo('POST', applyPath);
}

describe('the customer status (spec §2: spinner while it loads)', () => {
  it('loads for a customer and for a non-customer alike (renovation terms are for anyone)', async () => {
    const anna = await logInAndStore(sandbox, people.anna);
    const { model } = newRenovation();
    expect(model.status.state.value).toEqual({ kind: 'loading' });
    await model.status.load(anna.token);
    expect(model.status.state.value).toMatchObject({
      kind: 'ready',
      customer: { kind: 'customer', customer: { custAccount: 'C-10001', paymMode: 'Stgr' } },
    });

    const dagny = await logInAndStore(sandbox, people.dagny);
    await model.status.load(dagny.token);
    expect(model.status.state.value).toEqual({ kind: 'ready', customer: { kind: 'notCustomer' } });
  });

  // The timeout: the next test, with a short page timeout of its own.
  it.each(messageFaultRows(statusFailed, 'Staða ekki tiltæk').filter(([fault]) => fault !== 'timeout'))(
    'a %s shows its message, and Reyna aftur loads it',
    async (fault, message) => {
      const anna = await logInAndStore(sandbox, people.anna);
      await armFaultIn(sandbox, `GET ${statusPath}`, fault, { reason: 'Staða ekki tiltæk' });
      const { model } = newRenovation();
      await model.status.load(anna.token);
      expect(model.status.state.value).toEqual({ kind: 'failed', message });
      model.status.retry();
      await until(model.status.state, (state) => state.kind === 'ready');
      expect(await sandbox.requestsTo('GET', statusPath)).toHaveLength(2);
    },
  );

  it("a timeout (page timeout 300 ms) shows 'Villa kom upp við að stöðu reiknings'", async () => {
    stubPageSettings({ timeoutMs: 300 });
    const anna = await logInAndStore(sandbox, people.anna);
    await sandbox.fault(`GET ${statusPath}`, 'timeout');
    const { model } = newRenovation();
    await model.status.load(anna.token);
    expect(model.status.state.value).toEqual({ kind: 'failed', message: statusFailed });
  });

  it('a 401 logs out (the frame goes to the login page) and shows no message', async () => {
    const anna = await logInAndStore(sandbox, people.anna);
    local.setItem('unrelated', 'x');
    await sandbox.fault(`GET ${statusPath}`, '401');
    const { model } = newRenovation();
    await model.status.load(anna.token);
    expect(model.status.state.value).toEqual({ kind: 'loading' });
    expect(sessionUser.value).toBeNull();
    // The widgets' own keys go; the page's own stays.
    expect(local.entries()).toEqual({ unrelated: 'x' });
  });

  it("no token: 'User is not logged in' logs out, nothing asked", async () => {
    const { model } = newRenovation();
    await model.status.load('gone');
    expect(model.status.state.value).toEqual({ kind: 'loading' });
    expect(await sandbox.requestsTo('GET', statusPath)).toHaveLength(0);
  });
});

describe('the form', () => {
  it("is prefilled with the person's phone and e-mail", async () => {
    const { model } = await openedFor(people.anna);
    expect(model.form.fields.phone.value.value).toBe(people.anna.phone);
    expect(model.form.fields.email.value.value).toBe(people.anna.email);
  });

  it('keeps what was typed in the draft and puts it back for the same person only', async () => {
    const { model, user, stop } = await openedFor(people.anna);
    model.form.fields.phone.set('6901234');
    stop();
    const again = newRenovation().model;
    again.openFor(user)();
    expect(again.form.fields.phone.value.value).toBe('6901234');
    expect(session.getItem(draftKey(renovationFlow, people.anna.ssn))).toContain('6901234');

    // Another person on the same model: their own details, the boxes unticked.
    tickBoth(again);
    const bjarni = await logInAndStore(sandbox, people.bjarni);
    again.openFor(bjarni)();
    expect(again.form.fields.phone.value.value).toBe(people.bjarni.phone);
    expect(again.form.fields.email.value.value).toBe(people.bjarni.email);
    expect(again.boxesTicked.value).toBe(false);
    expect(session.getItem(draftKey(renovationFlow, people.anna.ssn))).toContain('6901234');
  });

  it('can be sent only with both boxes ticked (spec §5)', async () => {
    const { model } = await openedFor(people.anna);
    expect(model.canSubmit.value).toBe(false);
    model.termsAccepted.value = true;
    expect(model.canSubmit.value).toBe(false);
    model.termsAccepted.value = false;
    model.mailingListAccepted.value = true;
    expect(model.canSubmit.value).toBe(false);
    await model.submit();
    expect(model.submission.state.value).toEqual({ kind: 'initial' });
    model.termsAccepted.value = true;
    expect(model.canSubmit.value).toBe(true);
    expect(await applications()).toHaveLength(0);
  });

  it('names the box still unticked, for the line beside the button, and none once both are', async () => {
    const { model } = await openedFor(people.anna);
    expect(model.unticked.value).toBe('both');
    model.termsAccepted.value = true;
    expect(model.unticked.value).toBe('mailingList');
    model.termsAccepted.value = false;
    model.mailingListAccepted.value = true;
    expect(model.unticked.value).toBe('terms');
    model.termsAccepted.value = true;
    expect(model.unticked.value).toBeUndefined();
  });

  it('checks phone and e-mail (required) and sends nothing while one is wrong', async () => {
    const { model } = await openedFor(people.anna);
    tickBoth(model);
    model.form.fields.phone.set('');
    model.form.fields.email.set('anna@');
    await model.submit();
    expect(model.form.fields.phone.message.value).toBe('Vinsamlegast fyllið út þennan reit');
    expect(model.form.fields.email.message.value).toBe('Netfang er ekki gilt');
    expect(model.submission.state.value).toEqual({ kind: 'initial' });
    expect(await applications()).toHaveLength(0);
  });
});

describe('applying', () => {
  it('sends {phone, email}, shows success, tells byko-submitted, clears local storage and the draft', async () => {
    const { model, onSubmitted } = await openedFor(people.anna);
    tickBoth(model);
    model.form.fields.email.set('anna.nytt@example.is');
    const submitting = model.submit();
    expect(model.submission.state.value).toEqual({ kind: 'submitting' });
    expect(model.canSubmit.value).toBe(false);
    await submitting;
    const request = { phone: people.anna.phone, email: 'anna.nytt@example.is' };
    expect(model.submission.state.value).toEqual({ kind: 'submitted', result: request });
    expect(onSubmitted).toHaveBeenCalledExactlyOnceWith(request);
    const sent = await applications();
    expect(sent.map((entry) => [entry.body, entry.status])).toEqual([[request, 200]]);
    // Spec §4: local storage cleared; the person stays in memory so the success view stays.
    expect(local.entries()).toEqual({});
    expect(session.getItem(draftKey(renovationFlow, people.anna.ssn))).toBeNull();
    expect(sessionUser.value?.name).toBe(people.anna.name);
  });

  it('one request per click: a second submit while the first is in flight sends nothing', async () => {
    const { model } = await openedFor(people.anna);
    tickBoth(model);
    await Promise.all([model.submit(), model.submit(), model.submit()]);
    expect(await applications()).toHaveLength(1);
  });

  it("a second application: 'Umsókn er þegar skráð' as the server says it, the input kept", async () => {
    const first = await openedFor(people.anna);
    tickBoth(first.model);
    await first.model.submit();
    expect(first.model.submission.state.value.kind).toBe('submitted');

    const second = await openedFor(people.anna);
    tickBoth(second.model);
    second.model.form.fields.phone.set('6901234');
    await second.model.submit();
    expect(second.model.submission.state.value).toEqual({ kind: 'error', message: 'Umsókn er þegar skráð' });
    expect(second.model.form.fields.phone.value.value).toBe('6901234');
    expect(second.model.boxesTicked.value).toBe(true);
    expect(second.onSubmitted).not.toHaveBeenCalled();
    expect((await applications()).map((entry) => entry.status)).toEqual([200, 400]);
  });
});

describe('applying under faults (spec §8): the message, the input kept, a retry sends it once more', () => {
  it.each(messageFaultRows(unexpected))('%s', async (fault, message) => {
    const { model, onSubmitted } = await openedFor(people.anna);
    tickBoth(model);
    model.form.fields.phone.set('6901234');
    await armFaultIn(sandbox, `POST ${applyPath}`, fault);
    await model.submit();
    expect(model.submission.state.value).toEqual({ kind: 'error', message });
    expect(model.form.fields.phone.value.value).toBe('6901234');
    expect(model.form.fields.email.value.value).toBe(people.anna.email);
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(sessionUser.value).not.toBeNull();

    await model.submit();
    await until(model.submission.state, settled);
    expect(model.submission.state.value.kind).toBe('submitted');
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    const sent = await applications();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toEqual({ phone: '6901234', email: people.anna.email });
  });

  it('a 401 logs out (back to the login), keeps the draft, shows no error', async () => {
    const { model } = await openedFor(people.anna);
    tickBoth(model);
    model.form.fields.phone.set('6901234');
    await sandbox.fault(`POST ${applyPath}`, '401');
    await model.submit();
    expect(model.submission.state.value).toEqual({ kind: 'initial' });
    expect(sessionUser.value).toBeNull();
    expect(session.getItem(draftKey(renovationFlow, people.anna.ssn))).toContain('6901234');
  });

  it("a token gone before the click: 'User is not logged in' logs out, nothing sent", async () => {
    const { model } = await openedFor(people.anna);
    tickBoth(model);
    logOut();
    await model.submit();
    expect(model.submission.state.value).toEqual({ kind: 'initial' });
    expect(await applications()).toHaveLength(0);
  });
});
