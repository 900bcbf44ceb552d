import { describe, expect, it } from 'vitest';
import { anna, bjarni, dagny, einar } from '../people.ts';
import { testSandbox } from '../testing.ts';

describe('GET /api/customers/me', () => {
  it('gives Anna her standing-order record', async () => {
    const sandbox = testSandbox({ authDelayMs: 0 });
    const token = await sandbox.loginByPhone(anna);
    expect(await sandbox.get('/api/customers/me', sandbox.bearer(token))).toMatchObject({
      status: 200,
      body: { paymMode: 'Stgr', paymTerm: 'STGR', creditMax: 0, custAccount: 'C-10001' },
    });
  });

  it('gives Bjarni his account-trading record', async () => {
    const sandbox = testSandbox({ authDelayMs: 0 });
    const token = await sandbox.loginByPhone(bjarni);
    expect(await sandbox.get('/api/customers/me', sandbox.bearer(token))).toMatchObject({
      status: 200,
      body: { paymMode: 'Rkn', paymTerm: '30D', creditMax: 500_000, custAccount: 'C-10002' },
    });
  });

  it('gives Einar a standing-order record', async () => {
    const sandbox = testSandbox({ authDelayMs: 0 });
    const token = await sandbox.loginByPhone(einar);
    expect(await sandbox.get('/api/customers/me', sandbox.bearer(token))).toMatchObject({
      status: 200,
      body: { paymMode: 'Stgr', paymTerm: 'STGR', custAccount: 'C-10004' },
    });
  });

  it('answers 404 "Ekki í viðskiptum" for Dagný, who is not a customer', async () => {
    const sandbox = testSandbox({ authDelayMs: 0 });
    const token = await sandbox.loginByPhone(dagny);
    expect(await sandbox.get('/api/customers/me', sandbox.bearer(token))).toMatchObject({
      status: 404,
      body: { reason: 'Ekki í viðskiptum' },
    });
  });

  it('answers 401 without a valid token', async () => {
    const sandbox = testSandbox();
    const expired = { status: 401, body: { reason: 'Innskráning er útrunnin' } };
    expect(await sandbox.get('/api/customers/me')).toMatchObject(expired);
    expect(await sandbox.get('/api/customers/me', sandbox.bearer('unknown'))).toMatchObject(expired);
  });

  it('forgets tokens on reset', async () => {
    const sandbox = testSandbox({ authDelayMs: 0 });
    const token = await sandbox.loginByPhone(anna);
    expect((await sandbox.get('/api/customers/me', sandbox.bearer(token))).status).toBe(200);
    await sandbox.post('/__sandbox/reset', {});
    expect((await sandbox.get('/api/customers/me', sandbox.bearer(token))).status).toBe(401);
  });
});
