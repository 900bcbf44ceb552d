import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { salesOrderExistsSchema } from '../../widgets/codes/codes.api.ts';
import { testSandbox } from '../testing.ts';

const refusal = (status: number, reason: string) => ({ status, body: { reason } });

describe('GET /sales-orders/{salesId}/exists', () => {
  it('answers true for SO-100200, without a login', async () => {
    const answer = await testSandbox().get('/sales-orders/SO-100200/exists');
    expect(answer.status).toBe(200);
    expect(v.parse(salesOrderExistsSchema, answer.body)).toBe(true);
  });

  it.each(['SO-999999', 'so-100200', 'SO-100200x'])('answers 404 for %s', async (salesId) => {
    expect(await testSandbox().get(`/sales-orders/${salesId}/exists`)).toMatchObject(
      refusal(404, 'Sölupöntun fannst ekki'),
    );
  });

  it('is logged and faultable like every API path', async () => {
    const sandbox = testSandbox();
    await sandbox.post('/__sandbox/faults', { match: 'GET /sales-orders', fault: '500' });
    expect((await sandbox.get('/sales-orders/SO-100200/exists')).status).toBe(500);
    expect((await sandbox.get('/sales-orders/SO-100200/exists')).status).toBe(200);
    const log = (await sandbox.get('/__sandbox/requests')).body as { path: string; status: number }[];
    expect(log.map((entry) => entry.status)).toEqual([500, 200]);
  });
});
