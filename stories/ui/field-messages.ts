import { expect } from 'storybook/test';
import type { WidgetCanvas } from '../../.storybook/widget-canvas.ts';

/**
 * What every field's frame (FieldFrame) promises about its messages, read from the control labelled
 * `label` as a screen reader gets it: marked invalid, the error announced (role=alert), and the
 * control described by the error first, then the hint.
 */
export async function expectMessagesTied(canvas: WidgetCanvas, label: string, hint: string): Promise<void> {
  const control = canvas.getByLabelText(label);
  const error = canvas.getByRole('alert');
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(control).toHaveAccessibleDescription(`${error.textContent ?? ''} ${hint}`);
}
