import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { originFor } from './http/listen.ts';
import { renderRoute } from './pages/render.ts';
import { pageHtml } from './pages/shell.ts';
import { createSandboxApp, isSandboxPath } from './sandbox/app.ts';
import { sandboxFileReader } from './sandbox/node-files.ts';
import { readSharedSandboxSettings, type SharedSandboxSettings } from './sandbox/settings.ts';
import { frontPageHtml, frontPagePolicy, welcomeLines } from './server/demo-links.ts';
import { pageMetaTags } from './server/page-settings.ts';
import { sandboxSiteSettings } from './server/server.ts';
import { readStartSettings, type StartSettings } from './server/settings.ts';
import { elementsOfTagFiles, inlineNames } from './vite.widgets.ts';

const widgetsEntry = resolve(import.meta.dirname, 'widgets/index.ts');
const pagesTemplate = resolve(import.meta.dirname, 'pages/index.html');
type DevSettings = StartSettings & SharedSandboxSettings;

/**
 * The settings `npm start` reads, checked as it checks them: for the dev server, not the build. A
 * refused one is a line, status 1, as there.
 */
function devSettings(): DevSettings {
  const read = readStartSettings(process.env);
  const sandboxRead = readSharedSandboxSettings(process.env);
  if (!read.ok || !sandboxRead.ok) {
    for (const problem of [read, sandboxRead].flatMap((each) => (each.ok ? [] : each.problems)))
      process.stderr.write(`${problem}\n`);
    process.exit(1);
  }
  return { ...read.settings, ...sandboxRead.settings };
}

/** The host pages load the elements from the CDN bundle's address, as the storefront does. */
const loaderTag = '<script type="module" src="/cdn/byko-widgets.js"></script>';

function widgetsLoader(): Plugin {
  return {
    name: 'byko-widgets-loader',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace('</head>', `    ${loaderTag}\n  </head>`),
    },
  };
}

/**
 * `npm run dev` serves what `npm start` serves (server/server.ts), with hot reload: the sandbox on
 * its paths, the CDN bundle's address (here its source), each route rendered with its status (404
 * for unknown paths, 302 for redirects) and the sandbox's page settings for the origin it was asked
 * for.
 */
function hostPages({ host: hostname, port, allowedOrigins, authDelayMs }: DevSettings): Plugin {
  return {
    name: 'byko-host-pages',
    configureServer(server) {
      const sandbox = getRequestListener(
        createSandboxApp({
          readFile: sandboxFileReader(),
          ...(authDelayMs === undefined ? {} : { authDelayMs }),
        }).fetch,
      );
      // No policy is sent here, so who may frame the pages does not matter.
      const sandboxOptions = {
        frameAncestors: [],
        allowedOrigins,
      };
      server.middlewares.use((request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://localhost');
        if (isSandboxPath(url.pathname)) {
          void sandbox(request, response);
          return;
        }
        if (url.pathname === '/') {
          // The demo links, as npm start's front page lists them.
          response.writeHead(200, {
            'Content-Type': 'text/html; charset=utf-8',
            'Content-Security-Policy': frontPagePolicy,
          });
          response.end(frontPageHtml());
          return;
        }
        if (url.pathname === '/cdn/byko-widgets.js') {
          // A redirect rather than a rewrite, so the loader's own imports resolve from its source path.
          response.writeHead(302, { Location: `/@fs${widgetsEntry}` }).end();
          return;
        }
        if (
          url.pathname.includes('.') ||
          url.pathname.startsWith('/@') ||
          url.pathname.startsWith('/node_modules/')
        ) {
          next();
          return;
        }
        const rendered = renderRoute(url);
        if (rendered.kind === 'redirect') {
          response.writeHead(302, { Location: rendered.to }).end();
          return;
        }
        readFile(pagesTemplate, 'utf8')
          .then((template) => server.transformIndexHtml('/index.html', template, request.url))
          .then((html) => {
            const pageUrl = `http://${request.headers.host ?? `${hostname}:${port}`}${url.pathname}`;
            const settings = pageMetaTags(sandboxSiteSettings(pageUrl, sandboxOptions));
            response.writeHead(rendered.status, { 'Content-Type': 'text/html; charset=utf-8' });
            response.end(pageHtml(html, rendered, settings));
          })
          .catch(next);
      });
      server.httpServer?.once('listening', () => {
        const address = server.httpServer?.address();
        if (address && typeof address === 'object')
          for (const line of welcomeLines(originFor(hostname, address.port))) console.log(line);
      });
    },
  };
}

export default defineConfig(({ command }) => {
  const dev = command === 'serve' ? devSettings() : undefined;
  return {
    root: 'pages',
    // Every route is rendered by hostPages(); no SPA fallback.
    appType: 'custom',
    plugins: [
      react(),
      inlineNames(),
      elementsOfTagFiles(),
      widgetsLoader(),
      ...(dev ? [hostPages(dev)] : []),
    ],
    // The widgets load through the /cdn redirect, which the dependency scan cannot follow: scan their
    // source too, so the first page load does not find new dependencies and reload.
    optimizeDeps: {
      entries: [
        'index.html',
        '../widgets/**/*.{ts,tsx}',
        '!../widgets/**/*.test.{ts,tsx}',
        '!../widgets/**/*.test-setup.ts',
      ],
    },
    server: {
      ...(dev ? { port: dev.port, host: dev.host } : {}),
      // As npm start answers (sandbox/allowed-hosts.ts): localhost, HOST and SANDBOX_ALLOWED_HOSTS.
      ...(dev ? { allowedHosts: dev.allowedHosts } : {}),
      fs: { allow: [import.meta.dirname] },
    },
    build: {
      outDir: '../dist-pages',
      // No modulepreload polyfill: every browser we support has it.
      modulePreload: false,
      rolldownOptions: {
        preserveEntrySignatures: 'strict',
        // The router and the error reporter are entries at fixed names: main.ts loads the router on
        // the first navigation; a page that names a report URL has the reporter's script (shell.ts).
        input: {
          main: resolve(import.meta.dirname, 'pages/index.html'),
          router: resolve(import.meta.dirname, 'pages/router.ts'),
          report: resolve(import.meta.dirname, 'pages/report.ts'),
        },
        output: {
          entryFileNames: (chunk) =>
            chunk.name === 'router' || chunk.name === 'report'
              ? `assets/${chunk.name}.js`
              : 'assets/[name]-[hash].js',
        },
      },
      emptyOutDir: true,
      target: 'es2022',
    },
  };
});
