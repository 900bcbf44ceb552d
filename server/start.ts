import { createStorefrontApp } from '../demo/storefront.ts';
import { processorOrigin } from '../sandbox/pay/routes.ts';
import { parseOrigins } from './http-headers.ts';
import { listen } from './listen.ts';
import { createServerApp, printWelcome } from './server.ts';

const port = Number(process.env.PORT ?? 8080);
const hostname = process.env.HOST ?? 'localhost';
const widgetsOrigin = `http://${hostname}:${port}`;
// The storefront demo: a second origin that embeds the elements (demo/storefront.ts).
const storefrontOrigin = `http://${hostname}:${port + 1}`;

const server = await listen(
  createServerApp({
    // The storefront may frame iframe=1 pages, as the retailer's site may (BYKO_FRAME_ANCESTORS).
    frameAncestors: [storefrontOrigin, ...parseOrigins(process.env.BYKO_FRAME_ANCESTORS)],
  }),
  port,
  hostname,
);
await listen(
  createStorefrontApp({ widgetsOrigin, processorOrigin: processorOrigin(widgetsOrigin) }),
  port + 1,
  hostname,
);
printWelcome(`http://${hostname}:${server.port}`);
console.log(`Storefront demo on another origin: ${storefrontOrigin}/karfa`);
