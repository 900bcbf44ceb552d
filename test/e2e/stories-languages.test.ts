import { storiesSuite } from './stories.ts';

// Every story drawn in English and in Polish (switched in place from one to the other), with no
// Icelandic left on a customer's screen (stories.ts); beside stories.test.ts, in the other worker.
storiesSuite(true, false);
