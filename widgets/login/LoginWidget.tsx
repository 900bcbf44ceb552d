import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useState } from 'react';
import { clearDrafts } from '../core/applications/draft.ts';
import { LoginForm } from '../core/login/LoginForm.tsx';
import { loginMessages } from '../core/login/login.messages.ts';
import { useMessages, useTranslate } from '../core/runtime/locale.ts';
import { logOut, type SessionUser, sessionUser } from '../core/runtime/session.ts';
import { useEmit, useWidget } from '../core/runtime/widget-context.tsx';
import { validateStoredSession } from '../core/session-api.ts';
import { updateUser, userAt } from '../core/session-user.ts';
import { Button, LoadingBlock, type SkeletonPart } from '../core/ui/index.ts';
import type { LoginEvents } from './login.events.ts';

export interface LoginWidgetProps {
  /**
   * Heading and the reason sent with the login, e.g. 'Innskráning fyrir reikningsviðskipti': the
   * page's text. The heading shows it in the element's language where the texts know it.
   */
  reason?: string;
  /** A line under the heading, the page's text (translated where the texts know it). */
  subtitle?: string;
  /** Where to go after login (a byko-navigate event; the element goes there if nobody handles it). */
  next?: string;
  hideTerms?: boolean;
  hideCreditCheck?: boolean;
  /** The /app login pages: the user is marked as coming from the app. */
  fromApp?: boolean;
  paymentMethod?: number;
}

/** A stored login is most often still good: the wait has the shape of who is logged in. */
const loggedInShape: readonly SkeletonPart[] = ['line', 'button', 'button'];

/** `<byko-login>`: a login page's content. Already logged in: who, continue, or log out. */
export function LoginWidget(props: LoginWidgetProps): ReactNode {
  useSignals();
  const { api, navigate } = useWidget();
  const emit = useEmit<LoginEvents>();
  const messages = useMessages(loginMessages);
  const translate = useTranslate();
  // A stored token is checked with the server once before it is trusted; one another API issued
  // is not this element's login (userAt).
  const [checking, setChecking] = useState(() => userAt(api.baseUrl, sessionUser.peek()) !== null);

  useEffect(() => {
    if (!checking) return;
    let current = true;
    validateStoredSession(api)
      .catch(() => null)
      .finally(() => {
        if (current) setChecking(false);
      });
    return () => {
      current = false;
    };
  }, [api, checking]);

  const user = userAt(api.baseUrl);
  // The /app page marks whoever is logged in as coming from the app, also a session begun on the
  // web (spec §1: the /app variant marks the user), so the app's later links show.
  const unmarkedAppUser = !checking && props.fromApp === true && user !== null && !user.isComingFromApp;
  useEffect(() => {
    if (unmarkedAppUser) updateUser({ isComingFromApp: true });
  }, [unmarkedAppUser]);

  const onLoggedIn = (loggedIn: SessionUser) => {
    emit('byko-login', { name: loggedIn.name, ssn: loggedIn.ssn });
    if (props.next) navigate(props.next);
  };

  return (
    <section className="byko-stack byko-panel byko-login-widget" aria-labelledby="byko-login-heading">
      <h1 className="byko-heading" id="byko-login-heading">
        {props.reason === undefined ? messages.submit : translate(props.reason)}
      </h1>
      {props.subtitle ? <p className="byko-subheading">{translate(props.subtitle)}</p> : null}
      {checking ? (
        <LoadingBlock label={messages.checkingSession} shape={loggedInShape} />
      ) : user ? (
        <div className="byko-stack">
          <p>{messages.loggedInAs(user.name)}</p>
          {props.next ? (
            <Button block onClick={() => props.next && navigate(props.next)}>
              {messages.continue}
            </Button>
          ) : null}
          <Button
            block
            variant="secondary"
            onClick={() => {
              logOut();
              // A half-filled application is kept through an expired login, not past a logout.
              clearDrafts();
              emit('byko-logout', {});
            }}
          >
            {messages.logOut}
          </Button>
        </div>
      ) : (
        <LoginForm
          // Sent to the API as the page gave it, in any language.
          reason={props.reason ?? ''}
          showTerms={!props.hideTerms}
          showCreditCheck={!props.hideCreditCheck}
          isComingFromApp={props.fromApp ?? false}
          {...(props.paymentMethod === undefined ? {} : { paymentMethod: props.paymentMethod })}
          onLoggedIn={onLoggedIn}
        />
      )}
    </section>
  );
}
