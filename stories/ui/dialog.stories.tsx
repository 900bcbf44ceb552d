import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { action } from 'storybook/actions';
import { expect } from 'storybook/test';
import { widgetCanvas } from '../../.storybook/widget-canvas.ts';
import { Button, Dialog } from '../../widgets/core/ui/index.ts';

/** The instalment form's credit-info dialog (spec §2). */
function CreditInfoDialog(props: { initiallyOpen: boolean }): ReactNode {
  const [open, setOpen] = useState(props.initiallyOpen);
  const close = (answer: string) => () => {
    action('svar')(answer);
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Sækja um</Button>
      <Dialog
        open={open}
        title="Leyfi uppflettingu í creditinfo?"
        onClose={close('Escape')}
        actions={
          <>
            <Button variant="secondary" onClick={close('Hætta við')}>
              Hætta við
            </Button>
            <Button onClick={close('Leyfa')}>Leyfa</Button>
          </>
        }
      >
        <p>Til að meta umsóknina flettum við upp lánshæfismati þínu hjá Creditinfo.</p>
      </Dialog>
    </>
  );
}

const meta = {
  title: 'Grunneiningar/Dialog',
  component: CreditInfoDialog,
  args: { initiallyOpen: true },
} satisfies Meta<typeof CreditInfoDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  name: 'Opinn',
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await expect(
      await canvas.findByRole('dialog', { name: 'Leyfi uppflettingu í creditinfo?' }),
    ).toBeVisible();
  },
};

export const Closed: Story = {
  name: 'Lokaður (opnast með hnappi)',
  args: { initiallyOpen: false },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await widgetCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sækja um' }));
    await expect(await canvas.findByRole('dialog')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Hætta við' }));
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};
