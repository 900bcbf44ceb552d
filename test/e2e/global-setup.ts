import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { TestProject } from 'vitest/node';
import { createServerApp } from '../../scripts/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * End-to-end tests run against the production server of `npm start` (built pages, CDN bundle and
 * sandbox on one origin), on a free port, with a short e-ID confirmation delay.
 */
export default async function setup(project: TestProject) {
  if (!existsSync('dist-cdn/byko-widgets.js') || !existsSync('dist-pages/index.html')) {
    throw new Error('Build first: npm run build (npm test does it).');
  }
  const app = createServerApp({ authDelayMs: 300 });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  return async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
