import type { Browser, CDPSession, Locator, Page } from 'playwright-core';
import { keepNamesShim, phoneContext } from './browser.ts';
import { replaceStorage, type StorageEntries, storagePagePath } from './login.ts';
import { profileHotFunctions, type SourceLocator } from './source.ts';
import { breakdownOf, type TraceBreakdown, traceCategories } from './trace.ts';

/**
 * Input on a slow phone: typing a card number and moving the instalment months
 * slider at 4× CPU slowdown, measured by the browser's own Event Timing (PerformanceObserver
 * `event` entries, durationThreshold 16 ms, buffered). An entry's duration runs from the input to
 * the next paint after its handlers, which is what a person waits for.
 */

export const cpuSlowdown = 4;
export const inputGoalMs = 50;
/** Each action is measured this many times, each on a new page; the median one is reported. */
export const repetitions = 3;

export interface EventRecord {
  readonly name: string;
  readonly startMs: number;
  readonly durationMs: number;
  /** Input to the first handler (the main thread was busy). */
  readonly inputDelayMs: number;
  /** The handlers themselves. */
  readonly processingMs: number;
  /** Handlers' end to the next paint: later events' handlers before it (a key's keypress and input), style, layout, paint. */
  readonly presentationMs: number;
  readonly target: string;
}

/** A long animation frame's script (Long Animation Frames API): who ran, and for how long. */
export interface FrameScript {
  readonly invoker: string;
  readonly functionName: string;
  readonly source: string;
  readonly durationMs: number;
  readonly forcedLayoutMs: number;
}

export interface LongFrame {
  readonly startMs: number;
  readonly durationMs: number;
  /** From the start of the frame's rendering (animation frame callbacks, style, layout, paint) to its end. */
  readonly renderMs: number;
  readonly styleAndLayoutMs: number;
  readonly scripts: readonly FrameScript[];
}

export interface InputMeasure {
  readonly action: string;
  readonly path: string;
  readonly eventCount: number;
  /** The longest event of the median repetition. */
  readonly longest: EventRecord | undefined;
  /** Each repetition's longest event, in milliseconds (0: none reached 16 ms). */
  readonly longestByRepetition: readonly number[];
  /** The other events painted with the longest one (the same keystroke's keypress and input). */
  readonly samePaint: readonly EventRecord[];
  /** Long animation frames that overlap the longest event (only when it is over the goal). */
  readonly frames: readonly LongFrame[];
  /** Where the main thread's time went while the action was replayed under a profiler (only when over). */
  readonly hotFunctions: readonly { readonly name: string; readonly selfMs: number }[];
  /** The main thread during the replay's longest event, from a trace (only when over). */
  readonly replay:
    | { readonly longest: EventRecord; readonly breakdown: TraceBreakdown | undefined }
    | undefined;
}

interface Recorded {
  events: EventRecord[];
  frames: (Omit<LongFrame, 'scripts'> & {
    scripts: (Omit<FrameScript, 'source'> & { sourceURL: string; charPosition: number })[];
  })[];
}

/** Installed before any page script: records Event Timing entries and long animation frames. */
function recordInputTiming(): void {
  const store = window as Window & { benchTiming?: Recorded };
  const recorded: Recorded = { events: [], frames: [] };
  store.benchTiming = recorded;
  const describe = (node: Node | null): string => {
    if (!(node instanceof Element)) return node ? node.nodeName : '(no target)';
    const label =
      node.getAttribute('aria-label') ??
      (node instanceof HTMLInputElement ? node.labels?.[0]?.textContent?.trim() : undefined) ??
      '';
    const type = node.getAttribute('type');
    const host =
      node.getRootNode() instanceof ShadowRoot
        ? `${(node.getRootNode() as ShadowRoot).host.localName} › `
        : '';
    return `${host}${node.localName}${type ? `[type=${type}]` : ''}${label ? ` "${label}"` : ''}`;
  };
  // Event Timing names the shadow host as the target; the element inside is found by the event's
  // timeStamp, which is the entry's startTime.
  const innerTargets = new Map<string, EventTarget | undefined>();
  for (const type of [
    'keydown',
    'keypress',
    'keyup',
    'beforeinput',
    'input',
    'pointerdown',
    'pointerup',
    'mousedown',
    'mouseup',
    'click',
  ]) {
    window.addEventListener(
      type,
      // Only kept here, as this runs inside the measured event; described after the paint.
      (event) => innerTargets.set(`${event.type}@${event.timeStamp}`, event.composedPath()[0]),
      { capture: true },
    );
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      recorded.events.push({
        name: entry.name,
        startMs: entry.startTime,
        durationMs: entry.duration,
        inputDelayMs: entry.processingStart - entry.startTime,
        processingMs: entry.processingEnd - entry.processingStart,
        presentationMs: entry.startTime + entry.duration - entry.processingEnd,
        target: describe(
          (innerTargets.get(`${entry.name}@${entry.startTime}`) as Node | undefined) ?? entry.target,
        ),
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const frame = entry.toJSON() as {
          startTime: number;
          duration: number;
          renderStart: number;
          styleAndLayoutStart: number;
          scripts: {
            invoker: string;
            sourceFunctionName: string;
            sourceURL: string;
            sourceCharPosition: number;
            duration: number;
            forcedStyleAndLayoutDuration: number;
          }[];
        };
        const end = frame.startTime + frame.duration;
        recorded.frames.push({
          startMs: frame.startTime,
          durationMs: frame.duration,
          renderMs: frame.renderStart > 0 ? end - frame.renderStart : 0,
          styleAndLayoutMs: frame.styleAndLayoutStart > 0 ? end - frame.styleAndLayoutStart : 0,
          scripts: frame.scripts.map((script) => ({
            invoker: script.invoker,
            functionName: script.sourceFunctionName,
            sourceURL: script.sourceURL,
            charPosition: script.sourceCharPosition,
            durationMs: script.duration,
            forcedLayoutMs: script.forcedStyleAndLayoutDuration,
          })),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // A browser without the Long Animation Frames API: the events alone are still measured.
  }
}

async function openThrottled(
  browser: Browser,
  origin: string,
  path: string,
  storage: StorageEntries,
): Promise<{ page: Page; cdp: CDPSession; close: () => Promise<void> }> {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await page.goto(origin + storagePagePath);
  await page.evaluate(replaceStorage, storage);
  // One script, so the shim surely runs first.
  await page.addInitScript(`${keepNamesShim}\n(${recordInputTiming.toString()})();`);
  await page.goto(origin + path);
  const cdp = await context.newCDPSession(page);
  return { page, cdp, close: () => context.close() };
}

/** Drops what was recorded so far (the page's load), so only the action is measured. */
async function clearRecorded(page: Page): Promise<void> {
  await page.evaluate(() => {
    const store = window as Window & { benchTiming?: Recorded };
    if (store.benchTiming) {
      store.benchTiming.events.length = 0;
      store.benchTiming.frames.length = 0;
    }
  });
}

async function takeRecorded(page: Page): Promise<Recorded> {
  // Event Timing reports an entry after its paint: a short wait lets the last ones arrive.
  await page.waitForTimeout(500);
  return page.evaluate(() => {
    const store = window as Window & { benchTiming?: Recorded };
    return store.benchTiming ?? { events: [], frames: [] };
  });
}

export interface InputAction {
  readonly name: string;
  readonly path: string;
  readonly storage: StorageEntries;
  /** Waits for the element to be ready for the action (not measured). */
  readonly ready: (page: Page) => Promise<void>;
  /** What the person does (measured). */
  readonly act: (page: Page) => Promise<void>;
}

/**
 * Runs `action` at 4× CPU slowdown, `repetitions` times, and answers its longest event. When that is over the goal, the
 * long animation frames around it say which scripts ran, and a replay under the sampling profiler
 * and a trace say which functions the time went to and what the main thread did meanwhile.
 */
export async function measureInput(
  browser: Browser,
  origin: string,
  action: InputAction,
  sources: SourceLocator,
): Promise<InputMeasure> {
  const repeated: Recorded[] = [];
  for (let repetition = 0; repetition < repetitions; repetition += 1) {
    repeated.push((await runAction(browser, origin, action, false)).recorded);
  }
  const longestMs = (recorded: Recorded) => longestOf(recorded.events)?.durationMs ?? 0;
  // The repetition whose longest event is the median one stands for the action.
  const measured = [...repeated].sort((a, b) => longestMs(a) - longestMs(b))[Math.floor(repetitions / 2)];
  const events = measured?.events ?? [];
  const longest = longestOf(events);
  const base = {
    action: action.name,
    path: action.path,
    eventCount: events.length,
    longest,
    longestByRepetition: repeated.map(longestMs),
  };
  if (!longest || longest.durationMs <= inputGoalMs) {
    return { ...base, samePaint: [], frames: [], hotFunctions: [], replay: undefined };
  }
  const longestEnd = longest.startMs + longest.durationMs;
  const frames = (measured?.frames ?? [])
    .filter((frame) => frame.startMs < longestEnd && frame.startMs + frame.durationMs > longest.startMs)
    .map((frame) => ({
      ...frame,
      scripts: frame.scripts.map((script) => ({
        invoker: script.invoker,
        functionName: script.functionName,
        source: sources.locateCharacter(script.sourceURL, script.charPosition),
        durationMs: script.durationMs,
        forcedLayoutMs: script.forcedLayoutMs,
      })),
    }));
  const replayed = await runAction(browser, origin, action, true);
  const replayLongest = longestOf(replayed.recorded.events);
  return {
    ...base,
    // Durations are rounded to 8 ms: events painted together end within that of each other.
    samePaint: events.filter(
      (event) => event !== longest && Math.abs(event.startMs + event.durationMs - longestEnd) <= 8,
    ),
    frames,
    hotFunctions: replayed.profile ? profileHotFunctions(replayed.profile, sources, 8) : [],
    replay:
      replayLongest && replayed.trace && replayed.clock
        ? {
            longest: replayLongest,
            breakdown: breakdownOf(
              replayed.trace,
              replayed.clock,
              { startMs: replayLongest.startMs, endMs: replayLongest.startMs + replayLongest.durationMs },
              (url, line, column, name) => sources.locate(url, line, column, name),
            ),
          }
        : undefined,
  };
}

const longestOf = (events: readonly EventRecord[]) =>
  [...events].sort((a, b) => b.durationMs - a.durationMs)[0];

const clockMark = 'bench-clock';

interface ActionRun {
  recorded: Recorded;
  profile?: unknown;
  trace?: Buffer;
  clock?: { name: string; startMs: number };
}

async function runAction(
  browser: Browser,
  origin: string,
  action: InputAction,
  diagnose: boolean,
): Promise<ActionRun> {
  const { page, cdp, close } = await openThrottled(browser, origin, action.path, action.storage);
  try {
    await action.ready(page);
    await page.waitForLoadState('networkidle');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await clearRecorded(page);
    if (!diagnose) {
      await action.act(page);
      return { recorded: await takeRecorded(page) };
    }
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await browser.startTracing(page, { categories: traceCategories });
    await cdp.send('Profiler.start');
    // Ties the page's clock to the trace's (breakdownOf).
    const clockStart = await page.evaluate((name) => performance.mark(name).startTime, clockMark);
    await action.act(page);
    const recorded = await takeRecorded(page);
    const { profile } = await cdp.send('Profiler.stop');
    const trace = await browser.stopTracing();
    return { recorded, profile, trace, clock: { name: clockMark, startMs: clockStart } };
  } finally {
    await close();
  }
}

// ---- the measured actions: typing a card number, the instalment slider by keys and by drag

const cardNumber = (page: Page) => page.getByRole('textbox', { name: 'Kortanúmer' });
const monthsSlider = (page: Page) => page.getByRole('slider', { name: 'Fjöldi mánaða' });

/** A quick person's pace: each key is held this long (Playwright's typing delay), then the next comes. */
const keyGapMs = 120;

export function inputActions(annaStorage: StorageEntries): InputAction[] {
  return [
    {
      name: 'typing a card number, key by key',
      path: '/borga/demo-card',
      storage: {},
      ready: async (page) => {
        await cardNumber(page).waitFor();
        // Focus first (not measured): the typing is.
        await cardNumber(page).click();
      },
      // The keyboard itself, not the locator's typing: that runs Playwright's own checks in the page
      // on every key, which the measure would count.
      act: (page) => page.keyboard.type('4242424242424242', { delay: keyGapMs }),
    },
    {
      name: 'months slider, keyboard arrows',
      path: '/borga/demo-instalment',
      storage: annaStorage,
      ready: async (page) => {
        await monthsSlider(page).waitFor();
        await monthsSlider(page).focus();
      },
      // From 7 months down to 2, then up to 12: each key held as long as the card form's keys.
      act: async (page) => {
        for (const key of [...Array(5).fill('ArrowLeft'), ...Array(10).fill('ArrowRight')]) {
          await page.keyboard.press(key, { delay: keyGapMs });
        }
      },
    },
    {
      name: 'months slider, mouse drag',
      path: '/borga/demo-instalment',
      storage: annaStorage,
      ready: (page) => monthsSlider(page).waitFor(),
      act: (page) => dragAcross(page, monthsSlider(page)),
    },
  ];
}

/** Presses on the slider's thumb, drags it to the right end, to the left end, and lets go. */
async function dragAcross(page: Page, slider: Locator): Promise<void> {
  const box = await slider.boundingBox();
  if (!box) throw new Error('the months slider is not on screen');
  const { value, min, max } = await slider.evaluate((input) => {
    if (!(input instanceof HTMLInputElement)) throw new Error('the slider is not an input');
    return { value: Number(input.value), min: Number(input.min), max: Number(input.max) };
  });
  const y = box.y + box.height / 2;
  // The thumb's centre travels the track less its own width (about the track's height).
  const xOf = (at: number) => box.x + box.height / 2 + ((at - min) / (max - min)) * (box.width - box.height);
  await page.mouse.move(xOf(value), y);
  await page.mouse.down();
  await page.mouse.move(xOf(max) + 4, y, { steps: 20 });
  await page.waitForTimeout(keyGapMs);
  await page.mouse.move(xOf(min) - 4, y, { steps: 30 });
  await page.waitForTimeout(keyGapMs);
  await page.mouse.up();
}
