import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { createStorefrontApp } from '../../demo/storefront.ts';
import { listen } from '../../http/listen.ts';
import { processorOrigin } from '../../sandbox/pay/routes.ts';
import { createServerApp } from '../../server/server.ts';
import { e2eWorkers } from './workers.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server a worker: worker n (VITEST_POOL_ID, from 1) uses the n-th. */
    baseUrls: string[];
    /** Each server's storefront demo on another origin (demo/storefront.ts), as `npm start` serves it. */
    storefrontUrls: string[];
  }
}

/**
 * End-to-end tests run against the production server of `npm start` (built pages, CDN bundle and
 * sandbox on one origin), one server a worker on a free port, with a short e-ID confirmation delay. The pages are on
 * localhost; the sandbox's 3-D Secure "processor" answers on 127.0.0.1, another origin.
 */
export default async function setup(project: TestProject) {
  if (!existsSync('dist-cdn/byko-widgets.js') || !existsSync('dist-pages/index.html')) {
    throw new Error('Build first: npm run build (npm test does it).');
  }
  const workers = await Promise.all(
    Array.from({ length: e2eWorkers }, async () => {
      // The storefront may frame iframe=1 pages (frame-ancestors); its origin is known once it listens.
      const frameAncestors: string[] = [];
      const server = await listen(createServerApp({ authDelayMs: 300, frameAncestors }), 0, 'localhost');
      const widgetsOrigin = `http://localhost:${server.port}`;
      const storefront = await listen(
        createStorefrontApp({ widgetsOrigin, processorOrigin: processorOrigin(widgetsOrigin) }),
        0,
        'localhost',
      );
      frameAncestors.push(`http://localhost:${storefront.port}`);
      return { server, storefront };
    }),
  );
  project.provide(
    'baseUrls',
    workers.map(({ server }) => `http://localhost:${server.port}`),
  );
  project.provide(
    'storefrontUrls',
    workers.map(({ storefront }) => `http://localhost:${storefront.port}`),
  );
  return async () => {
    await Promise.all(workers.flatMap(({ server, storefront }) => [server.close(), storefront.close()]));
  };
}
