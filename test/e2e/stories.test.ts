import { storiesSuite } from './stories.ts';

// Every story in Icelandic with its play function and axe, and every element's Docs page
// (stories.ts); stories-languages.test.ts draws them in English and Polish beside it.
storiesSuite(false, true);
