import { vi } from 'vitest';
import { browserStorageForTests } from '../../test/support/memory-storage.ts';
import * as people from '../../test/support/people.ts';
import { type SandboxServer, sandboxServerForTests } from '../../test/support/sandbox-server.ts';
import { logInAndStore, modelsDisposedAfterEach } from '../../test/support/session-login.ts';
import { createApiClient } from '../core/runtime/http.ts';
import { sessionUser } from '../core/runtime/session.ts';
import type { Company } from './company-credit.api.ts';
import type { CompanyCreditSubmitted } from './company-credit.flow.ts';
import { CompanyCreditModel, type CompanyCreditModelInstance } from './company-credit.model.ts';

// What the flow's model tests share (company-credit.model.test.ts, and each step's beside its
// model): the flow model against the real sandbox over HTTP (SANDBOX.md "Companies"): Bjarni is
// finAdmin of Byggir ehf. and creditAdmin of Smiðjan hf. (whose status fails), neither of
// Timburhús ehf.; Anna has no companies. Each step is reached as the person reaches it, through
// the flow that composes it.

export const paths = {
  companies: '/api/company-credit/user-companies',
  status: '/api/company-credit/credit-status/',
  lookup: '/api/company-credit/lookup/',
  increase: '/api/company-credit/apply/increase-credit',
  emailForm: '/api/company-credit/apply/email-form',
  signUp: '/api/company-credit/apply/sign-up',
};

/** Spec §5 and §8 in their words (not read from the messages files, so a changed word is caught). */
export const messages = {
  phone: 'Ógilt símanúmer.',
  email: 'Ógilt netfang.',
  amount: 'Ógild fjárhæð. Sláið inn krónutölu.',
  aboveZero: 'Fjárhæð þarf að vera yfir 0kr.',
  kennitala: 'Ógild kennitala.',
  companyName: 'Vinsamlegast sláið inn nafn.',
  fullName: 'Vinsamlegast sláið inn fullt nafn.',
  emailFormAmount: 'Ógilt magn. Sláið inn krónutölu.',
  street: 'Vinsamlegast sláið inn heimilisfang.',
  zip: 'Ógilt póstnúmer.',
  companiesFailed: 'Ekki tókst að sækja fyrirtæki.',
  statusFailed: 'Ekki tókst að sækja stöðu heimildar.',
  increaseFailed: 'Óvænt villa kom upp við það að hækka heimild.',
  notFound: 'Fyrirtæki fannst ekki.',
  lookupFailed: 'Ekki tókst að fletta upp fyrirtæki.',
  emailFormFailed:
    'Ekki tókst að senda umsókn. Vinsamlegast hafið samband við viðskiptareikninga í síma 515 4000.',
  signUpFailed: 'Ekki tókst að sækja um reikningsviðskipti.',
  sandbox500: 'Villa í kerfi (sandkassi)',
};

export const byggir: Company = people.byggir;
export const smidjan: Company = people.smidjan;
/** The manual lookup's account, as far as the flow shows it. */
export const tresmidja = {
  accountId: people.tresmidja.accountId,
  name: people.tresmidja.name,
  accountSsn: people.tresmidja.accountSsn,
};
export const nyskopun = people.nyskopun;

export const gudrun = { ssn: '1709715079', name: 'Guðrún Pálsdóttir' };
export const sigurdur = { ssn: '2511883009', name: 'Sigurður Karlsson' };

/** An ISO date a year from now (the sandbox's clock), give or take the day the test runs over. */
export function aYearFromNow(): string[] {
  const now = Date.now();
  return [-1, 0, 1].map((days) => {
    const date = new Date(now);
    date.setUTCFullYear(date.getUTCFullYear() + 1);
    date.setUTCDate(date.getUTCDate() + days);
    return date.toISOString().slice(0, 10);
  });
}

/** A form's fields as name → the value each holds. */
export function valuesOf(fields: Record<string, { value: { value: string } }>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.value.value]));
}

export const settledSubmission = (state: { kind: string }) => state.kind !== 'submitting';

/** The selected company's status once it is no longer loading (ready or failed). */
export function statusSettled(model: CompanyCreditModelInstance) {
  const state = model.credit.creditStatus.state;
  type State = typeof state.value;
  return new Promise<State>((resolve) => {
    const stop = state.subscribe((current) => {
      if (current.kind === 'loading') return;
      queueMicrotask(() => stop());
      resolve(current);
    });
  });
}

/**
 * For the file that calls this: a sandbox server of its own, the browser storage each test starts
 * empty with, and the flow's model on that sandbox for a person logged in as the login form logs
 * them in (stored); each model disposed and the person logged out after each test.
 */
export function creditTests() {
  const sandbox: SandboxServer = sandboxServerForTests();
  const { local } = browserStorageForTests();
  const models = modelsDisposedAfterEach<CompanyCreditModelInstance>((model) => model.dispose());

  /** Logged in and stored, as the login form does. */
  const logIn = (person: people.TestPerson) => logInAndStore(sandbox, person);

  function newModel() {
    const api = createApiClient(sandbox.url);
    const onSubmitted = vi.fn<(detail: CompanyCreditSubmitted) => void>();
    const log = vi.fn<(message: string, data: unknown) => void>();
    const model = new CompanyCreditModel({ api: () => api, user: () => sessionUser.value, onSubmitted, log });
    models.push(model);
    return { model, onSubmitted, log };
  }

  /** The person logged in and the model's list loaded for them. */
  async function openFor(person: people.TestPerson, preselect?: string) {
    const user = await logIn(person);
    const made = newModel();
    made.model.preselect(preselect);
    await made.model.load(user.token);
    return { ...made, user };
  }

  /** Bjarni's model with Byggir selected and its status loaded. */
  async function byggirSelected() {
    const made = await openFor(people.bjarni, byggir.accountSsn);
    await statusSettled(made.model);
    return made;
  }

  async function bodiesTo(path: string): Promise<unknown[]> {
    return (await sandbox.requestsTo('POST', path)).map((request) => request.body);
  }

  return { sandbox, local, logIn, newModel, openFor, byggirSelected, bodiesTo };
}

/** What the applicant's fields hold for Bjarni (both forms fill them from the session). */
export const bjarniApplicant = {
  userName: people.bjarni.name,
  userSsn: people.bjarni.ssn,
  phone: people.bjarni.phone,
  email: people.bjarni.email,
};

/** The sign-up as the lookup of Nýsköpun ehf. fills it for Bjarni (and as it is sent). */
export const nyskopunSignUp = {
  companyName: nyskopun.name,
  companySsn: nyskopun.ssn,
  streetName: 'Austurstræti',
  streetNumber: '10',
  zipCode: '101',
  ...bjarniApplicant,
};
