import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { mergeConfig, type Plugin } from 'vite';
import { buildManifest } from '../scripts/manifest.ts';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const manifestModule = 'virtual:custom-elements';
const resolvedManifestModule = `\0${manifestModule}`;

/**
 * `virtual:custom-elements`: custom-elements.json as `npm run build` writes it (scripts/manifest.ts,
 * from the elements' definitions and event maps), so each element's docs story shows the same
 * attributes, events, CSS properties and parts without a build first. In `storybook dev` an edited
 * `*.element.ts` or `*.events.ts` reloads it.
 */
function customElementsManifest(): Plugin {
  return {
    name: 'byko-custom-elements-manifest',
    resolveId: (id) => (id === manifestModule ? resolvedManifestModule : undefined),
    load: (id) =>
      id === resolvedManifestModule
        ? `export default ${JSON.stringify(buildManifest(projectRoot))};`
        : undefined,
    handleHotUpdate: ({ file, server }) => {
      if (!file.endsWith('.element.ts') && !file.endsWith('.events.ts')) return;
      const manifest = server.moduleGraph.getModuleById(resolvedManifestModule);
      if (manifest) server.moduleGraph.invalidateModule(manifest);
    },
  };
}

// Storybook for the widgets: every story renders in a shadow root with the elements' own stylesheets
// (widget-frame.tsx), and the sandbox API answers its calls in the page through MSW (sandbox.ts).
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // Docs pages: each element's attributes, events and CSS properties (element-docs.tsx).
  addons: ['@storybook/addon-docs'],
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  // mockServiceWorker.js (MSW's service worker, written by `npx msw init .storybook/public`), and the
  // sandbox's files at `sandbox-files/`: the golf videos, which the sandbox in the page fetches there
  // (sandbox/files.ts: it cannot read the disk there), and the sample invoices, which stories upload.
  staticDirs: [
    './public',
    { from: '../sandbox/video-loop/files', to: '/sandbox-files' },
    { from: '../sandbox/invoice-scraper/files', to: '/sandbox-files' },
  ],
  // Offline: no telemetry, no update checks.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // TypeScript 7 has no compiler API: react-docgen-typescript cannot run here.
  typescript: { reactDocgen: 'react-docgen' },
  // The react-vite framework adds docgen but not the React plugin: the same one the library build uses.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [react(), customElementsManifest()],
      // The preview bundles Storybook's test tools (~1.6 MB): no point warning about it.
      build: { chunkSizeWarningLimit: 2500 },
    }),
};

export default config;
