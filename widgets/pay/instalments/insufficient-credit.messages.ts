/** Texts of the 'Ekki næg heimild' page (spec §2): loaded with it only, not with every card page. */
export const insufficientCreditMessages = {
  heading: 'Ekki næg heimild',
  text: 'Heimild þín dugar ekki fyrir þessari greiðslu.',
  link: 'Sækja um hækkun heimildar',
} as const;

/** Where 'Ekki næg heimild' sends the customer to ask for more credit (external, spec §2). */
export const creditIncreaseUrl = 'https://byko.is/reikningsvidskipti';
