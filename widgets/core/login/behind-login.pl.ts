import { pl as fields } from '../fields/messages.pl.ts';
import { pl as form } from '../form/form.messages.pl.ts';
import { pl as apiReasons } from '../languages/api-reasons.messages.pl.ts';
import { pl as callReasons } from '../languages/call-reasons.messages.pl.ts';
import type { CataloguePair } from '../runtime/translations.ts';
import { pl as login } from './login.messages.pl.ts';

/**
 * What a part behind a login shows of core, in Polish: its form and fields, the login and
 * the API's reasons. A lazily loaded section lists it with its own texts; a whole screen adds the ui
 * (core/applications/application-screens).
 */
export const pl: readonly CataloguePair[] = [...fields, ...form, ...login, ...callReasons, ...apiReasons];
