import { expect, vi } from 'vitest';
import { browserStorageForTests } from '../../../test/support/memory-storage.ts';
import * as people from '../../../test/support/people.ts';
import { type SandboxServer, sandboxServerForTests } from '../../../test/support/sandbox-server.ts';
import { modelsDisposedAfterEach } from '../../../test/support/session-login.ts';
import { createApiClient } from '../../core/runtime/http.ts';
import type { AppIncreaseRequest } from '../company-credit.api.ts';
import {
  CompanyCreditRequestModel,
  type CompanyCreditRequestModelInstance,
} from './company-credit-request.model.ts';

// What the app request's model tests share (company-credit-request.model.test.ts,
// app-login.model.test.ts and account-lookup.model.test.ts): the model against the real sandbox over
// HTTP: demo-app-guid logs Bjarni in for Byggir ehf. (5302691089); Smiðjan hf. (6208092090) has no
// max amount (null); any other guid is refused ('Ógild auðkenning').

export const guid = people.demoAppGuid;
export const validationPath = `/company/app-validation/${guid}`;
export const byggir = people.byggir.accountSsn;
export const smidjan = people.smidjan.accountSsn;
export const findPath = (ssn: string) => `/api/customers/find/accounts/${ssn}`;
export const maxPath = (ssn: string) => `/api/customers/company/${ssn}/max-amount`;
export const controlPath = (ssn: string) => `/api/customers/company/${ssn}/credit-control`;
export const requestPath = '/api/customers/company-credit-increase-requests';

export const messages = {
  invalidSsn: 'Kennitalan er ekki gild fyrirtækjakennitala',
  unexpected: 'Óvænt villa kom upp',
  notFound: 'Fyrirtæki fannst ekki.',
  required: 'Vinsamlegast fyllið út þennan reit',
  amountZero: 'Fjárhæð þarf að vera yfir 0kr.',
};

/**
 * For the file that calls this: a sandbox server of its own, the browser storage each test starts
 * empty with, and the request's model on that sandbox; each model disposed and the person logged out
 * after each test. `models`: for a model a test makes itself, to be disposed with the others.
 */
export function requestTests() {
  const sandbox: SandboxServer = sandboxServerForTests();
  const { local } = browserStorageForTests();
  const models = modelsDisposedAfterEach<CompanyCreditRequestModelInstance>((model) => model.dispose());

  function newModel() {
    const api = createApiClient(sandbox.url);
    const onLeave = vi.fn<(options?: { replace: boolean }) => void>();
    const onSubmitted = vi.fn<(request: AppIncreaseRequest) => void>();
    const model = new CompanyCreditRequestModel({ api: () => api, onLeave, onSubmitted });
    models.push(model);
    return { model, onLeave, onSubmitted };
  }

  /** Validated with demo-app-guid: stage 0 with Byggir ehf. looked up. */
  async function validated() {
    const opened = newModel();
    await opened.model.load(guid);
    expect(opened.model.state.value).toMatchObject({ kind: 'stage0', lookup: { kind: 'found' } });
    return opened;
  }

  /** At stage 1 for Byggir ehf. */
  async function atTheForm() {
    const opened = await validated();
    opened.model.next();
    expect(opened.model.state.value.kind).toBe('stage1');
    return opened;
  }

  return { sandbox, local, models, newModel, validated, atTheForm };
}
