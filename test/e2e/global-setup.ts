import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { createServerApp, listen } from '../../scripts/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * End-to-end tests run against the production server of `npm start` (built pages, CDN bundle and
 * sandbox on one origin), on a free port, with a short e-ID confirmation delay. The pages are on
 * localhost; the sandbox's 3-D Secure "processor" answers on 127.0.0.1, another origin.
 */
export default async function setup(project: TestProject) {
  if (!existsSync('dist-cdn/byko-widgets.js') || !existsSync('dist-pages/index.html')) {
    throw new Error('Build first: npm run build (npm test does it).');
  }
  const server = await listen(createServerApp({ authDelayMs: 300 }), 0, 'localhost');
  project.provide('baseUrl', `http://localhost:${server.port}`);
  return server.close;
}
