/**
 * Texts of the account-trading application (spec §2 "Account trading pages", §5, §8). The fields
 * every application shares ('Nafn', 'Símanúmer', the address labels, 'Sækja um', 'Reikningur nú
 * þegar til', …) are core's `applicationMessages`.
 */
export const accountMessages = {
  heading: 'Umsókn um reikningsviðskipti',
  /** The login's reason when the element shows it itself (no login-path); the /vidskipti page's. */
  loginReason: 'Innskráning fyrir reikningsviðskipti',
  maxAmount: 'Hámarksheimild',
  amount: 'Umbeðin heimild (kr.)',
  /** Spec §5 has no text for it; the sandbox answers the same words (SANDBOX.md). */
  aboveMaxAmount: 'Umbeðin heimild er hærri en hámark',
  /** Spec §2: manual applications are linked as 'hér'; the sentence leads up to the link. */
  manualApplication:
    'Ef sótt er um hærri heimild, sem krefst ábyrgðarmanna eða frekari trygginga, má sækja um ',
  manualApplicationLink: 'hér',
  /** Spec §2 "Account application": success. */
  submitted: 'Umsókn um reikningsviðskipti samþykkt',
  submittedAmount: (amount: string) => `Heimild: ${amount}`,
  /** Under 'Reikningur nú þegar til': what the link offers. */
  accountExistsText: 'Þú ert nú þegar í reikningsviðskiptum. Þú getur sótt um breytingu á heimildinni.',
} as const;
