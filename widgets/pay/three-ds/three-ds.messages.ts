/** Texts of the 3-D Secure dialog and the verify-then-pay failures (spec §4, §8). */
export const threeDsMessages = {
  cardFallback: 'Óþekkt villa kom up.',
  // 3-D Secure
  threeDsTitle: 'Auðkenning korts',
  threeDsFrameTitle: 'Auðkenning korthafa hjá kortaútgefanda',
  threeDsClose: 'Loka og hætta við',
  /** The page's Content-Security-Policy refused the processor's page: the card cannot be verified here. */
  threeDsBlocked:
    'Ekki tókst að opna auðkenningu korts því vefsíðan leyfir það ekki. Vinsamlegast veljið aðra greiðsluleið eða hafið samband við BYKO.',
  googlePayFallback: 'Óþekkt villa kom upp',
  googlePayThreeDsCancelled: 'Villa kom up við auðkenningu korts.',
} as const;
