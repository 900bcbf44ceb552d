// The login's memory: the codes shown while an e-ID login waits. Tokens are shared (../state.ts):
// every flow's calls read the session.

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
  /** By authId (phone) or authHash (app). */
  readonly authCodes = new Map<string, IssuedCode>();

  reset(): void {
    this.authCodes.clear();
  }
}
