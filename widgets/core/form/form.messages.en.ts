import { pair } from '../languages/pairs.ts';
import type { CataloguePair } from '../runtime/translations.ts';
import { formMessages } from './form.messages.ts';

/** A label in the middle of a sentence: 'E-mail' → 'e-mail', but 'PIN' stays 'PIN'. */
function inSentence(label: string): string {
  const second = label.charAt(1);
  const acronym = second !== second.toLowerCase();
  return acronym ? label : label.charAt(0).toLowerCase() + label.slice(1);
}

/** The texts every form shares, in English. */
export const en: readonly CataloguePair[] = [
  pair(formMessages, {
    unexpected: 'An unexpected error occurred',
    summaryHeading: 'Please fix the following:',
    summaryEntry: (label, message) =>
      label && !message.includes(`"${label}"`) && !message.includes(`“${label}”`)
        ? `${label}: ${message}`
        : message,
    summaryPlace: (place, label) => `${place}, ${inSentence(label)}`,
    summaryCount: (count) =>
      `${count === 1 ? '1 item needs' : `${count} items need`} fixing before you can send. ` +
      'There is a list at the top of the form.',
  }),
];
