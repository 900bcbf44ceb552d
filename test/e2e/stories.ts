import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { icelandicLeftIn, textsShownIn } from '../support/icelandic-left.ts';
import { sharedBrowser } from './harness.ts';

/**
 * Every story of the static Storybook (`npm run build-storybook`, which `npm test` runs before this
 * suite) run in Chromium, in Icelandic with its play function, and in English and Polish as it first
 * renders (the toolbar's `lang`, without the play, whose steps name Icelandic texts): once it has
 * settled, no Icelandic letter shows outside the names a screen keeps (icelandic-left.ts). In each: the story must render and its play function finish without error, as
 * Storybook's preview reports it on its channel: STORY_FINISHED with status 'success', and no
 * PLAY_FUNCTION_THREW_EXCEPTION (a play function's failure alone may still finish as 'success'), no
 * unhandled error while playing, no error display. Each lane keeps one preview page and moves it
 * from story to story as Storybook's manager does; a failure names the story shown before it in the
 * same page, and the page is not reused after it.
 * The preview's service worker (MSW) answers the sandbox paths in the page, so only the static
 * files are served here.
 */

/** `STORYBOOK_DIR`: another static Storybook to run (a build made with `-o`), e.g. beside a running one. */
const staticDir = process.env.STORYBOOK_DIR
  ? join(resolve(process.env.STORYBOOK_DIR), sep)
  : fileURLToPath(new URL('../../storybook-static/', import.meta.url));
const indexFile = join(staticDir, 'index.json');

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

interface StoryCase {
  id: string;
  title: string;
  label: string;
}

/** The stories of index.json, read when the file is collected: one test each. */
function readStories(): StoryCase[] | undefined {
  if (!existsSync(indexFile)) return undefined;
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map((entry) => ({
      id: entry.id,
      title: entry.title,
      label: `${entry.title} › ${entry.name} (${entry.id})`,
    }));
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

/**
 * A lane: its context and the preview page it keeps. Loading the preview (its 1.6 MB of Storybook
 * and test tools, the service worker, the sandbox) is most of what a story costs, so a lane loads it
 * once and moves from story to story as Storybook's manager does, with `setCurrentStory` on the
 * preview's channel: the preview tears the last story down and runs the next one's beforeEach
 * (sandbox reset, session cleared) and play function.
 */
interface Lane {
  context: BrowserContext;
  page: Page | undefined;
  /** The page's errors and console errors since the current story started. */
  problems: string[];
  /** The story the page showed last. */
  lastStory: string | undefined;
  /** A lane of the English and Polish run: the language its page shows stories in now. */
  lang?: OtherLang;
  /** The language its page starts in. */
  firstLang?: OtherLang;
}

/** Hands out the lanes one story at a time. */
class LanePool {
  private readonly lanes: Lane[] = [];
  private readonly free: Lane[] = [];
  private readonly waiting: ((lane: Lane) => void)[] = [];

  add(lane: Lane): void {
    this.lanes.push(lane);
    this.release(lane);
  }

  all(): readonly Lane[] {
    return this.lanes;
  }

  acquire(): Promise<Lane> {
    const lane = this.free.pop();
    return lane ? Promise.resolve(lane) : new Promise((resolve) => this.waiting.push(resolve));
  }

  release(lane: Lane): void {
    const next = this.waiting.shift();
    if (next) next(lane);
    else this.free.push(lane);
  }
}

interface StoryOutcome {
  events: ReportedEvent[];
  rendered: boolean;
  errorShown: boolean;
  errorText: string;
}

/** English or Polish: a story drawn as it first renders (`embed`), then in the other language. */
type OtherLang = 'en' | 'pl';

/**
 * A story a customer sees a screen of: not the ui primitives' (Grunneiningar/), drawn with the
 * sample texts their args give, nor an element's API reference (its Docs story), which is for the
 * storefront's developers.
 */
const isCustomerScreen = (story: StoryCase) =>
  !story.title.startsWith('Grunneiningar/') && !story.id.endsWith('-docs');

/** A fresh preview page in the lane's context, showing the story `id`. */
async function openPreview(lane: Lane, baseUrl: string, id: string): Promise<Page> {
  const page = await lane.context.newPage();
  page.on('pageerror', (error) => lane.problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') lane.problems.push(`console.error: ${message.text()}`);
  });
  // Storybook runs no play function in an embedded story; the toolbar's language is a global.
  const inLang = lane.lang === undefined ? '' : `&embed=true&globals=lang:${lane.lang}`;
  await page.goto(`${baseUrl}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story${inLang}`);
  return page;
}

/** Moves the lane's preview to the story `id`, as the manager does; its reports start afresh. */
async function switchPreview(page: Page, id: string): Promise<void> {
  await page.evaluate((storyId) => {
    window.bykoStoryEvents?.splice(0);
    const channel = Reflect.get(window, '__STORYBOOK_ADDONS_CHANNEL__') as
      | { emit: (name: string, payload: unknown) => void }
      | undefined;
    if (!channel) throw new Error('the preview has no channel');
    channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  }, id);
}

/** Waits for the preview's report of the story `id`; what it reported, and what the page shows. */
async function outcomeOf(page: Page, id: string, problems: readonly string[]): Promise<StoryOutcome> {
  try {
    await page.waitForFunction(
      (storyId) =>
        (window.bykoStoryEvents ?? []).some(
          (event) =>
            ['storyMissing', 'storyErrored'].includes(event.name) ||
            (event.name === 'storyFinished' &&
              (event.payload as { storyId?: string } | null)?.storyId === storyId),
        ),
      id,
      { timeout: storyTimeoutMs, polling: 50 },
    );
  } catch (error) {
    const seen = describeEvents(await page.evaluate(() => window.bykoStoryEvents ?? []));
    throw new Error(
      `${id} did not finish within ${storyTimeoutMs} ms\n${seen}\n${problems.join('\n')}`.trim(),
      {
        cause: error,
      },
    );
  }
  return page.evaluate(() => ({
    events: window.bykoStoryEvents ?? [],
    rendered: (document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0,
    errorShown: document.body.classList.contains('sb-show-errordisplay'),
    errorText: document.querySelector('#error-message')?.textContent ?? '',
  }));
}

/**
 * Why the story failed, or undefined when it passed. The page's console errors (a 404 the story
 * asked for) only explain a failure: the preview's own reports decide it.
 */
function failureOf(id: string, outcome: StoryOutcome, problems: readonly string[]): string | undefined {
  const failures = outcome.events.filter((event) => event.name !== 'storyFinished');
  const report = [
    describeEvents(failures),
    outcome.errorShown ? `error display: ${outcome.errorText}` : '',
    ...problems,
  ]
    .filter(Boolean)
    .join('\n');
  if (finishedStatus(outcome.events) !== 'success')
    return `${id} finished '${finishedStatus(outcome.events)}': ${report}`;
  if (failures.length > 0 || outcome.errorShown) return `${id}: ${report}`;
  if (!outcome.rendered) return `${id} rendered nothing in #storybook-root`;
  return undefined;
}

/** Switches the toolbar's language of the lane's preview, as the manager's toolbar does. */
async function showIn(page: Page, lang: OtherLang): Promise<void> {
  await page.evaluate((globalLang) => {
    const channel = Reflect.get(window, '__STORYBOOK_ADDONS_CHANNEL__') as
      | { emit: (name: string, payload: unknown) => void }
      | undefined;
    if (!channel) throw new Error('the preview has no channel');
    channel.emit('updateGlobals', { globals: { lang: globalLang } });
  }, lang);
}

/**
 * Every story: in Icelandic (`languages` false) with its play function and axe, in three lanes, and
 * `withDocs` the Docs pages; or (`languages` true) drawn as it first renders in the lane's language
 * and then, switched in place from the toolbar, in the other, in two lanes (one starting in each):
 * a customer's screen left with no Icelandic in either.
 */
export function storiesSuite(languages: boolean, withDocs: boolean): void {
  describe(`Storybook stories (${languages ? 'en, pl' : 'is'})`, () => {
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
    const pool = new LanePool();
    const caseOf = new Map(stories.map((story) => [story.id, story]));

    beforeAll(async () => {
      const server = createServer((request, response) => void serveStatic(request, response));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      close = () =>
        new Promise((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        });
      // One browser for the run; a context and a preview page a lane.
      const started = await sharedBrowser();
      const laneLangs: (OtherLang | undefined)[] = languages ? ['en', 'pl'] : Array(lanes).fill(undefined);
      for (const lang of laneLangs) {
        const context = await started.newContext({ locale: 'is-IS', viewport: { width: 1000, height: 800 } });
        await context.addInitScript(recordStoryEvents, reportedEvents);
        pool.add({
          context,
          page: undefined,
          problems: [],
          lastStory: undefined,
          ...(lang ? { lang, firstLang: lang } : {}),
        });
      }
    });

    afterAll(async () => {
      await Promise.all(pool.all().map((lane) => lane.context.close()));
      await close();
    });

    /** The story's frame in `lang`; for a customer's screen, once its texts are shown, none Icelandic. */
    const checkIn = async (page: Page, story: StoryCase | undefined, lang: OtherLang) => {
      const root = page.locator('#storybook-root');
      await root.locator(`[data-widget-frame][lang="${lang}"]`).waitFor({ state: 'attached' });
      if (!story || !isCustomerScreen(story)) return;
      await root.locator(`[data-widget-frame][data-shown-lang="${lang}"]`).waitFor({ state: 'attached' });
      expect(icelandicLeftIn(await textsShownIn(root), lang), lang).toEqual([]);
    };

    // '%s' with the label as a string: '$label' would be shortened to 40 characters in the report.
    test.concurrent.each(
      stories.map((story): [string, string] => [
        languages ? `${story.label} [en, pl]` : story.label,
        story.id,
      ]),
    )(
      '%s',
      async (_label, id) => {
        const lane = await pool.acquire();
        const before = lane.lastStory;
        try {
          lane.problems.splice(0);
          lane.lastStory = id;
          if (lane.page) await switchPreview(lane.page, id);
          else lane.page = await openPreview(lane, baseUrl, id);
          const failure = failureOf(id, await outcomeOf(lane.page, id, lane.problems), lane.problems);
          // The story before in the same page is named: what it left behind (a timer, a listener) may
          // be the cause, and that story is then the one to mend.
          expect(
            failure,
            `${failure}${before ? `\n(run after ${before} in the same preview page)` : ''}`,
          ).toBe(undefined);
          if (lane.lang) {
            const story = caseOf.get(id);
            await checkIn(lane.page, story, lane.lang);
            const other = lane.lang === 'en' ? 'pl' : 'en';
            await showIn(lane.page, other);
            lane.lang = other;
            await checkIn(lane.page, story, other);
          }
        } catch (error) {
          // A page that failed, timed out or broke is not reused: the next story starts afresh.
          await lane.page?.close();
          lane.page = undefined;
          lane.lastStory = undefined;
          if (lane.firstLang) lane.lang = lane.firstLang;
          throw error;
        } finally {
          pool.release(lane);
        }
      },
      // A test may wait for a free lane (up to the slowest story running) before its own story.
      2 * storyTimeoutMs + 15_000,
    );

    // Each element's Docs page shows its API from custom-elements.json (element-docs.tsx).
    if (withDocs)
      test('every element has a Docs page with its attributes, events and CSS properties', async () => {
        const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> };
        const elementDocs = Object.values(index.entries).filter(
          (entry) => entry.type === 'docs' && !entry.title.startsWith('Grunneiningar/'),
        );
        type Named = { name: string }[] | undefined;
        const manifest = JSON.parse(readFileSync('dist-cdn/custom-elements.json', 'utf8')) as {
          modules: { declarations: { tagName: string; events?: Named; cssProperties?: Named }[] }[];
        };
        const declarations = manifest.modules.flatMap((module) => module.declarations);
        const tags = declarations.map((entry) => entry.tagName);
        /** The names a page's tables of `caption` should list: those its elements declare. */
        const declared = (onPage: string[], list: 'events' | 'cssProperties') =>
          declarations
            .filter((entry) => onPage.includes(entry.tagName))
            .flatMap((entry) => (entry[list] ?? []).map((item) => item.name))
            .sort();
        const rowsOf = async (docsRoot: Locator, caption: string) =>
          (
            await docsRoot.getByRole('table', { name: caption }).getByRole('rowheader').allTextContents()
          ).sort();
        const context = await (await sharedBrowser()).newContext({ locale: 'is-IS' });
        const page = await context.newPage();
        const documented: string[] = [];
        try {
          for (const docs of elementDocs) {
            await page.goto(`${baseUrl}/iframe.html?id=${docs.id}&viewMode=docs`);
            const docsRoot = page.locator('#storybook-docs');
            await docsRoot.getByRole('table', { name: 'Eigindi (attributes)' }).first().waitFor();
            const onPage = (await docsRoot.getByRole('heading', { level: 1 }).allTextContents())
              .filter((heading) => /^<[a-z-]+>$/.test(heading))
              .map((heading) => heading.slice(1, -1));
            documented.push(...onPage);
            // Each element on the page has its attributes table, each with an api-base row.
            await expect(docsRoot.getByRole('table', { name: 'Eigindi (attributes)' }).count()).resolves.toBe(
              onPage.length,
            );
            const apiBaseRows = await docsRoot
              .getByRole('rowheader', { name: 'api-base', exact: true })
              .count();
            expect(apiBaseRows, docs.id).toBe(onPage.length);
            // Its events and CSS properties, as the manifest declares them.
            expect(await rowsOf(docsRoot, 'Atburðir (events)'), docs.id).toEqual(declared(onPage, 'events'));
            expect(await rowsOf(docsRoot, 'CSS-breytur (CSS custom properties)'), docs.id).toEqual(
              declared(onPage, 'cssProperties'),
            );
          }
        } finally {
          await context.close();
        }
        expect(documented.sort()).toEqual(tags.sort());
      }, 120_000);
  });
}
