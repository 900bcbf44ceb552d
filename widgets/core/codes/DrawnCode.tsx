import type { CSSProperties, ReactNode } from 'react';
import { useMessages } from '../runtime/locale.ts';
import { Alert, Spinner } from '../ui/index.ts';
import { codesMessages } from './codes.messages.ts';
import type { DrawingState } from './use-drawing.ts';

/**
 * The box a code is drawn in, as every code shows it: a spinner over the reserved box while the
 * library loads and draws, the code once drawn, the message in its place when it failed (with
 * 'Reyna aftur' when trying again can help). The drawing target (`children`) stays mounted
 * throughout, so a retry draws into it again.
 */
export function DrawnCode(props: {
  state: DrawingState;
  retry: () => void;
  /** Icelandic, from the codes' catalogue: the alert shows it in the element's language and reports it once. */
  failedMessage: string;
  className: string;
  part: string;
  size?: 'fit' | undefined;
  style?: CSSProperties | undefined;
  children: ReactNode;
}): ReactNode {
  const messages = useMessages(codesMessages);
  const { state } = props;
  const failed = state.kind === 'failed';
  return (
    <>
      <div
        className={`byko-code ${props.className}`}
        part={props.part}
        data-size={props.size}
        data-drawing={state.kind === 'drawing' ? '' : undefined}
        style={props.style}
        hidden={failed}
      >
        {props.children}
        {state.kind === 'drawing' ? (
          <div className="byko-code-busy">
            <Spinner size="large" label={messages.drawing} />
          </div>
        ) : null}
      </div>
      {failed ? (
        <Alert
          step="draw"
          message={props.failedMessage}
          {...(state.canRetry ? { onRetry: props.retry } : {})}
        />
      ) : null}
    </>
  );
}
