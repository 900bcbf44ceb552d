import type { ReadonlySignal } from '@preact/signals-react';
import { expect, it } from 'vitest';
import { type SessionUser, sessionUser } from '../../widgets/core/runtime/session.ts';
import { armFaultIn, faultStatus, messageFaultRows } from './application-faults.ts';
import { anna, dagny, type TestPerson } from './people.ts';
import type { SandboxServer } from './sandbox-server.ts';
import { logInToSession } from './session-login.ts';
import { until } from './signals.ts';
import { submitAndSettle } from './submission.ts';

// What the model tests of the two trading applications (account, cash: core's
// trading-application.ts) share: their customer status failing to load, the server's failures of a
// submit, and the person going on account in another tab while the page still shows the form.

interface StatusModel {
  readonly status: {
    load(token: string): Promise<void>;
    retry(): void;
    readonly state: ReadonlySignal<{ kind: string }>;
  };
}

/**
 * The status load failing on `match` for Dagný (not a customer): each fault of `messageFaultRows`
 * shows its message and a retry loads (`loaded` checks what then shows); a 401 logs out, no message.
 */
export function itRecoversFromStatusFaults<Model extends StatusModel>(options: {
  sandbox: SandboxServer;
  newModel: () => Model;
  match: string;
  statusFailed: string;
  loaded: (model: Model) => void;
}): void {
  const { sandbox, newModel, match } = options;

  it.each(messageFaultRows(options.statusFailed))(
    '%s: the message, and a retry loads',
    async (fault, message) => {
      const { token } = await logInToSession(sandbox, dagny);
      const model = newModel();
      await armFaultIn(sandbox, match, fault);
      await model.status.load(token);
      expect(model.status.state.value).toEqual({ kind: 'failed', message });
      model.status.retry();
      await until(model.status.state, (state) => state.kind !== 'loading');
      options.loaded(model);
    },
  );

  it('401: logged out (the frame goes to the login), no message', async () => {
    const { token } = await logInToSession(sandbox, dagny);
    const model = newModel();
    await armFaultIn(sandbox, match, '401');
    await model.status.load(token);
    expect(model.status.state.value).toEqual({ kind: 'loading' });
    expect(sessionUser.value).toBeNull();
  });
}

interface SubmitModel {
  submit(): Promise<void>;
  readonly submission: { readonly state: ReadonlySignal<{ kind: string }> };
  readonly view: ReadonlySignal<{ kind: string }>;
}

/**
 * A submit of Anna's that the server fails on `submitPath`: each fault of `messageFaultRows` shows
 * its message with everything typed kept (`type` fills the form, `kept` checks it is still there),
 * and sending again works; a 401 logs out with no message; a token gone before the click sends
 * nothing. `loadedFor`: the person logged in and the status loaded, with the model's onSubmitted.
 */
export function itRecoversFromSubmitFaults<Model extends SubmitModel>(options: {
  sandbox: SandboxServer;
  submitPath: string;
  unexpected: string;
  loadedFor: (person: TestPerson) => Promise<{ model: Model; onSubmitted: (...args: never[]) => void }>;
  type: (model: Model) => void;
  kept: (model: Model) => void;
}): void {
  const { sandbox, submitPath } = options;
  const statuses = async () => (await sandbox.requestsTo('POST', submitPath)).map((entry) => entry.status);

  it.each(messageFaultRows(options.unexpected))(
    '%s: the message, everything typed kept, and sending again works',
    async (fault, message) => {
      const { model, onSubmitted } = await options.loadedFor(anna);
      await armFaultIn(sandbox, `POST ${submitPath}`, fault);
      options.type(model);
      expect(await submitAndSettle(model)).toEqual({ kind: 'error', message });
      expect(model.view.value).toEqual({ kind: 'form' });
      options.kept(model);
      expect(onSubmitted).not.toHaveBeenCalled();
      expect(await submitAndSettle(model)).toMatchObject({ kind: 'submitted' });
      expect(await statuses()).toEqual([faultStatus(fault), 200]);
      expect(onSubmitted).toHaveBeenCalledTimes(1);
    },
  );

  it('a 401 logs out (the frame goes to the login), no message, what was typed kept', async () => {
    const { model, onSubmitted } = await options.loadedFor(anna);
    await armFaultIn(sandbox, `POST ${submitPath}`, '401');
    options.type(model);
    expect(await submitAndSettle(model)).toEqual({ kind: 'initial' });
    expect(sessionUser.value).toBeNull();
    options.kept(model);
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it("a token gone before the click: 'User is not logged in' logs out, nothing is sent", async () => {
    const { model } = await options.loadedFor(anna);
    options.type(model);
    sessionUser.value = null;
    await model.submit();
    expect(model.submission.state.value).toEqual({ kind: 'initial' });
    expect(await statuses()).toEqual([]);
  });
}

/**
 * The page's model for `user`, as the frame makes it (for reopenedAfterA401's `open`): a new one,
 * their status loaded, the form opened for them; with the stop.
 */
export function openedFor<Model extends StatusModel & { openFor(user: SessionUser): () => void }>(
  newModel: () => Model,
): (user: SessionUser) => Promise<{ model: Model; stop: () => void }> {
  return async (user) => {
    const model = newModel();
    await model.status.load(user.token);
    return { model, stop: model.openFor(user) };
  };
}

/** The account application (spec §3) of another tab, the smallest one, straight to the sandbox: answers its status. */
export async function applyForAccountElsewhere(
  sandbox: { readonly url: string },
  token: string,
  person: Pick<TestPerson, 'phone' | 'email'>,
): Promise<number> {
  const answer = await fetch(`${sandbox.url}/api/customers/applications/sign-up`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      phone: person.phone,
      email: person.email,
      streetName: '',
      streetNumber: '',
      zipCode: null,
      amount: 1000,
      description: '',
    }),
  });
  return answer.status;
}
