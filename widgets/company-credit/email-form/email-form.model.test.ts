import { describe, expect, it } from 'vitest';
import { armFaultIn, messageFaults } from '../../../test/support/application-faults.ts';
import * as people from '../../../test/support/people.ts';
import { until } from '../../../test/support/signals.ts';
import { sessionUser } from '../../core/runtime/session.ts';
import { textIn } from '../../core/runtime/translations.ts';
import english from '../company-credit.en.ts';
import type { CompanyCreditModelInstance } from '../company-credit.model.ts';
import polish from '../company-credit.pl.ts';
import {
  bjarniApplicant,
  byggir,
  creditTests,
  gudrun,
  messages,
  paths,
  settledSubmission,
  sigurdur,
  statusSettled,
} from '../company-credit.test-setup.ts';

// The e-mail application (spec §3 "Email application form", §5 "E-mail application form", §8, §9),
// reached from Byggir's credit form by asking for more than its maximum.

const { sandbox, logIn, newModel, byggirSelected, bodiesTo } = creditTests();

describe('the e-mail application (spec §5 "E-mail application form")', () => {
  async function emailFormOpen() {
    const made = await byggirSelected();
    made.model.credit.form.fields.amount.set('5000000');
    await made.model.submitCredit();
    return made;
  }

  function guarantor(model: CompanyCreditModelInstance, index: number) {
    const entry = model.emailForm.guarantors.entries.value[index];
    if (!entry) throw new Error(`no guarantor ${index + 1}`);
    return entry.fields;
  }

  it('says what is wrong in the spec words: every field of every person shown is required', async () => {
    const { model } = await emailFormOpen();
    const fields = model.emailForm.form.fields;
    fields.companyName.set(' ');
    fields.userName.set('');
    fields.companySsn.set('53026910');
    fields.phone.set('123');
    fields.email.set('x');
    fields.amount.set('');
    model.emailForm.finAdmins.add();
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
    for (const block of [guarantor(model, 0), model.emailForm.finAdmins.entries.value[0]?.fields]) {
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
    await until(model.emailForm.lookingUp, (looking) => looking.size === 0);
    await until(first.name.value, (name) => name === gudrun.name);
    first.email.set('gudrun@example.is');
    model.emailForm.guarantors.add();
    model.emailForm.guarantors.add();
    expect(model.emailForm.guarantors.entries.value).toHaveLength(3);
    const third = model.emailForm.guarantors.entries.value[2];
    if (!third) throw new Error('a third guarantor');
    model.emailForm.guarantors.remove(third.key);
    expect(model.emailForm.guarantors.entries.value).toHaveLength(2);
    const second = guarantor(model, 1);
    second.ssn.set(sigurdur.ssn);
    await until(second.name.value, (name) => name === sigurdur.name);
    second.email.set('sigurdur@example.is');
    model.emailForm.finAdmins.add();
    const finAdmin = model.emailForm.finAdmins.entries.value[0]?.fields;
    if (!finAdmin) throw new Error('a withdrawal person');
    finAdmin.ssn.set(people.anna.ssn);
    finAdmin.name.set(people.anna.name);
    finAdmin.email.set(people.anna.email);
    model.emailForm.form.fields.comments.set('  Vegna stórverkefnis  ');

    const sending = model.submitEmailForm();
    void model.submitEmailForm();
    await sending;
    await until(model.emailForm.submission.state, settledSubmission);
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
    const only = model.emailForm.guarantors.entries.value[0];
    if (!only) throw new Error('a guarantor block');
    expect(model.emailForm.guarantors.canRemove.value).toBe(false);
    model.emailForm.guarantors.remove(only.key);
    expect(model.emailForm.guarantors.entries.value).toHaveLength(1);
    only.fields.name.set(gudrun.name);
    only.fields.ssn.set(gudrun.ssn);
    only.fields.email.set('gudrun@example.is');
    model.emailForm.guarantors.add();
    const second = model.emailForm.guarantors.entries.value[1];
    if (!second) throw new Error('a second guarantor block');
    model.emailForm.guarantors.remove(second.key);
    await model.submitEmailForm();
    await until(model.emailForm.submission.state, settledSubmission);
    expect(await bodiesTo(paths.emailForm)).toMatchObject([
      { gurantors: [{ name: gudrun.name, ssn: gudrun.ssn, email: 'gudrun@example.is' }], finAdmins: [] },
    ]);
  });

  it('the amount may be 0 here (spec §5: not below 0), and is sent so', async () => {
    const { model } = await emailFormOpen();
    model.emailForm.form.fields.amount.set('0');
    const only = guarantor(model, 0);
    only.name.set(gudrun.name);
    only.ssn.set(gudrun.ssn);
    only.email.set('gudrun@example.is');
    await model.submitEmailForm();
    await until(model.emailForm.submission.state, settledSubmission);
    expect(model.emailForm.form.fields.amount.message.value).toBeUndefined();
    expect(await bodiesTo(paths.emailForm)).toMatchObject([{ amount: 0 }]);
  });

  it("a failure: the server's reason, else the spec's text with the accounts' phone; typing kept", async () => {
    const { model } = await emailFormOpen();
    guarantor(model, 0).name.set(gudrun.name);
    guarantor(model, 0).ssn.set(gudrun.ssn);
    guarantor(model, 0).email.set('gudrun@example.is');
    model.emailForm.form.fields.comments.set('Athugasemd');
    for (const { fault, message } of messageFaults(messages.emailFormFailed)) {
      await armFaultIn(sandbox, `POST ${paths.emailForm}`, fault);
      await model.submitEmailForm();
      expect(await until(model.emailForm.submission.state, settledSubmission)).toEqual({
        kind: 'error',
        message,
      });
      expect(model.emailForm.form.fields.comments.value.value).toBe('Athugasemd');
    }
  });

  it("the failure with the accounts' phone reads in English and Polish as the alert shows it", async () => {
    const { model } = await emailFormOpen();
    guarantor(model, 0).name.set(gudrun.name);
    guarantor(model, 0).ssn.set(gudrun.ssn);
    guarantor(model, 0).email.set('gudrun@example.is');
    await armFaultIn(sandbox, `POST ${paths.emailForm}`, 'malformed');
    await model.submitEmailForm();
    const state = await until(model.emailForm.submission.state, settledSubmission);
    if (state.kind !== 'error') throw new Error(`no failure: ${state.kind}`);
    // The alert's translate(): the texts map of the element's language.
    expect(textIn(english, state.message)).toBe(
      'Could not send the application. Please call our accounts department on 515 4000.',
    );
    expect(textIn(polish, state.message)).toBe(
      'Nie udało się wysłać wniosku. Zadzwoń do działu kont kredytowych pod numer 515 4000.',
    );
  });

  it('a reload keeps what was typed (the form, its people, the company it is for); sent, it goes', async () => {
    const { model, user } = await emailFormOpen();
    model.emailForm.form.fields.comments.set('Vegna útboðs');
    guarantor(model, 0).name.set('Jón Jónsson');
    model.emailForm.guarantors.add();
    guarantor(model, 1).email.set('anna@example.is');

    // The page loads again: a new model for the same person, the URL naming the e-mail form.
    const reloaded = newModel();
    const loading = reloaded.model.load(user.token);
    reloaded.model.goTo('umsokn');
    expect(reloaded.model.view.value).toEqual({ kind: 'emailForm', company: byggir });
    expect(reloaded.model.emailForm.form.fields.comments.value.value).toBe('Vegna útboðs');
    expect(reloaded.model.emailForm.form.fields.amount.value.value).toBe('5000000');
    expect(
      reloaded.model.emailForm.guarantors.entries.value.map((entry) => [
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
    const annasUser = await logIn(people.anna);
    const annas = newModel();
    await annas.model.load(annasUser.token);
    annas.model.goTo('umsokn');
    expect(annas.model.view.value).toEqual({ kind: 'companies' });
    expect(annas.model.emailForm.form.fields.comments.value.value).toBe('');

    // Sent: the next page load starts afresh.
    sessionUser.value = user;
    for (const entry of reloaded.model.emailForm.guarantors.entries.value) {
      entry.fields.ssn.set(gudrun.ssn);
      entry.fields.name.set(gudrun.name);
      entry.fields.email.set('gudrun@example.is');
    }
    await reloaded.model.submitEmailForm();
    await until(reloaded.model.emailForm.submission.state, settledSubmission);
    expect(reloaded.model.view.value.kind).toBe('emailSent');
    const after = newModel();
    void after.model.load(user.token);
    after.model.goTo('umsokn');
    expect(after.model.view.value).toEqual({ kind: 'companies' });
    expect(after.model.emailForm.form.fields.comments.value.value).toBe('');
  });

  it('back to the credit form and on again: what was typed for this company stays', async () => {
    const { model } = await emailFormOpen();
    model.emailForm.form.fields.comments.set('Með fyrirvara');
    model.emailForm.form.fields.userName.set('Bjarni B. Jónsson');
    guarantor(model, 0).name.set('Jón Jónsson');
    model.goTo('heimild');
    expect(model.view.value.kind).toBe('credit');
    model.goTo('umsokn');
    expect(model.view.value.kind).toBe('emailForm');
    model.goTo('heimild');
    model.credit.form.fields.amount.set('6000000');
    await model.submitCredit();
    expect(model.emailForm.form.fields.amount.value.value).toBe('6000000');
    expect(model.emailForm.form.fields.comments.value.value).toBe('Með fyrirvara');
    // The user's name only filled while empty (spec §4): the one typed stays.
    expect(model.emailForm.form.fields.userName.value.value).toBe('Bjarni B. Jónsson');
    expect(guarantor(model, 0).name.value.value).toBe('Jón Jónsson');
  });
});
