import type { ReadonlySignal } from '@preact/signals-react';
import { expect } from 'vitest';
import { type SessionUser, sessionUser } from '../../widgets/core/runtime/session.ts';
import type { TestPerson } from './people.ts';
import type { SandboxControl } from './sandbox-control.ts';
import { logInAndStore } from './session-login.ts';
import { until } from './signals.ts';
import { settled } from './submission.ts';

// An application's draft (sessionStorage) across a 401: the page logs out with what was typed
// kept, the person logs in again, and the application's page opens a model of its own.

interface DraftedModel {
  readonly submission: { submit(): Promise<void>; readonly state: ReadonlySignal<{ kind: string }> };
  openFor(user: SessionUser): () => void;
}

/**
 * `person` logged in and stored; the page's model made (`make`), loaded for them (`load`: its
 * status, as the frame loads it) and its form opened for them, then filled (`type`); the submit
 * meets a 401 on `submitPath`, which logs out with no message. Then the login page, and the
 * application's page again: answers its new model, made, loaded and opened for the person logged
 * in anew, to read the draft back from.
 */
export async function reopenedAfterA401<Model extends DraftedModel>(
  sandbox: Pick<SandboxControl, 'loginByPhone' | 'fault'> & { readonly url: string },
  person: TestPerson,
  submitPath: string,
  steps: {
    make: () => Model;
    load: (model: Model, user: SessionUser) => Promise<void>;
    type: (model: NoInfer<Model>) => void | Promise<void>;
  },
): Promise<Model> {
  const opened = async () => {
    const user = await logInAndStore(sandbox, person);
    const model = steps.make();
    await steps.load(model, user);
    return { model, stop: model.openFor(user) };
  };

  const first = await opened();
  await steps.type(first.model);
  await sandbox.fault(`POST ${submitPath}`, '401');
  await first.model.submission.submit();
  expect(await until(first.model.submission.state, settled)).toEqual({ kind: 'initial' });
  expect(sessionUser.value).toBeNull();
  first.stop();

  return (await opened()).model;
}
