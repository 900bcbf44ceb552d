/** Every text of the payment flow (spec §2 Payment page, §5 Card and Instalment, §8). */
export const payMessages = {
  heading: 'Greiðsla',
  amountLabel: 'Upphæð til greiðslu',
  methodsLabel: 'Greiðsluleið',
  methods: {
    instalments: 'Greiðsludreifing',
    card: 'Kort',
    googlePay: 'Google Pay',
    slip: 'Greiðsluseðill',
  },
  loading: 'Sæki greiðslu…',
  loadFailed: 'Tókst ekki að hlaða greiðslu',
  alreadyPaid: 'Þessi greiðsla hefur þegar verið greidd.',
  showReceipt: 'Sjá kvittun',
  // Card (spec §5)
  cardholder: 'Nafn korthafa',
  cardNumber: 'Kortanúmer',
  cardNumberLength: 'Kortanúmer á að vera 16 stafa langt.',
  cardNumberDigits: 'Kortanúmer má eingöngu innihalda tölustafi.',
  cardNumberInvalid: 'Kortanúmer er ekki gilt.',
  expiryMonth: 'Gildir til, mánuður',
  expiryYear: 'Gildir til, ár',
  expired: 'Kort er útrunnið',
  cvc: 'Öryggiskóði (CVC)',
  // Not in the spec: the processor refuses a card without it, so say so where it is typed.
  pay: 'Borga',
  paying: 'Greiðsla í vinnslu…',
  cardFallback: 'Óþekkt villa kom up.',
  visa: 'Visa',
  mastercard: 'Mastercard',
  // 3-D Secure
  threeDsTitle: 'Auðkenning korts',
  threeDsFrameTitle: 'Auðkenning korthafa hjá kortaútgefanda',
  threeDsClose: 'Loka og hætta við',
  // Google Pay (spec §2, §8)
  googlePayButton: 'Greiða með Google Pay',
  googlePayPayWith: (description: string) => `Borga með ${description}`,
  googlePayFallback: 'Óþekkt villa kom upp',
  googlePayThreeDsCancelled: 'Villa kom up við auðkenningu korts.',
  googlePayChooseCard: 'Veldu kort',
  cancel: 'Hætta við',
  // Insufficient credit (spec §2)
  insufficientHeading: 'Ekki næg heimild',
  insufficientText: 'Heimild þín dugar ekki fyrir þessari greiðslu.',
  insufficientLink: 'Sækja um hækkun heimildar',
  // Success and receipt
  success: 'Greiðsla tókst',
  successRedirect: 'Þú verður færð(ur) áfram eftir augnablik…',
} as const;

/** Where 'Ekki næg heimild' sends the customer to ask for more credit (external, spec §2). */
export const creditIncreaseUrl = 'https://byko.is/reikningsvidskipti';
