/** Texts of the Google Pay section (spec §2, §8): loaded with it. */
export const googlePayMessages = {
  // Google Pay (spec §2, §8)
  googlePayButton: 'Greiða með Google Pay',
  googlePayPayWith: (description: string) => `Borga með ${description}`,
  googlePayChooseCard: 'Veldu kort',
  /** The page's Content-Security-Policy refuses Google Pay (its script, sheet or calls). */
  googlePayBlocked:
    'Ekki tókst að opna Google Pay því vefsíðan leyfir það ekki. Vinsamlegast veljið aðra greiðsluleið eða hafið samband við BYKO.',
} as const;
