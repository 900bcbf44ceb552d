import { checkAtWidths } from './phones.ts';

// Every route and state of phones.ts at 320 px (with axe) and 360 px.
checkAtWidths([320, 360]);
