import { describe, expect, it } from 'vitest';
import { armFaultIn } from '../../../test/support/application-faults.ts';
import * as people from '../../../test/support/people.ts';
import { until } from '../../../test/support/signals.ts';
import { sessionUser } from '../../core/runtime/session.ts';
import { byggir, creditTests, messages, paths, smidjan } from '../company-credit.test-setup.ts';
import { listedCompanies } from './companies.model.ts';

// The company list (spec §2, §3 "Company list entry", §6) and company-ssn, the flow's first step.

const { sandbox, logIn, newModel, openFor } = creditTests();

describe('pure rules', () => {
  it('lists only the companies where the user is finAdmin or creditAdmin (spec §6)', () => {
    const neither = { ...byggir, accountId: 'C-3', finAdmin: false, creditAdmin: false };
    expect(listedCompanies([byggir, neither, smidjan])).toEqual([byggir, smidjan]);
  });
});

describe('the company list', () => {
  it("Bjarni: Byggir and Smiðjan, not Timburhús (he is neither of its admins); the list's step", async () => {
    const { model } = await openFor(people.bjarni);
    expect(model.companies.state.value).toEqual({ kind: 'ready', companies: [byggir, smidjan] });
    expect(model.view.value).toEqual({ kind: 'companies' });
    expect(model.step.value).toBe('fyrirtaeki');
    expect(model.userInfo.value).toEqual({
      phone: people.bjarni.phone,
      email: people.bjarni.email,
      name: people.bjarni.name,
      ssn: people.bjarni.ssn,
    });
  });

  it('Anna: none (the view offers the account application)', async () => {
    const { model } = await openFor(people.anna);
    expect(model.companies.state.value).toEqual({ kind: 'ready', companies: [] });
  });

  it("a failed load: the server's reason, else 'Ekki tókst að sækja fyrirtæki.'; the retry loads it", async () => {
    const user = await logIn(people.bjarni);
    const { model } = newModel();
    await armFaultIn(sandbox, `GET ${paths.companies}`, '500');
    await model.load(user.token);
    expect(model.companies.state.value).toEqual({ kind: 'failed', message: messages.sandbox500 });
    await armFaultIn(sandbox, `GET ${paths.companies}`, 'timeout');
    model.companies.retry();
    expect(await until(model.companies.state, (state) => state.kind !== 'loading')).toEqual({
      kind: 'failed',
      message: messages.companiesFailed,
    });
    model.companies.retry();
    expect((await until(model.companies.state, (state) => state.kind !== 'loading')).kind).toBe('ready');
  });

  it('an expired login (401) logs out, which brings the login back', async () => {
    const user = await logIn(people.bjarni);
    const { model } = newModel();
    // The token the client sends is the session's: one the sandbox does not know.
    sessionUser.value = { ...user, token: 'not-a-token' };
    await model.load('not-a-token');
    expect(sessionUser.value).toBeNull();
  });

  it('company-ssn preselects its company once the list is there; one not listed is not', async () => {
    const { model } = await openFor(people.bjarni, byggir.accountSsn);
    expect(model.view.value).toEqual({ kind: 'credit', company: byggir });
    expect(model.step.value).toBe('heimild');
    // Its status asked once, no other company's.
    await until(model.credit.creditStatus.state, (state) => state.kind !== 'loading');
    expect(
      (await sandbox.requests({ method: 'GET' })).filter((entry) => entry.path.startsWith(paths.status)),
    ).toEqual([expect.objectContaining({ path: `${paths.status}${byggir.accountId}/` })]);
    const other = await openFor(people.bjarni, '4705112060');
    expect(other.model.view.value).toEqual({ kind: 'companies' });
    // Once shown, the list reloaded (a new login of the same person) preselects nothing.
    model.showCompanies();
    const again = await logIn(people.bjarni);
    await model.load(again.token);
    expect(model.companies.state.value.kind).toBe('ready');
    expect(model.view.value).toEqual({ kind: 'companies' });
  });

  it('removing company-ssn goes back to the list from its company; a new one selects that company', async () => {
    const { model } = await openFor(people.bjarni, byggir.accountSsn);
    model.preselect(undefined);
    expect(model.view.value).toEqual({ kind: 'companies' });
    model.preselect(smidjan.accountSsn);
    expect(model.view.value).toEqual({ kind: 'credit', company: smidjan });
  });
});
