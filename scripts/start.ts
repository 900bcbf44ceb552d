import { createServerApp, listen } from './server.ts';

const port = Number(process.env.PORT ?? 8080);
const hostname = process.env.HOST ?? 'localhost';

const demoPaths = [
  '/vidskipti',
  '/borga/demo-card',
  '/borga/demo-all',
  '/borga/demo-instalment',
  '/borga/demo-slip',
  '/kvittun/demo-paid',
  '/innri/greidsludreifing',
  '/ekki-til?iframe=1',
];

const server = await listen(createServerApp(), port, hostname);
const base = `http://${hostname}:${server.port}`;
console.log(`BYKO widgets on the sandbox: ${base}`);
console.log('Try (test people, payments and cards: sandbox/README.md):');
for (const path of demoPaths) console.log(`  ${base}${path}`);
console.log(`CDN bundle: ${base}/cdn/byko-widgets.js`);
