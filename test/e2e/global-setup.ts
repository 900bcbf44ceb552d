import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { createServerApp, listen } from '../../scripts/server.ts';
import { e2eWorkers } from './workers.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server a worker: worker n (VITEST_POOL_ID, from 1) uses the n-th. */
    baseUrls: string[];
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
  const servers = await Promise.all(
    Array.from({ length: e2eWorkers }, () => listen(createServerApp({ authDelayMs: 300 }), 0, 'localhost')),
  );
  project.provide(
    'baseUrls',
    servers.map((server) => `http://localhost:${server.port}`),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.close()));
  };
}
