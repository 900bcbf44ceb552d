import { type CataloguePair, pair } from '../translations.ts';
import { uiMessages } from './messages.ts';

/** The runtime's own texts in English. */
export const en: readonly CataloguePair[] = [
  pair(uiMessages, {
    loading: 'Loading…',
    busy: 'One moment…',
    retry: 'Try again',
    cancel: 'Cancel',
    blockedByPage: 'We could not reach BYKO because this website does not allow it. Please contact BYKO.',
  }),
];
