/** Texts of the staff's instalment calculator page (spec §2 Instalment calculator, §8). */
export const calculatorMessages = {
  heading: 'Greiðsludreifing',
  amount: 'Upphæð (kr.)',
  interest: 'Vextir á ári (%)',
  amountTooLarge: 'Upphæð má mest vera 1.000.000.000 kr.',
  interestInvalid: 'Sláðu inn vexti sem tölu, t.d. 12,5',
  feeLoadFailed: 'Villa kom upp við að hlaða greiðslugjaldi',
} as const;
