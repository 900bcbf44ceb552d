import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useShadowStyles } from '../runtime/styles.ts';
import dialogCss from './dialog.css?inline';
import { useReturnFocus } from './return-focus.ts';

/**
 * A native modal <dialog> inside the shadow root (no portal): focus is trapped and restored by the
 * browser, Escape asks `onClose`.
 */
export function Dialog(props: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  actions?: ReactNode;
  className?: string;
}): ReactNode {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { open } = props;
  useReturnFocus(open);
  useShadowStyles(dialogCss);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={props.className ?? 'byko-dialog'}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        props.onClose();
      }}
    >
      <h2 className="byko-subheading" id={titleId}>
        {props.title}
      </h2>
      {props.children}
      {props.actions ? <div className="byko-dialog-actions">{props.actions}</div> : null}
    </dialog>
  );
}
