import { expect, vi } from 'vitest';
import { createApiClient } from '../../core/runtime/http.ts';
import type { AppIncreaseRequest } from '../company-credit.api.ts';
import {
  CompanyCreditRequestModel,
  type CompanyCreditRequestModelInstance,
} from './company-credit-request.model.ts';

// What the app request's model tests share (company-credit-request.model.test.ts and
// account-lookup.model.test.ts): the model against the real sandbox over HTTP: demo-app-guid logs
// Bjarni in for Byggir ehf. (5302691089); Smiðjan hf. (6208092090) has no max amount (null); any
// other guid is refused ('Ógild auðkenning'). Widget code may not import test support
// (biome.json): each test file hands in its sandbox and the list its models are disposed from.

export const guid = 'demo-app-guid';
export const validationPath = `/company/app-validation/${guid}`;
export const byggir = '5302691089';
export const smidjan = '6208092090';
export const findPath = (ssn: string) => `/api/customers/find/accounts/${ssn}`;
export const maxPath = (ssn: string) => `/api/customers/company/${ssn}/max-amount`;
export const controlPath = (ssn: string) => `/api/customers/company/${ssn}/credit-control`;
export const requestPath = '/api/customers/company-credit-increase-requests';

export const messages = {
  invalidSsn: 'Kennitalan er ekki gild fyrirtækjakennitala',
  unexpected: 'Óvænt villa kom upp',
  sandbox500: 'Villa í kerfi (sandkassi)',
  notFound: 'Fyrirtæki fannst ekki.',
  required: 'Vinsamlegast fyllið út þennan reit',
  amountZero: 'Fjárhæð þarf að vera yfir 0kr.',
};

/** How the tests of a file open the model, against the sandbox it hands in. */
export function companyCreditRequestTestbed(support: {
  sandbox: { readonly url: string };
  /** Each model made goes here, disposed after each test (test/support's modelsDisposedAfterEach). */
  models: CompanyCreditRequestModelInstance[];
}) {
  function newModel() {
    const api = createApiClient(support.sandbox.url);
    const onLeave = vi.fn<(options?: { replace: boolean }) => void>();
    const onSubmitted = vi.fn<(request: AppIncreaseRequest) => void>();
    const model = new CompanyCreditRequestModel({ api: () => api, onLeave, onSubmitted });
    support.models.push(model);
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

  return { newModel, validated, atTheForm };
}
