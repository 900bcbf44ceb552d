import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The CDN bundle: dist-cdn/byko-widgets.js is the loader; each flow, React and the platform code
// are chunks it imports on demand.
export default defineConfig({
  plugins: [react()],
  // Library mode leaves process.env.NODE_ENV in React's code: production React needs it defined.
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: 'dist-cdn',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    lib: {
      entry: 'widgets/index.ts',
      formats: ['es'],
      fileName: () => 'byko-widgets.js',
    },
    rolldownOptions: {
      output: {
        // ES library output is left unminified unless asked.
        minify: true,
        chunkFileNames: 'chunks/[name]-[hash].js',
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
});
