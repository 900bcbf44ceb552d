import { pair } from '../../languages/pairs.ts';
import type { CataloguePair } from '../translations.ts';
import { loadingIn } from './loading-in.ts';
import { uiMessages } from './messages.ts';

/** The runtime's own texts in Polish. */
export const pl: readonly CataloguePair[] = [
  pair(uiMessages, {
    required: 'Wypełnij to pole',
    loading: loadingIn.pl,
    busy: 'Chwileczkę…',
    retry: 'Spróbuj ponownie',
    cancel: 'Anuluj',
    blockedByPage:
      'Nie udało się połączyć z BYKO, ponieważ ta strona na to nie pozwala. Skontaktuj się z BYKO.',
  }),
];
