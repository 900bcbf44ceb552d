import { pair, translations } from '../../core/languages/pairs.ts';
import { googlePayMessages } from './google-pay.messages.ts';

/** The Google Pay section's texts in English, loaded with it. */
export default translations('en', [
  pair(googlePayMessages, {
    googlePayButton: 'Pay with Google Pay',
    googlePayPayWith: (description) => `Pay with ${description}`,
    googlePayChooseCard: 'Choose a card',
    googlePayBlocked:
      'Google Pay could not open because this website does not allow it. Please choose another payment method or contact BYKO.',
  }),
]);
