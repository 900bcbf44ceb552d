import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The CDN bundle: dist-cdn/byko-widgets.js is the loader; each flow, React and the platform code
// are chunks it imports on demand.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: resolve(import.meta.dirname, 'widgets/core/react-sync-store.ts'),
      },
    ],
  },
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
        codeSplitting: {
          groups: [
            // React and the platform every flow needs (widgets/core/runtime/), in one chunk: one
            // request and one gzip window instead of many small files. The loader's own lazy.ts
            // stays out of it.
            {
              name: 'runtime',
              test: /node_modules[\\/](react|react-dom|scheduler|@r2wc|@preact|ky|valibot|use-sync-external-store)[\\/]|widgets[\\/]core[\\/]runtime[\\/]|rolldown[\\/]runtime|^\0rolldown/,
            },
            // What every payment element shares (schemas, method names, texts): one small chunk.
            { name: 'payment', test: /widgets[\\/]pay[\\/](methods|pay\.messages|pay\.css)/ },
            // The rest of core, which the login and the application flows share (forms, fields,
            // the login, drafts, the application frame), in one chunk. Split by
            // default they are 20 to 30 files of 0.4–3 KiB, each a request before the first screen.
            // The loader's lazy.ts stays out, and so do the codes' drawing helpers (JsBarcode,
            // qr-code-styling), which only the code pages need.
            { name: 'platform', test: /widgets[\\/]core[\\/](?!lazy\.ts|codes[\\/])/ },
          ],
        },
      },
    },
  },
});
