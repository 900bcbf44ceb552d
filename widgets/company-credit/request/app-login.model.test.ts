import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { armFaultIn, faultReason, messageFaultRows } from '../../../test/support/application-faults.ts';
import { bjarni } from '../../../test/support/people.ts';
import { until } from '../../../test/support/signals.ts';
import { createApiClient } from '../../core/runtime/http.ts';
import { sessionUser } from '../../core/runtime/session.ts';
import { CompanyCreditRequestModel, type CompanyCreditRequestState } from './company-credit-request.model.ts';
import {
  byggir,
  controlPath,
  findPath,
  guid,
  maxPath,
  messages,
  requestTests,
  validationPath,
} from './company-credit-request.test-setup.ts';

// The app's link (spec §4 "App credit flow", §6, §8): the guid validated and its user logged in as
// coming from the app, or refused, or unanswered; through the request's model that composes it.

const { sandbox, local, models, newModel } = requestTests();

function kindOf(state: CompanyCreditRequestState): string {
  return state.kind;
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
  it.each(messageFaultRows(messages.unexpected).filter(([fault]) => fault !== 'reason'))(
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
