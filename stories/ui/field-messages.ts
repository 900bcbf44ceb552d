import { expect } from 'storybook/test';
import type { WidgetCanvas } from '../../.storybook/widget-canvas.ts';

/**
 * What every field's frame (FieldFrame) promises about its messages, read from the control labelled
 * `label`: marked invalid, the error announced (role=alert) and named by aria-describedby before the
 * hint, each message's id the control's with '-error' or '-hint'.
 */
export async function expectMessagesTied(canvas: WidgetCanvas, label: string, hint: string): Promise<void> {
  const control = canvas.getByLabelText(label);
  const error = canvas.getByRole('alert');
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(error.id).toBe(`${control.id}-error`);
  await expect(canvas.getByText(hint).id).toBe(`${control.id}-hint`);
  await expect(control).toHaveAttribute('aria-describedby', `${control.id}-error ${control.id}-hint`);
}
