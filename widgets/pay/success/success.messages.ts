/** Texts of the success page (spec §2 Success page). */
export const successMessages = {
  /** Where the page moves on to, the destination's host: 'Þú verður færð(ur) áfram á byko.is eftir augnablik…'. */
  successRedirect: (host: string) => `Þú verður færð(ur) áfram á ${host} eftir augnablik…`,
  goNow: (host: string) => `Halda strax áfram á ${host}`,
  amount: 'Upphæð',
  date: 'Dagsetning',
  // The success page opened for a payment that is not paid (a shared or guessed link).
  notPaid: 'Þessi greiðsla hefur ekki verið greidd.',
  payNow: 'Greiða',
} as const;
