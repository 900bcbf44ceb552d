import { type MouseEvent, type ReactNode, useId } from 'react';
import { useMessages } from '../locale.ts';
import { uiMessages } from './messages.ts';
import { Spinner } from './Spinner.tsx';

export interface ButtonProps {
  children: ReactNode;
  type?: 'button' | 'submit';
  variant?: 'primary' | 'secondary';
  /** A request is under way: the button shows a spinner and ignores clicks. */
  busy?: boolean;
  /** Not yet allowed (a box unticked, a field empty). */
  disabled?: boolean;
  /**
   * What is still missing, in words: a line above the button, which it is described by, while it is
   * not busy. A button that is not allowed says why.
   */
  disabledReason?: string | undefined;
  block?: boolean;
  onClick?: () => void;
  busyLabel?: string;
  ariaDescribedBy?: string;
  part?: string;
}

/**
 * Disabled and busy buttons use aria-disabled rather than the disabled attribute: they stay
 * focusable and announced, and keyboard focus is not thrown to the page when a request starts.
 */
export function Button(props: ButtonProps): ReactNode {
  const messages = useMessages(uiMessages);
  const {
    children,
    type = 'button',
    variant = 'primary',
    busy = false,
    disabled = false,
    block = false,
  } = props;
  const inactive = busy || disabled;
  const reasonId = useId();
  const reason = busy ? undefined : props.disabledReason;
  const describedBy = [props.ariaDescribedBy, reason ? reasonId : undefined].filter(Boolean).join(' ');
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (inactive) {
      event.preventDefault();
      return;
    }
    props.onClick?.();
  };
  return (
    <>
      {reason ? (
        <p className="byko-field-hint" id={reasonId}>
          {reason}
        </p>
      ) : null}
      <button
        type={type}
        className="byko-button"
        data-variant={variant}
        data-block={block ? '' : undefined}
        aria-disabled={inactive ? 'true' : undefined}
        aria-busy={busy ? 'true' : undefined}
        aria-describedby={describedBy || undefined}
        part={props.part}
        onClick={onClick}
      >
        {busy ? <Spinner label={props.busyLabel ?? messages.busy} /> : null}
        <span>{children}</span>
      </button>
    </>
  );
}
