import type { Preview } from '@storybook/react-vite';
import { clearSession, resetSandbox, startSandbox } from './sandbox.ts';
import { printShadowRootsInQueryErrors } from './widget-canvas.ts';
import { withWidgetFrame } from './widget-frame.tsx';

printShadowRootsInQueryErrors();

const preview: Preview = {
  decorators: [withWidgetFrame],
  // The service worker answers sandbox paths before any story runs.
  beforeAll: async () => {
    await startSandbox();
  },
  // Each story starts from the seed with nobody logged in; a story's own beforeEach (faults) runs after.
  beforeEach: async () => {
    await resetSandbox();
    clearSession();
  },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
