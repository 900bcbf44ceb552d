import { ApplicationsState } from './applications/state.ts';
import { CheckoutState } from './checkout/state.ts';
import { CompanyCreditState } from './company-credit/state.ts';
import { ControlState } from './control.ts';
import { LoginState } from './login/state.ts';
import { PayState } from './pay/state.ts';
import { Sessions } from './session.ts';
import { SpecialOrdersState } from './special-order/state.ts';

// The sandbox's memory: each area's own, side by side, and nothing else. One SandboxState per app
// (createSandboxApp): tests get a fresh one each, `npm start` and Storybook keep theirs for the life
// of the process or page. Each area declares its memory in its folder's state.ts, seeds it and puts
// it back (reset); the two every area may use are control.ts's ControlState (the log, faults, clock)
// and session.ts's Sessions (people and tokens). app.ts hands an area its own memory and only the
// shared parts it uses.

export class SandboxState {
  /** The request log, pending faults and the clock (`/__sandbox/…`). */
  readonly control = new ControlState();
  /** The people and their tokens, which every signed-in call reads. */
  readonly sessions = new Sessions();
  readonly login = new LoginState();
  readonly pay = new PayState(this.control.now);
  readonly applications = new ApplicationsState();
  readonly companyCredit = new CompanyCreditState();
  readonly checkout = new CheckoutState();
  readonly specialOrders = new SpecialOrdersState();

  /** Puts every area back to its seed. An arrow, so the controls can be handed it alone. */
  readonly reset = (): void => {
    this.control.reset();
    this.sessions.reset();
    this.login.reset();
    this.pay.reset();
    this.applications.reset();
    this.companyCredit.reset();
    this.checkout.reset();
    this.specialOrders.reset();
  };
}
