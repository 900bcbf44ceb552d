import { describe, expect, it } from 'vitest';
import { armFaultIn } from '../../../test/support/application-faults.ts';
import * as people from '../../../test/support/people.ts';
import { until } from '../../../test/support/signals.ts';
import type { CompanyCreditModelInstance } from '../company-credit.model.ts';
import {
  creditTests,
  messages,
  nyskopun,
  nyskopunSignUp,
  paths,
  settledSubmission,
  statusSettled,
  tresmidja,
  valuesOf,
} from '../company-credit.test-setup.ts';

// The manual lookup (spec §4, §5 "Manual lookup", §8): an account, a company to sign up, or neither.

const { sandbox, openFor } = creditTests();

describe('the manual lookup (spec §4, §5 "Manual lookup")', () => {
  async function lookUp(model: CompanyCreditModelInstance, ssn: string) {
    model.showLookup();
    model.lookup.ssn.set(ssn);
    await model.lookUp();
    return until(model.lookup.submission.state, settledSubmission);
  }

  it("'Ógild kennitala.' unless ten digits; nothing asked", async () => {
    const { model } = await openFor(people.bjarni);
    expect(model.step.value).toBe('fyrirtaeki');
    model.showLookup();
    expect(model.step.value).toBe('leit');
    model.lookup.ssn.set('41010530');
    await model.lookUp();
    expect(model.lookup.ssn.message.value).toBe(messages.kennitala);
    // Empty: the same message.
    model.lookup.ssn.set('');
    await model.lookUp();
    expect(model.lookup.ssn.message.value).toBe(messages.kennitala);
    expect(
      (await sandbox.requests({ method: 'GET' })).filter((entry) => entry.path.startsWith(paths.lookup)),
    ).toEqual([]);
  });

  it('one request however often it is asked while the answer is on its way', async () => {
    const { model } = await openFor(people.bjarni);
    model.showLookup();
    model.lookup.ssn.set(tresmidja.accountSsn);
    const first = model.lookUp();
    void model.lookUp();
    await first;
    expect(await sandbox.requestsTo('GET', `${paths.lookup}${tresmidja.accountSsn}`)).toHaveLength(1);
    expect(model.view.value.kind).toBe('credit');
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
    expect(model.signUp.signingUp.value).toBe(true);
    const fields = model.signUp.form.fields;
    expect(valuesOf(fields)).toEqual(nyskopunSignUp);
  });

  it("neither: only logged, and 'Engin fyrirtæki fundust.' while that kennitala is in the field", async () => {
    const { model, log } = await openFor(people.bjarni);
    await lookUp(model, '5804145080');
    expect(model.view.value).toEqual({ kind: 'lookup' });
    expect(model.lookup.noneFound.value).toBe(true);
    expect(log).toHaveBeenCalledWith(expect.any(String), { ssn: '5804145080' });
    model.lookup.ssn.set('580414508');
    expect(model.lookup.noneFound.value).toBe(false);
  });

  it("not found: 'Fyrirtæki fannst ekki.'; other failures their reason or their own text; retry works", async () => {
    const { model } = await openFor(people.bjarni);
    expect(await lookUp(model, '4403021380')).toEqual({ kind: 'error', message: messages.notFound });
    // A 404 without a reason (the sandbox's own gives one): the spec's words, not the fallback.
    await sandbox.fault(`GET ${paths.lookup}`, '404', { reason: '' });
    expect(await lookUp(model, tresmidja.accountSsn)).toEqual({ kind: 'error', message: messages.notFound });
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
    expect(model.lookup.ssn.value.value).toBe(tresmidja.accountSsn);
    await lookUp(model, tresmidja.accountSsn);
    expect(model.view.value.kind).toBe('credit');
  });
});
