import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { armFaultIn, messageFaults } from '../../test/support/application-faults.ts';
import { sandboxServerForTests } from '../../test/support/sandbox-server.ts';
import { until } from '../../test/support/signals.ts';
import { type ApiClient, createApiClient } from '../core/runtime/http.ts';
import { SalesOrderModel } from './sales-order.model.ts';

// The sales-order barcode's check (spec §2 "Sales-order barcode", §7 "any failure means invalid",
// §8 "Barcode") against the real sandbox: SO-100200 exists, nothing else does.

const sandbox = sandboxServerForTests();
const barcodeFailed = 'Villa kom upp við að hlaða strikamerki';

function newModel() {
  const api = createApiClient(sandbox.url);
  return new SalesOrderModel({ api: () => api });
}

describe('SalesOrderModel', () => {
  it('SO-100200 exists: its barcode may be drawn', async () => {
    const model = newModel();
    await model.load('SO-100200');
    expect(model.order.state.value).toEqual({ kind: 'ready', salesId: 'SO-100200' });
    expect(await sandbox.requestsTo('GET', '/sales-orders/SO-100200/exists')).toHaveLength(1);
  });

  it("an unknown order: the barcode message, not the server's reason", async () => {
    const model = newModel();
    await model.load('SO-999999');
    expect(model.order.state.value).toEqual({ kind: 'failed', message: barcodeFailed });
  });

  // Every failure of the fault matrix, the server's own reason included, reads the same (§7).
  it.each(messageFaults(barcodeFailed).map(({ fault }) => fault))(
    'a %s fault: the barcode message, and the retry draws it',
    async (fault) => {
      await armFaultIn(sandbox, 'GET /sales-orders', fault);
      const model = newModel();
      await model.load('SO-100200');
      expect(model.order.state.value).toEqual({ kind: 'failed', message: barcodeFailed });
      model.order.retry();
      expect(await until(model.order.state, (state) => state.kind !== 'loading')).toEqual({
        kind: 'ready',
        salesId: 'SO-100200',
      });
    },
  );

  it('a 404 fault means no order', async () => {
    await armFaultIn(sandbox, 'GET /sales-orders', '404');
    const model = newModel();
    await model.load('SO-100200');
    expect(model.order.state.value).toEqual({ kind: 'failed', message: barcodeFailed });
  });

  it('an answer of false means no order (the sandbox answers true or 404: a client that answers false)', async () => {
    const api: ApiClient = {
      ...createApiClient(sandbox.url),
      get: async <S extends v.GenericSchema>(_path: string, schema: S) => v.parse(schema, false),
    };
    const model = new SalesOrderModel({ api: () => api });
    await model.load('SO-100200');
    expect(model.order.state.value).toEqual({ kind: 'failed', message: barcodeFailed });
  });

  it('the id is one path segment, whatever it holds', async () => {
    const model = newModel();
    await model.load('SO-100200/../../api/payment');
    expect(model.order.state.value).toEqual({ kind: 'failed', message: barcodeFailed });
    const [sent] = await sandbox.requests();
    expect(sent?.path).toBe('/sales-orders/SO-100200%2F..%2F..%2Fapi%2Fpayment/exists');
  });
});
