/**
 * The `reason` texts the retailer's API answers that the product knows, in Icelandic exactly as the
 * API sends them. The element shows a reason as it came (spec §8); listed here, a reason is shown
 * in the element's language too (the texts map of its translations). A reason not listed is shown
 * as the API sent it. Those of any call and of a payment are in call-reasons.messages.ts (the card
 * page's): a flow lists both.
 *
 * A few are also texts of a catalogue of their own ('Reikningur nú þegar til' in the applications',
 * 'Greiðsla fannst ekki' in the unknown payment's): their translations are the same everywhere.
 */
export const apiReasonMessages = {
  // Login.
  unknownPhone: 'Enginn notandi með þetta símanúmer',
  unknownSsn: 'Enginn notandi með þessa kennitölu',
  authNotFound: 'Auðkenning fannst ekki',
  userCancelled: 'Notandi hætti við auðkenningu',

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
