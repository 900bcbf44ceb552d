/**
 * Every Icelandic string of the special-order configurator (spec §2 "Special order", §5 "Special
 * order overview", §8 "Special order"); the contact fields' labels are core's `applicationMessages`.
 */
export const specialOrderMessages = {
  /** The page's title when the category has not loaded (spec §2 route table). */
  title: 'Sérpöntun',
  loading: 'Sæki valkosti…',
  overview: 'Yfirlit',
  steps: 'Skref',
  /** The compact stepper under 1024 px: 'Skref 2 af 5'. */
  stepOf: (step: number, count: number) => `Skref ${step} af ${count}`,
  /** Read after a step that cannot be opened yet. */
  notReached: ' (ekki opið enn)',
  back: 'Til baka',
  next: 'Áfram',
  total: 'Samtals',
  /** Under the running total while a selection is still ahead: its default is counted in. */
  totalIncludesDefaults: 'Innifalið er sjálfgefið val í næstu skrefum.',
  contact: 'Upplýsingar um þig',
  /** Spec §5 "Special order overview". */
  invalidName: 'Ógilt nafn',
  invalidPhone: 'Ógilt símanúmer',
  invalidSsn: 'Ógild kennitala',
  invalidEmail: 'Ógilt netfang',
  submit: 'Senda fyrirspurn',
  submitting: 'Sendi fyrirspurn…',
  /** Spec §8 "Special order" (its words as written). */
  success: 'Fyrirspurn móttekin!',
  failure: 'Óvænt villa kom up. Vinsamlegast reynið aftur.',
  successText: 'Við höfum samband þegar tilboð er tilbúið. Þetta var valið:',
  newInquiry: 'Ný fyrirspurn',
} as const;
