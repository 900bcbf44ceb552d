import { expect, vi } from 'vitest';
import * as people from '../../test/support/people.ts';
import { type SandboxServer, sandboxServerForTests } from '../../test/support/sandbox-server.ts';
import { logInToSession, logOutAfterEach } from '../../test/support/session-login.ts';
import { until } from '../../test/support/signals.ts';
import { createApiClient } from '../core/runtime/http.ts';
import { sessionUser } from '../core/runtime/session.ts';
import type { InvoiceAccountApplication } from './invoice-account.api.ts';
import {
  InvoiceAccountModel,
  type InvoiceAccountModelInstance,
  type InvoiceAccountSubmitted,
} from './invoice-account.model.ts';

// What the invoice-account model's tests (invoice-account.model.test.ts,
// invoice-account-submit.model.test.ts) share: the real sandbox over HTTP (its own server for each
// file), a model on it for a person logged in to the session with a token from the sandbox's own
// phone login, the messages, and Bjarni's application with the people in it.

export const applyPath = '/api/customers/applications/manual-credit';

export const gudrun = { ssn: '1709715079', name: 'Guðrún Pálsdóttir' };
export const sigurdur = { ssn: '2511883009', name: 'Sigurður Karlsson' };

export const messages = {
  missingOption: '"Fá reikninga senda með" þarf að vera valið',
  required: 'Vinsamlegast fyllið út þennan reit',
  kennitalaLength: 'Kennitala þarf að vera 10 stafir',
  email: 'Netfang er ekki gilt',
  statusFailed: 'Villa kom upp við að stöðu reiknings',
  unexpected: 'Óvænt villa kom upp',
  reason: 'Umsókn hafnað (prófun)',
};

/** Types a kennitala into a block and waits for the registry's name (or the lookup's end). */
export async function typeSsn(
  model: InvoiceAccountModelInstance,
  block: { ssn: { set: (v: string) => void } },
  ssn: string,
) {
  block.ssn.set(ssn);
  await until(model.lookingUp, (looking) => looking.size === 0);
}

export function blocks<Entry>(group: { entries: { value: readonly { fields: Entry }[] } }): Entry[] {
  return group.entries.value.map((entry) => entry.fields);
}

/** Bjarni's full application: one auditor, two guarantors, the guarantee amount left empty. */
export async function fillBjarnisApplication(model: InvoiceAccountModelInstance) {
  model.chooseSendInvoice('Mail');
  model.form.fields.pinNumber.set('4321');
  model.form.fields.comment.set('  Vegna framkvæmda  ');
  const [auditor] = blocks(model.auditors);
  if (!auditor) throw new Error('an auditor block');
  await typeSsn(model, auditor, gudrun.ssn);
  const [first] = blocks(model.guarantors);
  if (!first) throw new Error('a guarantor block');
  await typeSsn(model, first, sigurdur.ssn);
  first.email.set('sigurdur@example.is');
  model.guarantors.add();
  const second = blocks(model.guarantors)[1];
  if (!second) throw new Error('a second guarantor block');
  await typeSsn(model, second, gudrun.ssn);
  second.email.set('gudrun@example.is');
  // The list ends with an empty block, as the page always offers one more: it is not sent.
  model.guarantors.add();
  model.auditors.add();
}

export const bjarnisApplication: InvoiceAccountApplication = {
  customerName: people.bjarni.name,
  customerSsn: people.bjarni.ssn,
  customerPhone: people.bjarni.phone,
  customerEmail: people.bjarni.email,
  sendInvoiceOption: 'Mail',
  sendInvoiceEmail: '',
  guaranteeAmount: 0,
  pinNumber: '4321',
  auditors: [gudrun],
  guarantors: [
    { ...sigurdur, email: 'sigurdur@example.is' },
    { ...gudrun, email: 'gudrun@example.is' },
  ],
  comment: 'Vegna framkvæmda',
};

/**
 * For the file that calls this: a sandbox server, `newModel` and `openFor` (a model on it, before or
 * after its customer status loaded) and the applications the sandbox received; logged out after
 * each test.
 */
export function invoiceAccountModelTests() {
  const sandbox: SandboxServer = sandboxServerForTests();

  logOutAfterEach();

  function newModel(now?: () => Date) {
    const api = createApiClient(sandbox.url);
    const onSubmitted = vi.fn<(detail: InvoiceAccountSubmitted) => void>();
    const model = new InvoiceAccountModel({
      api: () => api,
      user: () => sessionUser.peek(),
      onSubmitted,
      ...(now ? { now } : {}),
    });
    return { model, onSubmitted };
  }

  /** A model for the person, its customer status loaded (the form open). */
  async function openFor(person: people.TestPerson, now?: () => Date) {
    const user = await logInToSession(sandbox, person);
    const opened = newModel(now);
    await opened.model.loader.load(user.token);
    expect(opened.model.loader.state.value.kind).toBe('ready');
    return { ...opened, user };
  }

  async function applications(): Promise<unknown[]> {
    return (await sandbox.requestsTo('POST', applyPath)).map((request) => request.body);
  }

  return { sandbox, newModel, openFor, applications };
}
