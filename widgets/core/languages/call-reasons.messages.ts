/**
 * The `reason` texts the retailer's API answers to any call, and to a payment's, in Icelandic exactly
 * as the API sends them: the ones the card payment page can show, so its English or Polish chunk
 * carries these and no more. The rest are in api-reasons.messages.ts. Listed here, a reason is shown
 * in the element's language (the texts map of its translations); one not listed is shown as it came.
 */
export const callReasonMessages = {
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
} as const;
