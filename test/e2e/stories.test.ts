import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chromiumArgs, chromiumPath } from '../chromium.ts';

/**
 * Every story of the static Storybook (`npm run build-storybook`, which `npm test` runs before this
 * suite) opened on its own in Chromium: the story must render and its play function finish without
 * error, as Storybook's preview reports it on its channel: STORY_FINISHED with status 'success', and
 * no PLAY_FUNCTION_THREW_EXCEPTION (a play function's failure alone may still finish as 'success'),
 * no unhandled error while playing, no error display. The preview's service worker (MSW) answers
 * the sandbox paths in the page, so only the static files are served here.
 */

const staticDir = fileURLToPath(new URL('../../storybook-static/', import.meta.url));
const indexFile = join(staticDir, 'index.json');

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

interface StoryCase {
  id: string;
  label: string;
}

/** The stories of index.json, read when the file is collected: one test each. */
function readStories(): StoryCase[] | undefined {
  if (!existsSync(indexFile)) return undefined;
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map((entry) => ({ id: entry.id, label: `${entry.title} › ${entry.name} (${entry.id})` }));
}

// ---- a static server for storybook-static/

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

async function serveStatic(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://localhost');
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    response.writeHead(400).end();
    return;
  }
  const file = normalize(join(staticDir, pathname.endsWith('/') ? `${pathname}index.html` : pathname));
  if (!file.startsWith(staticDir.endsWith(sep) ? staticDir : `${staticDir}${sep}`)) {
    response.writeHead(403).end();
    return;
  }
  try {
    const body = await readFile(file);
    response.writeHead(200, {
      'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
      // The build's assets have hashed names: cached, Chromium parses and compiles them once a run.
      'Cache-Control': pathname.startsWith('/assets/') ? 'max-age=3600, immutable' : 'no-cache',
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  } catch {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  }
}

// ---- what the preview reports

/** The preview's channel events that tell how a story went (storybook/internal/core-events). */
const reportedEvents = [
  'storyFinished',
  'playFunctionThrewException',
  'unhandledErrorsWhilePlaying',
  'storyThrewException',
  'storyErrored',
  'storyMissing',
] as const;

interface ReportedEvent {
  name: (typeof reportedEvents)[number];
  payload: unknown;
}

declare global {
  interface Window {
    bykoStoryEvents?: ReportedEvent[];
  }
}

/** Runs in the page before Storybook: records the reporting events as the channel is created. */
function recordStoryEvents(names: readonly string[]): void {
  const events: { name: string; payload: unknown }[] = [];
  Object.assign(window, { bykoStoryEvents: events });
  const listen = (channel: unknown) => {
    const on = (channel as { on?: unknown } | undefined)?.on;
    if (typeof on !== 'function') return;
    for (const name of names) {
      on.call(channel, name, (payload: unknown) => {
        let copy: unknown;
        try {
          copy = JSON.parse(JSON.stringify(payload ?? null)) as unknown;
        } catch {
          copy = String(payload);
        }
        events.push({ name, payload: copy });
      });
    }
  };
  let current: unknown;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => current,
    set: (channel: unknown) => {
      if (channel !== current) listen(channel);
      current = channel;
    },
  });
}

function finishedStatus(events: readonly ReportedEvent[]): string | undefined {
  const finished = events.find((event) => event.name === 'storyFinished')?.payload;
  if (typeof finished !== 'object' || finished === null || !('status' in finished)) return undefined;
  return String(finished.status);
}

function describeEvents(events: readonly ReportedEvent[]): string {
  return events
    .map((event) => {
      const payload = event.payload;
      const message =
        typeof payload === 'object' && payload !== null && 'message' in payload
          ? `${String(payload.message)}${'stack' in payload ? `\n${String(payload.stack)}` : ''}`
          : JSON.stringify(payload);
      return `${event.name}: ${message}`;
    })
    .join('\n');
}

// ---- the suite

const stories = readStories();
/** Longest a story may take to report: the slowest play functions wait ~13 s (receipt polling). */
const storyTimeoutMs = 40_000;
/**
 * Stories run this many at a time, each lane a browser context of its own: stories share nothing
 * in the page (each has its own sandbox), but a context's pages share localStorage, and a login or
 * the preview's session reset in one tab would reach the widgets of another (storage events).
 */
const lanes = 3;

/** Hands out the lanes' contexts one story at a time. */
class LanePool {
  private readonly free: BrowserContext[] = [];
  private readonly waiting: ((context: BrowserContext) => void)[] = [];

  add(context: BrowserContext): void {
    this.release(context);
  }

  acquire(): Promise<BrowserContext> {
    const context = this.free.pop();
    return context ? Promise.resolve(context) : new Promise((resolve) => this.waiting.push(resolve));
  }

  release(context: BrowserContext): void {
    const next = this.waiting.shift();
    if (next) next(context);
    else this.free.push(context);
  }
}

describe('Storybook stories', () => {
  if (!stories) {
    test('storybook-static/ is built', () => {
      throw new Error(
        `${indexFile} is missing: run \`npm run build-storybook\` first (\`npm test\` builds it before this suite).`,
      );
    });
    return;
  }
  test('index.json lists stories', () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  let baseUrl = '';
  let close: () => Promise<void> = async () => undefined;
  let browser: Browser | undefined;
  const pool = new LanePool();

  beforeAll(async () => {
    const server = createServer((request, response) => void serveStatic(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    // One browser for the run; the preview's service worker is installed once a lane, and each story
    // opens a page of its own, closed after it.
    const started = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    browser = started;
    for (let lane = 0; lane < lanes; lane += 1) {
      const context = await started.newContext({ locale: 'is-IS', viewport: { width: 1000, height: 800 } });
      await context.addInitScript(recordStoryEvents, reportedEvents);
      pool.add(context);
    }
  });

  afterAll(async () => {
    await browser?.close();
    await close();
  });

  // '%s' with the label as a string: '$label' would be shortened to 40 characters in the report.
  test.concurrent.each(stories.map((story): [string, string] => [story.label, story.id]))(
    '%s',
    async (_label, id) => {
      const context = await pool.acquire();
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
      });
      try {
        await page.goto(`${baseUrl}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
        try {
          await page.waitForFunction(
            () =>
              (window.bykoStoryEvents ?? []).some((event) =>
                ['storyFinished', 'storyMissing', 'storyErrored'].includes(event.name),
              ),
            undefined,
            { timeout: storyTimeoutMs, polling: 50 },
          );
        } catch (error) {
          const seen = describeEvents(await page.evaluate(() => window.bykoStoryEvents ?? []));
          throw new Error(
            `${id} did not finish within ${storyTimeoutMs} ms\n${seen}\n${problems.join('\n')}`.trim(),
            { cause: error },
          );
        }
        const outcome = await page.evaluate(() => ({
          events: window.bykoStoryEvents ?? [],
          rendered: (document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0,
          errorShown: document.body.classList.contains('sb-show-errordisplay'),
          errorText: document.querySelector('#error-message')?.textContent ?? '',
        }));
        const failures = outcome.events.filter((event) => event.name !== 'storyFinished');
        const report = [
          describeEvents(failures),
          outcome.errorShown ? `error display: ${outcome.errorText}` : '',
          ...problems,
        ]
          .filter(Boolean)
          .join('\n');
        expect(finishedStatus(outcome.events), `${id}: ${report}`).toBe('success');
        expect(failures, `${id}: ${report}`).toEqual([]);
        expect(outcome.errorShown, `${id}: ${report}`).toBe(false);
        expect(outcome.rendered, `${id} rendered nothing in #storybook-root`).toBe(true);
      } finally {
        await page.close();
        pool.release(context);
      }
    },
    // A test may wait for a free lane (up to the slowest story running) before its own story.
    2 * storyTimeoutMs + 15_000,
  );
});
