import { pl as behindLogin } from '../login/behind-login.pl.ts';
import type { CataloguePair } from '../runtime/translations.ts';
import { pl as ui } from '../runtime/ui/messages.pl.ts';
import { pl as applications } from './applications.messages.pl.ts';

/**
 * What every screen behind a login shows of core, in Polish: the ui, forms and fields, the
 * login, the applications' shared texts and the API's reasons. A flow lists it before its own.
 */
export const pl: readonly CataloguePair[] = [...ui, ...behindLogin, ...applications];
