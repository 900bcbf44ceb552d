import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { RequireLogin } from '../login/RequireLogin.tsx';
import type { KeyedLoader } from '../runtime/keyed-loader.ts';
import { useMessages } from '../runtime/locale.ts';
import type { SessionUser } from '../runtime/session.ts';
import { useLoadFor } from '../runtime/use-widget-model.ts';
import { Alert, LoadingBlock } from '../ui/index.ts';
import { applicationMessages } from './applications.messages.ts';

/** The attributes every application element has. */
export interface ApplicationWidgetProps {
  /**
   * The flow's login page (spec §6 redirects): without a user the element asks to go there.
   * Without it (a retailer's page) the shared login shows in the element.
   */
  loginPath?: string;
}

export interface ApplicationFrameProps<Ready extends object> {
  /** The page's heading (the widget is the page's content: one h1). */
  heading: string;
  /** A line under the heading (the loan's 'Framkvæmdalán einstaklinga'), shown in every state. */
  subtitle?: string;
  /**
   * The flow's name, as its draft is keyed: the frame's class is `byko-<flow>`, its heading's id
   * `byko-<flow>-heading`.
   */
  flow: string;
  /**
   * The flow's login page (spec §6 redirects): without a user the page goes there. Without it (a
   * retailer's page) the shared login shows in the widget, with `loginReason` as its reason.
   */
  loginPath: string | undefined;
  loginReason: string;
  /** What the form needs first (customer status, limits), loaded again for each logged-in user. */
  loader: KeyedLoader<Ready>;
  loadingLabel?: string;
  children: (view: { user: SessionUser; ready: Ready }) => ReactNode;
}

/**
 * The frame every customer application stands in (spec §4 "Applications", §6): its heading, the
 * login gate, then what the form needs loaded per user (a spinner; the failure's message with a
 * retry), then the flow's own view. A 401 while loading logs out (the loader's `handled`), which
 * brings the login back.
 */
export function ApplicationFrame<Ready extends object>(props: ApplicationFrameProps<Ready>): ReactNode {
  const messages = useMessages(applicationMessages);
  const flowClass = `byko-${props.flow}`;
  const headingId = `${flowClass}-heading`;
  return (
    <section className={`byko-stack byko-panel ${flowClass}`} aria-labelledby={headingId}>
      <h1 className="byko-heading" id={headingId}>
        {props.heading}
      </h1>
      {props.subtitle ? <p className="byko-subheading">{props.subtitle}</p> : null}
      <RequireLogin {...(props.loginPath ? { loginPath: props.loginPath } : {})} reason={props.loginReason}>
        {(user) => (
          <LoadedForUser
            user={user}
            loader={props.loader}
            loadingLabel={props.loadingLabel ?? messages.loadingStatus}
          >
            {props.children}
          </LoadedForUser>
        )}
      </RequireLogin>
    </section>
  );
}

function LoadedForUser<Ready extends object>(props: {
  user: SessionUser;
  loader: KeyedLoader<Ready>;
  loadingLabel: string;
  children: ApplicationFrameProps<Ready>['children'];
}): ReactNode {
  useSignals();
  const { loader, user } = props;
  // Keyed by the token: another login (here or in another tab) loads that person's status.
  useLoadFor(loader, user.token);
  const state = loader.state.value;
  if (state.kind === 'loading') return <LoadingBlock label={props.loadingLabel} />;
  if (state.kind === 'failed') return <Alert step="load" message={state.message} onRetry={loader.retry} />;
  return props.children({ user, ready: state });
}
