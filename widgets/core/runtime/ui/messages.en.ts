import { pair } from '../../languages/pairs.ts';
import type { CataloguePair } from '../translations.ts';
import { loadingIn } from './loading-in.ts';
import { uiMessages } from './messages.ts';

/** The runtime's own texts in English. */
export const en: readonly CataloguePair[] = [
  pair(uiMessages, {
    required: 'Please fill in this field',
    loading: loadingIn.en,
    busy: 'One moment…',
    retry: 'Try again',
    cancel: 'Cancel',
    blockedByPage: 'We could not reach BYKO because this website does not allow it. Please contact BYKO.',
  }),
];
