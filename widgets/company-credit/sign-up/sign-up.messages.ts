/** The sign-up's strings (spec §5 "Sign-up form", §8). */
export const signUpMessages = {
  signUpHeading: 'Nýskráning fyrirtækis',
  signUpIntro: 'Fyrirtækið er ekki í reikningsviðskiptum. Sæktu um reikningsviðskipti fyrir það hér.',
  streetName: 'Götuheiti',
  streetNumber: 'Húsnúmer',
  zipCode: 'Póstnúmer',
  submitSignUp: 'Sækja um reikningsviðskipti',
  /** Spec §8 "Sign-up failure". */
  signUpFailed: 'Ekki tókst að sækja um reikningsviðskipti.',
  backToLookup: 'Til baka í leit',
} as const;
