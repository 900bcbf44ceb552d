import { checkRoutesInLanguages } from './languages.ts';

// The other half of the routes in English and Polish (languages-1 has the first).
checkRoutesInLanguages(1, 2);
