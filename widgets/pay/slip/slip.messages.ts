/** Texts of the payment-slip (claim) section (spec §2): loaded with it only. */
export const slipMessages = {
  slipPhone: 'Símanúmer',
  slipPaying: 'Greiðsla í vinnslu…',
  slipFailed: 'Greiðsla tókst ekki',
  slipLoginReason: 'Innskráning fyrir greiðsluseðil',
} as const;
