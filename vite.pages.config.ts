import { resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { renderRoute } from './pages/render.ts';
import { pageHtml } from './pages/shell.ts';
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
      handler: (html, context) => {
        const loader = `<script type="module" src="${isBuild ? '/cdn/byko-widgets.js' : `/@fs${widgetsEntry}`}"></script>`;
        const withLoader = html.replace('</head>', `    ${loader}\n  </head>`);
        if (isBuild) return withLoader;
        // Dev: render the route as the production server does (scripts/server.ts).
        const rendered = renderRoute(new URL(context.originalUrl ?? context.path, 'http://localhost'));
        return rendered.kind === 'page' ? pageHtml(withLoader, rendered) : withLoader;
      },
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
        if (isSandboxPath(path)) {
          void listener(request, response);
          return;
        }
        // Redirect routes (/vidskipti/fyrirtaeki) answer 302, as in production.
        const rendered =
          path.includes('.') || path.startsWith('/@')
            ? undefined
            : renderRoute(new URL(request.url ?? '/', 'http://localhost'));
        if (rendered?.kind === 'redirect') {
          response.writeHead(302, { Location: rendered.to }).end();
          return;
        }
        next();
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
    // No modulepreload polyfill: every browser we support has it.
    modulePreload: false,
    rolldownOptions: {
      preserveEntrySignatures: 'strict',
      // The router is its own entry at a fixed name: main.ts loads it on the first navigation.
      input: {
        main: resolve(import.meta.dirname, 'pages/index.html'),
        router: resolve(import.meta.dirname, 'pages/router.ts'),
      },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'router' ? 'assets/router.js' : 'assets/[name]-[hash].js'),
      },
    },
    emptyOutDir: true,
    target: 'es2022',
  },
});
