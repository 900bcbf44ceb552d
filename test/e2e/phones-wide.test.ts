import { checkAtWidths } from './phones.ts';

// Every route and state of phones.ts at 414 px, and at 1280 px with axe.
checkAtWidths([414, 1280]);
