import { describe, expect, it } from 'vitest';
import { reopenedAfterA401 } from '../../test/support/draft-after-login.ts';
import { browserStorageForTests } from '../../test/support/memory-storage.ts';
import { anna, bjarni, dagny, einar } from '../../test/support/people.ts';
import { until } from '../../test/support/signals.ts';
import { submitAndSettle } from '../../test/support/submission.ts';
import { tradingTests } from '../../test/support/trading-applications.ts';
import { draftKey } from '../core/applications/draft.ts';
import { sessionUser } from '../core/runtime/session.ts';
import type { CashApplication } from './cash.api.ts';
import { CashModel, type CashModelInstance, cashFlow } from './cash.model.ts';

// The cash-payment application's model (spec §2 "Cash-payment application", §3, §5, §6, §8) against
// the real sandbox over HTTP (its own server for this file). The session is core's: a person is
// logged in through the sandbox's phone login and put in `sessionUser`, as the login form does.

const signUpPath = '/api/customers/applications/sign-up-stgr';
const statusFailed = 'Villa kom upp við að stöðu reiknings';
const unexpected = 'Óvænt villa kom upp';
const required = 'Vinsamlegast fyllið út þennan reit';

const { sandbox, newModel, loadedFor, fill, signUps, ...shared } = tradingTests({
  submitPath: signUpPath,
  make: (dependencies) => new CashModel(dependencies),
});

/** Every required field filled (the phone and e-mail are the person's already). */
function fillAddress(model: CashModelInstance) {
  fill(model, { streetName: 'Glerárgata', streetNumber: '36', zipCode: '600' });
}

describe('who may apply (spec §6)', () => {
  it.each([
    ['Dagný, not a customer', dagny, 'notCustomer'],
    ['Anna, standing order', anna, 'standingOrder'],
    ['Einar, standing order', einar, 'standingOrder'],
  ])('%s: the form, with the phone and e-mail filled in', async (_label, person, standing) => {
    const { model } = await loadedFor(person);
    expect(model.status.state.value).toEqual({ kind: 'ready', standing });
    expect(model.view.value).toEqual({ kind: 'form' });
    expect(model.form.fields.phone.value.value).toBe(person.phone);
    expect(model.form.fields.email.value.value).toBe(person.email);
  });

  it("Bjarni, on account: 'Reikningur nú þegar til' in place of the form", async () => {
    const { model } = await loadedFor(bjarni);
    expect(model.status.state.value).toEqual({ kind: 'ready', standing: 'accountTrading' });
    expect(model.view.value).toEqual({ kind: 'accountExists' });
  });
});

describe('applying', () => {
  it.each([
    ['Dagný', dagny],
    ['Anna', anna],
  ])('%s: the body the server got, the success view, byko-submitted told', async (_name, person) => {
    const { model, onSubmitted } = await loadedFor(person);
    fillAddress(model);
    fill(model, { comment: 'Nýtt heimilisfang' });
    const state = await submitAndSettle(model);
    const request: CashApplication = {
      phone: person.phone,
      email: person.email,
      streetName: 'Glerárgata',
      streetNumber: '36',
      zipCode: '600',
      comment: 'Nýtt heimilisfang',
    };
    expect(state).toEqual({ kind: 'submitted', result: request });
    expect(model.view.value).toEqual({ kind: 'submitted', request });
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    expect(onSubmitted).toHaveBeenCalledWith(request);
    expect((await signUps()).map((entry) => [entry.body, entry.status])).toEqual([[request, 200]]);
  });

  it('Dagný is a standing-order customer afterwards', async () => {
    const { model } = await loadedFor(dagny);
    fillAddress(model);
    await submitAndSettle(model);
    const again = newModel();
    await again.model.status.load(sessionUser.value?.token ?? '');
    expect(again.model.status.state.value).toEqual({ kind: 'ready', standing: 'standingOrder' });
  });

  it('an address chosen from the search fills the street, the number and the postal code', async () => {
    const { model } = await loadedFor(einar);
    model.address.type('Glerá');
    await until(model.address.status, (status) => status === 'ready');
    expect(model.address.choose(0)).toBe(true);
    await submitAndSettle(model);
    const [sent] = await signUps();
    expect(sent?.body).toMatchObject({
      streetName: 'Glerárgata',
      streetNumber: '36',
      zipCode: '600',
      comment: '',
    });
  });

  shared.itSendsOnceForTwoClicks(fillAddress);
});

describe('what the form checks before sending (spec §5: every field but the comment)', () => {
  it('each empty field shows its message; nothing is sent', async () => {
    const { model } = await loadedFor(dagny);
    fill(model, { phone: '', email: '' });
    await model.submit();
    const { fields } = model.form;
    expect(
      [fields.phone, fields.email, fields.streetName, fields.streetNumber, fields.zipCode].map(
        (field) => field.message.value,
      ),
    ).toEqual([required, required, required, required, required]);
    expect(fields.comment.message.value).toBeUndefined();
    expect(model.submission.state.value).toEqual({ kind: 'initial' });
    expect(await signUps()).toHaveLength(0);
  });

  it('one missing field is enough to send nothing', async () => {
    const { model } = await loadedFor(dagny);
    fill(model, { streetName: 'Glerárgata', zipCode: '600' });
    await model.submit();
    expect(model.form.fields.streetNumber.message.value).toBe(required);
    expect(await signUps()).toHaveLength(0);
  });

  it('a postal code of letters is cleaned to digits; two digits is not a postal code', async () => {
    const { model } = await loadedFor(dagny);
    fill(model, { streetName: 'Glerárgata', streetNumber: '36', zipCode: 'a6b0' });
    expect(model.form.fields.zipCode.value.value).toBe('60');
    await model.submit();
    expect(model.form.fields.zipCode.message.value).toBe('Ógilt póstnúmer. Sláðu inn tölustafi.');
    expect(await signUps()).toHaveLength(0);
  });
});

describe("the server's answers to a submit", () => {
  shared.itRecoversFromSubmitFaults({
    unexpected,
    type: (model) => {
      fillAddress(model);
      fill(model, { comment: 'Pallur' });
    },
    kept: (model) => {
      expect(model.form.fields.streetName.value.value).toBe('Glerárgata');
      expect(model.form.fields.comment.value.value).toBe('Pallur');
    },
  });

  shared.itShowsTheAccountMadeElsewhere(
    "the server's 'Reikningur nú þegar til' (she went on account meanwhile): the message and link",
    fillAddress,
  );
});

describe('when the customer status fails to load', () => {
  shared.itRecoversFromStatusFaults({
    match: 'GET /api/customers/me',
    statusFailed,
    loaded: (model) => {
      expect(model.status.state.value).toEqual({ kind: 'ready', standing: 'notCustomer' });
    },
  });
});

describe('the draft (sessionStorage): a login after a 401 goes on from what was typed', () => {
  const { local, session } = browserStorageForTests();

  it('the page after the login has it back for her; sending it clears local storage and the draft', async () => {
    const typed = {
      phone: '6901234',
      streetName: 'Skeifan',
      streetNumber: '11',
      zipCode: '108',
      comment: 'Geymist',
    };
    const model = await reopenedAfterA401(sandbox, anna, signUpPath, {
      make: () => newModel().model,
      load: (model, user) => model.status.load(user.token),
      type: (model) => fill(model, typed),
    });
    const request: CashApplication = { ...typed, email: anna.email };
    expect(await submitAndSettle(model)).toEqual({ kind: 'submitted', result: request });
    expect((await signUps()).map((entry) => [entry.body, entry.status])).toEqual([
      [request, 401],
      [request, 200],
    ]);
    expect(local.entries()).toEqual({});
    expect(session.getItem(draftKey(cashFlow, anna.ssn))).toBeNull();
  });
});
