import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { optionSchema } from './special-order.api.ts';

// The option's answer as the widget accepts it: a dynamic price map is an object of finite prices.

const glass = {
  optionId: 401,
  selectionId: 4,
  name: 'Tvöfalt gler',
  description: 'Einangrunargler, tvö lög.',
  imageUrl: '/api/special-orders/images/401.svg',
  price: 8000,
  dynamicPriceSelectionId: 2,
  dynamicPriceMap: { '201': 8000, '202': 19_500 },
};

describe('optionSchema', () => {
  it('accepts a price map and fills what the API may leave out', () => {
    const { description, imageUrl, dynamicPriceSelectionId, dynamicPriceMap, ...fixed } = glass;
    expect(v.parse(optionSchema, glass).dynamicPriceMap).toEqual({ '201': 8000, '202': 19_500 });
    expect(v.parse(optionSchema, { ...fixed, description: null })).toMatchObject({
      description: '',
      imageUrl: '',
      dynamicPriceSelectionId: null,
      dynamicPriceMap: null,
    });
  });

  it.each([
    ['a price as text', { '201': '8000' }],
    ['a price that is no number', { '201': Number.NaN }],
    ['a list', [8000, 19_500]],
    ['a number', 8000],
  ])('refuses a map with %s', (_case, dynamicPriceMap) => {
    expect(v.safeParse(optionSchema, { ...glass, dynamicPriceMap }).success).toBe(false);
  });
});
