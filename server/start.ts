import { Hono } from 'hono';
import { createStorefrontApp } from '../demo/storefront.ts';
import { listenOrExit, originFor } from '../http/listen.ts';
import { refusal } from '../http/settings.ts';
import { allowedHostsGuard } from '../sandbox/allowed-hosts.ts';
import { processorOrigin } from '../sandbox/pay/routes.ts';
import { readSharedSandboxSettings } from '../sandbox/settings.ts';
import { welcomeLines } from './demo-links.ts';
import { createServerApp } from './server.ts';
import { readStartSettings, settingRules } from './settings.ts';

// `npm start`: the pages, the CDN bundle and the sandbox on PORT of HOST, and the storefront demo on
// PORT+1. Its settings are checked as `npm run serve` checks them: a refused one is a line, status 1.

const read = readStartSettings(process.env);
const sandboxRead = readSharedSandboxSettings(process.env);
const problems = [...(read.ok ? [] : read.problems), ...(sandboxRead.ok ? [] : sandboxRead.problems)];
if (read.ok && read.settings.port === 65_535)
  problems.push(
    `PORT: ${refusal('a port number from 0 to 65534 (the storefront demo takes PORT+1)', '65535', settingRules.PORT.example)}`,
  );
if (!read.ok || !sandboxRead.ok || problems.length > 0) {
  for (const problem of problems) process.stderr.write(`${problem}\n`);
  process.exit(1);
}
const { port, host, allowedOrigins, frameAncestors } = read.settings;
const { allowedHosts, authDelayMs } = sandboxRead.settings;
const hosts = { listenHost: host, allowed: allowedHosts };
// The storefront demo: a second origin that embeds the elements (demo/storefront.ts). Any free port
// when the pages take any free port.
const storefrontPort = port === 0 ? 0 : port + 1;
// The storefront may frame iframe=1 pages, as the retailer's site may (BYKO_FRAME_ANCESTORS); its
// origin is known once it listens.
const framers = [...frameAncestors];

const server = await listenOrExit(
  { port: 'PORT', host: 'HOST' },
  createServerApp({
    frameAncestors: framers,
    allowedOrigins,
    hosts,
    ...(authDelayMs === undefined ? {} : { authDelayMs }),
  }),
  port,
  host,
);
const base = originFor(host, server.port);
const storefrontApp = new Hono();
storefrontApp.use('*', allowedHostsGuard({ listenHost: host, allowedHosts: hosts.allowed }));
storefrontApp.route(
  '/',
  createStorefrontApp({ widgetsOrigin: base, processorOrigin: processorOrigin(base) }),
);
const storefront = await listenOrExit(
  { port: 'PORT', host: 'HOST', note: 'the storefront demo listens on PORT+1' },
  storefrontApp,
  storefrontPort,
  host,
);
const storefrontOrigin = originFor(host, storefront.port);
framers.unshift(storefrontOrigin);
for (const line of welcomeLines(base)) console.log(line);
console.log(`Storefront demo on another origin: ${storefrontOrigin}/karfa`);
