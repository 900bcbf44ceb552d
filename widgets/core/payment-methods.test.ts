import { describe, expect, it } from 'vitest';
import { paymentMethodName } from './payment-methods.ts';

describe('payment method names', () => {
  it('names every payment method code of spec §4, and unknown codes', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map(paymentMethodName)).toEqual([
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
    expect(paymentMethodName(9)).toBe('Óþekkt');
    expect(paymentMethodName(-1)).toBe('Óþekkt');
  });
});
