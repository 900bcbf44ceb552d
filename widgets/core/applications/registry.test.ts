import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bjarni } from '../../../test/support/people.ts';
import { sandboxServerForTests } from '../../../test/support/sandbox-server.ts';
import { until } from '../../../test/support/signals.ts';
import { fieldMessages, fields } from '../fields/index.ts';
import { createField } from '../form/index.ts';
import { createApiClient, setTokenSource } from '../runtime/http.ts';
import { fillNameFromRegistry } from './registry.ts';

// The national-registry name lookup (a guarantor's or auditor's name filled from the kennitala)
// against the sandbox's `GET /api/customers/{ssn}/tjodskra` (SANDBOX.md: Guðrún Pálsdóttir
// 1709715079, Sigurður Karlsson 2511883009; an unknown kennitala 404 'Kennitala fannst ekki í
// þjóðskrá').

const gudrun = { ssn: '1709715079', name: 'Guðrún Pálsdóttir' };
const sigurdur = { ssn: '2511883009', name: 'Sigurður Karlsson' };

const sandbox = sandboxServerForTests();

beforeEach(async () => {
  const { token } = await sandbox.loginByPhone(bjarni);
  setTokenSource(() => ({ token, tokenOrigin: new URL(sandbox.url).origin }));
});

afterEach(() => {
  setTokenSource(() => null);
});

function newLookup(options: { nameRequired?: boolean; clearUnknown?: boolean } = {}) {
  const entry = {
    ssn: createField({ kind: fields.kennitala }),
    name: createField({ kind: fields.text, required: options.nameRequired ?? false }),
  };
  const api = createApiClient(sandbox.url);
  const lookup = fillNameFromRegistry(entry, () => api, { clearUnknown: options.clearUnknown ?? false });
  return { entry, lookup };
}

type Lookup = ReturnType<typeof newLookup>['lookup'];

function settled(lookup: Lookup): Promise<boolean> {
  return until(lookup.looking, (looking) => !looking);
}

async function lookupsOf(ssn: string): Promise<number> {
  return (await sandbox.requestsTo('GET', `/api/customers/${ssn}/tjodskra`)).length;
}

/**
 * Until the sandbox has answered every lookup of `ssn` it received (a held one logs status 0): no
 * answer is still to come. One aborted before it left the page never reaches the log.
 */
async function allAnswered(ssn: string): Promise<void> {
  await vi.waitFor(
    async () => {
      const statuses = (await sandbox.requestsTo('GET', `/api/customers/${ssn}/tjodskra`)).map(
        (entry) => entry.status,
      );
      expect(statuses).not.toContain(0);
    },
    { timeout: 5000, interval: 20 },
  );
}

describe('fillNameFromRegistry', () => {
  it('fills the name once ten valid digits are typed, looking meanwhile', async () => {
    const { entry, lookup } = newLookup();
    entry.ssn.set('170971507');
    expect(lookup.looking.value).toBe(false);
    entry.ssn.set(gudrun.ssn);
    expect(lookup.looking.value).toBe(true);
    await settled(lookup);
    expect(entry.name.value.value).toBe(gudrun.name);
    expect(await lookupsOf(gudrun.ssn)).toBe(1);
    expect(await lookupsOf('170971507')).toBe(0);
    lookup.dispose();
  });

  it('asks nothing for ten digits that are not a kennitala (month 13)', async () => {
    const { entry, lookup } = newLookup();
    entry.ssn.set('1713715079');
    expect(lookup.looking.value).toBe(false);
    expect((await sandbox.requests()).filter((request) => request.path.endsWith('/tjodskra'))).toHaveLength(
      0,
    );
    lookup.dispose();
  });

  it('does not overwrite a name the person typed, before or during the lookup', async () => {
    const before = newLookup();
    before.entry.name.set('Gunna');
    before.entry.ssn.set(gudrun.ssn);
    expect(before.lookup.looking.value).toBe(false);
    expect(before.entry.name.value.value).toBe('Gunna');
    expect(await lookupsOf(gudrun.ssn)).toBe(0);
    before.lookup.dispose();

    const during = newLookup();
    during.entry.ssn.set(gudrun.ssn);
    during.entry.name.set('Gunna P.');
    await settled(during.lookup);
    expect(during.entry.name.value.value).toBe('Gunna P.');
    expect(await lookupsOf(gudrun.ssn)).toBe(1);
    during.lookup.dispose();
  });

  it('replaces its own fill when the kennitala changes, not a name typed over it', async () => {
    const { entry, lookup } = newLookup();
    entry.ssn.set(gudrun.ssn);
    await settled(lookup);
    expect(entry.name.value.value).toBe(gudrun.name);
    entry.ssn.set(sigurdur.ssn);
    await settled(lookup);
    expect(entry.name.value.value).toBe(sigurdur.name);

    entry.name.set('Siggi');
    entry.ssn.set(gudrun.ssn);
    await settled(lookup);
    expect(entry.name.value.value).toBe('Siggi');
    lookup.dispose();
  });

  it('a kennitala the registry does not know: the name stays, or with clearUnknown its own fill goes', async () => {
    const kept = newLookup();
    kept.entry.ssn.set(gudrun.ssn);
    await settled(kept.lookup);
    kept.entry.ssn.set('4403021380');
    await settled(kept.lookup);
    expect(kept.entry.name.value.value).toBe(gudrun.name);
    kept.lookup.dispose();

    const cleared = newLookup({ clearUnknown: true });
    cleared.entry.ssn.set(gudrun.ssn);
    await settled(cleared.lookup);
    cleared.entry.ssn.set('4403021380');
    await settled(cleared.lookup);
    expect(cleared.entry.name.value.value).toBe('');
    // A name the person typed is never cleared.
    cleared.entry.name.set('Mitt ehf.');
    cleared.entry.ssn.set('5804145080');
    await settled(cleared.lookup);
    expect(cleared.entry.name.value.value).toBe('Mitt ehf.');
    cleared.lookup.dispose();
  });

  it('a name filled from elsewhere for its kennitala (filledFor) is not asked for, and is replaced for another', async () => {
    const { entry, lookup } = newLookup();
    lookup.filledFor(sigurdur.ssn, 'Nafn úr leit');
    entry.name.set('Nafn úr leit');
    entry.ssn.set(sigurdur.ssn);
    expect(lookup.looking.value).toBe(false);
    expect(await lookupsOf(sigurdur.ssn)).toBe(0);
    entry.ssn.set(gudrun.ssn);
    await settled(lookup);
    expect(entry.name.value.value).toBe(gudrun.name);
    lookup.dispose();
  });

  it('drops the answer for a kennitala no longer in the field', async () => {
    const { entry, lookup } = newLookup();
    // Guðrún's answer is held (1 s); Sigurður's comes at once.
    await sandbox.fault(`GET /api/customers/${gudrun.ssn}/tjodskra`, 'timeout');
    entry.ssn.set(gudrun.ssn);
    entry.ssn.set(sigurdur.ssn);
    await settled(lookup);
    expect(entry.name.value.value).toBe(sigurdur.name);
    await allAnswered(gudrun.ssn);
    expect(entry.name.value.value).toBe(sigurdur.name);
    expect(lookup.looking.value).toBe(false);
    lookup.dispose();
  });

  it.each([
    ['an unknown kennitala (404)', '0101302989', undefined],
    ['a 500', gudrun.ssn, '500'],
    ['a timeout', gudrun.ssn, 'timeout'],
    ['a broken answer', gudrun.ssn, 'malformed'],
  ] as const)('%s leaves the name empty and editable', async (_what, ssn, fault) => {
    if (fault) await sandbox.fault(`GET /api/customers/${ssn}/tjodskra`, fault);
    const { entry, lookup } = newLookup();
    entry.ssn.set(ssn);
    expect(lookup.looking.value).toBe(true);
    await settled(lookup);
    expect(entry.name.value.value).toBe('');
    entry.name.set('Nýr Maður');
    expect(entry.name.value.value).toBe('Nýr Maður');
    expect(await lookupsOf(ssn)).toBe(1);
    lookup.dispose();
  });

  it("takes away the name's message once it fills it", async () => {
    const { entry, lookup } = newLookup({ nameRequired: true });
    entry.name.validate();
    expect(entry.name.message.value).toBe(fieldMessages.required);
    entry.ssn.set(gudrun.ssn);
    await settled(lookup);
    expect(entry.name.value.value).toBe(gudrun.name);
    expect(entry.name.message.value).toBeUndefined();
    lookup.dispose();
  });

  it('stops when disposed: a lookup under way fills nothing, a later kennitala asks nothing', async () => {
    const { entry, lookup } = newLookup();
    entry.ssn.set(gudrun.ssn);
    lookup.dispose();
    await allAnswered(gudrun.ssn);
    expect(entry.name.value.value).toBe('');
    entry.ssn.set(sigurdur.ssn);
    expect(await lookupsOf(sigurdur.ssn)).toBe(0);
  });
});
