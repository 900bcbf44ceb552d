import { checkSamples } from './phones.ts';

// The first of every two samples of phones.ts at 320, 360, 414 and 1280 px (phones-2 has the rest).
checkSamples(0, 2);
