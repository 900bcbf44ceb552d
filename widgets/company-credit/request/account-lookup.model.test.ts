import { describe, expect, it } from 'vitest';
import { armFaultIn, messageFaultRows } from '../../../test/support/application-faults.ts';
import { until } from '../../../test/support/signals.ts';
import { sessionUser } from '../../core/runtime/session.ts';
import {
  byggir,
  controlPath,
  findPath,
  guid,
  maxPath,
  messages,
  requestTests,
  smidjan,
} from './company-credit-request.test-setup.ts';

// Stage 0 of the app's request (spec §5 "App company lookup", §8): the account, max amount and
// credit control of the company's kennitala, through the request's model that composes it (the
// lookup opens once the app's guid is validated).

const { sandbox, local, newModel, validated } = requestTests();

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
    it.each(messageFaultRows(messages.unexpected))(
      `${name} %s: its message; Reyna aftur looks up again`,
      async (fault, message) => {
        await armFaultIn(sandbox, `GET ${path}`, fault, { times });
        const { model } = newModel();
        await model.load(guid);
        expect(model.state.value).toMatchObject({
          kind: 'stage0',
          lookup: { kind: 'failed', ssn: byggir, message, retryable: true },
        });
        model.retryLookup();
        await until(model.state, (state) => state.kind === 'stage0' && state.lookup.kind === 'found');
      },
    );
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
