import { storiesSuite } from './stories.ts';

// Every story drawn in English and in Polish, as it first renders, with no Icelandic left on a
// customer's screen (stories.ts); beside stories.test.ts, in the other worker.
storiesSuite(['en', 'pl'], false);
