/**
 * Texts of the page an unknown payment shows (GET payment answered 404): loaded with that page
 * only, not with every card page.
 */
export const unknownPaymentMessages = {
  heading: 'Greiðsla fannst ekki',
  text: 'Hlekkurinn gæti verið rangur eða greiðslan er ekki lengur til. Athugaðu hlekkinn sem þú fékkst.',
  contactBefore: 'Ef þú þarft aðstoð geturðu hringt í BYKO í síma ',
  phone: '515 4000',
  contactAfter: '.',
  storefront: 'Fara á byko.is',
} as const;

/** The retailer's storefront and its phone, the ways out of a payment that is not there. */
export const storefrontUrl = 'https://byko.is/';
export const phoneHref = 'tel:+3545154000';
