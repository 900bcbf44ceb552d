/**
 * Texts of the account-trading application (spec §2 "Account trading pages", §5, §8). The fields
 * every application shares ('Nafn', 'Símanúmer', the address labels, 'Sækja um', 'Reikningur nú
 * þegar til', 'Hámarksheimild', the /vidskipti login's reason, …) are core's `applicationMessages`.
 */
export const accountMessages = {
  heading: 'Umsókn um reikningsviðskipti',
  amount: 'Umbeðin heimild (kr.)',
  /** Spec §2: manual applications are linked as 'hér'; the sentence leads up to the link. */
  manualApplication:
    'Ef sótt er um hærri heimild, sem krefst ábyrgðarmanna eða frekari trygginga, má sækja um ',
  manualApplicationLink: 'hér',
  /** Spec §2 "Account application": success. */
  submitted: 'Umsókn um reikningsviðskipti samþykkt',
  submittedAmount: (amount: string) => `Heimild: ${amount}`,
} as const;
