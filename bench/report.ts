import type { InputMeasure } from './input-latency.ts';
import { inputGoalMs } from './input-latency.ts';
import { payPageBudget, type ScriptCost, showKiB } from './js-budget.ts';
import type { LighthouseRun } from './lighthouse.ts';
import type { BenchPage } from './pages.ts';
import type { ShotComparison } from './shots.ts';

/** The issue's targets for every host page that mounts an element. */
export const targets = { score: 100, lcpRatio: 1.3, tbtMs: 50, cls: 0.02 } as const;

export interface PageResult {
  readonly page: BenchPage;
  readonly real: readonly LighthouseRun[];
  readonly twin: readonly LighthouseRun[];
  readonly shot: ShotComparison;
}

export interface BenchReport {
  readonly date: string;
  readonly commit: string;
  readonly chromium: string;
  readonly lighthouse: string;
  readonly durationSeconds: number;
  /** The 1-minute load average at the start and at the end, and the machine's cores. */
  readonly load: { readonly start: number; readonly end: number; readonly cores: number };
  readonly pages: readonly PageResult[];
  readonly payScripts: readonly ScriptCost[];
  readonly input: readonly InputMeasure[];
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

interface Medians {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

function mediansOf(runs: readonly LighthouseRun[]): Medians {
  return {
    score: median(runs.map((run) => run.score)),
    fcpMs: median(runs.map((run) => run.fcpMs)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
  };
}

/** The run whose LCP is the median one: the report's pointers are read from it. */
export function medianRun(runs: readonly LighthouseRun[]): LighthouseRun | undefined {
  const lcp = median(runs.map((run) => run.lcpMs));
  return [...runs].sort((a, b) => Math.abs(a.lcpMs - lcp) - Math.abs(b.lcpMs - lcp))[0];
}

/** The targets a page misses, by name; empty when it meets them all. */
export function missedTargets(result: PageResult): string[] {
  const real = mediansOf(result.real);
  const twin = mediansOf(result.twin);
  const missed: string[] = [];
  if (real.score < targets.score) missed.push(`score ${real.score} < ${targets.score}`);
  if (real.lcpMs / twin.lcpMs > targets.lcpRatio)
    missed.push(`LCP ${(real.lcpMs / twin.lcpMs).toFixed(2)}× > ${targets.lcpRatio}×`);
  if (real.tbtMs > targets.tbtMs) missed.push(`TBT ${ms(real.tbtMs)} > ${targets.tbtMs} ms`);
  if (real.cls > targets.cls) missed.push(`CLS ${real.cls.toFixed(3)} > ${targets.cls}`);
  return missed;
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
const row = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;
const short = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

function table(headings: readonly string[], rows: readonly (readonly (string | number)[])[]): string[] {
  return [row(headings), row(headings.map(() => '---')), ...rows.map(row)];
}

function lighthouseTable(pages: readonly PageResult[]): string[] {
  const rows: (string | number)[][] = [];
  for (const result of pages) {
    const real = mediansOf(result.real);
    const twin = mediansOf(result.twin);
    const missed = missedTargets(result);
    rows.push([
      `**${result.page.name}** \`${result.page.path}\``,
      'page',
      real.score,
      ms(real.fcpMs),
      ms(real.lcpMs),
      ms(real.tbtMs),
      real.cls.toFixed(3),
      `${(real.lcpMs / twin.lcpMs).toFixed(2)}×`,
      missed.length === 0 ? 'pass' : `**miss**: ${missed.join('; ')}`,
    ]);
    rows.push([
      '',
      'static twin',
      twin.score,
      ms(twin.fcpMs),
      ms(twin.lcpMs),
      ms(twin.tbtMs),
      twin.cls.toFixed(3),
      '',
      '',
    ]);
  }
  return table(
    [
      'page',
      'of',
      'score',
      'FCP',
      'LCP',
      'TBT',
      'CLS',
      'LCP ÷ twin',
      `targets (100, ≤ ${targets.lcpRatio}×, ≤ ${targets.tbtMs} ms, ≤ ${targets.cls})`,
    ],
    rows,
  );
}

function runsTable(pages: readonly PageResult[]): string[] {
  const rows: (string | number)[][] = [];
  for (const result of pages) {
    for (const [kind, runs] of [
      ['page', result.real],
      ['static twin', result.twin],
    ] as const) {
      for (const [index, run] of runs.entries()) {
        rows.push([
          result.page.name,
          kind,
          index + 1,
          run.score,
          ms(run.fcpMs),
          ms(run.lcpMs),
          ms(run.tbtMs),
          run.cls.toFixed(3),
          ms(run.speedIndexMs),
          Math.round(run.benchmarkIndex),
          run.loadAverage.toFixed(1),
        ]);
      }
    }
  }
  return table(
    [
      'page',
      'of',
      'run',
      'score',
      'FCP',
      'LCP',
      'TBT',
      'CLS',
      'Speed Index',
      'benchmarkIndex',
      'load (1 min)',
    ],
    rows,
  );
}

function pointers(result: PageResult): string[] {
  const real = medianRun(result.real);
  const twin = medianRun(result.twin);
  if (!real) return [];
  const lines = [`### ${result.page.name} \`${result.page.path}\` (the page's median-LCP run)`, ''];
  const element = (run: LighthouseRun | undefined) =>
    run?.lcpElement ? `\`${run.lcpElement.selector}\` "${run.lcpElement.text}"` : '(none reported)';
  lines.push(`- LCP element: ${element(real)}; the twin's: ${element(twin)}`);
  if (real.lcpPhases.length > 0) {
    lines.push(
      `- LCP ${ms(real.lcpMs)} = ${real.lcpPhases.map((phase) => `${phase.phase} ${ms(phase.ms)}`).join(' + ')}`,
    );
  }
  if (twin && twin.lcpPhases.length > 0) {
    lines.push(
      `- twin's LCP ${ms(twin.lcpMs)} = ${twin.lcpPhases.map((phase) => `${phase.phase} ${ms(phase.ms)}`).join(' + ')}`,
    );
  }
  lines.push(
    `- render-blocking: ${
      real.renderBlocking.length === 0
        ? 'none'
        : real.renderBlocking
            .map((item) => `\`${short(item.url)}\` (${ms(item.ms)}, ${item.bytes} B)`)
            .join(', ')
    }`,
  );
  if (real.longestChain.length > 0) {
    lines.push(
      `- longest request chain: ${real.longestChain.map((link) => `\`${short(link.url)}\` (${ms(link.endMs)})`).join(' → ')}`,
    );
  }
  if (real.longTasks.length > 0) {
    lines.push(
      `- long tasks (simulated): ${real.longTasks
        .slice(0, 4)
        .map((task) => `${ms(task.ms)} at ${ms(task.startMs)} \`${short(task.url)}\``)
        .join(', ')}`,
    );
  }
  if (real.bootup.length > 0) {
    lines.push(
      `- main-thread time by script: ${real.bootup
        .slice(0, 4)
        .map((item) => `\`${short(item.url)}\` ${ms(item.totalMs)} (script ${ms(item.scriptingMs)})`)
        .join(', ')}`,
    );
  }
  if (real.warnings.length > 0) lines.push(`- Lighthouse warnings: ${real.warnings.join(' / ')}`);
  lines.push('');
  return lines;
}

function scriptsTable(scripts: readonly ScriptCost[]): string[] {
  const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  const transfer = scripts.reduce((sum, script) => sum + script.transferBytes, 0);
  const rows = [...scripts]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((script) => [
      `\`${script.path}\``,
      showKiB(script.gzipBytes),
      showKiB(script.transferBytes),
      showKiB(script.bytes),
    ]);
  rows.push([
    `**total, ${scripts.length} files** (budget ${showKiB(payPageBudget)}: ${total <= payPageBudget ? 'within' : '**over**'})`,
    `**${showKiB(total)}**`,
    showKiB(transfer),
    showKiB(scripts.reduce((sum, script) => sum + script.bytes, 0)),
  ]);
  const lines = table(['script', 'gzip -9 (the budget)', 'transferred', 'uncompressed'], rows);
  for (const script of scripts) {
    if (script.composition.length === 0) continue;
    const total = script.composition.reduce((sum, part) => sum + part.bytes, 0);
    const parts = script.composition.filter((part) => part.bytes / total >= 0.01);
    lines.push(
      '',
      `\`${script.path}\` by source (share of its uncompressed bytes, and that share of its gzip size): ` +
        parts
          .map(
            (part) =>
              `${part.group} ${((part.bytes / total) * 100).toFixed(0)} % (~${showKiB((part.bytes / total) * script.gzipBytes)})`,
          )
          .join(', ') +
        (parts.length < script.composition.length ? ', the rest under 1 % each' : ''),
    );
  }
  return lines;
}

/** The events painted with the longest, each name once, with its slowest handlers. */
function samePaintNames(events: InputMeasure['samePaint']): string {
  const slowest = new Map<string, number>();
  for (const event of events)
    slowest.set(event.name, Math.max(slowest.get(event.name) ?? 0, event.processingMs));
  return [...slowest].map(([name, handlerMs]) => `\`${name}\` (handlers ${ms(handlerMs)})`).join(', ');
}

function inputTable(input: readonly InputMeasure[]): string[] {
  const rows = input.map((measure) => {
    const longest = measure.longest;
    return [
      measure.action,
      `\`${measure.path}\``,
      measure.eventCount,
      `${longest ? `**${ms(longest.durationMs)}**` : '(none ≥ 16 ms)'} (${measure.longestByRepetition.map((value) => Math.round(value)).join(', ')})`,
      longest
        ? `\`${longest.name}\` on ${longest.target}${
            measure.samePaint.length > 0 ? `; painted with ${samePaintNames(measure.samePaint)}` : ''
          }`
        : '',
      longest
        ? `${ms(longest.inputDelayMs)} + ${ms(longest.processingMs)} + ${ms(longest.presentationMs)}`
        : '',
      !longest || longest.durationMs <= inputGoalMs ? 'pass' : '**over**',
    ];
  });
  return table(
    [
      'action (4× CPU slowdown)',
      'page',
      'events ≥ 16 ms',
      `longest: the median page's (each page's)`,
      'event',
      'input delay + handlers + to paint',
      `≤ ${inputGoalMs} ms`,
    ],
    rows,
  );
}

function inputPointers(input: readonly InputMeasure[]): string[] {
  const lines: string[] = [];
  for (const measure of input) {
    if (measure.frames.length === 0 && measure.hotFunctions.length === 0 && !measure.replay) continue;
    lines.push(`### ${measure.action}: what ran`, '');
    const replay = measure.replay;
    if (replay?.breakdown) {
      lines.push(
        `- replayed under a trace, its longest event was \`${replay.longest.name}\` ${ms(replay.longest.durationMs)} on ${replay.longest.target}; ` +
          `the main thread in those ${ms(replay.breakdown.windowMs)}: ${replay.breakdown.parts.map((part) => `${part.kind} ${ms(part.ms)}`).join(', ')}` +
          (replay.breakdown.forcedBy.length > 0
            ? `; style and layout forced by ${replay.breakdown.forcedBy.map((entry) => `${entry.source} (${ms(entry.ms)})`).join(', ')}`
            : ''),
      );
    }
    for (const frame of measure.frames) {
      lines.push(
        `- long animation frame ${ms(frame.durationMs)} (rendering ${ms(frame.renderMs)}, style and layout ${ms(frame.styleAndLayoutMs)}): ${
          frame.scripts.length === 0
            ? 'no script over 5 ms'
            : frame.scripts
                .map(
                  (script) =>
                    `${script.invoker} → ${script.source} ${ms(script.durationMs)}${script.forcedLayoutMs > 0 ? ` (forced layout ${ms(script.forcedLayoutMs)})` : ''}`,
                )
                .join('; ')
        }`,
      );
    }
    if (measure.hotFunctions.length > 0) {
      lines.push(
        `- self time under the profiler, the whole action replayed ((program) is the browser's own work, not script): ${measure.hotFunctions
          .map((hot) => `${hot.name} ${ms(hot.selfMs)}`)
          .join(', ')}`,
      );
    }
    lines.push('');
  }
  return lines;
}

function shotsTable(pages: readonly PageResult[]): string[] {
  return table(
    ['page', 'screenshot (412 px wide, ×1.75)', 'pixels that differ', 'same?'],
    pages.map((result) => {
      const shot = result.shot;
      const share = shot.differentPixels / shot.totalPixels;
      return [
        result.page.name,
        `${shot.width} × ${shot.height}`,
        shot.sizesDiffer ? 'sizes differ' : `${shot.differentPixels} (${(share * 100).toFixed(3)} %)`,
        !shot.sizesDiffer && shot.differentPixels === 0
          ? 'identical'
          : shot.sizesDiffer || share > 0.001
            ? '**differs**'
            : 'nearly',
      ];
    }),
  );
}

export function renderReport(report: BenchReport): string {
  const missed = report.pages
    .filter((result) => missedTargets(result).length > 0)
    .map((result) => result.page.name);
  const benchmarkIndex = median(
    report.pages.flatMap((result) => [...result.real, ...result.twin]).map((run) => run.benchmarkIndex),
  );
  return [
    '# Host pages benchmark (`npm run bench`)',
    '',
    `${report.date}, commit \`${report.commit}\`, ${report.chromium}, Lighthouse ${report.lighthouse} (mobile, simulated throttling, performance only), ` +
      `median of ${report.pages[0]?.real.length ?? 0} runs; this machine's benchmarkIndex ${Math.round(benchmarkIndex)}; the bench took ${Math.round(report.durationSeconds)} s.`,
    '',
    'Static twin: the same page snapshotted once its element has drawn its loaded state (shadow roots as declarative shadow DOM, ' +
      'their adopted styles and the page CSS inlined, no script), served at the same path from its own port, compressed as the real pages are.',
    '',
    ...lighthouseTable(report.pages),
    '',
    missed.length === 0 ? 'Every page meets its targets.' : `Missed targets: ${missed.join(', ')}.`,
    '',
    ...(Math.max(report.load.start, report.load.end) > report.load.cores
      ? [
          `**The machine was busy** (load average above its ${report.load.cores} cores): TBT, the scores and the input figures are inflated by other work; run again on a quiet machine before trusting them.`,
          '',
        ]
      : []),
    `The twins run no script, so their TBT (up to ${ms(Math.max(...report.pages.flatMap((result) => result.twin.map((run) => run.tbtMs))))} here) is this machine's noise: ` +
      `Lighthouse multiplies what it observes by 4, and the load average went from ${report.load.start.toFixed(1)} to ${report.load.end.toFixed(1)} on ${report.load.cores} cores.`,
    '',
    '## What Lighthouse points at',
    '',
    ...report.pages.flatMap(pointers),
    "## The pay page's JavaScript",
    '',
    ...scriptsTable(report.payScripts),
    '',
    '## Input on a slow phone',
    '',
    ...inputTable(report.input),
    '',
    ...inputPointers(report.input),
    '## Twin and page look the same',
    '',
    ...shotsTable(report.pages),
    '',
    'Screenshots: bench/shots/ (not committed).',
    '',
    '## Every run',
    '',
    ...runsTable(report.pages),
    '',
  ].join('\n');
}
