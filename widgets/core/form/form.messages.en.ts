import { labelInSentence } from '../languages/label-in-sentence.ts';
import { pair } from '../languages/pairs.ts';
import type { CataloguePair } from '../runtime/translations.ts';
import { formMessages } from './form.messages.ts';

/** The texts every form shares, in English. */
export const en: readonly CataloguePair[] = [
  pair(formMessages, {
    unexpected: 'An unexpected error occurred',
    summaryHeading: 'Please fix the following:',
    summaryEntry: (label, message) =>
      label && !message.includes(`"${label}"`) && !message.includes(`“${label}”`)
        ? `${label}: ${message}`
        : message,
    summaryPlace: (place, label) => `${place}, ${labelInSentence(label)}`,
    summaryCount: (count) =>
      `${count === 1 ? '1 item needs' : `${count} items need`} fixing before you can send. ` +
      'There is a list at the top of the form.',
  }),
];
