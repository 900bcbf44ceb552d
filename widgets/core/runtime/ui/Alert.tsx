import type { ReactNode } from 'react';
import { Button } from './Button.tsx';
import { uiMessages } from './messages.ts';

/** An error line announced to screen readers, with a retry button when the action can be tried again. */
export function Alert(props: { message: string; onRetry?: () => void; retryLabel?: string }): ReactNode {
  return (
    <div className="byko-alert-box" part="alert">
      <p className="byko-alert" role="alert">
        {props.message}
      </p>
      {props.onRetry ? (
        <Button variant="secondary" onClick={props.onRetry}>
          {props.retryLabel ?? uiMessages.retry}
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
  return (
    <div className="byko-fullscreen-error" part="fullscreen-error">
      <div role="alert">
        <h1 className="byko-heading">{props.message}</h1>
      </div>
      {props.onRetry ? <Button onClick={props.onRetry}>{props.retryLabel ?? uiMessages.retry}</Button> : null}
    </div>
  );
}
