import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useMessages } from '../../core/runtime/locale.ts';
import { type PolicyBlock, policyBlock } from '../../core/runtime/policy-violations.ts';
import { useShadowStyles } from '../../core/runtime/styles.ts';
import { useLatest } from '../../core/runtime/use-widget-model.ts';
import dialogCss from '../../core/ui/dialog.css?inline';
import { Button } from '../../core/ui/index.ts';
import { useReturnFocus } from '../../core/ui/return-focus.ts';
import type { ThreeDsMessage } from '../pay.requests.ts';
import { acceptThreeDsMessage, popupSize } from './challenge-window.ts';
import threeDsCss from './three-ds.css?inline';
import { threeDsMessages } from './three-ds.messages.ts';
import type { ThreeDsChallenge } from './three-ds.ts';

function viewport() {
  return { width: window.innerWidth, height: window.innerHeight };
}

/**
 * The 3-D Secure popup: a native modal <dialog> with the processor's page in a sandboxed iframe.
 * Only messages from that iframe's window and the expected origin are heard; closing cancels.
 * `onBlocked`: the page's policy refused the processor's page (its form-action or frame-src), which
 * would leave the frame blank.
 */
export function ThreeDsDialog(props: {
  challenge: ThreeDsChallenge;
  onMessage: (message: ThreeDsMessage) => void;
  onBlocked: (block: PolicyBlock) => void;
  onClose: () => void;
}): ReactNode {
  const { challenge, onMessage, onBlocked, onClose } = props;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const frameName = `byko-3ds-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const titleId = useId();
  const messages = useMessages(threeDsMessages);
  const [size, setSize] = useState(() => popupSize(viewport()));
  // Read when a block comes: a new callback must not post the form again.
  const latestOnBlocked = useLatest(onBlocked);
  useReturnFocus();
  useShadowStyles(dialogCss);
  useShadowStyles(threeDsCss);

  useEffect(() => {
    dialogRef.current?.showModal();
    const onResize = () => setSize(popupSize(viewport()));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const message = acceptThreeDsMessage(event, {
        source: frameRef.current?.contentWindow,
        origin: challenge.origin,
      });
      if (message) onMessage(message);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [challenge, onMessage]);

  useEffect(() => {
    // The processor's form is rebuilt here and posted into the iframe: its own HTML never runs here.
    // The page's policy may refuse the post (form-action) or the frame (frame-src): only its
    // violation tells, while the dialog is open. (A srcdoc document is never refused a frame.)
    if (challenge.kind !== 'form') return;
    const open = new AbortController();
    const query = {
      urls: [challenge.action],
      directives: ['form-action', 'frame-src'],
      since: performance.now(),
    };
    void policyBlock(query, open.signal).then((block) => block && latestOnBlocked()(block));
    formRef.current?.submit();
    return () => open.abort();
  }, [challenge, latestOnBlocked]);

  return (
    <dialog
      ref={dialogRef}
      className="byko-dialog byko-three-ds"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="byko-three-ds-head">
        <h2 className="byko-subheading" id={titleId}>
          {messages.threeDsTitle}
        </h2>
        {/* A cross with the button's full name, so title and close fit one line on a phone. */}
        <Button variant="secondary" onClick={onClose}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
          <span className="byko-visually-hidden">{messages.threeDsClose}</span>
        </Button>
      </div>
      <iframe
        ref={frameRef}
        name={frameName}
        title={messages.threeDsFrameTitle}
        sandbox={challenge.sandbox}
        referrerPolicy="no-referrer"
        width={size.width}
        height={size.height}
        style={{ width: `${size.width}px`, height: `${size.height}px` }}
        {...(challenge.kind === 'document' ? { srcDoc: challenge.html } : {})}
      />
      {challenge.kind === 'form' ? (
        <form ref={formRef} action={challenge.action} method={challenge.method} target={frameName} hidden>
          {challenge.fields.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
        </form>
      ) : null}
    </dialog>
  );
}
