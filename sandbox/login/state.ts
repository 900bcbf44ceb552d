import { bounds, ExpiringMap } from '../bounds.ts';

// The login's memory: the codes shown while an e-ID login waits. Tokens are not here but in the
// sessions (../session.ts): every area's calls read them.

/** A code shown to the person while the e-ID login waits for them (phone or app). */
export interface IssuedCode {
  readonly kind: 'phone' | 'app';
  readonly code: string;
  /** Who the code was issued to: a national phone number (phone) or a kennitala (app). */
  readonly subject: string;
  /** Real time (Date.now()), not the sandbox clock: the confirmation delay is measured in real time. */
  readonly issuedAt: number;
}

export class LoginState {
  /**
   * By authId (phone) or authHash (app): the newest `bounds.loginCodes`, each usable for
   * `bounds.loginCodeLifetimeMs` after it was issued; an expired or dropped code is not found.
   */
  readonly authCodes = new ExpiringMap<string, IssuedCode>({
    capacity: bounds.loginCodes,
    lifetimeMs: bounds.loginCodeLifetimeMs,
  });

  reset(): void {
    this.authCodes.clear();
  }
}
