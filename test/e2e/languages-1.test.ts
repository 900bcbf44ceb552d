import { checkRoutesInLanguages } from './languages.ts';

// Half the routes in English and Polish (languages-2 has the rest).
checkRoutesInLanguages(0, 2);
