import { checkSamples } from './phones.ts';

// The second of every two samples of phones.ts at 320, 360, 414 and 1280 px (phones-1 has the rest).
checkSamples(1, 2);
