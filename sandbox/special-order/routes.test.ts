import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  optionSchema,
  selectionSchema,
  specialOrderCategorySchema,
} from '../../widgets/special-order/special-order.api.ts';
import { createSandboxApp } from '../app.ts';
import { testSandbox } from '../testing.ts';

// The special-order calls (SANDBOX.md "Special orders") against an app in memory.

const base = '/api/special-orders';
const notFound = { status: 404, body: { reason: 'Flokkur fannst ekki' } };
const order = {
  name: 'Anna Jónsdóttir',
  phone: '8201234',
  ssn: '0101302989',
  email: 'anna@example.is',
  categoryName: 'gluggar',
  options: [102, 203, 302, 402],
};

describe('GET /api/special-orders/categories/{categoryName}', () => {
  it('answers both seeded categories with the name they show', async () => {
    const sandbox = testSandbox();
    for (const [categoryName, name] of [
      ['gluggar', 'Gluggar'],
      ['hurdir', 'Hurðir'],
    ]) {
      const answer = await sandbox.get(`${base}/categories/${categoryName}`);
      expect(answer.status).toBe(200);
      expect(v.parse(specialOrderCategorySchema, answer.body)).toEqual({ categoryName, name });
    }
  });

  it.each(['', '/selections', '/options'])(
    'answers 404 Flokkur fannst ekki for an unknown category (%s)',
    async (tail) => {
      expect(await testSandbox().get(`${base}/categories/sofar${tail}`)).toMatchObject(notFound);
    },
  );
});

describe('the selections and options', () => {
  it("lists gluggar's four selections, in some order", async () => {
    const answer = await testSandbox().get(`${base}/categories/gluggar/selections`);
    const selections = v.parse(v.array(selectionSchema), answer.body);
    expect([...selections].sort((a, b) => a.selectionId - b.selectionId)).toEqual([
      { selectionId: 1, name: 'Tegund' },
      { selectionId: 2, name: 'Stærð' },
      { selectionId: 3, name: 'Litur' },
      { selectionId: 4, name: 'Gler' },
    ]);
  });

  it('answers the lists shuffled (the widget sorts them)', async () => {
    const sandbox = testSandbox();
    const orders = new Set<string>();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const answer = await sandbox.get(`${base}/categories/gluggar/options`);
      orders.add(
        v
          .parse(v.array(optionSchema), answer.body)
          .map((option) => option.optionId)
          .join(','),
      );
    }
    // 11 options: the same order 20 times over would be a 1 in 39 916 800^19 chance.
    expect(orders.size).toBeGreaterThan(1);
  });

  it('gives the glass a price map keyed by the size chosen, and every option a picture', async () => {
    const answer = await testSandbox().get(`${base}/categories/gluggar/options`);
    const options = v.parse(v.array(optionSchema), answer.body);
    expect(options).toHaveLength(11);
    expect(options.find((option) => option.optionId === 402)).toMatchObject({
      selectionId: 4,
      name: 'Þrefalt gler',
      price: 14_000,
      dynamicPriceSelectionId: 2,
      dynamicPriceMap: { '201': 14_000, '202': 33_000, '203': 49_500 },
    });
    expect(options.find((option) => option.optionId === 101)).toMatchObject({
      price: 45_000,
      dynamicPriceSelectionId: null,
      dynamicPriceMap: null,
    });
    for (const option of options)
      expect(option.imageUrl).toBe(`http://localhost/api/special-orders/images/${option.optionId}.svg`);
  });

  it("lists hurdir's options without dynamic prices", async () => {
    const answer = await testSandbox().get(`${base}/categories/hurdir/options`);
    const options = v.parse(v.array(optionSchema), answer.body);
    expect(options.map((option) => option.optionId).sort()).toEqual([501, 502, 601, 602, 701, 702]);
    expect(options.every((option) => option.dynamicPriceMap === null)).toBe(true);
  });
});

describe('GET /api/special-orders/images/{optionId}.svg', () => {
  it('draws the option as an SVG with its name', async () => {
    const answer = await testSandbox().get(`${base}/images/203.svg`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(String(answer.body)).toMatch(/^<svg [^>]*viewBox="0 0 160 120".*>120 × 150 cm<\/text><\/svg>$/);
  });

  it.each(['999.svg', '101.png', 'x.svg'])('answers 404 for %s', async (file) => {
    expect(await testSandbox().get(`${base}/images/${file}`)).toMatchObject({ status: 404 });
  });
});

describe('POST /api/special-orders/apply', () => {
  it('keeps the inquiry and answers 200', async () => {
    const app = createSandboxApp({ authDelayMs: 0 });
    const answer = await app.request(`${base}/apply`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(order),
    });
    expect(answer.status).toBe(200);
    const log = await (await app.request('/__sandbox/requests')).json();
    expect(log).toContainEqual(
      expect.objectContaining({ method: 'POST', path: `${base}/apply`, body: order }),
    );
  });

  it.each([
    ['a name of spaces', { ...order, name: '  ' }],
    ['a short phone', { ...order, phone: '12345' }],
    ['a kennitala of nine digits', { ...order, ssn: '010130298' }],
    ['an e-mail without a domain', { ...order, email: 'anna@' }],
  ])('answers 400 for %s', async (_case, body) => {
    const answer = await testSandbox().post(`${base}/apply`, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ reason: expect.any(String) });
  });

  it.each([
    ['a selection left out', [102, 203, 302]],
    ['two of one selection', [101, 102, 203, 302]],
    ["another category's option", [102, 203, 302, 701]],
    ['an unknown option', [102, 203, 302, 499]],
  ])('answers 400 Velja þarf einn valkost í hverju skrefi for %s', async (_case, options) => {
    expect(await testSandbox().post(`${base}/apply`, { ...order, options })).toMatchObject({
      status: 400,
      body: { reason: 'Velja þarf einn valkost í hverju skrefi' },
    });
  });

  it('answers 404 for an unknown category', async () => {
    expect(await testSandbox().post(`${base}/apply`, { ...order, categoryName: 'sofar' })).toMatchObject(
      notFound,
    );
  });
});
