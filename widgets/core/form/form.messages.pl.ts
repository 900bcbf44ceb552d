import { labelInSentence } from '../languages/label-in-sentence.ts';
import { pair } from '../languages/pairs.ts';
import { polishPlural } from '../languages/polish-plural.ts';
import type { CataloguePair } from '../runtime/translations.ts';
import { formMessages } from './form.messages.ts';

/** The texts every form shares, in Polish. */
export const pl: readonly CataloguePair[] = [
  pair(formMessages, {
    unexpected: 'Wystąpił nieoczekiwany błąd',
    summaryHeading: 'Popraw następujące pola:',
    summaryEntry: (label, message) =>
      label && !message.includes(`"${label}"`) && !message.includes(`„${label}”`)
        ? `${label}: ${message}`
        : message,
    summaryPlace: (place, label) => `${place}, ${labelInSentence(label)}`,
    summaryCount: (count) =>
      `Przed wysłaniem popraw ${count} ${polishPlural(count, 'pole', 'pola', 'pól')}. ` +
      'Lista jest na górze formularza.',
  }),
];
