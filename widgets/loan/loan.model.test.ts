import { describe, expect, it, vi } from 'vitest';
import { armFaultIn, messageFaults } from '../../test/support/application-faults.ts';
import { reopenedAfterA401 } from '../../test/support/draft-after-login.ts';
import { handWorkedLoanFee } from '../../test/support/hand-worked-loan-fee.ts';
import { browserStorageForTests } from '../../test/support/memory-storage.ts';
import * as people from '../../test/support/people.ts';
import { sandboxServerForTests } from '../../test/support/sandbox-server.ts';
import { logInToSession, modelsDisposedAfterEach } from '../../test/support/session-login.ts';
import { until } from '../../test/support/signals.ts';
import { settled } from '../../test/support/submission.ts';
import { draftKey } from '../core/applications/draft.ts';
import { createApiClient } from '../core/runtime/http.ts';
import { sessionUser } from '../core/runtime/session.ts';
import type { Translations } from '../core/runtime/translations.ts';
import english from './loan.en.ts';
import type { LoanReady, LoanSubmitted } from './loan.model.ts';
import { LoanModel, type LoanModelInstance, loanFlow } from './loan.model.ts';
import polish from './loan.pl.ts';

// The loan application's model (spec §2 "Loan pages", §4 "Applications", §5, §8, §9) against the
// real sandbox over HTTP (its own server for this file; SANDBOX.md "Applications"). The session is
// core's one store: a test logs a person in through the sandbox and puts the user there, as the
// login form does; the API client reads the token from it.

// The client gives up after 300 ms in the timeout tests; the sandbox holds a 'timeout' longer.
const sandbox = sandboxServerForTests({ faultTimeoutMs: 5000 });

const maxAmountPath = '/api/loan/max-amount';
const noticePath = '/api/payment-calculations/NoticeAmount';
const submitPath = '/api/loan/submit-request';

/** What the page says for a load that failed without a reason (spec §8 "Account status"). */
const loadFailed = 'Villa kom upp við að stöðu reiknings';
const unexpected = 'Óvænt villa kom upp';
const nbsp = '\u00a0';

const models = modelsDisposedAfterEach<LoanModelInstance>((model) => model.loader.dispose());

/** A model on 15 January 2026 (a fixed "now"), loaded for whoever is logged in. */
function newLoan(now = new Date(2026, 0, 15, 10, 30), locale?: Translations) {
  const api = createApiClient(sandbox.url);
  const onSubmitted = vi.fn<(submitted: LoanSubmitted) => void>();
  const model = new LoanModel({
    api: () => api,
    now: () => now,
    ...(locale ? { locale: () => locale } : {}),
    user: () => sessionUser.peek(),
    onSubmitted,
  });
  models.push(model);
  return { model, onSubmitted };
}

async function loaded(model: LoanModelInstance): Promise<void> {
  await model.loader.load(sessionUser.peek()?.token ?? 'nobody');
}

function ready(model: LoanModelInstance): LoanReady {
  const state = model.loader.state.value;
  if (state.kind !== 'ready') throw new Error(`not ready: ${JSON.stringify(state)}`);
  return state;
}

/** Bjarni, loaded, the form filled as he would. */
async function bjarniFilledIn(amount = '500.000') {
  const user = await logInToSession(sandbox, people.bjarni);
  const loan = newLoan();
  await loaded(loan.model);
  loan.model.openFor(user);
  loan.model.form.fields.amount.set(amount);
  loan.model.form.fields.description.set('Nýtt baðherbergi');
  return loan;
}

describe('what loads first (GET /api/loan/max-amount and NoticeAmount)', () => {
  it("Bjarni: his account's balance, limit and available credit, the usable amount and the payment fee", async () => {
    await logInToSession(sandbox, people.bjarni);
    const { model } = newLoan();
    expect(model.loader.state.value).toEqual({ kind: 'loading' });
    await loaded(model);
    expect(ready(model).account).toEqual({
      kind: 'trading',
      maxAmount: 1_500_000,
      usableAmount: 1_200_000,
      status: { balance: 300_000, creditLimit: 500_000, availableCredit: 200_000 },
      noticeAmount: 495,
    });
    expect(model.highest.value).toBe(1_200_000);
    expect(await sandbox.requestsTo('GET', maxAmountPath)).toHaveLength(1);
    expect(await sandbox.requestsTo('GET', noticePath)).toHaveLength(1);
  });

  it.each([
    ['Anna', people.anna],
    ['Einar', people.einar],
  ])('%s (accountStatus null): no account trading, not an error', async (_name, person) => {
    await logInToSession(sandbox, person);
    const { model } = newLoan();
    await loaded(model);
    expect(ready(model).account).toEqual({ kind: 'none' });
  });

  it("Dagný (404 'Ekki í viðskiptum'): no account trading, not the load error", async () => {
    await logInToSession(sandbox, people.dagny);
    const { model } = newLoan();
    await loaded(model);
    expect(ready(model).account).toEqual({ kind: 'none' });
    expect((await sandbox.requestsTo('GET', maxAmountPath)).map((entry) => entry.status)).toEqual([404]);
  });

  it('Anna does not need the payment fee: its failure does not stop her page', async () => {
    await logInToSession(sandbox, people.anna);
    await sandbox.fault(`GET ${noticePath}`, '500');
    const { model } = newLoan();
    await loaded(model);
    expect(ready(model).account).toEqual({ kind: 'none' });
  });

  const loadFaults = messageFaults(loadFailed, 'Lánveitingar lokaðar (prófun)');

  for (const path of [maxAmountPath, noticePath]) {
    it.each(loadFaults)(`${path}: $fault shows '$message', and a retry loads`, async ({ fault, message }) => {
      await logInToSession(sandbox, people.bjarni);
      await armFaultIn(sandbox, `GET ${path}`, fault, { reason: message });
      const { model } = newLoan();
      await loaded(model);
      expect(model.loader.state.value).toEqual({ kind: 'failed', message });
      model.loader.retry();
      await until(model.loader.state, (state) => state.kind !== 'loading');
      expect(ready(model).account.kind).toBe('trading');
    });
  }

  it('a 401 logs out (the frame goes to the login page); no message', async () => {
    await logInToSession(sandbox, people.bjarni);
    await sandbox.fault(`GET ${maxAmountPath}`, '401');
    const { model } = newLoan();
    await loaded(model);
    expect(sessionUser.value).toBeNull();
    expect(model.loader.state.value).toEqual({ kind: 'loading' });
  });

  it("no token at all: 'User is not logged in' logs out, nothing is asked", async () => {
    const { model } = newLoan();
    await loaded(model);
    expect(model.loader.state.value).toEqual({ kind: 'loading' });
    expect(await sandbox.requestsTo('GET', maxAmountPath)).toHaveLength(0);
  });
});

describe('the form', () => {
  it("the person's phone and e-mail fill empty fields only", async () => {
    const { model } = newLoan();
    const { ssn } = people.bjarni;
    model.openFor({ ssn, phoneNumber: '8202345', email: 'bjarni@example.is' });
    expect(model.form.values()).toMatchObject({ phone: '8202345', email: 'bjarni@example.is' });
    model.form.fields.phone.set('6991234');
    model.openFor({ ssn, phoneNumber: '8202345', email: 'other@example.is' });
    expect(model.form.values()).toMatchObject({ phone: '6991234', email: 'bjarni@example.is' });
  });

  it("another person's login starts from their details, not the last person's typing", async () => {
    const { model } = newLoan();
    model.openFor(people.webUserOf(people.bjarni, 'token-b', sandbox.url));
    model.form.fields.description.set('Nýtt baðherbergi');
    model.openFor(people.webUserOf(people.anna, 'token-a', sandbox.url));
    expect(model.form.values()).toMatchObject({ phone: people.anna.phone, description: '' });
  });

  it('every field is required: the messages show and nothing is sent', async () => {
    await logInToSession(sandbox, people.bjarni);
    const { model } = newLoan();
    await loaded(model);
    await model.submission.submit();
    const { phone, email, amount, description } = model.form.fields;
    for (const field of [phone, email, amount, description])
      expect(field.message.value).toBe('Vinsamlegast fyllið út þennan reit');
    expect(model.submission.state.value).toEqual({ kind: 'initial' });
    expect(await sandbox.requestsTo('POST', submitPath)).toHaveLength(0);
  });

  it('the amount keeps digits only (dots stripped)', () => {
    const { model } = newLoan();
    model.form.fields.amount.set('1.000.000 kr.');
    expect(model.form.fields.amount.value.value).toBe('1000000');
  });

  it.each([
    ['199.999', 'Lágmarksupphæð framkvæmdaláns er 200.000\u00a0kr.'],
    ['1.200.001', 'Hæsta upphæð sem þú getur sótt um er 1.200.000\u00a0kr.'],
    ['2.500.000', 'Hæsta upphæð sem þú getur sótt um er 1.200.000\u00a0kr.'],
  ])('Bjarni asking %s kr.: the message at the field, nothing sent', async (typed, message) => {
    const { model } = await bjarniFilledIn(typed);
    await model.submission.submit();
    expect(model.form.fields.amount.message.value).toBe(message);
    expect(await sandbox.requestsTo('POST', submitPath)).toHaveLength(0);
  });

  it.each(['200.000', '1.200.000'])('%s kr. is accepted at the field', async (typed) => {
    const { model } = await bjarniFilledIn(typed);
    expect(model.form.fields.amount.validate()).toBe(true);
  });

  it('before the limits load, the bounds of spec §9 hold at the field', () => {
    const { model } = newLoan();
    model.form.fields.amount.set('2000001');
    expect(model.form.fields.amount.validate()).toBe(false);
    expect(model.form.fields.amount.message.value).toBe(
      `Hæsta upphæð sem þú getur sótt um er 2.000.000${nbsp}kr.`,
    );
  });

  it.each([
    { lang: 'en', locale: english, message: `The most you can apply for is ISK${nbsp}2,000,000.` },
    {
      lang: 'pl',
      locale: polish,
      message: `Maksymalna kwota, o jaką możesz wnioskować, to 2${nbsp}000${nbsp}000${nbsp}ISK.`,
    },
  ])("in $lang the highest amount is named in the element's language", ({ locale, message }) => {
    const { model } = newLoan(undefined, locale);
    model.form.fields.amount.set('2000001');
    expect(model.form.fields.amount.validate()).toBe(false);
    expect(model.form.fields.amount.message.value).toBe(message);
  });
});

describe('fee information, live', () => {
  it('follows the amount: 3.5 % fee, 24 % VAT on it, and the payment fee from NoticeAmount', async () => {
    const { model } = await bjarniFilledIn('');
    expect(model.fees.value).toEqual({ kind: 'outside' });
    model.form.fields.amount.set('19999');
    expect(model.fees.value).toEqual({ kind: 'outside' });
    model.form.fields.amount.set('500.000');
    expect(model.fees.value).toEqual(handWorkedLoanFee);
    model.form.fields.amount.set('2000001');
    expect(model.fees.value).toEqual({ kind: 'outside' });
  });

  it("the fee is for 200 000–2 000 000 kr., not Bjarni's usable amount", async () => {
    // Above his 1 200 000 kr. the field objects, but the fee text is the loan's own bounds.
    const { model } = await bjarniFilledIn('1.500.000');
    expect(model.fees.value).toMatchObject({ kind: 'inside', fee: 52_500, vat: 12_600 });
  });
});

describe('dates (spec §1/§9), from the injected now', () => {
  it('15 January 2026: due (day 90) 15 April, final due date (day 95) 20 April', async () => {
    const { model } = newLoan(new Date(2026, 0, 15, 23, 59));
    expect(model.dates.value).toEqual({
      start: new Date(2026, 0, 15),
      due: new Date(2026, 3, 15),
      finalDue: new Date(2026, 3, 20),
    });
  });
});

describe('submit (POST /api/loan/submit-request)', () => {
  it('Bjarni: the server gets exactly phone, email, amount (a number) and description; the documentId back', async () => {
    const { model, onSubmitted } = await bjarniFilledIn('500.000');
    const states: string[] = [];
    model.submission.state.subscribe((state) => states.push(state.kind));
    await model.submission.submit();
    const [sent] = await sandbox.requestsTo('POST', submitPath);
    expect(sent?.body).toEqual({
      phone: '8202345',
      email: 'bjarni@example.is',
      amount: 500_000,
      description: 'Nýtt baðherbergi',
    });
    expect(sent?.status).toBe(200);
    const state = model.submission.state.value;
    if (state.kind !== 'submitted') throw new Error(`not submitted: ${JSON.stringify(state)}`);
    // The server's document: its signing page knows it.
    const signing = await fetch(`${sandbox.url}/sandbox/loan-signing/${state.result.documentId}`);
    expect(signing.status).toBe(200);
    expect(states).toEqual(['initial', 'submitting', 'submitted']);
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    expect(onSubmitted).toHaveBeenCalledWith(state.result);
    // Spec §4: success clears local storage; the person stays on this page's view.
    expect(sessionUser.value?.name).toBe(people.bjarni.name);
  });

  it('one request per click: a second submit while the first runs sends nothing', async () => {
    const { model } = await bjarniFilledIn();
    const first = model.submission.submit();
    const second = model.submission.submit();
    await Promise.all([first, second]);
    expect(await sandbox.requestsTo('POST', submitPath)).toHaveLength(1);
    expect(model.submission.state.value.kind).toBe('submitted');
  });

  const submitFaults = messageFaults(unexpected, 'Upphæð er utan marka');

  it.each(submitFaults)(
    "$fault: '$message', what was typed kept, a retry sends once more",
    async ({ fault, message }) => {
      const { model } = await bjarniFilledIn('750000');
      await armFaultIn(sandbox, `POST ${submitPath}`, fault, { reason: message });
      await model.submission.submit();
      expect(model.submission.state.value).toEqual({ kind: 'error', message });
      expect(model.form.values()).toEqual({
        phone: '8202345',
        email: 'bjarni@example.is',
        amount: '750000',
        description: 'Nýtt baðherbergi',
      });
      await model.submission.submit();
      await until(model.submission.state, settled);
      expect(model.submission.state.value.kind).toBe('submitted');
      expect(await sandbox.requestsTo('POST', submitPath)).toHaveLength(2);
    },
  );

  it('a 401 logs out (to the login page), back to the form with everything kept; no message', async () => {
    const { model, onSubmitted } = await bjarniFilledIn('300000');
    await sandbox.fault(`POST ${submitPath}`, '401');
    await model.submission.submit();
    expect(sessionUser.value).toBeNull();
    expect(model.submission.state.value).toEqual({ kind: 'initial' });
    expect(model.form.values().amount).toBe('300000');
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it("the token gone before the click: 'User is not logged in' logs out, nothing sent", async () => {
    const { model } = await bjarniFilledIn();
    sessionUser.value = null;
    await model.submission.submit();
    expect(model.submission.state.value).toEqual({ kind: 'initial' });
    expect(await sandbox.requestsTo('POST', submitPath)).toHaveLength(0);
  });

  it("the server's own bound: 'Upphæð er utan marka' for Anna, who has no loan limit", async () => {
    // The page would not show Anna the form; the server still refuses what gets past it.
    const user = await logInToSession(sandbox, people.anna);
    const { model } = newLoan();
    model.openFor(user);
    model.form.fields.amount.set('500000');
    model.form.fields.description.set('Pallur');
    await model.submission.submit();
    expect(model.submission.state.value).toEqual({ kind: 'error', message: 'Upphæð er utan marka' });
  });
});

describe('the draft (sessionStorage): a login after a 401 goes on from what was typed', () => {
  const { local, session } = browserStorageForTests();

  it('the page after the login has it back for him; sending it clears local storage and the draft', async () => {
    const model = await reopenedAfterA401(sandbox, people.bjarni, submitPath, {
      make: () => newLoan().model,
      load: (model) => loaded(model),
      type: (model) => {
        model.form.fields.phone.set('6991234');
        model.form.fields.amount.set('400.000');
        model.form.fields.description.set('Sólpallur');
      },
    });
    const typed = {
      phone: '6991234',
      email: people.bjarni.email,
      amount: '400000',
      description: 'Sólpallur',
    };
    expect(model.form.values()).toEqual(typed);
    await model.submission.submit();
    expect(model.submission.state.value.kind).toBe('submitted');
    const sent = await sandbox.requestsTo('POST', submitPath);
    expect(sent.map((entry) => entry.status)).toEqual([401, 200]);
    expect(sent[1]?.body).toEqual({ ...typed, amount: 400_000 });
    expect(local.entries()).toEqual({});
    expect(session.getItem(draftKey(loanFlow, people.bjarni.ssn))).toBeNull();
  });
});
