import { describe, expect, it } from 'vitest';
import { reopenedAfterA401 } from '../../test/support/draft-after-login.ts';
import { browserStorageForTests } from '../../test/support/memory-storage.ts';
import { anna, bjarni, dagny, einar } from '../../test/support/people.ts';
import { logInToSession } from '../../test/support/session-login.ts';
import { until } from '../../test/support/signals.ts';
import { submitAndSettle } from '../../test/support/submission.ts';
import { tradingTests } from '../../test/support/trading-applications.ts';
import { draftKey } from '../core/applications/draft.ts';
import { sessionUser } from '../core/runtime/session.ts';
import type { AccountApplication } from './account.api.ts';
import { AccountModel, accountFlow } from './account.model.ts';

// The account-trading application's model (spec §2 "Account application", §3, §5, §6, §8) against
// the real sandbox over HTTP (its own server for this file). The session is core's: a person is
// logged in through the sandbox's phone login and put in `sessionUser`, as the login form does.

const signUpPath = '/api/customers/applications/sign-up';
const statusFailed = 'Villa kom upp við að stöðu reiknings';
const unexpected = 'Óvænt villa kom upp';
const required = 'Vinsamlegast fyllið út þennan reit';

const { sandbox, newModel, loadedFor, fill, signUps, ...shared } = tradingTests({
  submitPath: signUpPath,
  make: (dependencies) => new AccountModel(dependencies),
});

describe('the customer status decides what shows (spec §6)', () => {
  it('Dagný, not a customer: the form with her phone and e-mail, her max limit, no redirect', async () => {
    const { model, navigate } = await loadedFor(dagny);
    expect(model.status.state.value).toEqual({ kind: 'ready', standing: 'notCustomer', maxAmount: 300_000 });
    expect(model.maxAmount.value).toBe(300_000);
    expect(model.view.value).toEqual({ kind: 'form' });
    expect(model.form.fields.phone.value.value).toBe(dagny.phone);
    expect(model.form.fields.email.value.value).toBe(dagny.email);
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['Anna', anna],
    ['Einar', einar],
  ])('%s, a standing-order customer: the form, max 400.000 kr.', async (_name, person) => {
    const { model, navigate } = await loadedFor(person);
    expect(model.status.state.value).toEqual({
      kind: 'ready',
      standing: 'standingOrder',
      maxAmount: 400_000,
    });
    expect(model.view.value).toEqual({ kind: 'form' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it("Bjarni, on account: sent to the limit change, and 'Reikningur nú þegar til' in place of the form", async () => {
    const { model, navigate } = await loadedFor(bjarni);
    expect(model.status.state.value).toMatchObject({ kind: 'ready', standing: 'accountTrading' });
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/vidskipti/umsokn-heimild');
    expect(model.view.value).toEqual({ kind: 'accountExists' });
  });

  it('asks for the status and the max limit at once, each once', async () => {
    await loadedFor(dagny);
    const asked = (await sandbox.requests({ method: 'GET' })).map((entry) => entry.path);
    expect(asked.filter((path) => path === '/api/customers/me')).toHaveLength(1);
    expect(asked.filter((path) => path === '/api/customers/me/max-amount')).toHaveLength(1);
  });

  it("another person's login starts from their details, not the last person's typing", async () => {
    const { model } = await loadedFor(dagny);
    fill(model, { amount: '100000', streetName: 'Skeifan' });
    const { token } = await logInToSession(sandbox, anna);
    await model.status.load(token);
    expect(model.form.fields.phone.value.value).toBe(anna.phone);
    expect(model.form.fields.amount.value.value).toBe('');
    expect(model.form.fields.streetName.value.value).toBe('');
  });
});

describe('applying', () => {
  it('Dagný chooses an address, asks for 250.000 kr.: the body the server got, then she is on account', async () => {
    const { model, onSubmitted } = await loadedFor(dagny);
    model.address.type('Lauga');
    await until(model.address.status, (status) => status === 'ready');
    expect(model.address.results.value[0]?.name).toBe('Laugavegur 10, 101 Reykjavík');
    expect(model.address.choose(0)).toBe(true);
    expect(model.form.fields.streetName.value.value).toBe('Laugavegur');
    expect(model.form.fields.streetNumber.value.value).toBe('10');
    expect(model.form.fields.zipCode.value.value).toBe('101');
    // Typed with the thousands' dots: the field keeps the digits.
    fill(model, { amount: '250.000', description: 'Vegna framkvæmda' });
    expect(model.form.fields.amount.value.value).toBe('250000');

    const state = await submitAndSettle(model);
    const request: AccountApplication = {
      phone: dagny.phone,
      email: dagny.email,
      streetName: 'Laugavegur',
      streetNumber: '10',
      zipCode: '101',
      amount: 250_000,
      description: 'Vegna framkvæmda',
    };
    expect(state).toEqual({ kind: 'submitted', result: request });
    expect(model.view.value).toEqual({ kind: 'submitted', request });
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    expect(onSubmitted).toHaveBeenCalledWith(request);
    expect((await signUps()).map((entry) => [entry.body, entry.status])).toEqual([[request, 200]]);
    // The user stays on the page (the success view), though local storage is cleared.
    expect(sessionUser.value?.ssn).toBe(dagny.ssn);

    // She is a customer on account now: the application sends her to the limit change.
    const again = newModel();
    await again.model.status.load(sessionUser.value?.token ?? '');
    expect(again.model.status.state.value).toMatchObject({ standing: 'accountTrading' });
    expect(again.navigate).toHaveBeenCalledWith('/vidskipti/umsokn-heimild');
  });

  it('Anna without an address: zipCode null, the street empty, the amount a number', async () => {
    const { model } = await loadedFor(anna);
    fill(model, { amount: '1.000', phone: '+354 820 1234' });
    await submitAndSettle(model);
    const [sent] = await signUps();
    expect(sent?.body).toEqual({
      phone: '+3548201234',
      email: anna.email,
      streetName: '',
      streetNumber: '',
      zipCode: null,
      amount: 1000,
      description: '',
    });
    expect(sent?.status).toBe(200);
  });

  it('the address fields stay editable after choosing', async () => {
    const { model } = await loadedFor(anna);
    model.address.type('Skeifan');
    await until(model.address.status, (status) => status === 'ready');
    model.address.choose(0);
    fill(model, { streetNumber: '11b', amount: '5000' });
    await submitAndSettle(model);
    const [sent] = await signUps();
    expect(sent?.body).toMatchObject({ streetName: 'Skeifan', streetNumber: '11b', zipCode: '108' });
  });

  shared.itSendsOnceForTwoClicks((model) => fill(model, { amount: '5000' }));
});

describe('what the form checks before sending (spec §5)', () => {
  it('phone, e-mail and the requested limit are required; nothing is sent', async () => {
    const { model } = await loadedFor(dagny);
    fill(model, { phone: '', email: '' });
    await model.submit();
    expect(model.form.fields.phone.message.value).toBe(required);
    expect(model.form.fields.email.message.value).toBe(required);
    expect(model.form.fields.amount.message.value).toBe(required);
    // The optional ones say nothing when empty.
    expect(model.form.fields.zipCode.message.value).toBeUndefined();
    expect(model.form.fields.description.message.value).toBeUndefined();
    expect(model.submission.state.value).toEqual({ kind: 'initial' });
    expect(await signUps()).toHaveLength(0);
  });

  // The rule itself (its boundary, while typing) is core's: requested-limit.test.ts. Here: the form
  // checks the amount against the max loaded for her, and sends nothing past it.
  it('a requested limit above her loaded max is stopped at the field, and not sent', async () => {
    const { model } = await loadedFor(dagny);
    fill(model, { amount: '350000' });
    await model.submit();
    expect(model.form.fields.amount.message.value).toBe('Umbeðin heimild er hærri en hámark');
    expect(await signUps()).toHaveLength(0);
  });

  it('a bad phone, e-mail or postal code shows its message', async () => {
    const { model } = await loadedFor(dagny);
    fill(model, { phone: '12', email: 'dagny@', zipCode: '1', amount: '1000' });
    await model.submit();
    expect(model.form.fields.phone.message.value).toBe("Símanúmer getur aðeins innihaldið tölustafi og '+'");
    expect(model.form.fields.email.message.value).toBe('Netfang er ekki gilt');
    expect(model.form.fields.zipCode.message.value).toBe('Ógilt póstnúmer. Sláðu inn tölustafi.');
    expect(await signUps()).toHaveLength(0);
  });
});

describe("the server's answers to a submit", () => {
  shared.itRecoversFromSubmitFaults({
    unexpected,
    type: (model) => fill(model, { amount: '5000', description: 'Pallur' }),
    kept: (model) => {
      expect(model.form.fields.amount.value.value).toBe('5000');
      expect(model.form.fields.description.value.value).toBe('Pallur');
    },
  });

  shared.itShowsTheAccountMadeElsewhere(
    "'Reikningur nú þegar til' (she went on account in another tab): the message and link, not an error",
    (model) => fill(model, { amount: '5000' }),
  );
});

describe('when the status or the max limit fails to load', () => {
  // 'GET /api/customers/me' is a prefix of the max limit's path too: it fails whichever of the two
  // parallel requests comes first; the max limit's own path fails only that one.
  describe.each(['GET /api/customers/me', 'GET /api/customers/me/max-amount'])('%s', (match) => {
    shared.itRecoversFromStatusFaults({
      match,
      statusFailed,
      loaded: (model) => {
        expect(model.status.state.value).toMatchObject({ kind: 'ready', standing: 'notCustomer' });
        expect(model.view.value).toEqual({ kind: 'form' });
      },
    });
  });
});

describe('the draft (sessionStorage): a login after a 401 goes on from what was typed', () => {
  const { local, session } = browserStorageForTests();

  it('the page after the login has it back for her; sending it clears local storage and the draft', async () => {
    const typed = { streetName: 'Skeifan', streetNumber: '11', zipCode: '108', description: 'Geymist' };
    const model = await reopenedAfterA401(sandbox, dagny, signUpPath, {
      make: () => newModel().model,
      load: (model, user) => model.status.load(user.token),
      type: (model) => fill(model, { ...typed, amount: '150.000' }),
    });
    const values = Object.fromEntries(
      Object.entries(model.form.fields).map(([name, field]) => [name, field.value.value]),
    );
    // The amount typed with the thousands' dots comes back as its digits.
    expect(values).toMatchObject({ ...typed, phone: dagny.phone, email: dagny.email, amount: '150000' });
    expect(await submitAndSettle(model)).toMatchObject({ kind: 'submitted' });
    expect((await signUps()).map((entry) => entry.status)).toEqual([401, 200]);
    expect(local.entries()).toEqual({});
    expect(session.getItem(draftKey(accountFlow, dagny.ssn))).toBeNull();
  });
});
