import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The widgets' loader in a chunk of its own, only so that the size test can tell the app's
          // own JavaScript (its code and its React) from what the widgets add.
          groups: [{ name: 'byko-widgets', test: /[\\/]@byko[\\/]widgets[\\/]index\.js$/ }],
        },
      },
    },
  },
});
