import { describe, expect, it } from 'vitest';
import { routes } from '../../widgets/routes.ts';
import { flowReadmeNamesPage, flowReadmeOf } from './flow-readme.ts';

// The exception the docs and route tests allow a new flow holds for no flow of the product: each of
// its pages is in the spec's table and docs/product.md, not only in a README (new-flow.test.ts runs
// the case where a README does name its page).

describe("a flow's README naming its page", () => {
  it('excuses no page of the route table today', () => {
    const excused = routes.filter(
      (route) => route.view.kind === 'element' && flowReadmeNamesPage(route.view.tag, route.path),
    );
    expect(excused.map((route) => route.path)).toEqual([]);
  });

  it('finds no README for a tag no tag file declares', () => {
    expect(flowReadmeOf('byko-no-such-element')).toBeUndefined();
  });
});
