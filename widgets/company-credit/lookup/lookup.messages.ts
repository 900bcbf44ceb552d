/** The manual lookup's strings (spec §2, §5 "Manual lookup", §8). */
export const lookupMessages = {
  lookupHeading: 'Fletta upp fyrirtæki',
  lookupIntro:
    'Sláðu inn kennitölu fyrirtækis. Sé fyrirtækið ekki í reikningsviðskiptum getur þú sótt um þau.',
  lookup: 'Leita',
  lookingUp: 'Leita…',
  /** Spec §8 "Manual lookup": the server's 404. */
  notFound: 'Fyrirtæki fannst ekki.',
  /** Any other failure of the lookup (the spec gives no text): the retry is offered. */
  lookupFailed: 'Ekki tókst að fletta upp fyrirtæki.',
  /** Spec §2: the lookup found neither an account nor a company to sign up. */
  noneFound: 'Engin fyrirtæki fundust.',
} as const;
