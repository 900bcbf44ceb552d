import type { ReactNode } from 'react';
import type { SessionUser } from '../runtime/session.ts';
import { useShadowStyles } from '../runtime/styles.ts';
import { LoadingBlock } from '../ui/index.ts';
import { useRequiredUser } from '../use-session.ts';
import { LoginForm, type LoginFormProps } from './LoginForm.tsx';
import loginCss from './login.css?inline';

export interface RequireLoginProps extends Omit<LoginFormProps, 'onLoggedIn' | 'initialPhone'> {
  /**
   * The flow's login page (spec §6 names one for each flow), from the route table:
   * without a user the page goes there. Without it the shared login shows here, in the widget.
   */
  loginPath?: string;
  /** What the logged-in user sees; rendered again when the session changes (another tab too). */
  children: (user: SessionUser) => ReactNode;
}

/**
 * The one login gate for flows that need a logged-in user. A call that fails for want of a login
 * (401, 'User is not logged in') logs out (createSubmission's `onLoginNeeded: logOut`), and the
 * gate brings the login back. The pay page's own inline logins (instalments, slip) are the spec's.
 */
export function RequireLogin(props: RequireLoginProps): ReactNode {
  const { loginPath, children, ...login } = props;
  const { user } = useRequiredUser(loginPath);
  useShadowStyles(loginCss);
  if (user) return children(user);
  if (loginPath) return <LoadingBlock />;
  return <LoginForm {...login} onLoggedIn={() => undefined} />;
}
