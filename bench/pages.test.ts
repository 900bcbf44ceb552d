import { describe, expect, it } from 'vitest';
import { benchPages, routePages, selectPages } from './pages.ts';

describe('the pages', () => {
  it('gives every route parameter a sample, and --all skips the redirects and the not-found page', () => {
    const all = routePages();
    expect(all.map((page) => page.path)).toContain('/company-credit/5302691089');
    expect(all.map((page) => page.path)).toContain('/kvittun/demo-paid');
    expect(all.map((page) => page.path)).not.toContain('/vidskipti/fyrirtaeki');
    expect(all.every((page) => !page.path.includes('{'))).toBe(true);
  });

  it('--only picks pages by name or slug, and refuses a name no page has', () => {
    expect(selectPages(benchPages, ['special-order', 'pay']).map((page) => page.name)).toEqual([
      'pay',
      'special order',
    ]);
    expect(() => selectPages(benchPages, ['paye'])).toThrow(/no such page: paye/);
  });
});
