import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { elementsOfTagFiles, inlineNames, widgetChunkGroups, widgetsResolve } from './vite.widgets.ts';

// The CDN bundle: dist-cdn/byko-widgets.js is the loader; each flow, React and the platform code
// are chunks it imports on demand.
export default defineConfig({
  plugins: [react(), inlineNames(), elementsOfTagFiles()],
  resolve: widgetsResolve,
  // Library mode leaves process.env.NODE_ENV in React's code: production React needs it defined.
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: 'dist-cdn',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: 'hidden',
    // The server reads it to preload an element's chunks on the host pages (server/preload.ts).
    manifest: true,
    lib: {
      entry: 'widgets/index.ts',
      formats: ['es'],
      fileName: () => 'byko-widgets.js',
    },
    rolldownOptions: {
      output: {
        // ES library output is left unminified unless asked.
        minify: true,
        // A CDN bundle is not bundled again: the @__PURE__ marks minification keeps (about 150 on
        // the pay page) only cost bytes there (0.25 KiB gzip).
        comments: false,
        chunkFileNames: 'chunks/[name]-[hash].js',
        codeSplitting: { groups: widgetChunkGroups(true) },
      },
    },
  },
});
