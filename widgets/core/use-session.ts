import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect } from 'react';
import { logOut, needsLogin, type SessionUser } from './runtime/session.ts';
import { useWidget } from './runtime/widget-context.tsx';
import { userAt } from './session-user.ts';

export { needsLogin } from './runtime/session.ts';

/**
 * For flows that need a logged-in user: reads the session (re-rendering on login and logout, in
 * this tab or another) as this widget sees it (userAt: logged out where another API issued the
 * token) and, given a `loginPath`, sends the user there when there is none. The
 * returned `handleLoginError` logs out after a call failed for want of a login, which brings the
 * login back (here or at `loginPath`). Views use it through `RequireLogin` (login/RequireLogin.tsx).
 */
export function useRequiredUser(loginPath?: string): {
  user: SessionUser | null;
  handleLoginError: (error: unknown) => boolean;
} {
  useSignals();
  const { api, navigate } = useWidget();
  const user = userAt(api.baseUrl);

  const loggedIn = user !== null;
  useEffect(() => {
    if (!loggedIn && loginPath) navigate(loginPath);
  }, [loggedIn, navigate, loginPath]);

  const handleLoginError = useCallback((error: unknown) => {
    if (!needsLogin(error)) return false;
    logOut();
    return true;
  }, []);
  return { user, handleLoginError };
}
