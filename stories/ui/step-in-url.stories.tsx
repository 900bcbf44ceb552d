import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { widgetCanvas } from '../../.storybook/widget-canvas.ts';
import { useStepInUrl } from '../../widgets/core/use-step-in-url.ts';

const steps = ['fyrsta', 'onnur', 'lokid'] as const;
type Step = (typeof steps)[number];

/** Three steps; the last one ('lokid', done) takes the place of the one before in the history. */
function Steps(): ReactNode {
  useSignals();
  const [step] = useState(() => signal<Step>('fyrsta'));
  useStepInUrl({
    param: 'demo-skref',
    steps,
    step,
    // 'lokid' cannot be opened from the URL: it needs the steps before it.
    goTo: (named) => {
      if (named !== 'lokid') step.value = named ?? 'fyrsta';
    },
    replaces: ['lokid'],
  });
  const next: Record<Step, Step | undefined> = { fyrsta: 'onnur', onnur: 'lokid', lokid: undefined };
  const following = next[step.value];
  return (
    <div>
      <p role="status">Skref: {step.value}</p>
      {following ? (
        <button type="button" onClick={() => (step.value = following)}>
          Áfram
        </button>
      ) : null}
    </div>
  );
}

const meta = { title: 'Grunneiningar/Skref í slóð', component: Steps } satisfies Meta<typeof Steps>;
export default meta;
type Story = StoryObj<typeof meta>;

const stepInUrl = () => new URL(window.location.href).searchParams.get('demo-skref');

export const BackAndForward: Story = {
  name: 'Til baka og áfram',
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await widgetCanvas(canvasElement);
    const shown = () => canvas.getByRole('status');
    // The first step is written into the URL without a new history entry.
    await waitFor(() => expect(stepInUrl()).toBe('fyrsta'));
    const entries = window.history.length;
    await userEvent.click(canvas.getByRole('button', { name: 'Áfram' }));
    await expect(shown()).toHaveTextContent('Skref: onnur');
    await waitFor(() => expect(stepInUrl()).toBe('onnur'));
    await expect(window.history.length).toBe(entries + 1);
    // Back: the step the URL names again.
    window.history.back();
    await waitFor(() => expect(shown()).toHaveTextContent('Skref: fyrsta'));
    window.history.forward();
    await waitFor(() => expect(shown()).toHaveTextContent('Skref: onnur'));
    // The last step replaces its entry: Back from it skips the sent step.
    await userEvent.click(canvas.getByRole('button', { name: 'Áfram' }));
    await waitFor(() => expect(stepInUrl()).toBe('lokid'));
    await expect(window.history.length).toBe(entries + 1);
    window.history.back();
    await waitFor(() => expect(shown()).toHaveTextContent('Skref: fyrsta'));
  },
};
