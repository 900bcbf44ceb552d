import { en as applicationsEn } from '../core/applications/applications.messages.en.ts';
import { en as fieldsEn } from '../core/fields/messages.en.ts';
import { en as formEn } from '../core/form/form.messages.en.ts';
import { en as apiReasonsEn } from '../core/languages/api-reasons.messages.en.ts';
import { en as callReasons } from '../core/languages/call-reasons.messages.en.ts';
import { pair, translations } from '../core/languages/pairs.ts';
import { en as uiEn } from '../core/runtime/ui/messages.en.ts';
import { specialOrderMessages } from './special-order.messages.ts';

/** The special-order configurator's texts in English. */
export default translations('en', [
  ...uiEn,
  ...formEn,
  ...fieldsEn,
  ...applicationsEn,
  ...callReasons,
  ...apiReasonsEn,
  pair(specialOrderMessages, {
    title: 'Special order',
    loading: 'Loading options…',
    overview: 'Summary',
    steps: 'Steps',
    stepOf: (step, count) => `Step ${step} of ${count}`,
    notReached: ' (not open yet)',
    back: 'Back',
    next: 'Next',
    total: 'Total',
    totalIncludesDefaults: 'Includes the default choice in the steps ahead.',
    contact: 'Your details',
    invalidName: 'Invalid name',
    invalidPhone: 'Invalid phone number',
    invalidSsn: 'Invalid national ID number (kennitala)',
    invalidEmail: 'Invalid e-mail',
    submit: 'Send inquiry',
    submitting: 'Sending inquiry…',
    success: 'Inquiry received!',
    failure: 'An unexpected error occurred. Please try again.',
    successText: "We'll be in touch when your quote is ready. You chose:",
    newInquiry: 'New inquiry',
  }),
]);
