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
}

/**
 * `person` logged in and stored; `open` makes the page's model for them (its status loaded, the form
 * opened: answers it and the stop) and `type` fills it; the submit meets a 401 on `submitPath`,
 * which logs out with no message. Then the login page, and the application's page again: answers
 * the model `open` makes for the person logged in anew, to read the draft back from.
 */
export async function reopenedAfterA401<Model extends DraftedModel>(
  sandbox: Pick<SandboxControl, 'loginByPhone' | 'fault'>,
  person: TestPerson,
  submitPath: string,
  steps: {
    open: (user: SessionUser) => Promise<{ model: Model; stop: () => void }>;
    type: (model: NoInfer<Model>) => void | Promise<void>;
  },
): Promise<Model> {
  const first = await steps.open(await logInAndStore(sandbox, person));
  await steps.type(first.model);
  await sandbox.fault(`POST ${submitPath}`, '401');
  await first.model.submission.submit();
  expect(await until(first.model.submission.state, settled)).toEqual({ kind: 'initial' });
  expect(sessionUser.value).toBeNull();
  first.stop();

  const again = await steps.open(await logInAndStore(sandbox, person));
  return again.model;
}
