import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { initialMethod, methodsFor, slideDirection } from './methods.ts';
import { allowedPaymentMethodsSchema } from './pay.api.ts';

describe('payment methods', () => {
  it('accepts allowedPaymentMethods as a list or as one number', () => {
    expect(v.parse(allowedPaymentMethodsSchema, 1)).toEqual([1]);
    // 0 (instalments) is a method, not "none": a falsy check would lose it.
    expect(v.parse(allowedPaymentMethodsSchema, 0)).toEqual([0]);
    expect(methodsFor(v.parse(allowedPaymentMethodsSchema, 0))).toEqual(['instalments']);
    expect(v.parse(allowedPaymentMethodsSchema, [0, 1, 2])).toEqual([0, 1, 2]);
    expect(v.safeParse(allowedPaymentMethodsSchema, '1').success).toBe(false);
    expect(v.safeParse(allowedPaymentMethodsSchema, [-1]).success).toBe(false);
  });

  it('offers instalments for 0, card and Google Pay for 1, the slip for 2, in a fixed order', () => {
    expect(methodsFor([0])).toEqual(['instalments']);
    expect(methodsFor([1])).toEqual(['card', 'googlePay']);
    expect(methodsFor([2])).toEqual(['slip']);
    expect(methodsFor([2, 1, 0])).toEqual(['instalments', 'card', 'googlePay', 'slip']);
    expect(methodsFor([5, 1, 1])).toEqual(['card', 'googlePay']);
    expect(methodsFor([])).toEqual([]);
  });

  it('preselects card for 1, the slip for 2, else the first choice', () => {
    expect(initialMethod(methodsFor([1]))).toBe('card');
    expect(initialMethod(methodsFor([2]))).toBe('slip');
    expect(initialMethod(methodsFor([0]))).toBe('instalments');
    expect(initialMethod(methodsFor([0, 1, 2]))).toBe('card');
    expect(initialMethod(methodsFor([0, 2]))).toBe('slip');
    expect(initialMethod([])).toBeUndefined();
  });

  it('slides forward to a later choice and backward to an earlier one', () => {
    const all = methodsFor([0, 1, 2]);
    expect(slideDirection(all, 'card', 'slip')).toBe('forward');
    expect(slideDirection(all, 'card', 'instalments')).toBe('backward');
    expect(slideDirection(all, 'card', 'card')).toBe('none');
    expect(slideDirection(all, undefined, 'card')).toBe('none');
  });
});
