import { createModel } from '@preact/signals-react';
import { codesMessages } from '../core/codes/codes.messages.ts';
import type { ApiClient } from '../core/runtime/http.ts';
import { createKeyedLoader } from '../core/runtime/keyed-loader.ts';
import { codesApi } from './codes.api.ts';

export interface SalesOrderDependencies {
  api: () => ApiClient;
}

/** The server did not say the order exists: its words are not shown (spec §7 "any failure means invalid"). */
class SalesOrderMissing extends Error {
  override readonly name = 'SalesOrderMissing';
}

/**
 * Spec §2 "Sales-order barcode": `GET /sales-orders/{salesId}/exists`; the order's barcode when it
 * answers `true`, else (an error, `false`, a broken answer, a timeout) 'Villa kom upp við að hlaða
 * strikamerki', with a retry. The server's reason is not shown: any failure means no such order.
 */
export const SalesOrderModel = createModel((dependencies: SalesOrderDependencies) => {
  const order = createKeyedLoader<{ salesId: string }>({
    fetch: async (salesId) => {
      let exists = false;
      try {
        exists = await codesApi.salesOrderExists(dependencies.api(), salesId);
      } catch {
        exists = false;
      }
      if (!exists) throw new SalesOrderMissing(salesId);
      return { salesId };
    },
    failedMessage: codesMessages.barcodeFailed,
  });
  return { order, load: order.load, clear: order.clear, dispose: order.dispose };
});
