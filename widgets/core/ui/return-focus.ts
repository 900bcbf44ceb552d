import { useEffect } from 'react';

/** The focused element, looked for inside open shadow roots (where our widgets render). */
function deepActiveElement(): HTMLElement | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/**
 * A dialog that goes away (Escape, its buttons, its state) gives the focus back to what had it when
 * it opened, if that is still on the page: otherwise a keyboard user lands on <body>.
 */
export function useReturnFocus(open = true): void {
  useEffect(() => {
    if (!open) return;
    const opener = deepActiveElement();
    return () => {
      // After React has removed the dialog, which may have taken the focus with it.
      requestAnimationFrame(() => {
        if (opener?.isConnected) opener.focus();
      });
    };
  }, [open]);
}
