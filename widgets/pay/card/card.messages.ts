/** Texts of the card form (spec §2 Card form, §5 Card). */
export const cardMessages = {
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
  visa: 'Visa',
  mastercard: 'Mastercard',
} as const;
