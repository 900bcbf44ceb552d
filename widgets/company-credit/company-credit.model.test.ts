import { describe, expect, it } from 'vitest';
import { armFaultIn } from '../../test/support/application-faults.ts';
import * as people from '../../test/support/people.ts';
import { until } from '../../test/support/signals.ts';
import { logOut, sessionUser } from '../core/runtime/session.ts';
import {
  byggir,
  creditTests,
  gudrun,
  paths,
  settledSubmission,
  smidjan,
  tresmidja,
} from './company-credit.test-setup.ts';

// <byko-company-credit>'s flow model (spec §3 "Company credit store", §4 "Company credit web flow",
// §6): answers for a company the user has left, the steps Back and Forward name, another person.
// Each step's own rules are tested beside its model (companies/, lookup/, credit/, email-form/,
// sign-up/).

const { sandbox, local, logIn, newModel, openFor, byggirSelected, bodiesTo } = creditTests();

describe('answers for a company the user has left', () => {
  it('sent while the status loads, then Back and another company: nothing is decided for either', async () => {
    await armFaultIn(sandbox, `GET ${paths.status}`, 'timeout');
    const { model } = await openFor(people.bjarni);
    model.selectCompany(byggir);
    model.credit.form.fields.amount.set('2000000');
    const sending = model.submitCredit();
    expect(model.credit.busy.value).toBe(true);
    // Back to the list, then Smiðjan (whose status fails at once): the wait for Byggir ends.
    model.goBackOrForward('fyrirtaeki');
    model.selectCompany(smidjan);
    await sending;
    expect(model.credit.busy.value).toBe(false);
    expect(model.view.value).toEqual({ kind: 'credit', company: smidjan });
    expect(model.step.value).toBe('heimild');
    expect(await bodiesTo(paths.increase)).toEqual([]);
    expect(await bodiesTo(paths.emailForm)).toEqual([]);
  });

  it("an increase answered after the user moved to another company: that company's view and form stay", async () => {
    const { model, onSubmitted } = await byggirSelected();
    model.credit.form.fields.phone.set('5151000');
    model.credit.form.fields.amount.set('2000000');
    const sending = model.submitCredit();
    model.goBackOrForward('fyrirtaeki');
    model.selectCompany(smidjan);
    model.credit.form.fields.amount.set('300000');
    await sending;
    await until(model.credit.increase.state, settledSubmission);
    expect(await bodiesTo(paths.increase)).toMatchObject([
      { companySsn: byggir.accountSsn, amount: 2_000_000 },
    ]);
    expect(model.view.value).toEqual({ kind: 'credit', company: smidjan });
    expect(model.credit.form.fields.amount.value.value).toBe('300000');
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
    model.credit.form.fields.amount.set('5000000');
    await model.submitCredit();
    expect(model.view.value.kind).toBe('emailForm');
    const only = model.emailForm.guarantors.entries.value[0];
    if (!only) throw new Error('a guarantor block');
    only.fields.name.set(gudrun.name);
    only.fields.ssn.set(gudrun.ssn);
    only.fields.email.set('gudrun@example.is');
    const sending = model.submitEmailForm();
    model.goBackOrForward('fyrirtaeki');
    model.selectCompany(smidjan);
    await sending;
    await until(model.emailForm.submission.state, settledSubmission);
    expect(await bodiesTo(paths.emailForm)).toMatchObject([{ companySsn: byggir.accountSsn }]);
    expect(model.view.value).toEqual({ kind: 'credit', company: smidjan });
    // Forward to its success from Smiðjan's form is not Byggir's receipt.
    model.goBackOrForward('mottekin');
    expect(model.view.value.kind).toBe('credit');
  });

  it('a lookup answered after the user went back to the list: they stay there, nothing selected', async () => {
    const { model } = await openFor(people.bjarni);
    model.showLookup();
    model.lookup.ssn.set(tresmidja.accountSsn);
    const looking = model.lookUp();
    model.goBackOrForward('fyrirtaeki');
    await looking;
    await until(model.lookup.submission.state, settledSubmission);
    expect(model.view.value).toEqual({ kind: 'companies' });
    expect(model.selectedCompany.value).toBeNull();
  });

  it('after an expired login and a new one, an increase writes the company back into the session', async () => {
    const { model } = await byggirSelected();
    expect(local.getItem('companySsn')).toBe(byggir.accountSsn);
    logOut();
    expect(local.getItem('companySsn')).toBeNull();
    const again = await logIn(people.bjarni);
    await model.load(again.token);
    expect(model.view.value).toEqual({ kind: 'credit', company: byggir });
    expect(local.getItem('companySsn')).toBe(byggir.accountSsn);
    model.credit.form.fields.phone.set('5151000');
    model.credit.form.fields.amount.set('2000000');
    await model.submitCredit();
    await until(model.credit.increase.state, settledSubmission);
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
    const user = await logIn(people.bjarni);
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
    model.credit.form.fields.amount.set('2000000');
    const anna = await logIn(people.anna);
    await model.load(anna.token);
    expect(model.view.value).toEqual({ kind: 'companies' });
    expect(model.selectedCompany.value).toBeNull();
    expect(model.credit.form.fields.amount.value.value).toBe('');
    expect(model.companies.state.value).toEqual({ kind: 'ready', companies: [] });
  });
});
