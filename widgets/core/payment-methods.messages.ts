/**
 * Spec §4 "Payment method codes" by name, as the receipt (and any later flow showing a payment)
 * shows them, and the name of a code the spec does not list.
 */
export const paymentMethodMessages = {
  names: {
    0: 'Greiðsludreifing',
    1: 'Kort',
    2: 'Greiðsluseðill',
    3: 'Reikningur',
    4: 'Þegar greitt',
    5: 'Við kassa',
    6: 'Vildarpunktar',
    7: 'Google Pay',
    8: 'Apple Pay',
  },
  unknown: 'Óþekkt',
} as const;
