import { en as fields } from '../fields/messages.en.ts';
import { en as form } from '../form/form.messages.en.ts';
import { en as apiReasons } from '../languages/api-reasons.messages.en.ts';
import { en as callReasons } from '../languages/call-reasons.messages.en.ts';
import type { CataloguePair } from '../runtime/translations.ts';
import { en as login } from './login.messages.en.ts';

/**
 * What a part behind a login shows of core, in English: its form and fields, the login and
 * the API's reasons. A lazily loaded section lists it with its own texts; a whole screen adds the ui
 * (core/applications/application-screens).
 */
export const en: readonly CataloguePair[] = [...fields, ...form, ...login, ...callReasons, ...apiReasons];
