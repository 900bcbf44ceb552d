import { describe, expect, it } from 'vitest';
import { armFaultIn, messageFaultRows } from '../../test/support/application-faults.ts';
import { reopenedAfterA401 } from '../../test/support/draft-after-login.ts';
import { browserStorageForTests } from '../../test/support/memory-storage.ts';
import * as people from '../../test/support/people.ts';
import { logInToSession } from '../../test/support/session-login.ts';
import { until } from '../../test/support/signals.ts';
import { submitAndSettle } from '../../test/support/submission.ts';
import { draftKey } from '../core/applications/draft.ts';
import type { SubmitState } from '../core/form/index.ts';
import { type ApiClient, createApiClient } from '../core/runtime/http.ts';
import { sessionUser } from '../core/runtime/session.ts';
import {
  InvoiceAccountModel,
  type InvoiceAccountReceipt,
  invoiceAccountFlow,
} from './invoice-account.model.ts';
import {
  applyPath,
  bjarnisApplication,
  blocks,
  fillBjarnisApplication,
  gudrun,
  invoiceAccountModelTests,
  messages,
  sigurdur,
} from './invoice-account.test-setup.ts';

// The invoice-account application's model sending (spec §4 "Manual credit page: submitting,
// submitted, error", §8, §9), against the real sandbox over HTTP (invoice-account.test-setup.ts):
// one request a click, each fault and a 401, the day the application is answered, and the draft
// a login after a 401 goes on from. Loading and the form are in invoice-account.model.test.ts.

const { sandbox, newModel, openFor, applications } = invoiceAccountModelTests();

const settled = (state: SubmitState<InvoiceAccountReceipt>) =>
  state.kind === 'submitted' || state.kind === 'error';

describe('submitting', () => {
  it('sends one request for two quick clicks, busy until the answer', async () => {
    const { model } = await openFor(people.bjarni);
    model.chooseSendInvoice('Mail');
    const first = model.submit();
    void model.submit();
    expect(model.submission.state.value).toEqual({ kind: 'submitting' });
    expect(model.submission.busy.value).toBe(true);
    await first;
    await until(model.submission.state, settled);
    expect(await applications()).toHaveLength(1);
  });

  it.each(messageFaultRows(messages.unexpected, messages.reason))(
    'a %s shows its message, keeps everything typed; sending again succeeds once',
    async (fault, message) => {
      const { model, onSubmitted } = await openFor(people.bjarni);
      await fillBjarnisApplication(model);
      await armFaultIn(sandbox, `POST ${applyPath}`, fault, { reason: messages.reason });
      expect(await submitAndSettle(model)).toEqual({ kind: 'error', message });
      expect(onSubmitted).not.toHaveBeenCalled();
      expect(model.form.fields.pinNumber.value.value).toBe('4321');
      expect(
        blocks(model.guarantors).map((block) => [block.ssn.value.value, block.email.value.value]),
      ).toEqual([
        [sigurdur.ssn, 'sigurdur@example.is'],
        [gudrun.ssn, 'gudrun@example.is'],
        ['', ''],
      ]);
      expect(blocks(model.auditors)).toHaveLength(2);
      expect((await submitAndSettle(model)).kind).toBe('submitted');
      expect(onSubmitted).toHaveBeenCalledTimes(1);
      const sent = await sandbox.requestsTo('POST', applyPath);
      expect(sent).toHaveLength(2);
      expect(sent.map((request) => request.body)).toEqual([bjarnisApplication, bjarnisApplication]);
    },
  );

  it('a 401 logs out (back to the login), keeps what was typed, no message', async () => {
    const { model, onSubmitted } = await openFor(people.bjarni);
    model.chooseSendInvoice('Mail');
    model.form.fields.comment.set('Halda');
    await sandbox.fault(`POST ${applyPath}`, '401');
    await submitAndSettle(model);
    expect(model.submission.state.value).toEqual({ kind: 'initial' });
    expect(sessionUser.value).toBeNull();
    expect(model.form.fields.comment.value.value).toBe('Halda');
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it("a token gone before the click: 'User is not logged in' logs out, nothing sent", async () => {
    const { model } = await openFor(people.bjarni);
    model.chooseSendInvoice('Mail');
    sessionUser.value = null;
    await submitAndSettle(model);
    expect(model.submission.state.value).toEqual({ kind: 'initial' });
    expect(await applications()).toHaveLength(0);
  });
});

describe('when the application is answered (the 14:00 rule, by the sandbox clock)', () => {
  async function answeredAt(now: string) {
    await sandbox.post('/__sandbox/clock', { now });
    // The browser's clock says something else: the server's receivedAt must win.
    const { model } = await openFor(people.bjarni, () => new Date('2026-11-25T16:00:00Z'));
    model.chooseSendInvoice('Mail');
    const state = await submitAndSettle(model);
    if (state.kind !== 'submitted') throw new Error(`not submitted: ${JSON.stringify(state)}`);
    return state.result.answer;
  }

  it('a weekday before 14:00: today', async () => {
    expect(await answeredAt('2026-11-27T13:59:00Z')).toEqual({ kind: 'today' });
  });

  it('a weekday at 14:00 and after: the next weekday (Friday: Monday)', async () => {
    expect(await answeredAt('2026-11-26T14:00:00Z')).toEqual({
      kind: 'later',
      day: { year: 2026, month: 10, day: 27, weekday: 5 },
    });
    expect(await answeredAt('2026-11-27T18:30:00Z')).toEqual({
      kind: 'later',
      day: { year: 2026, month: 10, day: 30, weekday: 1 },
    });
  });

  it('a Saturday morning: Monday', async () => {
    expect(await answeredAt('2026-11-28T10:00:00Z')).toEqual({
      kind: 'later',
      day: { year: 2026, month: 10, day: 30, weekday: 1 },
    });
  });

  it("without the server's receivedAt, the browser's clock", async () => {
    const user = await logInToSession(sandbox, people.bjarni);
    const real = createApiClient(sandbox.url);
    // The sandbox always answers receivedAt: this client drops it, as an older server would.
    const api: ApiClient = {
      ...real,
      post: async (path, body, schema, options) => {
        const answer = await real.post(path, body, schema, options);
        if (typeof answer === 'object' && answer !== null) Reflect.deleteProperty(answer, 'receivedAt');
        return answer;
      },
    };
    const model = new InvoiceAccountModel({
      api: () => api,
      user: () => sessionUser.peek(),
      now: () => new Date('2026-11-28T10:00:00Z'),
    });
    await model.loader.load(user.token);
    model.chooseSendInvoice('Mail');
    const state = await submitAndSettle(model);
    expect(state).toMatchObject({
      kind: 'submitted',
      result: { answer: { kind: 'later', day: { year: 2026, month: 10, day: 30, weekday: 1 } } },
    });
  });
});

describe('the draft (sessionStorage): a login after a 401 goes on from what was typed', () => {
  const { local, session } = browserStorageForTests();

  it('the page after the login has it back, blocks and option too; sending it clears local storage and the draft', async () => {
    const model = await reopenedAfterA401(sandbox, people.bjarni, applyPath, {
      make: () => newModel().model,
      load: (model, user) => model.loader.load(user.token),
      type: async (model) => {
        await fillBjarnisApplication(model);
        model.form.fields.guaranteeAmount.set('750000');
      },
    });
    await until(model.lookingUp, (looking) => looking.size === 0);
    expect((await submitAndSettle(model)).kind).toBe('submitted');
    const sent = await sandbox.requestsTo('POST', applyPath);
    expect(sent.map((request) => request.status)).toEqual([401, 200]);
    expect(sent[1]?.body).toEqual({ ...bjarnisApplication, guaranteeAmount: 750_000 });
    expect(local.entries()).toEqual({});
    expect(session.getItem(draftKey(invoiceAccountFlow, people.bjarni.ssn))).toBeNull();
  });
});
