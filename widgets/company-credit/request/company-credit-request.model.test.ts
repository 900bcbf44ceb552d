import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { armFaultIn, faultReason } from '../../../test/support/application-faults.ts';
import { browserStorageForTests } from '../../../test/support/memory-storage.ts';
import { requestTimeoutForTests } from '../../../test/support/page-settings.ts';
import { bjarni } from '../../../test/support/people.ts';
import { sandboxServerForTests } from '../../../test/support/sandbox-server.ts';
import { logOutAfterEach } from '../../../test/support/session-login.ts';
import { until } from '../../../test/support/signals.ts';
import { settled } from '../../../test/support/submission.ts';
import { createApiClient } from '../../core/runtime/http.ts';
import { logOut, sessionUser } from '../../core/runtime/session.ts';
import type { AppIncreaseRequest } from '../company-credit.api.ts';
import {
  CompanyCreditRequestModel,
  type CompanyCreditRequestModelInstance,
  type CompanyCreditRequestState,
} from './company-credit-request.model.ts';

// The app's company credit increase request (spec §2 "App flow", §3, §4 "App credit flow", §5 "App
// company lookup", "App credit form", §8) against the real sandbox over HTTP (BRIEF "App flow"):
// demo-app-guid logs Bjarni in for Byggir ehf. (5302691089); Smiðjan hf. (6208092090) has no max
// amount (null); any other guid is refused ('Ógild auðkenning').

const guid = 'demo-app-guid';
const validationPath = `/company/app-validation/${guid}`;
const byggir = '5302691089';
const smidjan = '6208092090';
const findPath = (ssn: string) => `/api/customers/find/accounts/${ssn}`;
const maxPath = (ssn: string) => `/api/customers/company/${ssn}/max-amount`;
const controlPath = (ssn: string) => `/api/customers/company/${ssn}/credit-control`;
const requestPath = '/api/customers/company-credit-increase-requests';

const messages = {
  invalidSsn: 'Kennitalan er ekki gild fyrirtækjakennitala',
  unexpected: 'Óvænt villa kom upp',
  sandbox500: 'Villa í kerfi (sandkassi)',
  notFound: 'Fyrirtæki fannst ekki.',
  required: 'Vinsamlegast fyllið út þennan reit',
  amountZero: 'Fjárhæð þarf að vera yfir 0kr.',
};

const sandbox = sandboxServerForTests();
const { local } = browserStorageForTests();
// The client gives up after 400 ms: the sandbox holds a 'timeout' request for 1 s.
requestTimeoutForTests(400);

let models: CompanyCreditRequestModelInstance[] = [];
logOutAfterEach(() => {
  for (const model of models) model.dispose();
  models = [];
});

function newModel() {
  const api = createApiClient(sandbox.url);
  const onLeave = vi.fn<(options?: { replace: boolean }) => void>();
  const onSubmitted = vi.fn<(request: AppIncreaseRequest) => void>();
  const model = new CompanyCreditRequestModel({ api: () => api, onLeave, onSubmitted });
  models.push(model);
  return { model, onLeave, onSubmitted };
}

/** Validated with demo-app-guid: stage 0 with Byggir ehf. looked up. */
async function validated() {
  const opened = newModel();
  await opened.model.load(guid);
  expect(opened.model.state.value).toMatchObject({ kind: 'stage0', lookup: { kind: 'found' } });
  return opened;
}

/** At stage 1 for Byggir ehf. */
async function atTheForm() {
  const opened = await validated();
  opened.model.next();
  expect(opened.model.state.value.kind).toBe('stage1');
  return opened;
}

function kindOf(state: CompanyCreditRequestState): string {
  return state.kind;
}

async function sentRequests() {
  return sandbox.requestsTo('POST', requestPath);
}

describe('the guid (spec §4 "App credit flow", §6: treated as coming from the app)', () => {
  it('demo-app-guid: validating, then Bjarni logged in from the app with the company, stored; Byggir looked up at once', async () => {
    // The credit control's validity runs from a month before the sandbox's clock to 11 months after.
    expect((await sandbox.post('/__sandbox/clock', { now: '2026-11-23T12:00:00Z' })).ok).toBe(true);
    const { model, onLeave } = newModel();
    expect(model.state.value).toEqual({ kind: 'waiting' });
    const loading = model.load(guid);
    expect(model.state.value).toEqual({ kind: 'validating' });
    await loading;

    const user = sessionUser.value;
    expect(user).toMatchObject({
      name: bjarni.name,
      ssn: bjarni.ssn,
      phoneNumber: bjarni.phone,
      isComingFromApp: true,
      companySsn: byggir,
    });
    expect(user?.token).toBeTruthy();
    expect(local.entries()).toMatchObject({
      token: user?.token,
      name: bjarni.name,
      ssn: bjarni.ssn,
      phoneNumber: bjarni.phone,
      isComingFromApp: 'true',
      companySsn: byggir,
    });
    // The company's name, e-mail and phone are the session's once the person goes on with it.
    expect(local.entries().companyName).toBeUndefined();
    expect(model.companySsn.value.value).toBe(byggir);

    const state = model.state.value;
    if (state.kind !== 'stage0' || state.lookup.kind !== 'found')
      throw new Error(`stage 0 expected: ${kindOf(state)}`);
    const { company } = state.lookup;
    expect(company.ssn).toBe(byggir);
    expect(company.account).toEqual({
      custName: 'Byggir ehf.',
      custAccount: 'C-20001',
      email: 'byggir@example.is',
      telephone: '5151000',
    });
    expect(company.maxAmount).toBe(3_000_000);
    expect(company.creditControl).toEqual({
      creditLimitMST: 1_000_000,
      validFrom: '2026-10-23',
      validTo: '2027-10-23',
    });
    expect(model.step.value).toBe('reikningur');
    expect(onLeave).not.toHaveBeenCalled();
    model.next();
    expect(sessionUser.value).toMatchObject({
      companySsn: byggir,
      companyName: 'Byggir ehf.',
      companyEmail: 'byggir@example.is',
      companyPhoneNumber: '5151000',
    });
    expect(local.entries()).toMatchObject({ companySsn: byggir, companyName: 'Byggir ehf.' });

    // One validation; the three lookups with the app's token, accepted.
    expect((await sandbox.requestsTo('POST', validationPath)).map((entry) => entry.status)).toEqual([200]);
    for (const path of [findPath(byggir), maxPath(byggir), controlPath(byggir)])
      expect((await sandbox.requestsTo('GET', path)).map((entry) => entry.status)).toEqual([200]);
  });

  it("a refused guid (400 'Ógild auðkenning'): local storage cleared, to /vidskipti/fyrirtaeki", async () => {
    local.setItem('token', 'an-older-token');
    local.setItem('name', 'Anna Jónsdóttir');
    const { model, onLeave } = newModel();
    await model.load('not-a-guid');
    // Spec §8 "App credit flow": the server's reason first.
    expect(model.state.value).toEqual({ kind: 'refused', message: 'Ógild auðkenning' });
    // In place of the link's history entry: Back must not return to a guid that is refused again.
    expect(onLeave.mock.calls).toEqual([[{ replace: true }]]);
    expect(local.entries()).toEqual({});
    expect(sessionUser.value).toBeNull();
    expect(
      (await sandbox.requestsTo('POST', '/company/app-validation/not-a-guid')).map((e) => e.status),
    ).toEqual([400]);
  });

  it.each([
    ['reason', 400],
    ['401', 401],
    ['404', 404],
  ] as const)('a %s answer is a refusal too: cleared and away', async (fault, status) => {
    await armFaultIn(sandbox, `POST ${validationPath}`, fault);
    const { model, onLeave } = newModel();
    await model.load(guid);
    expect(model.state.value).toMatchObject({ kind: 'refused' });
    if (fault === 'reason') expect(model.state.value).toEqual({ kind: 'refused', message: faultReason });
    expect(onLeave.mock.calls).toEqual([[{ replace: true }]]);
    expect((await sandbox.requestsTo('POST', validationPath)).map((entry) => entry.status)).toEqual([status]);
  });

  // Decision (the spec says only "failure clears and goes"): an answer that says nothing about the
  // guid (5xx, timeout, a broken answer) clears the storage but offers a retry, and 'Hætta við'.
  it.each([
    ['500', messages.sandbox500],
    ['timeout', messages.unexpected],
    ['malformed', messages.unexpected],
  ] as const)(
    '%s: the message, storage cleared, no leaving; Reyna aftur validates again',
    async (fault, message) => {
      local.setItem('token', 'an-older-token');
      await armFaultIn(sandbox, `POST ${validationPath}`, fault);
      const { model, onLeave } = newModel();
      await model.load(guid);
      expect(model.state.value).toEqual({ kind: 'failed', message });
      expect(local.entries()).toEqual({});
      expect(onLeave).not.toHaveBeenCalled();

      model.retry();
      await until(model.state, (state) => state.kind === 'stage0' && state.lookup.kind === 'found');
      expect(sessionUser.value?.isComingFromApp).toBe(true);
    },
  );

  describe('408 and 429 (the server busy, not the guid wrong)', () => {
    // The sandbox has no such fault: a server of the test's own answers the validation with them.
    let close: (() => void) | undefined;
    afterEach(() => close?.());

    it.each([408, 429])('%s: the message with a retry, storage cleared, no leaving', async (status) => {
      const asked: string[] = [];
      const server = createServer((request, response) => {
        asked.push(`${request.method} ${request.url}`);
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ reason: 'Reyndu aftur eftir smá stund' }));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      close = () => server.close();
      const busyApi = createApiClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      local.setItem('token', 'an-older-token');
      const onLeave = vi.fn<() => void>();
      const model = new CompanyCreditRequestModel({ api: () => busyApi, onLeave });
      models.push(model);
      await model.load(guid);
      expect(asked).toEqual([`POST ${validationPath}`]);
      expect(model.state.value).toEqual({ kind: 'failed', message: 'Reyndu aftur eftir smá stund' });
      expect(onLeave).not.toHaveBeenCalled();
      expect(local.entries()).toEqual({});
      model.retry();
      await until(model.state, (state) => state.kind === 'failed');
      expect(asked).toHaveLength(2);
    });
  });

  it("'Hætta við' after a failed validation: to /vidskipti/fyrirtaeki", async () => {
    await armFaultIn(sandbox, `POST ${validationPath}`, '500');
    const { model, onLeave } = newModel();
    await model.load(guid);
    model.leave();
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it('the guid removed: back to waiting; an answer for it after that is dropped', async () => {
    await sandbox.fault(`POST ${validationPath}`, 'timeout');
    const { model, onLeave } = newModel();
    const loading = model.load(guid);
    model.clear();
    await loading;
    expect(model.state.value).toEqual({ kind: 'waiting' });
    expect(sessionUser.value).toBeNull();
    expect(onLeave).not.toHaveBeenCalled();
  });
});

describe('stage 0: the account by kennitala (spec §5 "App company lookup")', () => {
  it.each([
    ['', 'empty'],
    ['530269108', 'nine digits'],
    ['0507953069', "a person's (first digit 0)"],
    ['3302691089', 'first digit 3'],
  ])("%s (%s): 'Kennitalan er ekki gild fyrirtækjakennitala', nothing asked", async (typed) => {
    const { model } = await validated();
    const before = (await sandbox.requests({ method: 'GET' })).length;
    model.companySsn.set(typed);
    await model.lookUpOrContinue();
    expect(model.companySsn.message.value).toBe(messages.invalidSsn);
    expect(model.state.value).toMatchObject({ kind: 'stage0', lookup: { kind: 'idle' } });
    expect(await sandbox.requests({ method: 'GET' })).toHaveLength(before);
  });

  it('typing keeps digits, ten at most; spaces around are trimmed', async () => {
    const { model } = await validated();
    model.companySsn.set(' 620809-2090 1');
    expect(model.companySsn.value.value).toBe(smidjan);
  });

  it('Smiðjan hf.: its max amount null reads as 0; its limit 250 000', async () => {
    const { model } = await validated();
    model.companySsn.set(smidjan);
    // The answer for Byggir is not shown for another kennitala.
    expect(model.state.value).toMatchObject({ kind: 'stage0', lookup: { kind: 'idle' } });
    await model.lookUpOrContinue();
    expect(model.state.value).toMatchObject({
      kind: 'stage0',
      lookup: {
        kind: 'found',
        company: {
          ssn: smidjan,
          account: { custName: 'Smiðjan hf.', custAccount: 'C-20002' },
          maxAmount: 0,
          creditControl: { creditLimitMST: 250_000 },
        },
      },
    });
    model.next();
    expect(sessionUser.value).toMatchObject({ companySsn: smidjan, companyName: 'Smiðjan hf.' });
  });

  it('an answer for a kennitala no longer in the field is not stored as the company', async () => {
    const { model } = await validated();
    model.companySsn.set(smidjan);
    const looking = model.lookUp();
    model.companySsn.set(byggir.slice(0, 4));
    await looking;
    expect(await sandbox.requestsTo('GET', findPath(smidjan))).toHaveLength(1);
    expect(sessionUser.value?.companyName).toBeUndefined();
    expect(local.entries()).toMatchObject({ companySsn: byggir });
    expect(local.entries().companyName).toBeUndefined();
    // Typed again, the answer shows, and going on with it stores it.
    model.companySsn.set(smidjan);
    model.next();
    expect(model.state.value).toMatchObject({ kind: 'stage1', company: { ssn: smidjan } });
    expect(local.entries()).toMatchObject({ companySsn: smidjan, companyName: 'Smiðjan hf.' });
  });

  it("an unknown company: 'Fyrirtæki fannst ekki.' without a retry (only another kennitala helps)", async () => {
    const { model } = await validated();
    model.companySsn.set('5804145080');
    await model.lookUpOrContinue();
    expect(model.state.value).toMatchObject({
      kind: 'stage0',
      lookup: { kind: 'failed', message: messages.notFound, retryable: false },
    });
    model.next();
    expect(model.state.value.kind).toBe('stage0');
  });

  it('Enter on the company found goes on to stage 1; one lookup per click', async () => {
    const { model } = await validated();
    model.companySsn.set(smidjan);
    await Promise.all([model.lookUpOrContinue(), model.lookUpOrContinue()]);
    expect(await sandbox.requestsTo('GET', findPath(smidjan))).toHaveLength(1);
    await model.lookUpOrContinue();
    expect(model.state.value).toMatchObject({ kind: 'stage1', company: { ssn: smidjan } });
    expect(model.step.value).toBe('umsokn');
  });

  for (const [name, path, times] of [
    ['the account', findPath(byggir), 1],
    ['the max amount', maxPath(byggir), 1],
    ['the credit control', controlPath(byggir), 1],
  ] as const) {
    it.each([
      ['500', messages.sandbox500],
      ['timeout', messages.unexpected],
      ['malformed', messages.unexpected],
      ['reason', faultReason],
    ] as const)(`${name} %s: its message; Reyna aftur looks up again`, async (fault, message) => {
      await armFaultIn(sandbox, `GET ${path}`, fault, { times });
      const { model } = newModel();
      await model.load(guid);
      expect(model.state.value).toMatchObject({
        kind: 'stage0',
        lookup: { kind: 'failed', ssn: byggir, message, retryable: true },
      });
      model.retryLookup();
      await until(model.state, (state) => state.kind === 'stage0' && state.lookup.kind === 'found');
    });
  }

  it('a 401 on the lookup: the session is gone, cleared and away', async () => {
    await armFaultIn(sandbox, `GET ${findPath(byggir)}`, '401');
    const { model, onLeave } = newModel();
    await model.load(guid);
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(sessionUser.value).toBeNull();
    expect(local.entries()).toEqual({});
  });

  it("'Útskrá': logged out, storage cleared, to /vidskipti/fyrirtaeki", async () => {
    const { model, onLeave } = await validated();
    model.leave();
    // A new history entry, as any move: only a refused guid takes its link's place.
    expect(onLeave.mock.calls).toEqual([[]]);
    expect(sessionUser.value).toBeNull();
    expect(local.entries()).toEqual({});
  });
});

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

  it.each([
    ['500', messages.sandbox500],
    ['timeout', messages.unexpected],
    ['malformed', messages.unexpected],
    ['reason', faultReason],
  ] as const)('%s: the message, what was typed kept; a retry sends it once more', async (fault, message) => {
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
  });

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
