import { en as behindLogin } from '../login/behind-login.en.ts';
import type { CataloguePair } from '../runtime/translations.ts';
import { en as ui } from '../runtime/ui/messages.en.ts';
import { en as applications } from './applications.messages.en.ts';

/**
 * What every screen behind a login shows of core, in English: the ui, forms and fields, the
 * login, the applications' shared texts and the API's reasons. A flow lists it before its own.
 */
export const en: readonly CataloguePair[] = [...ui, ...behindLogin, ...applications];
