import type { CheckoutAccount } from '../../widgets/checkout/checkout.api.ts';
import { anna, bjarni } from '../people.ts';

// The checkout seed (SANDBOX.md "Checkout"): each person's accounts for self-checkout and the open
// till. Plain constants: state (state.ts) starts from them.

export const checkoutReasons = {
  accountNotFound: 'Reikningur fannst ekki',
  codeNotFound: 'Kóði fannst ekki',
  tillNotFound: 'Kassinn fannst ekki',
  accountIdMissing: 'Reitinn „accountId“ vantar',
} as const;

/** `GET /api/checkout/me/accounts` by kennitala; anyone not listed (Dagný, Einar) has none. */
export const checkoutAccounts: ReadonlyMap<string, readonly CheckoutAccount[]> = new Map([
  [
    bjarni.ssn,
    [
      { id: 'acc-1', accountId: 'C-10002', name: 'Bjarni Sigurðsson', ssn: bjarni.ssn },
      { id: 'acc-2', accountId: 'C-20001', name: 'Byggir ehf.', ssn: '5302691089' },
    ],
  ],
  [anna.ssn, [{ id: 'acc-3', accountId: 'C-10001', name: 'Anna Jónsdóttir', ssn: anna.ssn }]],
]);

/** The self-checkout till that is open: `POST /api/checkout/me/code/demo-kassi-1?accountId=` logs in. */
export const openTills: readonly string[] = ['demo-kassi-1'];

/** A new checkout code: `kassi-` and 8 hex (SANDBOX.md). */
export const checkoutCodePattern = /^kassi-[0-9a-f]{8}$/;
