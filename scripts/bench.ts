import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, chromium } from 'playwright-core';
import * as v from 'valibot';
import { phoneContext } from '../bench/browser.ts';
import { type InputMeasure, inputActions, measureInput } from '../bench/input-latency.ts';
import { inlineScriptCosts, type ScriptCost, scriptCosts } from '../bench/js-budget.ts';
import { type LighthouseRun, launchLighthouseBrowser, runLighthouse } from '../bench/lighthouse.ts';
import { defaultWaitSeconds, loadNow, notWaited, waitForQuiet } from '../bench/load.ts';
import { loggedInStorage, replaceStorage, type StorageEntries, storagePagePath } from '../bench/login.ts';
import { type BenchPage, benchPages, routePages, selectPages, slug } from '../bench/pages.ts';
import { medianRun, type PageResult, renderReport } from '../bench/report.ts';
import { benchCertificate, listenSecure, trustFlag } from '../bench/secure.ts';
import { compareShots, type ShotComparison, saveShots } from '../bench/shots.ts';
import { SourceLocator } from '../bench/source.ts';
import { serveTwins, snapshotTwin } from '../bench/twin.ts';
import { listen } from '../http/listen.ts';
import { createServerApp } from '../server/server.ts';
import { chromiumArgs, chromiumPath } from '../test/chromium.ts';
import { anna } from '../test/support/people.ts';

/**
 * `npm run bench`: a benchmark, not a test. It builds, waits for a quiet machine, starts the
 * production server in this process, snapshots each bench page into its static twin, measures
 * input at 4× CPU slowdown, runs Lighthouse on each page beside its twin, and writes the figures to
 * bench/results.md. A missed target is reported, not failed.
 *
 * - `--runs=N`: Lighthouse runs of each page and twin (3; 1 with `--all`);
 * - `--only=name,name`: only those pages (their names or slugs, as the table shows them);
 * - `--all`: every route of the route table once, logged out, to bench/results-all.md;
 * - `--wait=N`: wait at most N seconds for a quiet machine (600); `--no-wait`: do not wait;
 * - `--no-build`: measure the build that is there;
 * - `--http1`: serve the pages over plain HTTP/1.1 rather than HTTPS with HTTP/2 (bench/secure.ts),
 *   writing bench/results-http1.md (results-all-http1.md with `--all`).
 */

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string' },
    only: { type: 'string' },
    all: { type: 'boolean', default: false },
    wait: { type: 'string' },
    'no-wait': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    http1: { type: 'boolean', default: false },
  },
});
const wholeNumber = (name: string, value: string | undefined, fallback: number): number => {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`--${name} takes a whole number, not '${value}'`);
  return Number(value);
};
const all = options.all;
const runs = wholeNumber('runs', options.runs, all ? 1 : 3);
const waitSeconds = wholeNumber('wait', options.wait, defaultWaitSeconds);
const only = options.only
  ?.split(',')
  .map((name) => name.trim())
  .filter((name) => name !== '');
const selected = selectPages(all ? routePages() : benchPages, only);
// Plain HTTP/1.1 figures go beside the deployed ones, never over them.
const resultsFile = `results${all ? '-all' : ''}${options.http1 ? '-http1' : ''}.md`;

const root = resolve(import.meta.dirname, '..');
const started = performance.now();
const log = (message: string) =>
  console.log(`[bench ${Math.round((performance.now() - started) / 1000)} s] ${message}`);
const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

if (!options['no-build']) {
  log('npm run build');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

// After the build, which is this process's own load.
const wait = options['no-wait'] ? notWaited(loadNow()) : await waitForQuiet(waitSeconds, log);
log(
  wait.quiet
    ? `load average ${wait.after.toFixed(2)}: measuring`
    : `load average ${wait.after.toFixed(2)}: not a quiet machine; measuring anyway`,
);
const startLoad = loadNow();

const app = createServerApp({ root, authDelayMs: 0 });
const server = await listen(app, 0, 'localhost');
/** Where the bench itself calls the sandbox (logins, a checkout code, the scripts' bodies). */
const apiOrigin = `http://localhost:${server.port}`;
const certificate = options.http1 ? undefined : benchCertificate();
if (!options.http1 && !certificate) log('openssl is missing: the pages are served over HTTP/1.1');
const secureServer = certificate ? await listenSecure(app, certificate) : undefined;
/** Where the browsers open the pages: the same app, over HTTPS with HTTP/2 where it can. */
const origin = secureServer?.origin ?? apiOrigin;
const protocol = secureServer ? 'HTTPS with HTTP/2' : 'HTTP/1.1';
const browserArgs = certificate ? [...chromiumArgs, trustFlag(certificate)] : chromiumArgs;

const logins = new Map<string, StorageEntries>();
/** The localStorage a page loads with: the person's login (one per person), or nothing. */
async function storageFor(person: BenchPage['person']): Promise<StorageEntries> {
  if (!person) return {};
  const entries = logins.get(person.ssn) ?? (await loggedInStorage(apiOrigin, person, origin));
  logins.set(person.ssn, entries);
  return entries;
}

/** Each page with its path made (a page with `prepare` makes what its path names). */
const pages: BenchPage[] = [];
for (const page of selected) {
  pages.push(
    page.prepare ? { ...page, path: await page.prepare(apiOrigin, await storageFor(page.person)) } : page,
  );
}

/** Why a page could not be measured, by name: it did not load, or Lighthouse failed on it. */
const failures = new Map<string, string>();

/** Each page loaded and drawn, as its twin's HTML and a screenshot. */
async function takeTwins(browser: Browser): Promise<Map<string, { html: string; shot: Buffer }>> {
  const taken = new Map<string, { html: string; shot: Buffer }>();
  for (const page of pages) {
    log(`snapshot of ${page.name} ${page.path}`);
    const context = await phoneContext(browser);
    try {
      const tab = await context.newPage();
      await tab.goto(origin + storagePagePath);
      await tab.evaluate(replaceStorage, await storageFor(page.person));
      await tab.goto(origin + page.path);
      await page.loaded(tab);
      await tab.waitForLoadState('networkidle');
      const shot = await tab.screenshot({ fullPage: true, animations: 'disabled' });
      taken.set(page.name, { html: await snapshotTwin(tab), shot });
    } catch (error) {
      failures.set(page.name, `it did not load: ${messageOf(error)}`);
      log(`${page.name} did not load: ${messageOf(error)}`);
    } finally {
      await context.close();
    }
  }
  return taken;
}

/**
 * Each twin on a server of its own, at its page's path: two bench pages may share a path (the
 * company credit logged out and logged in), and a twin keeps its page's address.
 */
async function serveEachTwin(taken: ReadonlyMap<string, { html: string }>) {
  const servers = new Map<string, { origin: string; close: () => Promise<void> }>();
  for (const page of pages) {
    const twin = taken.get(page.name);
    if (twin) servers.set(page.name, await serveTwins(new Map([[page.path, twin.html]]), app, certificate));
  }
  return servers;
}

/** Screenshots each twin and compares it with its page's (both saved under bench/shots/). */
async function compareTwins(
  browser: Browser,
  twinOrigins: ReadonlyMap<string, { origin: string }>,
  taken: ReadonlyMap<string, { shot: Buffer }>,
): Promise<Map<string, ShotComparison>> {
  const compared = new Map<string, ShotComparison>();
  for (const page of pages) {
    const realShot = taken.get(page.name)?.shot;
    const twinOrigin = twinOrigins.get(page.name)?.origin;
    if (!realShot || !twinOrigin) continue;
    const context = await phoneContext(browser);
    const tab = await context.newPage();
    await tab.goto(twinOrigin + page.path, { waitUntil: 'networkidle' });
    const twinShot = await tab.screenshot({ fullPage: true, animations: 'disabled' });
    await context.close();
    saveShots(slug(page.name), realShot, twinShot);
    compared.set(page.name, await compareShots(browser, realShot, twinShot));
  }
  return compared;
}

/** Lighthouse on every page and its twin, `runs` times each. */
async function lighthouseRuns(twinOrigins: ReadonlyMap<string, { origin: string }>) {
  const browser = await launchLighthouseBrowser(browserArgs);
  const real = new Map<string, LighthouseRun[]>();
  const twin = new Map<string, LighthouseRun[]>();
  const keep = (runsOf: Map<string, LighthouseRun[]>, name: string, run: LighthouseRun) =>
    runsOf.set(name, [...(runsOf.get(name) ?? []), run]);
  // Round by round, page then twin: a slow spell of the machine falls on both alike.
  for (let round = 1; round <= runs; round += 1) {
    for (const page of pages) {
      const twinOrigin = twinOrigins.get(page.name)?.origin;
      if (failures.has(page.name) || !twinOrigin) continue;
      log(
        `Lighthouse ${round}/${runs} ${page.name} ${page.path} and its twin (load ${loadNow().toFixed(2)})`,
      );
      try {
        const storage = await storageFor(page.person);
        keep(real, page.name, await runLighthouse(browser, origin + page.path, storage, 'page'));
        keep(twin, page.name, await runLighthouse(browser, twinOrigin + page.path, {}, 'twin'));
      } catch (error) {
        failures.set(page.name, `Lighthouse failed: ${messageOf(error)}`);
        log(`Lighthouse failed on ${page.name}: ${messageOf(error)}`);
      }
    }
  }
  const chromiumVersion = await browser.version();
  await browser.close();
  return { real, twin, chromiumVersion };
}

const sources = new SourceLocator([
  { prefix: '/cdn/', directory: join(root, 'dist-cdn') },
  { prefix: '/assets/', directory: join(root, 'dist-pages', 'assets') },
]);
const sourceMapOf = (path: string): string | undefined => {
  const file = join(root, 'dist-cdn', path.replace(/^\/cdn\//, ''));
  return path.startsWith('/cdn/') && existsSync(`${file}.map`)
    ? readFileSync(`${file}.map`, 'utf8')
    : undefined;
};

const browser = await chromium.launch({ executablePath: chromiumPath, args: browserArgs });
const taken = await takeTwins(browser);
const twinServers = await serveEachTwin(taken);
const shots = await compareTwins(browser, twinServers, taken);
// The input measures belong to the bench pages they act on (the card form, the instalment slider).
const input: InputMeasure[] = [];
if (!all) {
  const paths = new Set(pages.map((page) => page.path));
  for (const action of inputActions(await storageFor(anna)).filter((each) => paths.has(each.path))) {
    log(`input: ${action.name} (load ${loadNow().toFixed(2)})`);
    input.push(await measureInput(browser, origin, action, sources));
  }
}
await browser.close();

const measured = await lighthouseRuns(twinServers);
const results: PageResult[] = pages.map((page) => {
  const error = failures.get(page.name);
  return {
    page,
    real: measured.real.get(page.name) ?? [],
    twin: measured.twin.get(page.name) ?? [],
    shot: shots.get(page.name),
    ...(error === undefined ? {} : { error }),
  };
});
const payPage = all ? undefined : results.find((result) => result.page.name === 'pay' && !result.error);
const payScripts: ScriptCost[] | undefined = payPage
  ? [
      ...(await scriptCosts(
        (medianRun(payPage.real)?.scripts ?? []).map((script) => ({
          ...script,
          // Fetched again by this process, from the plain server, which needs no certificate.
          url: script.url.replace(origin, apiOrigin),
        })),
        sourceMapOf,
      )),
      ...inlineScriptCosts(await (await fetch(apiOrigin + payPage.page.path)).text()),
    ]
  : undefined;
for (const twinServer of twinServers.values()) await twinServer.close();
await secureServer?.close();
await server.close();
const endLoad = loadNow();

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const dirty = git('status', '--porcelain', '--untracked-files=no') === '' ? '' : ' + uncommitted changes';
const lighthouseVersion = v.parse(
  v.object({ version: v.string() }),
  JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')),
).version;
const markdown = renderReport({
  mode: all ? 'all' : 'pages',
  date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
  commit: `${git('rev-parse', '--short', 'HEAD')}${dirty}`,
  chromium: measured.chromiumVersion,
  lighthouse: lighthouseVersion,
  protocol,
  durationSeconds: (performance.now() - started) / 1000,
  load: { start: startLoad, end: endLoad, cores: availableParallelism(), wait },
  pages: results,
  payScripts,
  input,
});
writeFileSync(join(root, 'bench', resultsFile), markdown);
console.log(`\n${markdown}`);
log(`written to bench/${resultsFile}`);
