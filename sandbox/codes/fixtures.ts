// The sales orders that exist (SANDBOX.md "Checkout"), for the sales-order barcode's check.

export const codesReasons = {
  salesOrderNotFound: 'Sölupöntun fannst ekki',
} as const;

/** `GET /sales-orders/{salesId}/exists` answers `true` for these; any other 404. */
export const salesOrders: readonly string[] = ['SO-100200'];
