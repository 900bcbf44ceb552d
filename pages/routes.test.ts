import { describe, expect, it } from 'vitest';
import { flowReadmeNamesPage } from '../test/support/flow-readme.ts';
import { notFoundRoute, routes } from '../widgets/routes.ts';
import { resolveRoute } from './match.ts';

// The route table against the spec's (§2), written here as the spec writes it.
const specRoutes = [
  '/borga/{paymentId}',
  '/borga/{paymentId}/tokst',
  '/kvittun/{paymentId}',
  '/innri/greidsludreifing',
  '/framkvaemdalan',
  '/framkvaemdalan/umsokn',
  '/vidskipti',
  '/vidskipti/app',
  '/vidskipti/framkvaemdakjor',
  '/vidskipti/framkvaemdakjor/umsokn',
  '/vidskipti/umsokn',
  '/vidskipti/stadgreidsla',
  '/vidskipti/stadgreidsla/umsokn',
  '/vidskipti/umsokn-heimild',
  '/vidskipti/umsokn-handvirk',
  '/vidskipti/fyrirtaeki',
  '/vidskipti/fyrirtaeki/{guid}',
  '/vidskipti/abyrgdaradili/{applicationId}',
  '/webcam',
  '/invoice',
  '/solupontun/{salesId}/strikamerki',
  '/strikamerki/{code}',
  '/qr-code/{code}',
  '/serpontun/{category}',
  '/checkout',
  '/checkout/login',
  '/checkout/{checkoutCode}',
  '/checkout/code/{checkoutCode}',
  '/company-credit',
  '/company-credit/{companySsn}',
  '/golfmot',
];

describe('the route table', () => {
  it("holds the spec's routes, and beside them only pages a flow's own README.md names", () => {
    expect(specRoutes.filter((path) => !routes.some((route) => route.path === path))).toEqual([]);
    // A flow `npm run new-flow` made has its page before the spec does: its README.md names it.
    const unnamed = routes
      .filter((route) => !specRoutes.includes(route.path))
      .filter((route) => route.view.kind !== 'element' || !flowReadmeNamesPage(route.view.tag, route.path));
    expect(unnamed.map((route) => route.path)).toEqual([]);
  });

  it('gives every route a unique name and a title', () => {
    const names = routes.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    for (const route of routes) expect(route.title.trim()).not.toBe('');
  });

  it('redirects /vidskipti/fyrirtaeki to /company-credit', () => {
    expect(resolveRoute('/vidskipti/fyrirtaeki').route.view).toEqual({
      kind: 'redirect',
      to: '/company-credit',
    });
  });

  it('names the app company credit page company-credit-increase-request-page', () => {
    expect(resolveRoute('/vidskipti/fyrirtaeki/abc').route.name).toBe('company-credit-increase-request-page');
  });

  it("titles the checkout pages as the spec does: 'Veljið reikning' and 'Skannið kóða'", () => {
    expect(resolveRoute('/checkout').route.title).toBe('Veljið reikning');
    expect(resolveRoute('/checkout/code/abc').route.title).toBe('Skannið kóða');
    expect(resolveRoute('/kvittun/p1').route.title).toBe('Kvittun');
  });

  it('marks the user as coming from the app on /vidskipti/app only', () => {
    const attributesOf = (path: string) => {
      const { route, params } = resolveRoute(path);
      return route.view.kind === 'element' ? route.view.attributes(params, new URLSearchParams()) : undefined;
    };
    expect(attributesOf('/vidskipti/app')).toMatchObject({
      reason: 'Innskráning fyrir reikningsviðskipti',
      'from-app': '',
    });
    expect(attributesOf('/vidskipti')).toMatchObject({ reason: 'Innskráning fyrir reikningsviðskipti' });
    expect(attributesOf('/vidskipti')).not.toHaveProperty('from-app');
  });

  it('sends each application to its login page (spec §6), whose login leads back to it', () => {
    const attributesOf = (path: string) => {
      const { route, params } = resolveRoute(path);
      return route.view.kind === 'element'
        ? { tag: route.view.tag, ...route.view.attributes(params, new URLSearchParams()) }
        : undefined;
    };
    const loginPages: Record<string, { application: string; attributes: Record<string, string> }> = {
      '/framkvaemdalan': {
        application: '/framkvaemdalan/umsokn',
        attributes: { reason: 'Innskráning fyrir framkvæmdalán', subtitle: 'Framkvæmdalán einstaklinga' },
      },
      '/vidskipti': {
        application: '/vidskipti/umsokn',
        attributes: { reason: 'Innskráning fyrir reikningsviðskipti' },
      },
      '/vidskipti/framkvaemdakjor': {
        application: '/vidskipti/framkvaemdakjor/umsokn',
        attributes: { reason: 'Innskráning fyrir framkvæmdakjör' },
      },
      // Spec §2: the cash-payment login has the terms but not the credit-info consent.
      '/vidskipti/stadgreidsla': {
        application: '/vidskipti/stadgreidsla/umsokn',
        attributes: { reason: 'Innskráning fyrir staðgreiðsluviðskipti', 'hide-credit-check': '' },
      },
    };
    for (const [loginPage, { application, attributes }] of Object.entries(loginPages)) {
      expect(attributesOf(loginPage), loginPage).toEqual({
        tag: 'byko-login',
        ...attributes,
        next: application,
      });
      expect(attributesOf(application), application).toMatchObject({ 'login-path': loginPage });
    }
    for (const path of ['/vidskipti/umsokn-heimild', '/vidskipti/umsokn-handvirk'])
      expect(attributesOf(path), path).toMatchObject({ 'login-path': '/vidskipti' });
  });

  it("shows 'Síða fannst ekki' for any other path", () => {
    expect(notFoundRoute.view).toEqual({ kind: 'notFound' });
    expect(notFoundRoute.title).toBe('Síða fannst ekki');
  });
});
