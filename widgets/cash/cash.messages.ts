/**
 * Texts of the cash-payment (staðgreiðsla) application (spec §2 "Cash-payment application", §5,
 * §8). The fields every application shares are core's `applicationMessages`.
 */
export const cashMessages = {
  heading: 'Umsókn um staðgreiðsluviðskipti',
  /** The login's reason when the element shows it itself (no login-path); the /vidskipti/stadgreidsla page's. */
  loginReason: 'Innskráning fyrir staðgreiðsluviðskipti',
  /** The spec gives no success text. */
  submitted: 'Umsókn um staðgreiðsluviðskipti móttekin',
  submittedText: 'Þú getur verslað í staðgreiðsluviðskiptum með því að gefa upp kennitöluna þína.',
} as const;
