import { type ReactNode, useEffect, useRef } from 'react';
import { type ErrorStep, errorDetail } from '../events.ts';
import type { Lang } from '../lang.ts';
import { useMessages, useTranslate } from '../locale.ts';
import { textIn } from '../translations.ts';
import { useLatest } from '../use-widget-model.ts';
import { useWidget } from '../widget-context.tsx';
import { Button } from './Button.tsx';
import { uiMessages } from './messages.ts';

/**
 * Sends byko-error once for each error shown: every error alert passes here (Alert, FullscreenError,
 * and an error page a flow draws itself, such as the payment slip's), so no flow builds its own.
 * The status and the server's reason are those of the element's last call if it failed (http.ts
 * `lastFailure`): what an alert shows after a failed call is that call's failure, and one shown
 * with no failed call behind it (a missing setting) carries 0.
 */
export function useErrorEvent(step: ErrorStep, message: string, blockedBy?: string): void {
  const widget = useWidget();
  // The context as it is when the error shows: a later change of language re-renders the alert in
  // the new one, but it is the same error, reported once.
  const latest = useLatest(widget);
  const { emit } = widget;
  // The language of the last report: a message built in the element's language (one with a value
  // in it, which the texts map cannot translate) changes with the language and is the same error.
  const reportedIn = useRef<Lang | undefined>(undefined);
  useEffect(() => {
    const shown = latest();
    const lang = shown.locale.lang;
    const sameErrorInAnotherLanguage = reportedIn.current !== undefined && reportedIn.current !== lang;
    reportedIn.current = lang;
    if (sameErrorInAnotherLanguage) return;
    // The reason as the customer reads it: a server's reason the product knows, in their language.
    const detail = errorDetail(shown, step, textIn(shown.locale, message), blockedBy);
    emit('byko-error', { ...detail, reason: textIn(shown.locale, detail.reason) });
  }, [latest, emit, step, message, blockedBy]);
}

/**
 * An error line announced to screen readers, with a retry button when the action can be tried again.
 * `message`: the Icelandic text (a model's, a catalogue's) or a server's reason, shown in the
 * element's language; or, where it holds a value, the text built in that language.
 * `step`: where it shows, for its byko-error; `blockedBy`: what the page's policy refused, when that
 * is the error and no failed call says it (events.ts errorDetail); `detail`: what to do next, in the
 * same box under the message and before the button, read after the alert (the alert itself stays the
 * message, which byko-error reports).
 */
export function Alert(props: {
  message: string;
  step: ErrorStep;
  blockedBy?: string | undefined;
  detail?: string;
  onRetry?: () => void;
  retryLabel?: string;
}): ReactNode {
  useErrorEvent(props.step, props.message, props.blockedBy);
  const translate = useTranslate();
  const messages = useMessages(uiMessages);
  return (
    <div className="byko-alert-box" part="alert">
      <p className="byko-alert" role="alert">
        {translate(props.message)}
      </p>
      {props.detail ? <p className="byko-alert-detail">{translate(props.detail)}</p> : null}
      {props.onRetry ? (
        <Button variant="secondary" onClick={props.onRetry}>
          {props.retryLabel ?? messages.retry}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * A whole-widget error (a load that failed), with its retry. It stands in for the page's content,
 * so the message is the page's heading (axe: page-has-heading-one), announced as an alert.
 */
export function FullscreenError(props: {
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
}): ReactNode {
  useErrorEvent('load', props.message);
  const translate = useTranslate();
  const messages = useMessages(uiMessages);
  return (
    <div className="byko-fullscreen-error" part="fullscreen-error">
      <div role="alert">
        <h1 className="byko-heading">{translate(props.message)}</h1>
      </div>
      {props.onRetry ? <Button onClick={props.onRetry}>{props.retryLabel ?? messages.retry}</Button> : null}
    </div>
  );
}
