import { en as fieldsEn } from '../core/fields/messages.en.ts';
import { en as formEn } from '../core/form/form.messages.en.ts';
import { en as apiReasonsEn } from '../core/languages/api-reasons.messages.en.ts';
import { en as callReasons } from '../core/languages/call-reasons.messages.en.ts';
import { pair, translations } from '../core/languages/pairs.ts';
import { en as uiEn } from '../core/runtime/ui/messages.en.ts';
import { invoiceScraperMessages } from './invoice-scraper.messages.ts';

/**
 * The invoice tool's texts in English: its own catalogue is English already (staff use it, and the
 * spec writes it so), so English is that catalogue; the shared texts around it are translated.
 */
export default translations('en', [
  ...uiEn,
  ...formEn,
  ...fieldsEn,
  ...callReasons,
  ...apiReasonsEn,
  pair(invoiceScraperMessages, invoiceScraperMessages),
]);
