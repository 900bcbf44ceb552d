import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { elementsOfTagFiles, inlineNames, widgetChunkGroups, widgetsResolve } from './vite.widgets.ts';

/**
 * The npm package's code (dist-package/, packed by scripts/pack.ts): the same entry as the CDN
 * bundle, with React left to the host app. `react` and `react-dom` are imported from the app (peer
 * dependencies), so a React app bundles one React; everything else the widgets use is bundled here.
 * Left unminified, as the app's bundler minifies it again.
 */
const fromHost = /^(react|react-dom)(\/.*)?$/;

export default defineConfig({
  plugins: [react(), inlineNames(), elementsOfTagFiles()],
  resolve: widgetsResolve,
  build: {
    outDir: 'dist-package',
    emptyOutDir: true,
    target: 'es2022',
    lib: {
      entry: 'widgets/index.ts',
      formats: ['es'],
      fileName: () => 'index.js',
    },
    rolldownOptions: {
      external: (id) => fromHost.test(id),
      output: {
        chunkFileNames: 'chunks/[name]-[hash].js',
        codeSplitting: { groups: widgetChunkGroups(false) },
      },
    },
  },
});
