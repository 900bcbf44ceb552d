import { describe, expect, it } from 'vitest';
import { fieldError, fields, fieldValue } from './index.ts';
import { withMessage } from './with-message.ts';

describe('withMessage', () => {
  const phone = withMessage(fields.phone, 'Ógilt símanúmer.');

  it('refuses what the kind refuses, with its own message, whatever the kind would have said', () => {
    expect(fieldError(phone, '12345', true)).toBe('Ógilt símanúmer.');
    expect(fieldError(phone, `+${'1'.repeat(16)}`, true)).toBe('Ógilt símanúmer.');
    expect(fieldError(withMessage(fields.kennitala, 'Ógild kennitala.'), '1713891234', true)).toBe(
      'Ógild kennitala.',
    );
  });

  it('accepts and sends what the kind does; cleans and describes the input as it does', () => {
    expect(fieldError(phone, ' 5812345 ', true)).toBeUndefined();
    expect(fieldValue(phone, ' 5812345 ')).toBe('5812345');
    expect(fieldValue(withMessage(fields.currency, 'Ógild fjárhæð.'), '1.500')).toBe('1500');
    expect({ ...phone, schema: undefined }).toEqual({ ...fields.phone, schema: undefined });
  });
});
