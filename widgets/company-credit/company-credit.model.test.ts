import { describe, expect, it, vi } from 'vitest';
import { companyCreditReasons } from '../../sandbox/company-credit/fixtures.ts';
import { armFaultIn, faultReason } from '../../test/support/application-faults.ts';
import { browserStorageForTests } from '../../test/support/memory-storage.ts';
import { requestTimeoutForTests } from '../../test/support/page-settings.ts';
import * as people from '../../test/support/people.ts';
import { sandboxServerForTests } from '../../test/support/sandbox-server.ts';
import { logInAndStore, logOutAfterEach } from '../../test/support/session-login.ts';
import { until } from '../../test/support/signals.ts';
import { applicationMessages } from '../core/applications/applications.messages.ts';
import { createApiClient } from '../core/runtime/http.ts';
import { logOut, sessionUser } from '../core/runtime/session.ts';
import type { Company } from './company-credit.api.ts';
import { splitStreet } from './company-credit.fields.ts';
import {
  CompanyCreditModel,
  type CompanyCreditModelInstance,
  type CompanyCreditSubmitted,
  listedCompanies,
  needsGuarantor,
} from './company-credit.model.ts';

// <byko-company-credit>'s model (spec §3 "Company credit store", §4 "Company credit web flow", §5,
// §6, §8, §9) against the real sandbox over HTTP (SANDBOX.md "Companies"): Bjarni is finAdmin of
// Byggir ehf. and creditAdmin of Smiðjan hf. (whose status fails), neither of Timburhús ehf.;
// Anna has no companies.

const sandbox = sandboxServerForTests();
const { local } = browserStorageForTests();
// The client gives up after 400 ms: the sandbox holds a 'timeout' request for 1 s.
requestTimeoutForTests(400);

const opened: CompanyCreditModelInstance[] = [];
logOutAfterEach(() => {
  for (const model of opened.splice(0)) model.dispose();
});

const paths = {
  companies: '/api/company-credit/user-companies',
  status: '/api/company-credit/credit-status/',
  lookup: '/api/company-credit/lookup/',
  increase: '/api/company-credit/apply/increase-credit',
  emailForm: '/api/company-credit/apply/email-form',
  signUp: '/api/company-credit/apply/sign-up',
};

const messages = {
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

const byggir: Company = {
  accountId: 'C-20001',
  name: 'Byggir ehf.',
  accountSsn: '5302691089',
  finAdmin: true,
  creditAdmin: false,
};
const smidjan: Company = {
  accountId: 'C-20002',
  name: 'Smiðjan hf.',
  accountSsn: '6208092090',
  finAdmin: false,
  creditAdmin: true,
};
const tresmidja = { accountId: 'C-20010', name: 'Trésmiðja Akureyrar ehf.', accountSsn: '4101053060' };
const nyskopun = { name: 'Nýsköpun ehf.', ssn: '7010124020' };
/** What the applicant's fields hold for Bjarni (both forms fill them from the session). */
const bjarniApplicant = {
  userName: people.bjarni.name,
  userSsn: people.bjarni.ssn,
  phone: people.bjarni.phone,
  email: people.bjarni.email,
};
/** The sign-up as the lookup of Nýsköpun ehf. fills it for Bjarni (and as it is sent). */
const nyskopunSignUp = {
  companyName: nyskopun.name,
  companySsn: nyskopun.ssn,
  streetName: 'Austurstræti',
  streetNumber: '10',
  zipCode: '101',
  ...bjarniApplicant,
};
const gudrun = { ssn: '1709715079', name: 'Guðrún Pálsdóttir' };
const sigurdur = { ssn: '2511883009', name: 'Sigurður Karlsson' };

/** An ISO date a year from now (the sandbox's clock), give or take the day the test runs over. */
function aYearFromNow(): string[] {
  const now = Date.now();
  return [-1, 0, 1].map((days) => {
    const date = new Date(now);
    date.setUTCFullYear(date.getUTCFullYear() + 1);
    date.setUTCDate(date.getUTCDate() + days);
    return date.toISOString().slice(0, 10);
  });
}

/** A form's fields as name → the value each holds. */
function valuesOf(fields: Record<string, { value: { value: string } }>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.value.value]));
}

function newModel() {
  const api = createApiClient(sandbox.url);
  const onSubmitted = vi.fn<(detail: CompanyCreditSubmitted) => void>();
  const log = vi.fn<(message: string, data: unknown) => void>();
  const model = new CompanyCreditModel({ api: () => api, user: () => sessionUser.value, onSubmitted, log });
  opened.push(model);
  return { model, onSubmitted, log };
}

/** The person logged in (stored, as the login form does) and the model's list loaded for them. */
async function openFor(person: people.TestPerson, preselect?: string) {
  const user = await logInAndStore(sandbox, person);
  const made = newModel();
  made.model.preselect(preselect);
  await made.model.load(user.token);
  return { ...made, user };
}

async function statusSettled(model: CompanyCreditModelInstance) {
  return until(model.creditStatus.state, (state) => state.kind !== 'loading');
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

const settledSubmission = (state: { kind: string }) => state.kind !== 'submitting';

describe('pure rules', () => {
  it('splits a street and its number at the last space (spec §5 "Sign-up form")', () => {
    expect(splitStreet('Austurstræti 10')).toEqual({ streetName: 'Austurstræti', streetNumber: '10' });
    expect(splitStreet('Laugavegur 10b ')).toEqual({ streetName: 'Laugavegur', streetNumber: '10b' });
    expect(splitStreet('Við Hafnarfjarðarveg 4')).toEqual({
      streetName: 'Við Hafnarfjarðarveg',
      streetNumber: '4',
    });
    expect(splitStreet('Hafnarstræti')).toEqual({ streetName: 'Hafnarstræti', streetNumber: '' });
  });

  it('lists only the companies where the user is finAdmin or creditAdmin (spec §6)', () => {
    const neither = { ...byggir, accountId: 'C-3', finAdmin: false, creditAdmin: false };
    expect(listedCompanies([byggir, neither, smidjan])).toEqual([byggir, smidjan]);
  });

  it('needs a guarantor above the maximum or with the status unknown (spec §4)', () => {
    const status = { currentCredit: 0, validTo: '2027-01-01', maxRequestableAmount: 1000 };
    expect(needsGuarantor(1000, status)).toBe(false);
    expect(needsGuarantor(1001, status)).toBe(true);
    expect(needsGuarantor(1, undefined)).toBe(true);
  });
});

describe('the company list', () => {
  it("Bjarni: Byggir and Smiðjan, not Timburhús (he is neither of its admins); the list's step", async () => {
    const { model } = await openFor(people.bjarni);
    expect(model.companies.state.value).toEqual({ kind: 'ready', companies: [byggir, smidjan] });
    expect(model.view.value).toEqual({ kind: 'companies' });
    expect(model.step.value).toBe('fyrirtaeki');
    expect(model.userInfo.value).toEqual({
      phone: people.bjarni.phone,
      email: people.bjarni.email,
      name: people.bjarni.name,
      ssn: people.bjarni.ssn,
    });
  });

  it('Anna: none (the view offers the account application)', async () => {
    const { model } = await openFor(people.anna);
    expect(model.companies.state.value).toEqual({ kind: 'ready', companies: [] });
  });

  it("a failed load: the server's reason, else 'Ekki tókst að sækja fyrirtæki.'; the retry loads it", async () => {
    const user = await logInAndStore(sandbox, people.bjarni);
    const { model } = newModel();
    await armFaultIn(sandbox, `GET ${paths.companies}`, '500');
    await model.load(user.token);
    expect(model.companies.state.value).toEqual({ kind: 'failed', message: messages.sandbox500 });
    await armFaultIn(sandbox, `GET ${paths.companies}`, 'timeout');
    model.companies.retry();
    expect(await until(model.companies.state, (state) => state.kind !== 'loading')).toEqual({
      kind: 'failed',
      message: messages.companiesFailed,
    });
    model.companies.retry();
    expect((await until(model.companies.state, (state) => state.kind !== 'loading')).kind).toBe('ready');
  });

  it('an expired login (401) logs out, which brings the login back', async () => {
    const user = await logInAndStore(sandbox, people.bjarni);
    const { model } = newModel();
    // The token the client sends is the session's: one the sandbox does not know.
    sessionUser.value = { ...user, token: 'not-a-token' };
    await model.load('not-a-token');
    expect(sessionUser.value).toBeNull();
  });

  it('company-ssn preselects its company once the list is there; one not listed is not', async () => {
    const { model } = await openFor(people.bjarni, byggir.accountSsn);
    expect(model.view.value).toEqual({ kind: 'credit', company: byggir });
    expect(model.step.value).toBe('heimild');
    const other = await openFor(people.bjarni, '4705112060');
    expect(other.model.view.value).toEqual({ kind: 'companies' });
  });

  it('removing company-ssn goes back to the list from its company; a new one selects that company', async () => {
    const { model } = await openFor(people.bjarni, byggir.accountSsn);
    model.preselect(undefined);
    expect(model.view.value).toEqual({ kind: 'companies' });
    model.preselect(smidjan.accountSsn);
    expect(model.view.value).toEqual({ kind: 'credit', company: smidjan });
  });
});

describe('selecting a company: its credit status and the session', () => {
  it('loads the status (current credit, valid to, max) and keeps the company in the session', async () => {
    const { model } = await openFor(people.bjarni);
    model.selectCompany(byggir);
    expect(model.creditStatus.state.value).toEqual({ kind: 'loading' });
    const state = await statusSettled(model);
    expect(state).toMatchObject({
      kind: 'ready',
      status: { currentCredit: 1_000_000, maxRequestableAmount: 3_000_000 },
    });
    expect(aYearFromNow()).toContain(model.status.value?.validTo);
    expect(local.getItem('companySsn')).toBe(byggir.accountSsn);
    expect(local.getItem('companyName')).toBe(byggir.name);
    expect(sessionUser.value).toMatchObject({ companySsn: byggir.accountSsn, companyName: byggir.name });
    // The credit form is prefilled from the person.
    const fields = model.creditForm.fields;
    expect([fields.phone.value.value, fields.email.value.value, fields.amount.value.value]).toEqual([
      people.bjarni.phone,
      people.bjarni.email,
      '',
    ]);
  });

  it("Smiðjan: 'Ekki tókst að sækja stöðu heimildar.'; the retry loads it once the fault is gone", async () => {
    const { model } = await openFor(people.bjarni);
    model.selectCompany(smidjan);
    expect(await statusSettled(model)).toEqual({ kind: 'failed', message: messages.statusFailed });
    await armFaultIn(sandbox, `GET ${paths.status}`, 'timeout');
    model.selectCompany(byggir);
    expect(await statusSettled(model)).toEqual({ kind: 'failed', message: messages.statusFailed });
    model.creditStatus.retry();
    expect((await statusSettled(model)).kind).toBe('ready');
  });

  it("selecting another company resets the status and the credit form; the company's contact is kept", async () => {
    const { model } = await byggirSelected();
    model.creditForm.fields.amount.set('2000000');
    model.creditForm.fields.phone.set('5151000');
    model.selectCompany(smidjan);
    expect(model.creditStatus.state.value).toEqual({ kind: 'loading' });
    expect(model.creditForm.fields.amount.value.value).toBe('');
    expect(model.creditForm.fields.phone.value.value).toBe(people.bjarni.phone);
    await statusSettled(model);
    // The same company again keeps what was typed.
    model.creditForm.fields.amount.set('700000');
    model.showCompanies();
    model.selectCompany(smidjan);
    expect(model.creditForm.fields.amount.value.value).toBe('700000');
  });
});

describe('the credit form (spec §5 "Company credit form")', () => {
  it('says what is wrong in the spec words and sends nothing', async () => {
    const { model } = await byggirSelected();
    const { phone, email, amount } = model.creditForm.fields;
    phone.set('82023');
    email.set('bjarni@');
    await model.submitCredit();
    expect([phone.message.value, email.message.value, amount.message.value]).toEqual([
      messages.phone,
      messages.email,
      messages.amount,
    ]);
    amount.set('0');
    expect(amount.validate()).toBe(false);
    expect(amount.message.value).toBe(messages.aboveZero);
    amount.set('1.500.000 kr.');
    expect(amount.value.value).toBe('1500000');
    expect(await bodiesTo(paths.increase)).toEqual([]);
    expect(model.view.value.kind).toBe('credit');
  });

  it('within the maximum: one request however often it is sent, then approved', async () => {
    const { model, onSubmitted } = await byggirSelected();
    model.creditForm.fields.phone.set('5151000');
    model.creditForm.fields.email.set('byggir@example.is');
    model.creditForm.fields.amount.set('2000000');
    const first = model.submitCredit();
    void model.submitCredit();
    void model.submitCredit();
    expect(model.increase.busy.value).toBe(true);
    await first;
    await until(model.increase.state, settledSubmission);
    const request = {
      accountId: byggir.accountId,
      companySsn: byggir.accountSsn,
      phone: '5151000',
      email: 'byggir@example.is',
      amount: 2_000_000,
    };
    expect(await bodiesTo(paths.increase)).toEqual([request]);
    const view = model.view.value;
    if (view.kind !== 'increased') throw new Error(`expected the success, got ${view.kind}`);
    expect(view.result.request).toEqual(request);
    expect(view.result.response.currentCredit).toBe(2_000_000);
    expect(aYearFromNow()).toContain(view.result.response.validTo);
    expect(model.step.value).toBe('samthykkt');
    expect(onSubmitted).toHaveBeenCalledWith({
      application: 'company-credit',
      form: 'increase',
      request,
      result: view.result.response,
    });
    // The company's contact as the session keeps it (spec §3 storage keys).
    expect(local.getItem('companyPhoneNumber')).toBe('5151000');
    expect(local.getItem('companyEmail')).toBe('byggir@example.is');
    // The new limit, as the server now keeps it.
    expect(await statusSettled(model)).toMatchObject({ status: { currentCredit: 2_000_000 } });
  });

  it('above the maximum: the e-mail form instead, filled with the company, the user and the amount', async () => {
    const { model } = await byggirSelected();
    model.creditForm.fields.amount.set('5000000');
    await model.submitCredit();
    expect(model.view.value).toEqual({ kind: 'emailForm', company: byggir });
    expect(model.step.value).toBe('umsokn');
    expect(await bodiesTo(paths.increase)).toEqual([]);
    const fields = model.emailForm.fields;
    expect(valuesOf(fields)).toEqual({
      companyName: byggir.name,
      companySsn: byggir.accountSsn,
      ...bjarniApplicant,
      amount: '5000000',
      comments: '',
    });
    expect(model.guarantors.entries.value).toHaveLength(1);
    expect(model.finAdmins.entries.value).toHaveLength(0);
  });

  it('sent while the status loads: waits for it (busy), then decides by it', async () => {
    await armFaultIn(sandbox, `GET ${paths.status}`, 'timeout');
    const { model } = await openFor(people.bjarni);
    model.selectCompany(byggir);
    expect(model.creditStatus.state.value.kind).toBe('loading');
    model.creditForm.fields.amount.set('2000000');
    const sending = model.submitCredit();
    expect(model.creditBusy.value).toBe(true);
    // The held request ends in the client's timeout: the status is unknown, so the e-mail form.
    await sending;
    expect(model.view.value).toEqual({ kind: 'emailForm', company: byggir });
    expect(model.creditBusy.value).toBe(false);
    // Loaded this time: within the maximum it is sent.
    model.goTo('heimild');
    model.creditStatus.retry();
    await model.submitCredit();
    await until(model.increase.state, settledSubmission);
    expect(model.view.value.kind).toBe('increased');
  });

  it('the status unknown (Smiðjan): the e-mail form whatever the amount', async () => {
    const { model } = await openFor(people.bjarni, smidjan.accountSsn);
    await statusSettled(model);
    model.creditForm.fields.amount.set('1000');
    await model.submitCredit();
    expect(model.view.value).toEqual({ kind: 'emailForm', company: smidjan });
    expect(model.statusUnknown.value).toBe(true);
  });

  it("a failure: the server's reason, else 'Óvænt villa kom upp við það að hækka heimild.'; typing kept", async () => {
    const { model, onSubmitted } = await byggirSelected();
    model.creditForm.fields.amount.set('1500000');
    for (const [fault, message] of [
      ['500', messages.sandbox500],
      ['timeout', messages.increaseFailed],
      ['malformed', messages.increaseFailed],
      ['reason', faultReason],
    ] as const) {
      await armFaultIn(sandbox, `POST ${paths.increase}`, fault);
      await model.submitCredit();
      expect(await until(model.increase.state, settledSubmission)).toEqual({ kind: 'error', message });
      expect(model.creditForm.fields.amount.value.value).toBe('1500000');
      expect(model.view.value.kind).toBe('credit');
    }
    expect(onSubmitted).not.toHaveBeenCalled();
    await model.submitCredit();
    expect(model.view.value.kind).toBe('increased');
  });

  it("the sandbox's 'above the maximum' reason is the one the model recognises (core's words)", () => {
    expect(companyCreditReasons.aboveMaxAmount).toBe(applicationMessages.aboveMaxAmount);
  });

  it("the server's own 'above the maximum' (it changed meanwhile) opens the e-mail form", async () => {
    const { model } = await byggirSelected();
    model.creditForm.fields.amount.set('1500000');
    await armFaultIn(sandbox, `POST ${paths.increase}`, 'reason', {
      reason: 'Umbeðin heimild er hærri en hámark',
    });
    await model.submitCredit();
    expect(model.view.value).toEqual({ kind: 'emailForm', company: byggir });
  });
});

describe('the e-mail application (spec §5 "E-mail application form")', () => {
  async function emailFormOpen() {
    const made = await byggirSelected();
    made.model.creditForm.fields.amount.set('5000000');
    await made.model.submitCredit();
    return made;
  }

  function guarantor(model: CompanyCreditModelInstance, index: number) {
    const entry = model.guarantors.entries.value[index];
    if (!entry) throw new Error(`no guarantor ${index + 1}`);
    return entry.fields;
  }

  it('says what is wrong in the spec words: every field of every person shown is required', async () => {
    const { model } = await emailFormOpen();
    const fields = model.emailForm.fields;
    fields.companyName.set(' ');
    fields.userName.set('');
    fields.companySsn.set('53026910');
    fields.phone.set('123');
    fields.email.set('x');
    fields.amount.set('');
    model.finAdmins.add();
    await model.submitEmailForm();
    expect(
      [fields.companyName, fields.companySsn, fields.userName, fields.phone, fields.email, fields.amount].map(
        (field) => field.message.value,
      ),
    ).toEqual([
      messages.companyName,
      messages.kennitala,
      messages.fullName,
      messages.phone,
      messages.email,
      messages.emailFormAmount,
    ]);
    for (const block of [guarantor(model, 0), model.finAdmins.entries.value[0]?.fields]) {
      expect([block?.name.message.value, block?.ssn.message.value, block?.email.message.value]).toEqual([
        messages.fullName,
        messages.kennitala,
        messages.email,
      ]);
    }
    expect(await bodiesTo(paths.emailForm)).toEqual([]);
  });

  it('the lists grow and shrink one at a time; names come from the registry; sent as typed', async () => {
    const { model, onSubmitted } = await emailFormOpen();
    const first = guarantor(model, 0);
    first.ssn.set(gudrun.ssn);
    await until(model.lookingUp, (looking) => looking.size === 0);
    await until(first.name.value, (name) => name === gudrun.name);
    first.email.set('gudrun@example.is');
    model.guarantors.add();
    model.guarantors.add();
    expect(model.guarantors.entries.value).toHaveLength(3);
    const third = model.guarantors.entries.value[2];
    if (!third) throw new Error('a third guarantor');
    model.guarantors.remove(third.key);
    expect(model.guarantors.entries.value).toHaveLength(2);
    const second = guarantor(model, 1);
    second.ssn.set(sigurdur.ssn);
    await until(second.name.value, (name) => name === sigurdur.name);
    second.email.set('sigurdur@example.is');
    model.finAdmins.add();
    const finAdmin = model.finAdmins.entries.value[0]?.fields;
    if (!finAdmin) throw new Error('a withdrawal person');
    finAdmin.ssn.set(people.anna.ssn);
    finAdmin.name.set(people.anna.name);
    finAdmin.email.set(people.anna.email);
    model.emailForm.fields.comments.set('  Vegna stórverkefnis  ');

    const sending = model.submitEmailForm();
    void model.submitEmailForm();
    await sending;
    await until(model.emailSubmission.state, settledSubmission);
    const request = {
      companyName: byggir.name,
      companySsn: byggir.accountSsn,
      ...bjarniApplicant,
      amount: 5_000_000,
      comments: 'Vegna stórverkefnis',
      gurantors: [
        { ...gudrun, email: 'gudrun@example.is' },
        { ...sigurdur, email: 'sigurdur@example.is' },
      ],
      finAdmins: [{ ssn: people.anna.ssn, name: people.anna.name, email: people.anna.email }],
    };
    expect(await bodiesTo(paths.emailForm)).toEqual([request]);
    expect(model.view.value).toEqual({ kind: 'emailSent', company: byggir, request });
    expect(model.step.value).toBe('mottekin');
    expect(onSubmitted).toHaveBeenCalledWith({ application: 'company-credit', form: 'email-form', request });
  });

  it('a guarantor is required (spec §9): the only one cannot be removed; a second one removed is not sent', async () => {
    const { model } = await emailFormOpen();
    const only = model.guarantors.entries.value[0];
    if (!only) throw new Error('a guarantor block');
    expect(model.guarantors.canRemove.value).toBe(false);
    model.guarantors.remove(only.key);
    expect(model.guarantors.entries.value).toHaveLength(1);
    only.fields.name.set(gudrun.name);
    only.fields.ssn.set(gudrun.ssn);
    only.fields.email.set('gudrun@example.is');
    model.guarantors.add();
    const second = model.guarantors.entries.value[1];
    if (!second) throw new Error('a second guarantor block');
    model.guarantors.remove(second.key);
    await model.submitEmailForm();
    await until(model.emailSubmission.state, settledSubmission);
    expect(await bodiesTo(paths.emailForm)).toMatchObject([
      { gurantors: [{ name: gudrun.name, ssn: gudrun.ssn, email: 'gudrun@example.is' }], finAdmins: [] },
    ]);
  });

  it("a failure: the server's reason, else the spec's text with the accounts' phone; typing kept", async () => {
    const { model } = await emailFormOpen();
    guarantor(model, 0).name.set(gudrun.name);
    guarantor(model, 0).ssn.set(gudrun.ssn);
    guarantor(model, 0).email.set('gudrun@example.is');
    model.emailForm.fields.comments.set('Athugasemd');
    for (const [fault, message] of [
      ['timeout', messages.emailFormFailed],
      ['500', messages.sandbox500],
      ['malformed', messages.emailFormFailed],
    ] as const) {
      await armFaultIn(sandbox, `POST ${paths.emailForm}`, fault);
      await model.submitEmailForm();
      expect(await until(model.emailSubmission.state, settledSubmission)).toEqual({ kind: 'error', message });
      expect(model.emailForm.fields.comments.value.value).toBe('Athugasemd');
    }
  });

  it('a reload keeps what was typed (the form, its people, the company it is for); sent, it goes', async () => {
    const { model, user } = await emailFormOpen();
    model.emailForm.fields.comments.set('Vegna útboðs');
    guarantor(model, 0).name.set('Jón Jónsson');
    model.guarantors.add();
    guarantor(model, 1).email.set('anna@example.is');

    // The page loads again: a new model for the same person, the URL naming the e-mail form.
    const reloaded = newModel();
    const loading = reloaded.model.load(user.token);
    reloaded.model.goTo('umsokn');
    expect(reloaded.model.view.value).toEqual({ kind: 'emailForm', company: byggir });
    expect(reloaded.model.emailForm.fields.comments.value.value).toBe('Vegna útboðs');
    expect(reloaded.model.emailForm.fields.amount.value.value).toBe('5000000');
    expect(
      reloaded.model.guarantors.entries.value.map((entry) => [
        entry.fields.name.value.value,
        entry.fields.email.value.value,
      ]),
    ).toEqual([
      ['Jón Jónsson', ''],
      ['', 'anna@example.is'],
    ]);
    await loading;
    expect((await statusSettled(reloaded.model)).kind).toBe('ready');

    // Another person on this tab sees nothing of it.
    const annasUser = await logInAndStore(sandbox, people.anna);
    const annas = newModel();
    await annas.model.load(annasUser.token);
    annas.model.goTo('umsokn');
    expect(annas.model.view.value).toEqual({ kind: 'companies' });
    expect(annas.model.emailForm.fields.comments.value.value).toBe('');

    // Sent: the next page load starts afresh.
    sessionUser.value = user;
    for (const entry of reloaded.model.guarantors.entries.value) {
      entry.fields.ssn.set(gudrun.ssn);
      entry.fields.name.set(gudrun.name);
      entry.fields.email.set('gudrun@example.is');
    }
    await reloaded.model.submitEmailForm();
    await until(reloaded.model.emailSubmission.state, settledSubmission);
    expect(reloaded.model.view.value.kind).toBe('emailSent');
    const after = newModel();
    void after.model.load(user.token);
    after.model.goTo('umsokn');
    expect(after.model.view.value).toEqual({ kind: 'companies' });
    expect(after.model.emailForm.fields.comments.value.value).toBe('');
  });

  it('back to the credit form and on again: what was typed for this company stays', async () => {
    const { model } = await emailFormOpen();
    model.emailForm.fields.comments.set('Með fyrirvara');
    guarantor(model, 0).name.set('Jón Jónsson');
    model.goTo('heimild');
    expect(model.view.value.kind).toBe('credit');
    model.goTo('umsokn');
    expect(model.view.value.kind).toBe('emailForm');
    model.goTo('heimild');
    model.creditForm.fields.amount.set('6000000');
    await model.submitCredit();
    expect(model.emailForm.fields.amount.value.value).toBe('6000000');
    expect(model.emailForm.fields.comments.value.value).toBe('Með fyrirvara');
    expect(guarantor(model, 0).name.value.value).toBe('Jón Jónsson');
  });
});

describe('the manual lookup (spec §4, §5 "Manual lookup")', () => {
  async function lookUp(model: CompanyCreditModelInstance, ssn: string) {
    model.showLookup();
    model.lookupSsn.set(ssn);
    await model.lookup();
    return until(model.lookupSubmission.state, settledSubmission);
  }

  it("'Ógild kennitala.' unless ten digits; nothing asked", async () => {
    const { model } = await openFor(people.bjarni);
    expect(model.step.value).toBe('fyrirtaeki');
    model.showLookup();
    expect(model.step.value).toBe('leit');
    model.lookupSsn.set('41010530');
    await model.lookup();
    expect(model.lookupSsn.message.value).toBe(messages.kennitala);
    expect(await sandbox.requests({ method: 'GET' })).not.toContainEqual(
      expect.objectContaining({ path: `${paths.lookup}41010530` }),
    );
  });

  it('an existing account selects the company (its status loads) and leaves the lookup', async () => {
    const { model } = await openFor(people.bjarni);
    await lookUp(model, tresmidja.accountSsn);
    expect(model.view.value).toMatchObject({ kind: 'credit', company: tresmidja });
    expect(model.selectedCompany.value).toMatchObject(tresmidja);
    expect(await statusSettled(model)).toMatchObject({
      status: { currentCredit: 500_000, maxRequestableAmount: 2_000_000 },
    });
  });

  it('a new company fills the sign-up form (street and number split) and sets signing-up', async () => {
    const { model } = await openFor(people.bjarni);
    await lookUp(model, nyskopun.ssn);
    expect(model.view.value).toEqual({ kind: 'signUp' });
    expect(model.step.value).toBe('nyskraning');
    expect(model.signingUp.value).toBe(true);
    const fields = model.signUpForm.fields;
    expect(valuesOf(fields)).toEqual(nyskopunSignUp);
  });

  it("neither: only logged, and 'Engin fyrirtæki fundust.' while that kennitala is in the field", async () => {
    const { model, log } = await openFor(people.bjarni);
    await lookUp(model, '5804145080');
    expect(model.view.value).toEqual({ kind: 'lookup' });
    expect(model.noneFound.value).toBe(true);
    expect(log).toHaveBeenCalledWith(expect.any(String), { ssn: '5804145080' });
    model.lookupSsn.set('580414508');
    expect(model.noneFound.value).toBe(false);
  });

  it("not found: 'Fyrirtæki fannst ekki.'; other failures their reason or their own text; retry works", async () => {
    const { model } = await openFor(people.bjarni);
    expect(await lookUp(model, '4403021380')).toEqual({ kind: 'error', message: messages.notFound });
    await armFaultIn(sandbox, `GET ${paths.lookup}`, 'timeout');
    expect(await lookUp(model, tresmidja.accountSsn)).toEqual({
      kind: 'error',
      message: messages.lookupFailed,
    });
    await armFaultIn(sandbox, `GET ${paths.lookup}`, '500');
    expect(await lookUp(model, tresmidja.accountSsn)).toEqual({
      kind: 'error',
      message: messages.sandbox500,
    });
    expect(model.lookupSsn.value.value).toBe(tresmidja.accountSsn);
    await lookUp(model, tresmidja.accountSsn);
    expect(model.view.value.kind).toBe('credit');
  });
});

describe('the sign-up (spec §5 "Sign-up form")', () => {
  async function signUpOpen() {
    const made = await openFor(people.bjarni);
    made.model.showLookup();
    made.model.lookupSsn.set(nyskopun.ssn);
    await made.model.lookup();
    await until(made.model.view, (view) => view.kind === 'signUp');
    return made;
  }

  it('says what is wrong in the spec words', async () => {
    const { model } = await signUpOpen();
    const fields = model.signUpForm.fields;
    fields.companyName.set('');
    fields.streetName.set('');
    fields.zipCode.set('10');
    fields.userSsn.set('123');
    await model.submitSignUp();
    expect(
      [fields.companyName, fields.streetName, fields.zipCode, fields.userSsn].map(
        (field) => field.message.value,
      ),
    ).toEqual([messages.companyName, messages.street, messages.zip, messages.kennitala]);
    expect(await bodiesTo(paths.signUp)).toEqual([]);
  });

  it("a person's kennitala is not a company's: 'Ógild kennitala.' (sign-up and e-mail form); nothing sent", async () => {
    const { model } = await signUpOpen();
    model.signUpForm.fields.companySsn.set(people.bjarni.ssn);
    await model.submitSignUp();
    expect(model.signUpForm.fields.companySsn.message.value).toBe(messages.kennitala);
    expect(await bodiesTo(paths.signUp)).toEqual([]);

    model.selectCompany(byggir);
    model.creditForm.fields.amount.set('5000000');
    await model.submitCredit();
    expect(model.view.value.kind).toBe('emailForm');
    model.emailForm.fields.companySsn.set(people.bjarni.ssn);
    expect(model.emailForm.fields.companySsn.validate()).toBe(false);
    expect(model.emailForm.fields.companySsn.message.value).toBe(messages.kennitala);
    model.emailForm.fields.companySsn.set(byggir.accountSsn);
    expect(model.emailForm.fields.companySsn.validate()).toBe(true);
  });

  it("the company's name follows another kennitala from the registry; a typed one stays", async () => {
    const { model } = await signUpOpen();
    const fields = model.signUpForm.fields;
    fields.companySsn.set('4705112060');
    expect(model.signUpLookingUp.value).toBe(true);
    await until(model.signUpLookingUp, (looking) => !looking);
    expect(fields.companyName.value.value).toBe('Timburhús ehf.');
    // One the registry does not know: the other company's name goes.
    fields.companySsn.set('4403021380');
    await until(model.signUpLookingUp, (looking) => !looking);
    expect(fields.companyName.value.value).toBe('');
    fields.companyName.set('Mitt ehf.');
    fields.companySsn.set('4705112060');
    expect(model.signUpLookingUp.value).toBe(false);
    expect(fields.companyName.value.value).toBe('Mitt ehf.');
  });

  it('success selects the returned company, and the list now holds it', async () => {
    const { model, onSubmitted } = await signUpOpen();
    await model.submitSignUp();
    const request = nyskopunSignUp;
    expect(await bodiesTo(paths.signUp)).toEqual([request]);
    const view = model.view.value;
    if (view.kind !== 'credit') throw new Error(`expected the credit step, got ${view.kind}`);
    expect(view.company).toMatchObject({ name: nyskopun.name, accountSsn: nyskopun.ssn, finAdmin: true });
    expect(view.company.accountId).toMatch(/^C-2\d{4}$/);
    expect(onSubmitted).toHaveBeenCalledWith({
      application: 'company-credit',
      form: 'sign-up',
      request,
      result: view.company,
    });
    expect(model.signingUp.value).toBe(false);
    await until(model.companies.state, (state) => state.kind === 'ready');
    const state = model.companies.state.value;
    expect(state.kind === 'ready' ? state.companies.map((company) => company.name) : []).toContain(
      nyskopun.name,
    );
    expect(await statusSettled(model)).toMatchObject({
      status: { currentCredit: 0, maxRequestableAmount: 1_000_000 },
    });
    // Back to the sign-up cannot send it twice (the widget's history has no entry for it left).
    model.goTo('nyskraning');
    expect(model.view.value.kind).toBe('credit');
  });

  it("a failure: the server's reason, else 'Ekki tókst að sækja um reikningsviðskipti.'; typing kept", async () => {
    const { model } = await signUpOpen();
    model.signUpForm.fields.streetNumber.set('12');
    await armFaultIn(sandbox, `POST ${paths.signUp}`, 'timeout');
    await model.submitSignUp();
    expect(await until(model.signUp.state, settledSubmission)).toEqual({
      kind: 'error',
      message: messages.signUpFailed,
    });
    await armFaultIn(sandbox, `POST ${paths.signUp}`, 'reason');
    await model.submitSignUp();
    expect(await until(model.signUp.state, settledSubmission)).toEqual({
      kind: 'error',
      message: faultReason,
    });
    expect(model.signUpForm.fields.streetNumber.value.value).toBe('12');
  });
});

describe('answers for a company the user has left (review: bugs 1-3)', () => {
  it('sent while the status loads, then Back and another company: nothing is decided for either', async () => {
    await armFaultIn(sandbox, `GET ${paths.status}`, 'timeout');
    const { model } = await openFor(people.bjarni);
    model.selectCompany(byggir);
    model.creditForm.fields.amount.set('2000000');
    const sending = model.submitCredit();
    expect(model.creditBusy.value).toBe(true);
    // Back to the list, then Smiðjan (whose status fails at once): the wait for Byggir ends.
    model.goBackOrForward('fyrirtaeki');
    model.selectCompany(smidjan);
    await sending;
    expect(model.creditBusy.value).toBe(false);
    expect(model.view.value).toEqual({ kind: 'credit', company: smidjan });
    expect(model.step.value).toBe('heimild');
    expect(await bodiesTo(paths.increase)).toEqual([]);
    expect(await bodiesTo(paths.emailForm)).toEqual([]);
  });

  it("an increase answered after the user moved to another company: that company's view and form stay", async () => {
    const { model, onSubmitted } = await byggirSelected();
    model.creditForm.fields.phone.set('5151000');
    model.creditForm.fields.amount.set('2000000');
    const sending = model.submitCredit();
    model.goBackOrForward('fyrirtaeki');
    model.selectCompany(smidjan);
    model.creditForm.fields.amount.set('300000');
    await sending;
    await until(model.increase.state, settledSubmission);
    expect(await bodiesTo(paths.increase)).toMatchObject([
      { companySsn: byggir.accountSsn, amount: 2_000_000 },
    ]);
    expect(model.view.value).toEqual({ kind: 'credit', company: smidjan });
    expect(model.creditForm.fields.amount.value.value).toBe('300000');
    // Sent for Byggir: Smiðjan (now the session's company) does not get Byggir's contact.
    expect(sessionUser.value).toMatchObject({ companySsn: smidjan.accountSsn, companyName: smidjan.name });
    expect(sessionUser.value?.companyPhoneNumber).toBeUndefined();
    expect(onSubmitted).toHaveBeenCalledWith(
      expect.objectContaining({
        form: 'increase',
        request: expect.objectContaining({ companySsn: byggir.accountSsn }),
      }),
    );
  });

  it('an e-mail application answered after the user left its form: the view stays where they went', async () => {
    const { model } = await byggirSelected();
    model.creditForm.fields.amount.set('5000000');
    await model.submitCredit();
    expect(model.view.value.kind).toBe('emailForm');
    const only = model.guarantors.entries.value[0];
    if (!only) throw new Error('a guarantor block');
    only.fields.name.set(gudrun.name);
    only.fields.ssn.set(gudrun.ssn);
    only.fields.email.set('gudrun@example.is');
    const sending = model.submitEmailForm();
    model.goBackOrForward('fyrirtaeki');
    model.selectCompany(smidjan);
    await sending;
    await until(model.emailSubmission.state, settledSubmission);
    expect(await bodiesTo(paths.emailForm)).toMatchObject([{ companySsn: byggir.accountSsn }]);
    expect(model.view.value).toEqual({ kind: 'credit', company: smidjan });
    // Forward to its success from Smiðjan's form is not Byggir's receipt.
    model.goBackOrForward('mottekin');
    expect(model.view.value.kind).toBe('credit');
  });

  it('a lookup answered after the user went back to the list: they stay there, nothing selected', async () => {
    const { model } = await openFor(people.bjarni);
    model.showLookup();
    model.lookupSsn.set(tresmidja.accountSsn);
    const looking = model.lookup();
    model.goBackOrForward('fyrirtaeki');
    await looking;
    await until(model.lookupSubmission.state, settledSubmission);
    expect(model.view.value).toEqual({ kind: 'companies' });
    expect(model.selectedCompany.value).toBeNull();
  });

  it('after an expired login and a new one, an increase writes the company back into the session', async () => {
    const { model } = await byggirSelected();
    expect(local.getItem('companySsn')).toBe(byggir.accountSsn);
    logOut();
    expect(local.getItem('companySsn')).toBeNull();
    const again = await logInAndStore(sandbox, people.bjarni);
    await model.load(again.token);
    expect(model.view.value).toEqual({ kind: 'credit', company: byggir });
    expect(local.getItem('companySsn')).toBe(byggir.accountSsn);
    model.creditForm.fields.phone.set('5151000');
    model.creditForm.fields.amount.set('2000000');
    await model.submitCredit();
    await until(model.increase.state, settledSubmission);
    expect(model.view.value.kind).toBe('increased');
    expect(sessionUser.value).toMatchObject({
      companySsn: byggir.accountSsn,
      companyName: byggir.name,
      companyPhoneNumber: '5151000',
      companyEmail: people.bjarni.email,
    });
    expect(local.getItem('companyPhoneNumber')).toBe('5151000');
  });
});

describe('steps (Back and Forward through ?skref=)', () => {
  it('goes only where what the step needs is there', async () => {
    const { model } = await openFor(people.bjarni);
    for (const step of ['heimild', 'umsokn', 'nyskraning', 'samthykkt', 'mottekin'] as const) {
      model.goTo(step);
      expect(model.step.value).toBe('fyrirtaeki');
    }
    model.goTo('leit');
    expect(model.step.value).toBe('leit');
    model.goTo(undefined);
    expect(model.step.value).toBe('fyrirtaeki');
    model.selectCompany(byggir);
    model.goTo('fyrirtaeki');
    model.goTo('heimild');
    expect(model.view.value).toEqual({ kind: 'credit', company: byggir });
  });

  it("a reload on the credit step: the session's company is selected again once the list is there", async () => {
    const user = await logInAndStore(sandbox, people.bjarni);
    sessionUser.value = { ...user, companySsn: smidjan.accountSsn, companyName: smidjan.name };
    const { model } = newModel();
    model.goTo('heimild');
    expect(model.step.value).toBe('fyrirtaeki');
    await model.load(user.token);
    expect(model.view.value).toEqual({ kind: 'credit', company: smidjan });
    // Without the URL asking for it, the list shows.
    const other = newModel();
    await other.model.load(user.token);
    expect(other.model.view.value).toEqual({ kind: 'companies' });
  });

  it('another person logging in starts from their own list, nothing of the last one kept', async () => {
    const { model } = await byggirSelected();
    model.creditForm.fields.amount.set('2000000');
    const anna = await logInAndStore(sandbox, people.anna);
    await model.load(anna.token);
    expect(model.view.value).toEqual({ kind: 'companies' });
    expect(model.selectedCompany.value).toBeNull();
    expect(model.creditForm.fields.amount.value.value).toBe('');
    expect(model.companies.state.value).toEqual({ kind: 'ready', companies: [] });
  });
});
