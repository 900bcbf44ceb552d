import * as v from 'valibot';

/**
 * Where the main thread's time went during one slow input event, from a Chromium trace: script,
 * style and layout forced by script, style, layout, paint, garbage collection, and the time the
 * thread was free. Event Timing says an input waited; this says on what.
 */

/** The trace categories the breakdown needs. */
export const traceCategories = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8.execute',
  // The script stack that forced a style or layout.
  'disabled-by-default-devtools.timeline.stack',
];

const traceEvent = v.object({
  name: v.string(),
  ph: v.string(),
  ts: v.number(),
  dur: v.optional(v.number()),
  pid: v.number(),
  tid: v.number(),
  cat: v.optional(v.string(), ''),
  args: v.optional(v.unknown()),
});
type TraceEvent = v.InferOutput<typeof traceEvent>;
const traceFile = v.object({ traceEvents: v.array(v.unknown()) });

const stackFrame = v.object({
  functionName: v.optional(v.string(), ''),
  url: v.optional(v.string(), ''),
  lineNumber: v.optional(v.number(), 0),
  columnNumber: v.optional(v.number(), 0),
});
type StackFrame = v.InferOutput<typeof stackFrame>;
const withStack = v.object({ beginData: v.object({ stackTrace: v.array(stackFrame) }) });

/** The top script frame a style or layout event carries, if any (with our own code first). */
function forcedFrom(event: TraceEvent): StackFrame | undefined {
  const parsed = v.safeParse(withStack, event.args);
  return parsed.success ? parsed.output.beginData.stackTrace[0] : undefined;
}

interface Span {
  name: string;
  /** The script frame that forced it, for a style or layout that scripts forced. */
  forcedFrom: StackFrame | undefined;
  start: number;
  end: number;
  children: Span[];
}

const scriptNames = new Set([
  'FunctionCall',
  'EvaluateScript',
  'EventDispatch',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
  'v8.callFunction',
  'v8.run',
  'V8.Execute',
  'ResizeObserverController::NotifyObservers',
]);
const kindOf = (name: string): string => {
  if (scriptNames.has(name)) return 'script';
  if (name === 'UpdateLayoutTree' || name === 'RecalculateStyles' || name === 'ParseAuthorStyleSheet')
    return 'style';
  if (name === 'Layout' || name === 'UpdateLayout') return 'layout';
  if (/Paint|Layerize|Commit|CompositeLayers|UpdateLayer|RasterTask|Decode/.test(name)) return 'paint';
  if (/GC|Sweep|Mark/.test(name)) return 'garbage collection';
  return 'other browser work';
};

/** The complete spans ('X', or 'B' … 'E') of one thread, nested. */
function spansOf(events: readonly TraceEvent[]): Span[] {
  const roots: Span[] = [];
  const open: Span[] = [];
  const sorted = [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const place = (span: Span) => {
    while (open.length > 0 && (open.at(-1)?.end ?? 0) <= span.start) open.pop();
    const parent = open.at(-1);
    if (parent && span.end <= parent.end) parent.children.push(span);
    else roots.push(span);
    open.push(span);
  };
  const begun: TraceEvent[] = [];
  const ended: Span[] = [];
  for (const event of sorted) {
    if (event.ph === 'X' && event.dur !== undefined) {
      ended.push({
        name: event.name,
        forcedFrom: forcedFrom(event),
        start: event.ts,
        end: event.ts + event.dur,
        children: [],
      });
    } else if (event.ph === 'B') {
      begun.push(event);
    } else if (event.ph === 'E') {
      const begin = begun.pop();
      if (begin)
        ended.push({
          name: begin.name,
          forcedFrom: forcedFrom(begin),
          start: begin.ts,
          end: event.ts,
          children: [],
        });
    }
  }
  for (const span of ended.sort((a, b) => a.start - b.start || b.end - a.end)) place(span);
  return roots;
}

export interface TraceBreakdown {
  readonly windowMs: number;
  readonly parts: readonly { readonly kind: string; readonly ms: number }[];
  /** Style and layout forced by script, by the script line that forced them. */
  readonly forcedBy: readonly { readonly source: string; readonly ms: number }[];
}

/**
 * The breakdown of `window` (performance.now() milliseconds of the page) in `trace`. `clock` is a
 * performance.mark the page made, found in the trace, that ties the page's clock to the trace's.
 */
export function breakdownOf(
  trace: Buffer,
  clock: { readonly name: string; readonly startMs: number },
  window: { readonly startMs: number; readonly endMs: number },
  /** Names a script position (zero-based line and column) by its source. */
  locate: (url: string, line: number, column: number, name: string) => string,
): TraceBreakdown | undefined {
  const events = v.parse(traceFile, JSON.parse(trace.toString('utf8'))).traceEvents.flatMap((event) => {
    const parsed = v.safeParse(traceEvent, event);
    return parsed.success ? [parsed.output] : [];
  });
  const mark = events.find((event) => event.name === clock.name && event.cat.includes('blink.user_timing'));
  if (!mark) return undefined;
  const offsetUs = mark.ts - clock.startMs * 1000;
  const from = window.startMs * 1000 + offsetUs;
  const to = window.endMs * 1000 + offsetUs;
  // The page's main thread: the one that ran the mark's own task (its tid), in its process.
  const thread = events.filter((event) => event.pid === mark.pid && event.tid === mark.tid);
  const totals = new Map<string, number>();
  const add = (kind: string, us: number) => totals.set(kind, (totals.get(kind) ?? 0) + us);
  const forcedBy = new Map<string, number>();
  const clip = (span: Span) => Math.max(0, Math.min(span.end, to) - Math.max(span.start, from));
  let busy = 0;
  const walk = (span: Span, inScript: boolean) => {
    const kind = kindOf(span.name);
    const own = clip(span) - span.children.reduce((sum, child) => sum + clip(child), 0);
    const forced = inScript && (kind === 'style' || kind === 'layout');
    add(forced ? `${kind} forced by script` : kind, own);
    if (forced && span.forcedFrom) {
      // Trace stack frames count lines and columns from 1.
      const frame = span.forcedFrom;
      const source = locate(frame.url, frame.lineNumber - 1, frame.columnNumber - 1, frame.functionName);
      forcedBy.set(source, (forcedBy.get(source) ?? 0) + clip(span));
    }
    for (const child of span.children) walk(child, inScript || kind === 'script');
  };
  for (const root of spansOf(thread)) {
    if (root.end <= from || root.start >= to) continue;
    busy += clip(root);
    walk(root, false);
  }
  add('main thread free', Math.max(0, to - from - busy));
  return {
    windowMs: (to - from) / 1000,
    parts: [...totals]
      .map(([kind, us]) => ({ kind, ms: us / 1000 }))
      .filter((part) => part.ms >= 0.5)
      .sort((a, b) => b.ms - a.ms),
    forcedBy: [...forcedBy]
      .map(([source, us]) => ({ source, ms: us / 1000 }))
      .filter((entry) => entry.ms >= 0.5)
      .sort((a, b) => b.ms - a.ms),
  };
}
