/** Texts of the success page (spec §2 Success page). */
export const successMessages = {
  successRedirect: 'Þú verður færð(ur) áfram eftir augnablik…',
  // The success page opened for a payment that is not paid (a shared or guessed link).
  notPaid: 'Þessi greiðsla hefur ekki verið greidd.',
  payNow: 'Greiða',
} as const;
