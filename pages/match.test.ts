import { describe, expect, it } from 'vitest';
import { routes } from '../widgets/routes.ts';
import { matchPath, resolveRoute } from './match.ts';

// The host pages' router: a path to the spec's route (§2) and its decoded parameters.

/** An example path for a pattern: each `{name}` becomes `value-<name>`. */
function examplePath(pattern: string): { path: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const path = pattern.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    params[name] = `value-${name}`;
    return params[name];
  });
  return { path, params };
}

describe('resolveRoute', () => {
  it.each(routes.map((route) => [route.path, route.name] as const))(
    '%s resolves to route "%s" with its parameters',
    (pattern, name) => {
      const { path, params } = examplePath(pattern);
      const match = resolveRoute(path);
      expect(match.route.name).toBe(name);
      expect(match.params).toEqual(params);
    },
  );

  it('decodes percent-encoded parameters', () => {
    expect(resolveRoute('/serpontun/%C3%B0').params).toEqual({ category: 'ð' });
    expect(resolveRoute('/borga/a%20b/tokst')).toMatchObject({
      route: { name: 'payment-success' },
      params: { paymentId: 'a b' },
    });
    expect(resolveRoute('/company-credit/5501692829').params).toEqual({ companySsn: '5501692829' });
  });

  it('prefers fixed segments over parameters', () => {
    expect(resolveRoute('/checkout/login').route.name).toBe('checkout-login');
    expect(resolveRoute('/checkout/abc')).toMatchObject({
      route: { name: 'checkout-code-login' },
      params: { checkoutCode: 'abc' },
    });
    expect(resolveRoute('/checkout/code/x')).toMatchObject({
      route: { name: 'checkout-code' },
      params: { checkoutCode: 'x' },
    });
    expect(resolveRoute('/vidskipti/fyrirtaeki').route.name).toBe('company-redirect');
    expect(resolveRoute('/vidskipti/fyrirtaeki/g-1').route.name).toBe('company-credit-increase-request-page');
  });

  it('prefers fixed segments whatever order the table lists the routes in', () => {
    const reversed = [...routes].reverse();
    expect(resolveRoute('/checkout/login', reversed).route.name).toBe('checkout-login');
    expect(resolveRoute('/checkout/code/x', reversed).route.name).toBe('checkout-code');
    expect(resolveRoute('/vidskipti/fyrirtaeki', reversed).route.name).toBe('company-redirect');
    expect(resolveRoute('/checkout/abc', reversed).route.name).toBe('checkout-code-login');
  });

  it('tolerates a trailing slash', () => {
    expect(resolveRoute('/vidskipti/').route.name).toBe('customer-login');
    expect(resolveRoute('/checkout/login/').route.name).toBe('checkout-login');
    expect(resolveRoute('/borga/p1/').params).toEqual({ paymentId: 'p1' });
  });

  it.each([
    '/',
    '/engin-sida',
    '/borga',
    '/borga/p1/tokst/meira',
    '/checkout/code/x/y',
    '/vidskipti/app/meira',
  ])('shows the not-found page for %s', (path) => {
    const match = resolveRoute(path);
    expect(match.route.name).toBe('not-found');
    expect(match.route.title).toBe('Síða fannst ekki');
    expect(match.params).toEqual({});
  });

  it('shows the not-found page for a malformed percent-encoding', () => {
    expect(resolveRoute('/borga/%E0%A4%A').route.name).toBe('not-found');
    expect(resolveRoute('/serpontun/%').route.name).toBe('not-found');
  });
});

describe('matchPath', () => {
  it('gives the parameters of a matching path and undefined otherwise', () => {
    expect(matchPath('/kvittun/{paymentId}', '/kvittun/p-7')).toEqual({ paymentId: 'p-7' });
    expect(matchPath('/kvittun/{paymentId}', '/kvittun')).toBeUndefined();
    expect(matchPath('/kvittun/{paymentId}', '/borga/p-7')).toBeUndefined();
    expect(matchPath('/webcam', '/webcam')).toEqual({});
  });
});
