import { describe, expect, it } from 'vitest';
import { createRequestedLimitField } from './requested-limit.ts';

// The requested limit of the account application and the limit change, checked against the
// person's max (spec §5) before anything is sent.

describe('createRequestedLimitField', () => {
  const aboveMax = 'Umbeðin heimild er hærri en hámark';

  it('above the max says so while typing; the max itself is fine', () => {
    const field = createRequestedLimitField(() => 400_000);
    field.set('400.001');
    expect(field.message.value).toBe(aboveMax);
    field.set('400.000');
    expect(field.message.value).toBeUndefined();
    expect(field.validate()).toBe(true);
  });

  it('required; with the max unknown, any amount passes (the server checks it)', () => {
    const field = createRequestedLimitField(() => undefined);
    expect(field.validate()).toBe(false);
    field.set('9999999');
    expect(field.validate()).toBe(true);
  });
});
