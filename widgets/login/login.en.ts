import { en as fieldsEn } from '../core/fields/messages.en.ts';
import { en as formEn } from '../core/form/form.messages.en.ts';
import { en as apiReasonsEn } from '../core/languages/api-reasons.messages.en.ts';
import { en as callReasons } from '../core/languages/call-reasons.messages.en.ts';
import { translations } from '../core/languages/pairs.ts';
import { en as loginEn } from '../core/login/login.messages.en.ts';
import { en as uiEn } from '../core/runtime/ui/messages.en.ts';

/**
 * The login page's texts in English: the shared login's and what it shows (the element has no texts
 * of its own; the page's `reason` and `subtitle` are translated where these texts know them).
 */
export default translations('en', [
  ...uiEn,
  ...fieldsEn,
  ...formEn,
  ...loginEn,
  ...callReasons,
  ...apiReasonsEn,
]);
