import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The npm package's code (dist-package/, packed by scripts/pack.ts): the same entry as the CDN
 * bundle, with React left to the host app. `react` and `react-dom` are imported from the app (peer
 * dependencies), so a React app bundles one React; everything else the widgets use is bundled here.
 */
const fromHost = /^(react|react-dom)(\/.*)?$/;

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
        codeSplitting: {
          groups: [
            {
              name: 'runtime',
              test: /node_modules[\\/](@r2wc|@preact|ky|valibot|use-sync-external-store)[\\/]|widgets[\\/]core[\\/]runtime[\\/]|rolldown[\\/]runtime|^\0rolldown/,
            },
            { name: 'payment', test: /widgets[\\/]pay[\\/](methods|pay\.messages|pay\.css)/ },
            { name: 'platform', test: /widgets[\\/]core[\\/](?!lazy\.ts|codes[\\/])/ },
          ],
        },
      },
    },
  },
});
