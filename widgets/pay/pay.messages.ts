/**
 * The pay page's own texts (spec §2 Payment page, §8) and those its methods share; each method's
 * folder has its own (card/, google-pay/, instalments/, slip/, three-ds/, success/).
 */
export const payMessages = {
  heading: 'Greiðsla',
  amountLabel: 'Upphæð til greiðslu',
  // Who is paid and what for, under the amount.
  payee: 'Móttakandi',
  payeeName: 'BYKO',
  reference: 'Greiðslunúmer',
  payer: 'Greiðandi',
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
  pay: 'Borga',
  paying: 'Greiðsla í vinnslu…',
  /** Under a card refused after its 3-D Secure check ('Kortinu var hafnað'): what to do next. */
  declinedNext: 'Reyndu annað kort eða hafðu samband við útgefanda kortsins.',
  /** Back to the form and the other methods, from an error trying again cannot mend. */
  back: 'Til baka',
  // The slip's stage 2 and the success page
  success: 'Greiðsla tókst',
} as const;
