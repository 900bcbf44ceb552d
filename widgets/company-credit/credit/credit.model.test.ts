import { describe, expect, it } from 'vitest';
import { companyCreditReasons } from '../../../sandbox/company-credit/fixtures.ts';
import { armFaultIn, messageFaults } from '../../../test/support/application-faults.ts';
import * as people from '../../../test/support/people.ts';
import { until } from '../../../test/support/signals.ts';
import { applicationMessages } from '../../core/applications/applications.messages.ts';
import { sessionUser } from '../../core/runtime/session.ts';
import {
  aYearFromNow,
  bjarniApplicant,
  byggir,
  creditTests,
  messages,
  paths,
  settledSubmission,
  smidjan,
  statusSettled,
  valuesOf,
} from '../company-credit.test-setup.ts';
import { needsGuarantor } from './credit.model.ts';

// The credit step (spec §3 "Credit status", §4, §5 "Company credit form", §8, §9): the selected
// company's status, the credit form, the increase or the e-mail application instead.

const { sandbox, local, openFor, byggirSelected, bodiesTo } = creditTests();

describe('pure rules', () => {
  it('needs a guarantor above the maximum or with the status unknown (spec §4)', () => {
    const status = { currentCredit: 0, validTo: '2027-01-01', maxRequestableAmount: 1000 };
    expect(needsGuarantor(1000, status)).toBe(false);
    expect(needsGuarantor(1001, status)).toBe(true);
    expect(needsGuarantor(1, undefined)).toBe(true);
  });
});

describe('selecting a company: its credit status and the session', () => {
  it('loads the status (current credit, valid to, max) and keeps the company in the session', async () => {
    const { model } = await openFor(people.bjarni);
    model.selectCompany(byggir);
    expect(model.credit.creditStatus.state.value).toEqual({ kind: 'loading' });
    const state = await statusSettled(model);
    expect(state).toMatchObject({
      kind: 'ready',
      status: { currentCredit: 1_000_000, maxRequestableAmount: 3_000_000 },
    });
    expect(aYearFromNow()).toContain(model.credit.status.value?.validTo);
    expect(local.getItem('companySsn')).toBe(byggir.accountSsn);
    expect(local.getItem('companyName')).toBe(byggir.name);
    expect(sessionUser.value).toMatchObject({ companySsn: byggir.accountSsn, companyName: byggir.name });
    // The credit form is prefilled from the person.
    const fields = model.credit.form.fields;
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
    // The server's reason first.
    await armFaultIn(sandbox, `GET ${paths.status}`, '500');
    model.credit.creditStatus.retry();
    expect(await statusSettled(model)).toEqual({ kind: 'failed', message: messages.sandbox500 });
    model.credit.creditStatus.retry();
    expect((await statusSettled(model)).kind).toBe('ready');
    // Back to the list and Forward to the credit step: a loaded status is not asked again...
    model.goBackOrForward('fyrirtaeki');
    model.goBackOrForward('heimild');
    expect(model.credit.creditStatus.state.value.kind).toBe('ready');
    // ...a failed one is.
    model.selectCompany(smidjan);
    expect(await statusSettled(model)).toEqual({ kind: 'failed', message: messages.statusFailed });
    model.goBackOrForward('fyrirtaeki');
    model.goBackOrForward('heimild');
    expect(model.credit.creditStatus.state.value).toEqual({ kind: 'loading' });
    expect(await statusSettled(model)).toEqual({ kind: 'failed', message: messages.statusFailed });
  });

  it("selecting another company resets the status and the credit form; the company's contact is kept", async () => {
    const { model } = await byggirSelected();
    model.credit.form.fields.amount.set('2000000');
    model.credit.form.fields.phone.set('5151000');
    model.selectCompany(smidjan);
    expect(model.credit.creditStatus.state.value).toEqual({ kind: 'loading' });
    expect(model.credit.form.fields.amount.value.value).toBe('');
    expect(model.credit.form.fields.phone.value.value).toBe(people.bjarni.phone);
    await statusSettled(model);
    // The same company again keeps what was typed.
    model.credit.form.fields.amount.set('700000');
    model.showCompanies();
    model.selectCompany(smidjan);
    expect(model.credit.form.fields.amount.value.value).toBe('700000');
  });
});

describe('the credit form (spec §5 "Company credit form")', () => {
  it('says what is wrong in the spec words and sends nothing', async () => {
    const { model } = await byggirSelected();
    const { phone, email, amount } = model.credit.form.fields;
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
    model.credit.form.fields.phone.set('5151000');
    model.credit.form.fields.email.set('byggir@example.is');
    model.credit.form.fields.amount.set('2000000');
    const first = model.submitCredit();
    void model.submitCredit();
    void model.submitCredit();
    expect(model.credit.increase.busy.value).toBe(true);
    await first;
    await until(model.credit.increase.state, settledSubmission);
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
    // The amount asked for is done with; the contact typed stays in the form.
    expect(model.credit.form.fields.amount.value.value).toBe('');
    expect(model.credit.form.fields.phone.value.value).toBe('5151000');
    // Another company: the session keeps no contact of Byggir's as that company's.
    model.selectCompany(smidjan);
    expect(sessionUser.value).toMatchObject({ companySsn: smidjan.accountSsn });
    expect(local.getItem('companyPhoneNumber')).toBeNull();
    expect(local.getItem('companyEmail')).toBeNull();
  });

  it('above the maximum: the e-mail form instead, filled with the company, the user, the contact and the amount', async () => {
    const { model } = await byggirSelected();
    model.credit.form.fields.phone.set('6902345');
    model.credit.form.fields.amount.set('5000000');
    await model.submitCredit();
    expect(model.view.value).toEqual({ kind: 'emailForm', company: byggir });
    expect(model.step.value).toBe('umsokn');
    expect(await bodiesTo(paths.increase)).toEqual([]);
    const fields = model.emailForm.form.fields;
    expect(valuesOf(fields)).toEqual({
      companyName: byggir.name,
      companySsn: byggir.accountSsn,
      ...bjarniApplicant,
      phone: '6902345',
      amount: '5000000',
      comments: '',
    });
    expect(model.emailForm.guarantors.entries.value).toHaveLength(1);
    expect(model.emailForm.finAdmins.entries.value).toHaveLength(0);
  });

  it('sent while the status loads: waits for it (busy), then decides by it', async () => {
    await armFaultIn(sandbox, `GET ${paths.status}`, 'timeout');
    const { model } = await openFor(people.bjarni);
    model.selectCompany(byggir);
    expect(model.credit.creditStatus.state.value.kind).toBe('loading');
    model.credit.form.fields.amount.set('2000000');
    const sending = model.submitCredit();
    expect(model.credit.busy.value).toBe(true);
    // The held request ends in the client's timeout: the status is unknown, so the e-mail form.
    await sending;
    expect(model.view.value).toEqual({ kind: 'emailForm', company: byggir });
    expect(model.credit.busy.value).toBe(false);
    // Loaded this time: within the maximum it is sent.
    model.goTo('heimild');
    model.credit.creditStatus.retry();
    await model.submitCredit();
    await until(model.credit.increase.state, settledSubmission);
    expect(model.view.value.kind).toBe('increased');
  });

  it('the status unknown (Smiðjan): the e-mail form whatever the amount', async () => {
    const { model } = await openFor(people.bjarni, smidjan.accountSsn);
    await statusSettled(model);
    model.credit.form.fields.amount.set('1000');
    await model.submitCredit();
    expect(model.view.value).toEqual({ kind: 'emailForm', company: smidjan });
    expect(model.credit.statusUnknown.value).toBe(true);
  });

  it("a failure: the server's reason, else 'Óvænt villa kom upp við það að hækka heimild.'; typing kept", async () => {
    const { model, onSubmitted } = await byggirSelected();
    model.credit.form.fields.amount.set('1500000');
    for (const { fault, message } of messageFaults(messages.increaseFailed)) {
      await armFaultIn(sandbox, `POST ${paths.increase}`, fault);
      await model.submitCredit();
      expect(await until(model.credit.increase.state, settledSubmission)).toEqual({ kind: 'error', message });
      expect(model.credit.form.fields.amount.value.value).toBe('1500000');
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
    model.credit.form.fields.amount.set('1500000');
    await armFaultIn(sandbox, `POST ${paths.increase}`, 'reason', {
      reason: 'Umbeðin heimild er hærri en hámark',
    });
    await model.submitCredit();
    expect(model.view.value).toEqual({ kind: 'emailForm', company: byggir });
  });
});
