/** Texts of the Google Pay section (spec §2, §8): loaded with it. */
export const googlePayMessages = {
  // Google Pay (spec §2, §8)
  googlePayButton: 'Greiða með Google Pay',
  googlePayPayWith: (description: string) => `Borga með ${description}`,
  googlePayChooseCard: 'Veldu kort',
} as const;
