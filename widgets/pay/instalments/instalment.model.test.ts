import { describe, expect, it, vi } from 'vitest';
import { expectHandWorkedRows } from '../../../test/support/hand-worked-instalments.ts';
import { stubPageSettings } from '../../../test/support/page-settings.ts';
import { anna, bjarni } from '../../../test/support/people.ts';
import { instalmentModelTests, readyToSubmit, submitPath } from './instalment.test-setup.ts';

// The instalment section's model (spec §2 Instalment form, §4 Instalment, §5, §9) up to an accepted
// 'Sækja um', against the real sandbox over HTTP (instalment.test-setup.ts): the interest and fee,
// the contact fields, sending, and the credit-info consent. What follows an accepted 'Sækja um'
// (signing, or an App payment paid at once) is in instalment-signing.model.test.ts.

const { sandbox, logIn, paymentOf, newInstalment } = instalmentModelTests();

describe('interest and fee', () => {
  it('load 12.5 % and 495 kr. and give the hand-worked 7-month schedule and APR', async () => {
    const { model } = newInstalment(await paymentOf('demo-instalment'));
    expect(model.rates.value).toEqual({ kind: 'loading' });
    expect(model.schedule.value).toEqual([]);
    expect(model.summary.value).toBeUndefined();
    expect(model.summary.value?.apr).toBeUndefined();
    await model.loadRates();
    expect(model.rates.value).toEqual({ kind: 'ready', annualInterestPercent: 12.5, fee: 495 });
    expect(model.months.value).toBe(7);

    const rows = model.schedule.value;
    expect(rows).toHaveLength(7);
    expectHandWorkedRows(rows);
    expect(rows[0]?.dueDate.toDateString()).toBe(new Date(2026, 11, 2).toDateString());
    expect(rows[6]?.dueDate.toDateString()).toBe(new Date(2027, 5, 2).toDateString());
    expect(model.summary.value?.apr.value).toBeCloseTo(32.533, 2);
    expect(model.summary.value?.apr.tooHigh).toBe(false);
    // The summary above the table, in the table's whole krónur.
    expect(model.summary.value).toEqual({
      monthly: 54_856,
      payments: 7,
      totalRepaid: 383_992,
      totalCost: 33_992,
      apr: model.summary.value?.apr,
    });
  });

  it('follow the month slider, flagging an APR above 50', async () => {
    const { model } = newInstalment(await paymentOf('demo-instalment'));
    await model.loadRates();
    model.months.value = 12;
    expect(model.schedule.value).toHaveLength(12);
    expect(model.summary.value?.apr.value).toBeCloseTo(26.321, 2);
    expect(model.summary.value?.payments).toBe(12);
    expect(model.summary.value?.monthly).toBe(model.schedule.value[0]?.shown.total);
    model.months.value = 2;
    expect(model.schedule.value).toHaveLength(2);
    expect(model.summary.value?.apr).toEqual({ value: expect.closeTo(62.758, 2), tooHigh: true });
  });

  it("say 'Villa kom upp við að hlaða vöxtum' when the interest fails", async () => {
    const { model } = newInstalment(await paymentOf('demo-instalment'));
    await sandbox.fault('GET /api/payment/demo-instalment/interest-rate', 'malformed');
    await model.loadRates();
    expect(model.rates.value).toEqual({ kind: 'failed', message: 'Villa kom upp við að hlaða vöxtum' });
    expect(model.schedule.value).toEqual([]);
    expect(model.summary.value).toBeUndefined();
    expect(model.summary.value?.apr).toBeUndefined();
    model.termsAccepted.value = true;
    expect(model.canSubmit.value).toBe(false);
  });

  it("say 'Villa kom upp við að hlaða afborgunargjaldi' when the fee fails", async () => {
    const { model } = newInstalment(await paymentOf('demo-instalment'));
    await sandbox.fault('GET /api/payment-calculations/NoticeAmount', 'reason', { reason: '' });
    await model.loadRates();
    expect(model.rates.value).toEqual({
      kind: 'failed',
      message: 'Villa kom upp við að hlaða afborgunargjaldi',
    });
  });

  it("show the server's reason when it gives one, and load on a second try", async () => {
    const { model } = newInstalment(await paymentOf('demo-instalment'));
    await sandbox.fault('GET /api/payment/demo-instalment/interest-rate', '500');
    await model.loadRates();
    expect(model.rates.value).toEqual({ kind: 'failed', message: 'Villa í kerfi (sandkassi)' });
    await model.loadRates();
    expect(model.rates.value.kind).toBe('ready');
  });
});

describe('the contact fields', () => {
  it("take the logged-in user's phone and e-mail where the payment has none (demo-all), and keep what was typed", async () => {
    const { model } = newInstalment(await paymentOf('demo-all'));
    expect(model.form.fields.phone.value.value).toBe('');
    expect(model.form.fields.email.value.value).toBe('');
    model.form.fields.email.set('typed@example.is');
    model.fillContact({ phoneNumber: '8201234', email: 'anna@example.is' });
    expect(model.form.fields.phone.value.value).toBe('8201234');
    expect(model.form.fields.email.value.value).toBe('typed@example.is');
  });

  it("keep the payment's own phone and e-mail", async () => {
    const { model } = newInstalment(await paymentOf('demo-instalment'));
    const before = { phone: model.form.fields.phone.value.value, email: model.form.fields.email.value.value };
    expect(before.phone).not.toBe('');
    model.fillContact({ phoneNumber: '6991234', email: 'other@example.is' });
    expect({
      phone: model.form.fields.phone.value.value,
      email: model.form.fields.email.value.value,
    }).toEqual(before);
  });
});

describe("'Sækja um'", () => {
  it('needs the terms ticked: nothing is sent without them', async () => {
    await logIn(anna);
    const { model } = newInstalment(await paymentOf('demo-instalment'));
    await model.loadRates();
    expect(model.form.fields.phone.value.value).toBe('8201234');
    expect(model.form.fields.email.value.value).toBe('anna@example.is');
    expect(model.canSubmit.value).toBe(false);
    await model.submit();
    expect(model.stage.value).toEqual({ kind: 'form' });
    model.termsAccepted.value = true;
    expect(model.canSubmit.value).toBe(true);
    expect(await sandbox.requests({ path: submitPath })).toHaveLength(0);
  });

  it('needs a valid phone and e-mail: field messages, nothing sent', async () => {
    await logIn(anna);
    const { model } = newInstalment(await paymentOf('demo-instalment'));
    await readyToSubmit(model);
    model.form.fields.phone.set('');
    model.form.fields.email.set('anna@');
    await model.submit();
    expect(model.form.fields.phone.message.value).toBe('Vinsamlegast fyllið út þennan reit');
    expect(model.form.fields.email.message.value).toBe('Netfang er ekki gilt');
    // Once a message shows, it follows each keystroke (the letter is dropped: six digits are too few).
    model.form.fields.phone.set('82a1234');
    expect(model.form.fields.phone.value.value).toBe('821234');
    model.form.fields.email.set('');
    await model.submit();
    expect(model.form.fields.phone.message.value).toBe("Símanúmer getur aðeins innihaldið tölustafi og '+'");
    expect(model.form.fields.email.message.value).toBe('Vinsamlegast fyllið út þennan reit');
    model.form.fields.email.set('anna@example.is');
    expect(model.form.fields.email.message.value).toBeUndefined();
    expect(model.stage.value).toEqual({ kind: 'form' });
    expect(await sandbox.requests({ path: submitPath })).toHaveLength(0);
  });

  it('sends once however often it is pressed while the request runs', async () => {
    await logIn(anna);
    const { model } = newInstalment(await paymentOf('demo-instalment'));
    await readyToSubmit(model);
    const first = model.submit();
    expect(model.stage.value).toEqual({ kind: 'submitting' });
    expect(model.busy.value).toBe(true);
    expect(model.canSubmit.value).toBe(false);
    await model.submit();
    await first;
    expect(await sandbox.requests({ path: submitPath })).toHaveLength(1);
  });

  it("shows the server's reason and can be sent again", async () => {
    await logIn(anna);
    const { model, onFailed } = newInstalment(await paymentOf('demo-instalment'));
    await readyToSubmit(model);
    await sandbox.fault(`POST ${submitPath}`, '500');
    await model.submit();
    expect(model.stage.value).toEqual({ kind: 'error', message: 'Villa í kerfi (sandkassi)' });
    expect(onFailed).toHaveBeenCalledWith('Villa í kerfi (sandkassi)');
    expect(model.canSubmit.value).toBe(true);
    await model.submit();
    expect(model.stage.value.kind).toBe('signing');
  });

  it.each([
    ['a broken answer', 'malformed'],
    ['no answer in time', 'timeout'],
  ] as const)(
    "shows 'Óvænt villa kom upp' for %s, keeping everything chosen for the retry",
    async (_label, fault) => {
      await logIn(anna);
      const { model } = newInstalment(await paymentOf('demo-instalment'));
      await readyToSubmit(model);
      model.form.fields.email.set('anna.j@example.is');
      model.months.value = 5;
      await sandbox.fault(`POST ${submitPath}`, fault);
      // The page's request timeout, short so the held request ends in the client's own timeout.
      stubPageSettings({ timeoutMs: 300 });
      await model.submit();
      vi.unstubAllGlobals();
      expect(model.stage.value).toEqual({ kind: 'error', message: 'Óvænt villa kom upp' });
      expect([model.form.fields.email.value.value, model.months.value, model.termsAccepted.value]).toEqual([
        'anna.j@example.is',
        5,
        true,
      ]);
      expect(model.canSubmit.value).toBe(true);
      await model.submit();
      expect(model.stage.value.kind).toBe('signing');
      const sent = await sandbox.requests({ path: submitPath });
      expect(sent).toHaveLength(2);
      expect(sent[1]?.body).toMatchObject({ email: 'anna.j@example.is', paymentCount: 5 });
    },
  );
});

describe('the credit-info consent (demo-nocredit, Bjarni)', () => {
  it('opens on Ekki næg heimild; Hætta við returns to the form; Leyfa resends with consent', async () => {
    await logIn(bjarni);
    const { model, onFailed } = newInstalment(await paymentOf('demo-nocredit'));
    await readyToSubmit(model);
    await model.submit();
    expect(model.stage.value).toEqual({ kind: 'creditConsent' });
    expect(onFailed).not.toHaveBeenCalled();

    model.declineCreditConsent();
    expect(model.stage.value).toEqual({ kind: 'form' });
    expect(model.canSubmit.value).toBe(true);

    await model.submit();
    expect(model.stage.value).toEqual({ kind: 'creditConsent' });
    await model.submit(true);
    expect(model.stage.value.kind).toBe('signing');

    const sent = (await sandbox.requests({ path: submitPath })).map((entry) => [entry.body, entry.status]);
    const body = {
      paymentId: 'demo-nocredit',
      phone: '8202345',
      email: 'bjarni@example.is',
      paymentCount: 7,
    };
    expect(sent).toEqual([
      [{ ...body, creditInfoCheckApproved: false }, 400],
      [{ ...body, creditInfoCheckApproved: false }, 400],
      [{ ...body, creditInfoCheckApproved: true }, 200],
    ]);
  });

  it('shows Ekki næg heimild as an error when it comes even with consent (demo-insufficient)', async () => {
    await logIn(bjarni);
    const { model, onFailed } = newInstalment(await paymentOf('demo-insufficient'));
    // A payment without a payer: nothing to prefill.
    expect([model.form.fields.phone.value.value, model.form.fields.email.value.value]).toEqual(['', '']);
    model.form.fields.phone.set('8202345');
    model.form.fields.email.set('bjarni@example.is');
    await readyToSubmit(model);
    await model.submit();
    expect(model.stage.value).toEqual({ kind: 'creditConsent' });
    await model.submit(true);
    expect(model.stage.value).toEqual({ kind: 'error', message: 'Ekki næg heimild' });
    expect(onFailed).toHaveBeenCalledWith('Ekki næg heimild');
  });
});
