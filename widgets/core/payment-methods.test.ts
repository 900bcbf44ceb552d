import { describe, expect, it } from 'vitest';
import { translations } from './languages/pairs.ts';
import { en } from './payment-methods.messages.en.ts';
import { paymentMethodMessages } from './payment-methods.messages.ts';
import { paymentMethodNameIn } from './payment-methods.ts';
import { messagesIn } from './runtime/translations.ts';

const codes = [0, 1, 2, 3, 4, 5, 6, 7, 8];

describe('payment method names', () => {
  it('names every payment method code of spec §4, and unknown codes', () => {
    const name = (code: number) => paymentMethodNameIn(paymentMethodMessages, code);
    expect(codes.map(name)).toEqual([
      'Greiðsludreifing',
      'Kort',
      'Greiðsluseðill',
      'Reikningur',
      'Þegar greitt',
      'Við kassa',
      'Vildarpunktar',
      'Google Pay',
      'Apple Pay',
    ]);
    expect(name(9)).toBe('Óþekkt');
    expect(name(-1)).toBe('Óþekkt');
  });

  it("names them in the element's language", () => {
    const english = messagesIn(translations('en', en), paymentMethodMessages);
    expect(paymentMethodNameIn(english, 2)).toBe('Payment slip');
    expect(paymentMethodNameIn(english, 9)).toBe('Unknown');
  });
});
