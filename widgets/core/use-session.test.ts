import { createElement, type EffectCallback } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../test/support/memory-storage.ts';
import { anna, webUserOf } from '../../test/support/people.ts';
import { RequireLogin } from './login/RequireLogin.tsx';
import { emitFrom, type NavigateDetail, type WidgetEventMap } from './runtime/events.ts';
import { ApiError } from './runtime/http.ts';
import { NotLoggedInError, notLoggedInMessage, type SessionUser, sessionUser } from './runtime/session.ts';
import { WidgetProvider } from './runtime/widget-context.tsx';
import { needsLogin, useRequiredUser } from './use-session.ts';

// The unit project runs in Node without a DOM, so the hook is rendered with react-dom/server.
// A server render never runs effects; here `useEffect` collects them and `render` runs them once
// the render is done, as React does after a commit. Everything else (context, signals) is real.
const effects = vi.hoisted(() => ({ pending: [] as (() => unknown)[] }));
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>();
  return {
    ...react,
    useEffect: (effect: EffectCallback) => {
      effects.pending.push(effect);
    },
  };
});

type RequiredUser = ReturnType<typeof useRequiredUser>;

/** A page around the widget: the element's events reach it, and it routes byko-navigate itself. */
function hostPage(options: { routes: boolean }) {
  const host = new EventTarget();
  const navigations: string[] = [];
  host.addEventListener('byko-navigate', (event) => {
    navigations.push((event as CustomEvent<NavigateDetail>).detail.to);
    if (options.routes) event.preventDefault();
  });
  return { emit: emitFrom<WidgetEventMap>(host), navigations };
}

/** A component of a flow that needs a login, reporting what the hook gives it. */
function Probe(props: { loginPath: string; onResult: (result: RequiredUser) => void }) {
  props.onResult(useRequiredUser(props.loginPath));
  return null;
}

/** Renders a component that calls useRequiredUser(loginPath), then runs its effects. */
function render(loginPath: string, page: ReturnType<typeof hostPage>): RequiredUser {
  let result: RequiredUser | undefined;
  const onResult = (given: RequiredUser) => {
    result = given;
  };
  effects.pending = [];
  renderToString(
    createElement(
      WidgetProvider,
      { host: null, emit: page.emit, apiBase: undefined },
      createElement(Probe, { loginPath, onResult }),
    ),
  );
  for (const effect of effects.pending) effect();
  if (!result) throw new Error('the probe did not render');
  return result;
}

/** Logged in at the API these widgets use: with no api-base, the page's origin (Node's stand-in). */
const user: SessionUser = webUserOf(anna, 'token-of-anna', 'http://localhost');
let store: MemoryStorage;

beforeEach(() => {
  store = new MemoryStorage();
  vi.stubGlobal('localStorage', store);
  sessionUser.value = null;
});

afterEach(() => {
  sessionUser.value = null;
  vi.unstubAllGlobals();
});

describe('needsLogin (spec §6: a missing or refused login leads to the login page)', () => {
  it('is true for a missing local token, whose message is the spec text', () => {
    const error = new NotLoggedInError();
    expect(error.message).toBe('User is not logged in');
    expect(notLoggedInMessage).toBe('User is not logged in');
    expect(needsLogin(error)).toBe(true);
  });

  it('is true for a 401 from the server', () => {
    expect(needsLogin(new ApiError(401, 'Innskráning er útrunnin', 'http'))).toBe(true);
  });

  it('is false for other failures, which the flow shows as errors', () => {
    expect(needsLogin(new ApiError(500, undefined, 'http'))).toBe(false);
    expect(needsLogin(new ApiError(404, 'Ekki í viðskiptum', 'http'))).toBe(false);
    expect(needsLogin(new ApiError(0, undefined, 'timeout'))).toBe(false);
    expect(needsLogin(new Error('User is not logged in'))).toBe(false);
  });
});

describe('useRequiredUser (spec §6: no token → the page’s login route)', () => {
  it('with no user, asks the page to go to its login route (a cancelable byko-navigate)', () => {
    const page = hostPage({ routes: true });
    const { user: seen } = render('/vidskipti', page);
    expect(seen).toBeNull();
    expect(page.navigations).toEqual(['/vidskipti']);
  });

  it('goes to the login route of the page it is on, whichever that is', () => {
    const page = hostPage({ routes: true });
    render('/framkvaemdalan', page);
    render('/company-credit', page);
    expect(page.navigations).toEqual(['/framkvaemdalan', '/company-credit']);
  });

  it('with a stored user, gives that user and does not navigate', () => {
    sessionUser.value = user;
    const page = hostPage({ routes: true });
    expect(render('/vidskipti', page).user).toEqual(user);
    expect(page.navigations).toEqual([]);
  });

  it('with a user whose token another API issued, gives no user and goes to the login route', () => {
    sessionUser.value = { ...user, tokenOrigin: 'https://api.annar.example' };
    const page = hostPage({ routes: true });
    expect(render('/vidskipti', page).user).toBeNull();
    expect(page.navigations).toEqual(['/vidskipti']);
    // The session itself stays: it is the other API's widgets' login.
    expect(sessionUser.value?.token).toBe(user.token);
  });

  it('goes there itself (location.assign) when no page handles byko-navigate', () => {
    const assign = vi.fn<(url: string) => void>();
    vi.stubGlobal('location', { assign });
    const page = hostPage({ routes: false });
    render('/vidskipti', page);
    expect(page.navigations).toEqual(['/vidskipti']);
    expect(assign).toHaveBeenCalledExactlyOnceWith('/vidskipti');
  });

  it('does not leave the page itself when the page routes the event', () => {
    const assign = vi.fn<(url: string) => void>();
    vi.stubGlobal('location', { assign });
    render('/vidskipti', hostPage({ routes: true }));
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    ['a missing token', new NotLoggedInError()],
    ['a 401', new ApiError(401, 'Innskráning er útrunnin', 'http')],
  ])(
    "handleLoginError takes %s: logs out, clears the widgets' storage, and the next render goes to the login",
    (_, error) => {
      sessionUser.value = user;
      store.setItem('token', user.token);
      store.setItem('unrelated', 'x');
      const page = hostPage({ routes: true });
      const { handleLoginError } = render('/vidskipti', page);
      expect(page.navigations).toEqual([]);

      expect(handleLoginError(error)).toBe(true);
      expect(sessionUser.value).toBeNull();
      // Only the widgets' own keys go: the page's own stays.
      expect(store.entries()).toEqual({ unrelated: 'x' });
      render('/vidskipti', page);
      expect(page.navigations).toEqual(['/vidskipti']);
    },
  );

  it('handleLoginError leaves other failures to the flow: false, and the user stays', () => {
    sessionUser.value = user;
    store.setItem('token', user.token);
    const page = hostPage({ routes: true });
    const { handleLoginError } = render('/vidskipti', page);
    expect(handleLoginError(new ApiError(500, 'Villa í kerfi', 'http'))).toBe(false);
    expect(handleLoginError(new Error('User is not logged in'))).toBe(false);
    expect(sessionUser.value).toEqual(user);
    expect(store.entries()).toEqual({ token: user.token });
    expect(page.navigations).toEqual([]);
  });
});

describe('RequireLogin (the one login gate)', () => {
  /** The gate's server-rendered HTML, its effects run. */
  function renderGate(page: ReturnType<typeof hostPage>, loginPath?: string): string {
    effects.pending = [];
    const html = renderToString(
      createElement(
        WidgetProvider,
        { host: null, emit: page.emit, apiBase: undefined },
        createElement(RequireLogin, {
          ...(loginPath === undefined ? {} : { loginPath }),
          reason: 'Innskráning fyrir framkvæmdalán',
          // biome-ignore lint/correctness/noChildrenProp: a render function, in a .ts file without JSX
          children: (loggedIn: SessionUser) => createElement('p', null, `Velkomin ${loggedIn.name}`),
        }),
      ),
    );
    for (const effect of effects.pending) effect();
    return html;
  }

  it('renders the flow with the user once there is one, and navigates nowhere', () => {
    sessionUser.value = user;
    const page = hostPage({ routes: true });
    expect(renderGate(page, '/framkvaemdalan')).toContain(`Velkomin ${anna.name}`);
    expect(page.navigations).toEqual([]);
  });

  it("without a user and with the flow's login path: a spinner while the page goes there", () => {
    const page = hostPage({ routes: true });
    const html = renderGate(page, '/framkvaemdalan');
    expect(html).not.toContain('Velkomin');
    expect(html).toContain('role="status"');
    expect(page.navigations).toEqual(['/framkvaemdalan']);
  });

  it('without a user and without a login path: the shared login, in the widget', () => {
    const page = hostPage({ routes: true });
    const html = renderGate(page);
    expect(html).not.toContain('Velkomin');
    expect(html).toContain('Rafræn skilríki');
    expect(html).toContain('>Innskrá<');
    expect(page.navigations).toEqual([]);
  });
});
