/**
 * The `reason` texts the retailer's API answers that the product knows, in Icelandic exactly as the
 * API sends them. The element shows a reason as it came (spec §8); listed here, a reason is shown
 * in the element's language too (the texts map of its translations). A reason not listed is shown
 * as the API sent it.
 *
 * A few are also texts of a catalogue of their own ('Reikningur nú þegar til' in the applications',
 * 'Greiðsla fannst ekki' in the unknown payment's): their translations are the same everywhere.
 */
export const apiReasonMessages = {
  // Any call.
  invalidJson: 'Beiðnin er ekki gilt JSON',
  notAnObject: 'Beiðnin þarf að vera JSON-hlutur',
  bodyTooLarge: 'Beiðnin er of stór: hámarkið er 1 MB',
  uploadTooLarge: 'Skrárnar eru of stórar: hámarkið er 10 MB samtals',
  requestAborted: 'Hætt var við beiðnina',
  noSuchPath: 'Slóðin fannst ekki',
  systemDown: 'Kerfið er niðri',
  sessionExpired: 'Innskráning er útrunnin',
  notCustomer: 'Ekki í viðskiptum',

  // Login.
  unknownPhone: 'Enginn notandi með þetta símanúmer',
  unknownSsn: 'Enginn notandi með þessa kennitölu',
  authNotFound: 'Auðkenning fannst ekki',
  userCancelled: 'Notandi hætti við auðkenningu',

  // Payments.
  paymentNotFound: 'Greiðsla fannst ekki',
  alreadyPaid: 'Greiðsla hefur þegar verið greidd',
  methodNotAllowed: 'Þessi greiðslumáti er ekki í boði fyrir greiðsluna',
  cardNumberInvalid: 'Kortanúmer er ekki gilt.',
  cardExpired: 'Kort er útrunnið',
  cardDeclined: 'Kortinu var hafnað',
  googlePayTokenInvalid: 'Ógilt Google Pay auðkenni',
  noCardGiven: 'Kortaupplýsingar vantar',
  twoCardsGiven: 'Sendið annaðhvort kortaupplýsingar eða Google Pay auðkenni, ekki hvort tveggja',
  challengeCancelled: 'Hætt var við auðkenningu',
  challengeUnreachable: 'Ekki náðist samband við auðkenningarþjónustu',
  cardAuthenticationFailed: 'Auðkenning korts mistókst',
  notYourPayment: 'Greiðslan er ekki skráð á þig',
  insufficientCredit: 'Ekki næg heimild',
  notYourPhone: 'Greiðsluseðillinn er ekki á þínu símanúmeri',
  documentNotFound: 'Skjal fannst ekki',
  receiptNotFound: 'Kvittun fannst ekki',
  receiptNotReady: 'Kvittun er ekki tilbúin',

  // Applications and company credit.
  amountOutOfBounds: 'Upphæð er utan marka',
  accountExists: 'Reikningur nú þegar til',
  aboveMaxAmount: 'Umbeðin heimild er hærri en hámark',
  alreadyApplied: 'Umsókn er þegar skráð',
  notGuarantor: 'Þú ert ekki ábyrgðaraðili á þessari umsókn',
  applicationNotFound: 'Umsókn fannst ekki',
  alreadySigned: 'Umsóknin er þegar undirrituð',
  notInRegistry: 'Kennitala fannst ekki í þjóðskrá',
  creditStatusFailed: 'Ekki tókst að sækja stöðu heimildar.',
  companyNotFound: 'Fyrirtæki fannst ekki.',
  invalidGuid: 'Ógild auðkenning',

  // Checkout and codes.
  accountNotFound: 'Reikningur fannst ekki',
  codeNotFound: 'Kóði fannst ekki',
  tillNotFound: 'Kassinn fannst ekki',
  salesOrderNotFound: 'Sölupöntun fannst ekki',

  // Special orders.
  categoryNotFound: 'Flokkur fannst ekki',
  imageNotFound: 'Mynd fannst ekki',
  optionsInvalid: 'Velja þarf einn valkost í hverju skrefi',

  // Tools: the webcam, the video, the invoice reader (its per-file errors too).
  cameraNotFound: 'Myndavél fannst ekki',
  videoNotFound: 'Myndband fannst ekki',
  rangeNotSatisfiable: 'Umbeðið bil er utan skrárinnar',
  noFile: 'Engin skrá fylgdi',
  notPdf: 'Skráin er ekki PDF',
  notInvoice: 'Reikningur fannst ekki í skránni',
} as const;
