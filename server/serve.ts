import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { listenOrExit } from '../http/listen.ts';
import { buildInfo } from './build-info.ts';
import { createPagesApp } from './pages-app.ts';
import { logRequests } from './request-log.ts';
import { readSettings } from './settings.ts';
import { gracefulStop } from './shutdown.ts';

// `npm run serve`: production, built into dist-server/serve.mjs (vite.server.config.ts) with all it
// imports. The built pages and the CDN bundle of the folder it runs in, against the API and services
// the environment names (settings.ts; docs/deploying.md, "Settings"). Nothing of the sandbox: its paths are not
// found here.

/** A load balancer's stop allows 10 s: what is still running shortly before then is cut off. */
const forceAfterMs = 9_000;

const line = (entry: object) => process.stdout.write(`${JSON.stringify(entry)}\n`);

const read = readSettings(process.env);
const root = process.cwd();
const problems = read.ok ? [] : read.problems;
for (const file of ['dist-pages/index.html', 'dist-cdn/byko-widgets.js']) {
  if (!existsSync(join(root, file)))
    problems.push(
      `${file}: missing: build first (npm run build), and run it in the folder that holds dist-cdn/ and dist-pages/`,
    );
}
if (!read.ok || problems.length > 0) {
  for (const problem of problems) process.stderr.write(`${problem}\n`);
  process.exit(1);
}

const { settings } = read;
const build = buildInfo(root);
const server = await listenOrExit(
  { port: 'PORT', host: 'HOST' },
  createPagesApp({ root, settings, build, publicSourceMaps: settings.publicSourceMaps }),
  settings.port,
  settings.host,
  logRequests((entry) => process.stdout.write(`${entry}\n`)),
);
for (const listening of server.servers) {
  // Longer than a load balancer keeps an idle connection (60 s at the usual ones): were the server
  // to close it first, the balancer could send a request down a connection being closed, a 502.
  listening.keepAliveTimeout = 65_000;
  listening.headersTimeout = 66_000;
}
const stop = gracefulStop(server.servers);
line({ event: 'listening', port: server.port, ...(settings.host ? { host: settings.host } : {}), ...build });

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    line({ event: 'stopping', signal });
    void stop(forceAfterMs).then((stopped) => {
      line({ event: 'stopped', ...stopped });
      process.exit(0);
    });
  });
}
