import { describe, expect, it } from 'vitest';
import { armFaultIn, faultReason } from '../../../test/support/application-faults.ts';
import * as people from '../../../test/support/people.ts';
import { until } from '../../../test/support/signals.ts';
import { splitStreet } from '../company-credit.fields.ts';
import {
  byggir,
  creditTests,
  messages,
  nyskopun,
  nyskopunSignUp,
  paths,
  settledSubmission,
  statusSettled,
  tresmidja,
} from '../company-credit.test-setup.ts';

// A new company's sign-up (spec §3 "Company sign-up form", §5 "Sign-up form", §8), reached by
// looking up Nýsköpun ehf.

const { sandbox, openFor, bodiesTo } = creditTests();

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
});

describe('the sign-up (spec §5 "Sign-up form")', () => {
  async function signUpOpen() {
    const made = await openFor(people.bjarni);
    made.model.showLookup();
    made.model.lookup.ssn.set(nyskopun.ssn);
    await made.model.lookUp();
    await until(made.model.view, (view) => view.kind === 'signUp');
    return made;
  }

  it('says what is wrong in the spec words', async () => {
    const { model } = await signUpOpen();
    const fields = model.signUp.form.fields;
    fields.companyName.set('');
    fields.streetName.set('');
    fields.zipCode.set('10');
    fields.userName.set('');
    fields.userSsn.set('123');
    fields.phone.set('820');
    fields.email.set('bjarni');
    await model.submitSignUp();
    expect(
      [
        fields.companyName,
        fields.streetName,
        fields.zipCode,
        fields.userName,
        fields.userSsn,
        fields.phone,
        fields.email,
      ].map((field) => field.message.value),
    ).toEqual([
      messages.companyName,
      messages.street,
      messages.zip,
      messages.fullName,
      messages.kennitala,
      messages.phone,
      messages.email,
    ]);
    // A company's kennitala of fewer than ten digits.
    fields.companySsn.set('70101240');
    expect(fields.companySsn.validate()).toBe(false);
    expect(fields.companySsn.message.value).toBe(messages.kennitala);
    expect(await bodiesTo(paths.signUp)).toEqual([]);
  });

  it("a person's kennitala is not a company's: 'Ógild kennitala.' (sign-up and e-mail form); nothing sent", async () => {
    const { model } = await signUpOpen();
    model.signUp.form.fields.companySsn.set(people.bjarni.ssn);
    await model.submitSignUp();
    expect(model.signUp.form.fields.companySsn.message.value).toBe(messages.kennitala);
    expect(await bodiesTo(paths.signUp)).toEqual([]);

    model.selectCompany(byggir);
    model.credit.form.fields.amount.set('5000000');
    await model.submitCredit();
    expect(model.view.value.kind).toBe('emailForm');
    model.emailForm.form.fields.companySsn.set(people.bjarni.ssn);
    expect(model.emailForm.form.fields.companySsn.validate()).toBe(false);
    expect(model.emailForm.form.fields.companySsn.message.value).toBe(messages.kennitala);
    model.emailForm.form.fields.companySsn.set(byggir.accountSsn);
    expect(model.emailForm.form.fields.companySsn.validate()).toBe(true);
  });

  it("the company's name follows another kennitala from the registry; a typed one stays", async () => {
    const { model } = await signUpOpen();
    const fields = model.signUp.form.fields;
    fields.companySsn.set('4705112060');
    expect(model.signUp.lookingUp.value).toBe(true);
    await until(model.signUp.lookingUp, (looking) => !looking);
    expect(fields.companyName.value.value).toBe('Timburhús ehf.');
    // One the registry does not know: the other company's name goes.
    fields.companySsn.set('4403021380');
    await until(model.signUp.lookingUp, (looking) => !looking);
    expect(fields.companyName.value.value).toBe('');
    fields.companyName.set('Mitt ehf.');
    fields.companySsn.set('4705112060');
    expect(model.signUp.lookingUp.value).toBe(false);
    expect(fields.companyName.value.value).toBe('Mitt ehf.');
  });

  it('the lookup again: the same company keeps what was typed; a form turned to another kennitala starts afresh', async () => {
    const { model } = await signUpOpen();
    const fields = model.signUp.form.fields;
    fields.phone.set('5151000');
    fields.userName.set('Bjarni B. Jónsson');
    model.showLookup();
    await model.lookUp();
    await until(model.view, (view) => view.kind === 'signUp');
    expect(fields.phone.value.value).toBe('5151000');
    expect(fields.userName.value.value).toBe('Bjarni B. Jónsson');
    // The form's kennitala changed to another company's: the lookup's company fills a fresh form.
    fields.companySsn.set('4705112060');
    await until(model.signUp.lookingUp, (looking) => !looking);
    model.showLookup();
    await model.lookUp();
    await until(model.view, (view) => view.kind === 'signUp');
    expect(fields.companySsn.value.value).toBe(nyskopun.ssn);
    expect(fields.phone.value.value).toBe(people.bjarni.phone);
    expect(fields.userName.value.value).toBe(people.bjarni.name);
  });

  it('success selects the returned company, and the list now holds it', async () => {
    const { model, onSubmitted } = await signUpOpen();
    // One request however often it is sent.
    const first = model.submitSignUp();
    void model.submitSignUp();
    await first;
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
    expect(model.signUp.signingUp.value).toBe(false);
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
    model.signUp.form.fields.streetNumber.set('12');
    await armFaultIn(sandbox, `POST ${paths.signUp}`, 'timeout');
    await model.submitSignUp();
    expect(await until(model.signUp.submission.state, settledSubmission)).toEqual({
      kind: 'error',
      message: messages.signUpFailed,
    });
    await armFaultIn(sandbox, `POST ${paths.signUp}`, '500');
    await model.submitSignUp();
    expect(await until(model.signUp.submission.state, settledSubmission)).toEqual({
      kind: 'error',
      message: messages.sandbox500,
    });
    await armFaultIn(sandbox, `POST ${paths.signUp}`, 'reason');
    await model.submitSignUp();
    expect(await until(model.signUp.submission.state, settledSubmission)).toEqual({
      kind: 'error',
      message: faultReason,
    });
    expect(model.signUp.form.fields.streetNumber.value.value).toBe('12');
  });

  it("a kennitala that trades on account already: the server's reason, nothing selected", async () => {
    const { model } = await signUpOpen();
    model.signUp.form.fields.companySsn.set(tresmidja.accountSsn);
    // Its name from the registry first, so the form is whole when sent.
    await until(model.signUp.lookingUp, (looking) => !looking);
    await model.submitSignUp();
    expect(await until(model.signUp.submission.state, settledSubmission)).toEqual({
      kind: 'error',
      message: 'Reikningur nú þegar til',
    });
    expect((await sandbox.requestsTo('POST', paths.signUp)).map((entry) => entry.status)).toEqual([400]);
    expect(model.view.value).toEqual({ kind: 'signUp' });
  });
});
