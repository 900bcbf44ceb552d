import { loadavg } from 'node:os';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import * as v from 'valibot';
import { chromiumArgs } from '../test/chromium.ts';
import { replaceStorage, type StorageEntries, storagePagePath } from './login.ts';

/** A Lighthouse category's score (0–100) and the audits that cost it points, by id. */
export interface CategoryScore {
  readonly score: number;
  readonly failing: readonly string[];
}

/**
 * One Lighthouse run (Lighthouse 12, mobile, simulated throttling: its defaults) and what the
 * bench reads from it: the metrics, the accessibility and best-practices scores (a page's runs, not
 * a twin's), and what the report points at when a target is missed.
 */
export interface LighthouseRun {
  readonly url: string;
  /** The performance score, 0–100. */
  readonly score: number;
  /** Only when the run had the category (the real pages': twins run performance alone). */
  readonly accessibility: CategoryScore | undefined;
  readonly bestPractices: CategoryScore | undefined;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly speedIndexMs: number;
  /** Lighthouse's measure of this machine's speed, taken during the run: low when it is busy. */
  readonly benchmarkIndex: number;
  /** The machine's 1-minute load average when the run began (other work on it skews the run). */
  readonly loadAverage: number;
  readonly warnings: readonly string[];
  /** What the page logged as errors (best practices' errors-in-console), so a failing audit says what. */
  readonly consoleErrors: readonly string[];
  readonly lcpElement: { readonly selector: string; readonly text: string } | undefined;
  readonly lcpPhases: readonly { readonly phase: string; readonly ms: number }[];
  readonly renderBlocking: readonly { readonly url: string; readonly ms: number; readonly bytes: number }[];
  /** The longest chain of requests the page waited on, each with when it ended. */
  readonly longestChain: readonly { readonly url: string; readonly endMs: number }[];
  readonly longTasks: readonly { readonly url: string; readonly ms: number; readonly startMs: number }[];
  readonly bootup: readonly {
    readonly url: string;
    readonly totalMs: number;
    readonly scriptingMs: number;
  }[];
  /** Every request of the run, as observed (not simulated), in ms from navigation. */
  readonly requests: readonly {
    readonly url: string;
    readonly type: string;
    readonly start: number;
    readonly end: number;
    readonly bytes: number;
  }[];
  readonly scripts: readonly {
    readonly url: string;
    readonly transferBytes: number;
    readonly resourceBytes: number;
  }[];
}

/** The full Chromium (Lighthouse's traces need it), with the project's flags. */
export function launchLighthouseBrowser(args: readonly string[] = chromiumArgs): Promise<Browser> {
  return puppeteer.launch({
    executablePath: process.env.LIGHTHOUSE_CHROMIUM ?? '/usr/bin/chromium',
    args: [...args],
    headless: true,
    // Lighthouse sets the phone's screen itself.
    defaultViewport: null,
  });
}

/**
 * What a run audits: a page's everything the targets name; a twin's performance only, as its
 * accessibility is its page's and the other categories cost seconds a run.
 */
export type Audited = 'page' | 'twin';

const flagsFor = (audited: Audited): Flags => ({
  output: 'json',
  logLevel: 'error',
  onlyCategories: audited === 'page' ? ['performance', 'accessibility', 'best-practices'] : ['performance'],
  // Only the report's picture; the metrics do not use it, and it costs seconds a run.
  disableFullPageScreenshot: true,
});

/**
 * Runs Lighthouse on `url` in a new tab of `browser`. The origin's localStorage is first replaced
 * with `storage` (a login, or nothing): Lighthouse's own storage reset leaves localStorage alone
 * and clears the HTTP cache, so each run starts cold with the intended login.
 */
export async function runLighthouse(
  browser: Browser,
  url: string,
  storage: StorageEntries,
  audited: Audited,
): Promise<LighthouseRun> {
  const loadAverage = loadavg()[0] ?? Number.NaN;
  const page = await browser.newPage();
  try {
    await page.goto(new URL(storagePagePath, url).href);
    await page.evaluate(replaceStorage, storage);
    const result = await lighthouse(url, flagsFor(audited), undefined, page);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    return { ...readRun(result.lhr), loadAverage };
  } finally {
    await page.close();
  }
}

// ---- reading the report (its audit details are typed loosely: each shape is checked here)

const numberOr = (value: unknown, fallback = Number.NaN) => (typeof value === 'number' ? value : fallback);

function details<S extends v.GenericSchema>(
  lhr: Result,
  audit: string,
  schema: S,
): v.InferOutput<S> | undefined {
  const parsed = v.safeParse(schema, lhr.audits[audit]?.details);
  return parsed.success ? parsed.output : undefined;
}

const tableOf = <S extends v.GenericSchema>(item: S) => v.object({ items: v.array(item) });

const lcpElementDetails = v.object({
  items: v.tuple([
    v.object({
      items: v.array(
        v.object({ node: v.object({ selector: v.string(), nodeLabel: v.optional(v.string(), '') }) }),
      ),
    }),
    v.object({ items: v.array(v.object({ phase: v.string(), timing: v.number() })) }),
  ]),
});

interface ChainNode {
  url: string;
  navStartToEndTime: number;
  isLongest?: boolean | undefined;
  children?: Record<string, ChainNode> | undefined;
}
const chainNode: v.GenericSchema<ChainNode> = v.object({
  url: v.string(),
  navStartToEndTime: v.number(),
  isLongest: v.optional(v.boolean()),
  children: v.optional(
    v.record(
      v.string(),
      v.lazy(() => chainNode),
    ),
  ),
});
const networkTree = v.object({ type: v.literal('network-tree'), chains: v.record(v.string(), chainNode) });
const listSections = v.object({ items: v.array(v.object({ value: v.unknown() })) });

function longestChain(lhr: Result): { url: string; endMs: number }[] {
  const sections = details(lhr, 'network-dependency-tree-insight', listSections)?.items ?? [];
  const tree = sections
    .map((section) => v.safeParse(networkTree, section.value))
    .find((parsed) => parsed.success);
  if (!tree?.success) return [];
  const chain: { url: string; endMs: number }[] = [];
  let level: Record<string, ChainNode> | undefined = tree.output.chains;
  while (level) {
    const nodes: ChainNode[] = Object.values(level);
    const next: ChainNode | undefined = nodes.find((node) => node.isLongest) ?? nodes[0];
    if (!next) break;
    chain.push({ url: next.url, endMs: next.navStartToEndTime });
    level = next.children;
  }
  return chain;
}

/** The category's score and its failing audits: those that weigh in it and scored under 1. */
function categoryScore(lhr: Result, id: string): CategoryScore | undefined {
  const category = lhr.categories[id];
  if (!category) return undefined;
  const failing = category.auditRefs
    .filter((ref) => ref.weight > 0)
    .filter((ref) => {
      const score = lhr.audits[ref.id]?.score;
      return typeof score === 'number' && score < 1;
    })
    .map((ref) => ref.id);
  return { score: Math.round(numberOr(category.score, 0) * 100), failing };
}

function readRun(lhr: Result): Omit<LighthouseRun, 'loadAverage'> {
  const metric = (audit: string) => numberOr(lhr.audits[audit]?.numericValue);
  const lcp = details(lhr, 'largest-contentful-paint-element', lcpElementDetails);
  const lcpNode = lcp?.items[0].items[0]?.node;
  const renderBlocking = details(
    lhr,
    'render-blocking-insight',
    tableOf(
      v.object({
        url: v.string(),
        wastedMs: v.optional(v.number(), 0),
        totalBytes: v.optional(v.number(), 0),
      }),
    ),
  );
  const longTasks = details(
    lhr,
    'long-tasks',
    tableOf(v.object({ url: v.string(), duration: v.number(), startTime: v.number() })),
  );
  const bootup = details(
    lhr,
    'bootup-time',
    tableOf(v.object({ url: v.string(), total: v.number(), scripting: v.optional(v.number(), 0) })),
  );
  const requests = details(
    lhr,
    'network-requests',
    tableOf(
      v.object({
        url: v.string(),
        resourceType: v.optional(v.string(), ''),
        transferSize: v.optional(v.number(), 0),
        resourceSize: v.optional(v.number(), 0),
        networkRequestTime: v.optional(v.number(), 0),
        networkEndTime: v.optional(v.number(), 0),
      }),
    ),
  );
  const consoleErrors = details(
    lhr,
    'errors-in-console',
    tableOf(
      v.object({
        description: v.optional(v.string(), ''),
        sourceLocation: v.optional(v.object({ url: v.optional(v.string(), '') }), { url: '' }),
      }),
    ),
  );
  return {
    url: lhr.finalDisplayedUrl,
    score: Math.round(numberOr(lhr.categories.performance?.score, 0) * 100),
    accessibility: categoryScore(lhr, 'accessibility'),
    bestPractices: categoryScore(lhr, 'best-practices'),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    speedIndexMs: metric('speed-index'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    // A runtime error (no paint, the page not loading) leaves the metrics empty: it says why.
    warnings: [
      ...(lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : []),
      ...lhr.runWarnings.map(String),
    ],
    consoleErrors: (consoleErrors?.items ?? []).map((item) =>
      item.sourceLocation.url === ''
        ? item.description
        : `${item.description} (${item.sourceLocation.url.replace(/^https?:\/\/[^/]+/, '')})`,
    ),
    lcpElement: lcpNode ? { selector: lcpNode.selector, text: lcpNode.nodeLabel } : undefined,
    lcpPhases: (lcp?.items[1].items ?? []).map((item) => ({ phase: item.phase, ms: item.timing })),
    renderBlocking: (renderBlocking?.items ?? []).map((item) => ({
      url: item.url,
      ms: item.wastedMs,
      bytes: item.totalBytes,
    })),
    longestChain: longestChain(lhr),
    longTasks: (longTasks?.items ?? []).map((item) => ({
      url: item.url,
      ms: item.duration,
      startMs: item.startTime,
    })),
    bootup: (bootup?.items ?? []).map((item) => ({
      url: item.url,
      totalMs: item.total,
      scriptingMs: item.scripting,
    })),
    requests: (requests?.items ?? []).map((item) => ({
      url: item.url,
      type: item.resourceType,
      start: item.networkRequestTime,
      end: item.networkEndTime,
      bytes: item.transferSize,
    })),
    scripts: (requests?.items ?? [])
      .filter((item) => item.resourceType === 'Script')
      .map((item) => ({ url: item.url, transferBytes: item.transferSize, resourceBytes: item.resourceSize })),
  };
}
