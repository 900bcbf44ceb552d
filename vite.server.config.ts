import { defineConfig } from 'vite';

// The production server as one file for Node (dist-server/serve.mjs): server/serve.ts with every
// module it imports, packages included, so a host runs it with Node alone beside dist-cdn/ and
// dist-pages/, with no install.
export default defineConfig({
  // Its sources are Node's: nothing of the browser's build (public folder, CSS) applies.
  publicDir: false,
  ssr: {
    // Every package goes into the file: the host has no node_modules.
    noExternal: true,
    target: 'node',
  },
  build: {
    ssr: 'server/serve.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    // The oldest Node that package.json's engines names.
    target: 'node20',
    minify: false,
    rolldownOptions: {
      // Readable where it runs, without the sources' comments.
      output: { entryFileNames: 'serve.mjs', codeSplitting: false, comments: false },
    },
  },
});
