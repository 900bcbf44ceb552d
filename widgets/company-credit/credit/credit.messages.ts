/** The credit step's strings: the status, the credit form and its success (spec §5 "Company credit form", §8, §9). */
export const creditMessages = {
  loadingStatus: 'Sæki stöðu heimildar…',
  /** Spec §8 "Credit status fetch". */
  statusFailed: 'Ekki tókst að sækja stöðu heimildar.',
  currentCredit: 'Núverandi heimild',
  validTo: 'Gildir til',
  maxRequestable: 'Hámark sem hægt er að sækja um',
  creditFormHeading: 'Sækja um hækkun heimildar',
  amount: 'Umbeðin heimild',
  amountHintMax: (max: string) => `Hámark án ábyrgðaraðila: ${max}`,
  amountHintUnknown: 'Staða heimildar liggur ekki fyrir: umsókn fer á umsóknarform með ábyrgðaraðila.',
  /** Spec §9: above the maximum requestable amount a guarantor is required; reply next working day. */
  guarantorNote: (max: string) =>
    `Sé sótt um hærri fjárhæð en ${max} þarf ábyrgðaraðila. Þá opnast umsóknarform sem er svarað næsta virka dag.`,
  guarantorNoteUnknown:
    'Án stöðu heimildar þarf ábyrgðaraðila. Umsóknarform opnast þá og því er svarað næsta virka dag.',
  submitCredit: 'Sækja um',
  otherCompany: 'Velja annað fyrirtæki',
  /** Spec §8 "Credit request failure". */
  increaseFailed: 'Óvænt villa kom upp við það að hækka heimild.',
  increasedHeading: 'Heimild hækkuð',
  /**
   * Spec §8 "Credit success"; `amount` formatted as ISK ('2.000.000 kr.'), whose own full stop ends
   * the sentence (no 'kr..').
   */
  increased: (amount: string) =>
    `Umsókn hefur verið samþykkt. Nýja heimild fyrirtækis er ${amount}${amount.endsWith('.') ? '' : '.'}`,
  /** Spec §9: an approved company credit limit. */
  validityNote: 'Samþykkt heimild gildir í 12 mánuði og getur lækkað ef lánshæfismat fyrirtækisins breytist.',
  validUntil: (date: string) => `Heimildin gildir til ${date}.`,
} as const;
