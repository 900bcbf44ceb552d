import type { CheckoutAccount } from '../../widgets/checkout/checkout.api.ts';
import type { Received } from '../session.ts';

// The checkout memory: the codes created (whose they are, for which account) and the till logins.

export interface CreatedCode {
  readonly checkoutCodeId: string;
  /** The kennitala of the person who created it: only they may open it. */
  readonly ssn: string;
  readonly account: CheckoutAccount;
}

export interface TillLogin {
  readonly checkoutCode: string;
  readonly accountId: string;
}

export class CheckoutState {
  /** By checkoutCodeId. */
  readonly codes = new Map<string, CreatedCode>();
  readonly tillLogins: Received<TillLogin>[] = [];

  reset(): void {
    this.codes.clear();
    this.tillLogins.length = 0;
  }
}
