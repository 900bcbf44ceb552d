import type { Preview } from '@storybook/react-vite';
import { watchOtherTabs } from '../widgets/core/runtime/session.ts';
import { expectNoAxeViolations } from './axe-check.ts';
import { ElementDocsPage } from './element-docs.tsx';
import { expectErrorEventsForShownErrors, forgetErrorEvents, listenForErrorEvents } from './error-events.ts';
import {
  carrySandboxSettings,
  clearSession,
  closeGooglePaySheet,
  resetSandbox,
  startSandbox,
} from './sandbox.ts';
import { printShadowRootsInQueryErrors } from './widget-canvas.ts';
import { withWidgetFrame } from './widget-frame.tsx';
import './preview.css';

printShadowRootsInQueryErrors();

const preview: Preview = {
  decorators: [withWidgetFrame],
  // The language every story renders in: the elements' three (widget-frame.tsx).
  globalTypes: {
    lang: {
      description: 'Tungumál (language)',
      toolbar: {
        title: 'Tungumál',
        icon: 'globe',
        items: [
          { value: 'is', title: 'Íslenska' },
          { value: 'en', title: 'English' },
          { value: 'pl', title: 'Polski' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { lang: 'is' },
  // A Docs page for every stories file: its elements' API from custom-elements.json.
  tags: ['autodocs'],
  // The service worker answers sandbox paths before any story runs.
  beforeAll: async () => {
    // A story logs its person in as another tab would (test/support/in-page.ts logInAs): the
    // session follows the storage, as on a page with an element defined.
    watchOtherTabs();
    carrySandboxSettings();
    listenForErrorEvents();
    await startSandbox();
  },
  // Each story starts from the seed with nobody logged in and no Google Pay sheet left open; a
  // story's own beforeEach (faults) runs after.
  beforeEach: async () => {
    closeGooglePaySheet();
    forgetErrorEvents();
    await resetSandbox();
    clearSession();
  },
  // Every story, once its play function has brought it to its state, passes axe (axe-check.ts); a
  // violation fails the story. Not on a docs page, which shows stories without their play, nor in
  // English or Polish, where a story is only drawn as it first renders (each page passes axe in
  // those languages in test/e2e/languages.ts).
  afterEach: async ({ canvasElement, viewMode, globals }) => {
    if (viewMode === 'docs' || (globals.lang ?? 'is') !== 'is') return;
    await expectNoAxeViolations(canvasElement);
    // Every error the story ends on was reported as byko-error (error-events.ts).
    await expectErrorEventsForShownErrors(canvasElement);
  },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    docs: { page: ElementDocsPage },
  },
};

export default preview;
