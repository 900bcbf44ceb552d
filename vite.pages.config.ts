import { resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { createSandboxApp, isSandboxPath } from './sandbox/app.ts';

const widgetsEntry = resolve(import.meta.dirname, 'widgets/index.ts');

/**
 * The host pages use the same elements as the storefront: in a build they load the CDN bundle
 * (/cdn/byko-widgets.js, built by vite.lib.config.ts); in dev, its source with hot reload.
 */
function widgetsLoader(): Plugin {
  let isBuild = false;
  return {
    name: 'byko-widgets-loader',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'script',
          attrs: { type: 'module', src: isBuild ? '/cdn/byko-widgets.js' : `/@fs${widgetsEntry}` },
          injectTo: 'head',
        },
      ],
    },
  };
}

/** `npm run dev`: the sandbox answers its paths inside Vite's dev server, as `npm start` does. */
function sandboxMiddleware(): Plugin {
  return {
    name: 'byko-sandbox',
    configureServer(server) {
      const listener = getRequestListener(createSandboxApp().fetch);
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '/').split('?')[0] ?? '/';
        if (isSandboxPath(path)) void listener(request, response);
        else next();
      });
    },
  };
}

export default defineConfig({
  root: 'pages',
  appType: 'spa',
  plugins: [react(), widgetsLoader(), sandboxMiddleware()],
  server: {
    port: Number(process.env.PORT ?? 8080),
    host: process.env.HOST ?? 'localhost',
    fs: { allow: [import.meta.dirname] },
  },
  build: {
    outDir: '../dist-pages',
    emptyOutDir: true,
    target: 'es2022',
  },
});
