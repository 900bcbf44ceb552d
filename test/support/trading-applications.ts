import type { ReadonlySignal } from '@preact/signals-react';
import { expect, it, vi } from 'vitest';
import { type ApiClient, createApiClient } from '../../widgets/core/runtime/http.ts';
import { type SessionUser, sessionUser } from '../../widgets/core/runtime/session.ts';
import { armFaultIn, faultStatus, messageFaultRows } from './application-faults.ts';
import { anna, dagny, type TestPerson } from './people.ts';
import { type SandboxServer, sandboxServerForTests } from './sandbox-server.ts';
import { logInToSession, modelsDisposedAfterEach } from './session-login.ts';
import { until } from './signals.ts';
import { submitAndSettle } from './submission.ts';

// What the model tests of the two trading applications (account, cash: core's
// trading-application.ts) share: the model against the file's own sandbox server, its customer
// status failing to load, the server's failures of a submit, and the person going on account in
// another tab while the page still shows the form.

/** What each trading model gets, as the widget passes it (the request as the model sends it). */
interface TradingDependencies {
  api: () => ApiClient;
  user: () => SessionUser | null;
  navigate: (to: string) => void;
  onSubmitted: (request: unknown) => void;
}

interface TradingModel {
  readonly status: {
    load(token: string): Promise<void>;
    retry(): void;
    dispose(): void;
    readonly state: ReadonlySignal<{ kind: string }>;
  };
  readonly form: { readonly fields: Record<string, { set(value: string): void }> };
  readonly submission: {
    readonly state: ReadonlySignal<{ kind: string }>;
    readonly busy: ReadonlySignal<boolean>;
  };
  readonly view: ReadonlySignal<{ kind: string }>;
  submit(): Promise<void>;
  openFor(user: SessionUser): () => void;
  dispose(): void;
}

/**
 * The file's sandbox server and its models (`make`: the model from the widget's dependencies),
 * disposed and logged out after each test, with the tests both applications share.
 */
export function tradingTests<Model extends TradingModel>(options: {
  submitPath: string;
  make: (dependencies: TradingDependencies) => Model;
}) {
  const { submitPath } = options;
  // Timeout faults hold a request 5 s; the client gives up sooner (sandboxServerForTests' fault()).
  const sandbox: SandboxServer = sandboxServerForTests({ faultTimeoutMs: 5000 });
  const models = modelsDisposedAfterEach<Model>((model) => {
    model.dispose();
    model.status.dispose();
  });

  function newModel() {
    const api = createApiClient(sandbox.url);
    const navigate = vi.fn<(to: string) => void>();
    const onSubmitted = vi.fn<(request: unknown) => void>();
    const model = options.make({ api: () => api, user: () => sessionUser.peek(), navigate, onSubmitted });
    models.push(model);
    return { model, navigate, onSubmitted };
  }

  /** The person logged in and their status loaded, as the frame does for the logged-in token. */
  async function loadedFor(person: TestPerson) {
    const { token } = await logInToSession(sandbox, person);
    const parts = newModel();
    await parts.model.status.load(token);
    return { ...parts, token };
  }

  /** Types each value into its field. */
  function fill(model: Model, values: Partial<Record<keyof Model['form']['fields'], string>>): void {
    for (const [name, value] of Object.entries(values)) {
      if (value !== undefined) model.form.fields[name]?.set(value);
    }
  }

  /** The applications the sandbox got, in order. */
  const signUps = () => sandbox.requestsTo('POST', submitPath);

  /** Anna's form filled (`type`) and sent twice at once: one request; the second click waits for the first. */
  function itSendsOnceForTwoClicks(type: (model: Model) => void): void {
    it('sends one request for two quick clicks', async () => {
      const { model } = await loadedFor(anna);
      type(model);
      const first = model.submit();
      expect(model.submission.busy.value).toBe(true);
      await model.submit();
      await first;
      expect(model.view.value.kind).toBe('submitted');
      expect(await signUps()).toHaveLength(1);
    });
  }

  /**
   * The status load failing on `match` for Dagný (not a customer): each fault of `messageFaultRows`
   * shows its message and a retry loads (`loaded` checks what then shows); a 401 logs out, no message.
   */
  function itRecoversFromStatusFaults(status: {
    match: string;
    statusFailed: string;
    loaded: (model: Model) => void;
  }): void {
    it.each(messageFaultRows(status.statusFailed))(
      '%s: the message, and a retry loads',
      async (fault, message) => {
        const { token } = await logInToSession(sandbox, dagny);
        const { model } = newModel();
        await armFaultIn(sandbox, status.match, fault);
        await model.status.load(token);
        expect(model.status.state.value).toEqual({ kind: 'failed', message });
        model.status.retry();
        await until(model.status.state, (state) => state.kind !== 'loading');
        status.loaded(model);
      },
    );

    it('401: logged out (the frame goes to the login), no message', async () => {
      const { token } = await logInToSession(sandbox, dagny);
      const { model } = newModel();
      await armFaultIn(sandbox, status.match, '401');
      await model.status.load(token);
      expect(model.status.state.value).toEqual({ kind: 'loading' });
      expect(sessionUser.value).toBeNull();
    });
  }

  /**
   * A submit of Anna's that the server fails: each fault of `messageFaultRows` shows its message
   * with everything typed kept (`type` fills the form, `kept` checks it is still there), and
   * sending again works; a 401 logs out with no message; a token gone before the click sends nothing.
   */
  function itRecoversFromSubmitFaults(submit: {
    unexpected: string;
    type: (model: Model) => void;
    kept: (model: Model) => void;
  }): void {
    const statuses = async () => (await signUps()).map((entry) => entry.status);

    it.each(messageFaultRows(submit.unexpected))(
      '%s: the message, everything typed kept, and sending again works',
      async (fault, message) => {
        const { model, onSubmitted } = await loadedFor(anna);
        await armFaultIn(sandbox, `POST ${submitPath}`, fault);
        submit.type(model);
        expect(await submitAndSettle(model)).toEqual({ kind: 'error', message });
        expect(model.view.value).toEqual({ kind: 'form' });
        submit.kept(model);
        expect(onSubmitted).not.toHaveBeenCalled();
        expect(await submitAndSettle(model)).toMatchObject({ kind: 'submitted' });
        expect(await statuses()).toEqual([faultStatus(fault), 200]);
        expect(onSubmitted).toHaveBeenCalledTimes(1);
      },
    );

    it('a 401 logs out (the frame goes to the login), no message, what was typed kept', async () => {
      const { model, onSubmitted } = await loadedFor(anna);
      await armFaultIn(sandbox, `POST ${submitPath}`, '401');
      submit.type(model);
      expect(await submitAndSettle(model)).toEqual({ kind: 'initial' });
      expect(sessionUser.value).toBeNull();
      submit.kept(model);
      expect(onSubmitted).not.toHaveBeenCalled();
    });

    it("a token gone before the click: 'User is not logged in' logs out, nothing is sent", async () => {
      const { model } = await loadedFor(anna);
      submit.type(model);
      sessionUser.value = null;
      await model.submit();
      expect(model.submission.state.value).toEqual({ kind: 'initial' });
      expect(await statuses()).toEqual([]);
    });
  }

  /**
   * Anna goes on account in another tab while the form shows, then sends it (`type` fills it): the
   * server refuses it (400) and the page shows 'Reikningur nú þegar til', not an error. `name`: the
   * test's own.
   */
  function itShowsTheAccountMadeElsewhere(name: string, type: (model: Model) => void): void {
    it(name, async () => {
      const { model, token } = await loadedFor(anna);
      expect(await applyForAccountElsewhere(sandbox, token, anna)).toBe(200);
      // The account application's path is this one for the account application itself.
      const before = (await signUps()).length;
      type(model);
      expect(await submitAndSettle(model)).toEqual({ kind: 'initial' });
      expect(model.view.value).toEqual({ kind: 'accountExists' });
      expect((await signUps()).slice(before).map((entry) => entry.status)).toEqual([400]);
    });
  }

  return {
    sandbox,
    newModel,
    loadedFor,
    fill,
    signUps,
    itSendsOnceForTwoClicks,
    itRecoversFromStatusFaults,
    itRecoversFromSubmitFaults,
    itShowsTheAccountMadeElsewhere,
  };
}

/** The account application (spec §3) of another tab, the smallest one, straight to the sandbox: answers its status. */
async function applyForAccountElsewhere(
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
