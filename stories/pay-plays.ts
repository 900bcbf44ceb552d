import { expect } from 'storybook/test';
import { authDelayMs } from '../.storybook/sandbox.ts';
import { network, type WidgetCanvas, widgetCanvas } from '../.storybook/widget-canvas.ts';
import { typeInto } from '../test/support/in-page.ts';

// What the pay page's story files share: the sandbox's people, the loaded page and the login form.

export const people = {
  anna: { name: 'Anna Jónsdóttir', phone: '8201234' },
  bjarni: { name: 'Bjarni Sigurðsson', phone: '8202345' },
} as const;
/** Longer than the sandbox's e-ID delay. */
export const loginTimeout = { timeout: authDelayMs + 4000 };

/** The widget, once the payment has loaded (heading 'Greiðsla'). */
export async function payPage(canvasElement: HTMLElement): Promise<WidgetCanvas> {
  const canvas = await widgetCanvas(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Greiðsla' }, network);
  return canvas;
}

/** Logs in through the shown login form (phone tab): the phone, every consent, 'Innskrá'. */
export async function logInThroughForm(
  canvas: WidgetCanvas,
  userEvent: { click: (element: Element) => Promise<void> },
  phone: string,
): Promise<void> {
  const phoneField = canvas.getByLabelText('Símanúmer');
  if (!(phoneField instanceof HTMLInputElement)) throw new Error('No phone field');
  if (phoneField.value !== phone) await typeInto(phoneField, phone);
  for (const consent of canvas.queryAllByRole('checkbox')) await userEvent.click(consent);
  await userEvent.click(canvas.getByRole('button', { name: 'Innskrá' }));
  await expect(await canvas.findByText(/^Öryggistalan þín er \d{4}$/, {}, network)).toBeVisible();
}

/**
 * An unknown payment's page, on the pay page and the success page alike: a plain not-found with the
 * ways out, and no 'Reyna aftur' (trying again cannot find it).
 */
export async function playUnknownPayment({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> {
  const canvas = await widgetCanvas(canvasElement);
  await expect(
    await canvas.findByRole('heading', { level: 1, name: 'Greiðsla fannst ekki' }, network),
  ).toBeVisible();
  await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  await expect(canvas.getByRole('link', { name: 'Fara á byko.is' })).toHaveAttribute(
    'href',
    'https://byko.is/',
  );
  await expect(canvas.getByRole('link', { name: '515 4000' })).toHaveAttribute('href', 'tel:+3545154000');
  await expect(canvas.getByText(/^Hlekkurinn gæti verið rangur/)).toBeVisible();
}
