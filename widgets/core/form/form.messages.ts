/** The texts every form shares (spec §8, and the error summary of a long form). */
export const formMessages = {
  /** Applications, instalments, signing status, generic. */
  unexpected: 'Óvænt villa kom upp',
  /** The error summary's heading, above its list of what to fix. */
  summaryHeading: 'Laga þarf eftirfarandi:',
  /** One line of the summary: the field's label, then its message (alone when it quotes the label). */
  summaryEntry: (label: string, message: string): string =>
    label && !message.includes(`"${label}"`) ? `${label}: ${message}` : message,
  /** A label the form has twice (two guarantors' 'Kennitala'), with the block it is in. */
  summaryPlace: (place: string, label: string): string => `${place}, ${label.toLowerCase()}`,
  /** Heard once after a submit that found something to fix (the focus is on the first such field). */
  summaryCount: (count: number): string =>
    `Laga þarf ${count} atriði áður en hægt er að senda. Yfirlit er efst á eyðublaðinu.`,
} as const;
