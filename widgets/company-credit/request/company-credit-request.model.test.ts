import { describe, expect, it } from 'vitest';
import { armFaultIn, messageFaultRows } from '../../../test/support/application-faults.ts';
import { bjarni } from '../../../test/support/people.ts';
import { until } from '../../../test/support/signals.ts';
import { settled } from '../../../test/support/submission.ts';
import { logOut, sessionUser } from '../../core/runtime/session.ts';
import type { CompanyCreditRequestModelInstance } from './company-credit-request.model.ts';
import {
  byggir,
  guid,
  messages,
  requestPath,
  requestTests,
  smidjan,
} from './company-credit-request.test-setup.ts';

// The app's company credit increase request (spec §2 "App flow", §3, §4 "App credit flow", §5 "App
// credit form", §8) against the real sandbox over HTTP: stage 1 and the moves between stages. The
// app's link is tested beside its model (app-login.model.ts), stage 0 beside its own
// (account-lookup.model.ts).

const { sandbox, local, validated, atTheForm } = requestTests();

async function sentRequests() {
  return sandbox.requestsTo('POST', requestPath);
}

describe('stage 1: the request (spec §5 "App credit form")', () => {
  it("phone from the app, e-mail the company's; the amount required, a whole number, not zero", async () => {
    const { model } = await atTheForm();
    const { phone, email, amount } = model.form.fields;
    expect(phone.value.value).toBe(bjarni.phone);
    expect(email.value.value).toBe('byggir@example.is');
    expect(amount.value.value).toBe('');
    await model.submit();
    expect(amount.message.value).toBe(messages.required);
    amount.set('0');
    await model.submit();
    expect(amount.message.value).toBe(messages.amountZero);
    amount.set('1.500.000 kr.');
    expect(amount.value.value).toBe('1500000');
    expect(amount.message.value).toBeUndefined();
    phone.set('');
    email.set('');
    await model.submit();
    expect(phone.message.value).toBe(messages.required);
    expect(email.message.value).toBe(messages.required);
    expect(await sentRequests()).toHaveLength(0);
  });

  it('sends {name, phone, email, amount, companySsn} once; stage 2, local storage cleared, byko-submitted', async () => {
    const { model, onSubmitted } = await atTheForm();
    model.form.fields.amount.set('1500000');
    model.form.fields.phone.set('6902345');
    const submitting = Promise.all([model.submit(), model.submit()]);
    expect(model.submission.busy.value).toBe(true);
    await submitting;
    const request = {
      name: bjarni.name,
      phone: '6902345',
      email: 'byggir@example.is',
      amount: 1_500_000,
      companySsn: byggir,
    };
    expect((await sentRequests()).map((entry) => [entry.body, entry.status])).toEqual([[request, 200]]);
    expect(model.state.value).toMatchObject({ kind: 'stage2', request, company: { ssn: byggir } });
    expect(model.step.value).toBe('mottekin');
    expect(onSubmitted).toHaveBeenCalledExactlyOnceWith(request);
    expect(local.entries()).toEqual({});
  });

  it('above the max amount it is still sent (the request goes to people; a guarantor may be asked for)', async () => {
    const { model } = await atTheForm();
    model.form.fields.amount.set('4000000');
    await model.submit();
    expect(model.state.value.kind).toBe('stage2');
  });

  it.each(messageFaultRows(messages.unexpected))(
    '%s: the message, what was typed kept; a retry sends it once more',
    async (fault, message) => {
      const { model, onSubmitted } = await atTheForm();
      model.form.fields.amount.set('2000000');
      model.form.fields.email.set('fjarmal@byggir.is');
      await armFaultIn(sandbox, `POST ${requestPath}`, fault);
      await model.submit();
      expect(model.submission.state.value).toEqual({ kind: 'error', message });
      expect(model.state.value.kind).toBe('stage1');
      expect(model.form.fields.amount.value.value).toBe('2000000');
      expect(model.form.fields.email.value.value).toBe('fjarmal@byggir.is');
      expect(onSubmitted).not.toHaveBeenCalled();
      expect(sessionUser.value?.isComingFromApp).toBe(true);

      await model.submit();
      await until(model.submission.state, settled);
      expect(model.state.value.kind).toBe('stage2');
      const sent = await sentRequests();
      expect(sent).toHaveLength(2);
      expect(sent[1]?.body).toMatchObject({ amount: 2_000_000, email: 'fjarmal@byggir.is' });
    },
  );

  it('a 401 on the submit: cleared and away', async () => {
    const { model, onLeave } = await atTheForm();
    model.form.fields.amount.set('2000000');
    await armFaultIn(sandbox, `POST ${requestPath}`, '401');
    await model.submit();
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(sessionUser.value).toBeNull();
  });

  it('a token gone before the click (another tab logged out): nothing sent, away', async () => {
    const { model, onLeave } = await atTheForm();
    model.form.fields.amount.set('2000000');
    logOut();
    await model.submit();
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(await sentRequests()).toHaveLength(0);
  });
});

describe('moving between stages (Back and Forward name them: useStepInUrl)', () => {
  it("'Til baka' and Back keep what was typed; Forward returns to the form", async () => {
    const { model } = await atTheForm();
    model.form.fields.amount.set('2000000');
    model.back();
    expect(model.state.value.kind).toBe('stage0');
    expect(model.step.value).toBe('reikningur');
    model.goTo('umsokn');
    expect(model.state.value.kind).toBe('stage1');
    expect(model.form.fields.amount.value.value).toBe('2000000');
    model.goTo(undefined);
    expect(model.state.value.kind).toBe('stage0');
  });

  it('stage 1 needs the company found for the kennitala in the field', async () => {
    const { model } = await validated();
    model.companySsn.set('4705112060');
    model.goTo('umsokn');
    expect(model.state.value.kind).toBe('stage0');
  });

  it('another company: its e-mail fills in, unless the person typed their own', async () => {
    const { model } = await atTheForm();
    model.back();
    model.companySsn.set(smidjan);
    await model.lookUpOrContinue();
    model.next();
    expect(model.form.fields.email.value.value).toBe('smidjan@example.is');
    model.form.fields.email.set('anna@smidjan.is');
    model.back();
    model.companySsn.set(byggir);
    await model.lookUpOrContinue();
    model.next();
    expect(model.form.fields.email.value.value).toBe('anna@smidjan.is');
    expect(model.form.fields.phone.value.value).toBe(bjarni.phone);
  });

  it('stage 2 is final: Back does not return to the sent form', async () => {
    const { model } = await atTheForm();
    model.form.fields.amount.set('2000000');
    await model.submit();
    for (const target of ['umsokn', 'reikningur', undefined] as const) {
      model.goTo(target);
      expect(model.state.value.kind).toBe('stage2');
    }
    model.back();
    expect(model.state.value.kind).toBe('stage2');
  });

  it.each([
    ['another guid', (model: CompanyCreditRequestModelInstance) => model.load(guid)],
    ['the guid removed', (model: CompanyCreditRequestModelInstance) => model.clear()],
  ] as const)(
    '%s while the request is on its way: its answer neither clears the storage nor fires byko-submitted',
    async (_name, restart) => {
      const { model, onSubmitted, onLeave } = await atTheForm();
      model.form.fields.amount.set('2000000');
      const submitting = model.submit();
      const restarted = restart(model);
      await Promise.all([submitting, restarted]);
      // The server took it, but for a login that is gone.
      expect((await sentRequests()).map((entry) => entry.status)).toEqual([200]);
      expect(onSubmitted).not.toHaveBeenCalled();
      expect(onLeave).not.toHaveBeenCalled();
      expect(model.state.value.kind).not.toBe('stage2');
      expect(model.submission.state.value).toEqual({ kind: 'initial' });
      if (model.state.value.kind === 'waiting') return;
      // The new login stays stored, and its form sends.
      expect(model.state.value).toMatchObject({ kind: 'stage0', lookup: { kind: 'found' } });
      expect(local.entries()).toMatchObject({ isComingFromApp: 'true', companySsn: byggir });
      expect(local.entries().token).toBeTruthy();
      model.next();
      model.form.fields.amount.set('1000000');
      await model.submit();
      expect(model.state.value.kind).toBe('stage2');
      expect(onSubmitted).toHaveBeenCalledTimes(1);
    },
  );

  it('not while the request is on its way', async () => {
    const { model } = await atTheForm();
    model.form.fields.amount.set('2000000');
    await sandbox.fault(`POST ${requestPath}`, 'timeout');
    const submitting = model.submit();
    model.goTo('reikningur');
    expect(model.state.value.kind).toBe('stage1');
    await submitting;
  });
});
