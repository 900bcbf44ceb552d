import { pair } from '../languages/pairs.ts';
import { polishPlural } from '../languages/polish-plural.ts';
import type { CataloguePair } from '../runtime/translations.ts';
import { formMessages } from './form.messages.ts';

/** A label in the middle of a sentence: 'E-mail' → 'e-mail', but 'PIN' stays 'PIN'. */
function inSentence(label: string): string {
  const second = label.charAt(1);
  const acronym = second !== second.toLowerCase();
  return acronym ? label : label.charAt(0).toLowerCase() + label.slice(1);
}

/** The texts every form shares, in Polish. */
export const pl: readonly CataloguePair[] = [
  pair(formMessages, {
    unexpected: 'Wystąpił nieoczekiwany błąd',
    summaryHeading: 'Popraw następujące pola:',
    summaryEntry: (label, message) =>
      label && !message.includes(`"${label}"`) && !message.includes(`„${label}”`)
        ? `${label}: ${message}`
        : message,
    summaryPlace: (place, label) => `${place}, ${inSentence(label)}`,
    summaryCount: (count) =>
      `Przed wysłaniem popraw ${count} ${polishPlural(count, 'pole', 'pola', 'pól')}. ` +
      'Lista jest na górze formularza.',
  }),
];
