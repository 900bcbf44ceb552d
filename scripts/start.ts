import { serve } from '@hono/node-server';
import { createServerApp } from './server.ts';

const port = Number(process.env.PORT ?? 8080);
const hostname = process.env.HOST ?? 'localhost';
const app = createServerApp();

const demoPaths = [
  '/vidskipti',
  '/vidskipti/app',
  '/borga/demo-card',
  '/vidskipti/fyrirtaeki',
  '/not-a-page?iframe=1',
];

serve({ fetch: app.fetch, port, hostname }, (info) => {
  const base = `http://${hostname}:${info.port}`;
  console.log(`BYKO widgets on the sandbox: ${base}`);
  console.log('Try:');
  for (const path of demoPaths) console.log(`  ${base}${path}`);
  console.log(`CDN bundle: ${base}/cdn/byko-widgets.js · sandbox data: sandbox/README.md`);
});
