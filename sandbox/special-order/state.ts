import type { SpecialOrderRequest } from '../../widgets/special-order/special-order.api.ts';
import type { Received } from '../session.ts';

// The special-order memory: the inquiries received (`POST /api/special-orders/apply`).

export class SpecialOrdersState {
  readonly orders: Received<SpecialOrderRequest>[] = [];

  reset(): void {
    this.orders.length = 0;
  }
}
