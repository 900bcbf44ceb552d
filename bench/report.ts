import type { InputMeasure } from './input-latency.ts';
import { cpuSlowdown, inputGoalMs, repetitions } from './input-latency.ts';
import { kib, payPageBudget, type ScriptCost, showKiB } from './js-budget.ts';
import type { CategoryScore, LighthouseRun } from './lighthouse.ts';
import { type LoadWait, quietLoad } from './load.ts';
import type { BenchPage } from './pages.ts';
import type { ShotComparison } from './shots.ts';

/**
 * The product owner's targets for every bench page: LCP at most 2.3× its static twin's, a mobile
 * performance score of at least 97, TBT at most 150 ms, no layout shift at all, and full
 * accessibility and best-practices scores.
 */
export const targets = {
  lcpRatio: 2.3,
  score: 97,
  tbtMs: 150,
  cls: 0,
  accessibility: 100,
  bestPractices: 100,
} as const;

export interface PageResult {
  readonly page: BenchPage;
  readonly real: readonly LighthouseRun[];
  readonly twin: readonly LighthouseRun[];
  /** Undefined when the page never loaded, so there was no twin to compare with. */
  readonly shot: ShotComparison | undefined;
  /** Why the page could not be measured (it did not load, or Lighthouse failed on it). */
  readonly error?: string;
}

export interface BenchReport {
  /** `npm run bench` (the bench pages) or `--all` (every route once, logged out). */
  readonly mode: 'pages' | 'all';
  readonly date: string;
  readonly commit: string;
  readonly chromium: string;
  readonly lighthouse: string;
  /** How the pages and twins were served: 'HTTPS with HTTP/2', as deployed, or 'HTTP/1.1'. */
  readonly protocol: string;
  readonly durationSeconds: number;
  /** The 1-minute load average at the start of the measures and at the end, the machine's cores, the wait for quiet. */
  readonly load: {
    readonly start: number;
    readonly end: number;
    readonly cores: number;
    readonly wait: LoadWait;
  };
  readonly pages: readonly PageResult[];
  /** The pay page's scripts, when it was measured. */
  readonly payScripts: readonly ScriptCost[] | undefined;
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

/**
 * A category over the page's runs: the median score, and every audit that failed in any run (a
 * failure that comes and goes is still one to fix). Undefined when no run had the category.
 */
export function categoryOf(
  runs: readonly LighthouseRun[],
  category: 'accessibility' | 'bestPractices',
): CategoryScore | undefined {
  const scored = runs.flatMap((run) => run[category] ?? []);
  if (scored.length === 0) return undefined;
  return {
    score: median(scored.map((entry) => entry.score)),
    failing: [...new Set(scored.flatMap((entry) => entry.failing))],
  };
}

/** The run whose LCP is the median one: the report's pointers are read from it. */
export function medianRun(runs: readonly LighthouseRun[]): LighthouseRun | undefined {
  const lcp = median(runs.map((run) => run.lcpMs));
  return [...runs].sort((a, b) => Math.abs(a.lcpMs - lcp) - Math.abs(b.lcpMs - lcp))[0];
}

/** CLS as the table shows it: a shift too small for three decimals still shows (the target is 0). */
export const showCls = (cls: number): string =>
  cls === 0 ? '0' : cls >= 0.001 || Number.isNaN(cls) ? cls.toFixed(3) : cls.toPrecision(2);

/**
 * The targets a page misses, by name; empty when it meets them all. A figure that could not be
 * measured (no run, no LCP) misses its target: the report must not pass what it did not see.
 */
export function missedTargets(result: PageResult): string[] {
  if (result.error !== undefined) return [`not measured: ${result.error}`];
  const real = mediansOf(result.real);
  const twin = mediansOf(result.twin);
  const ratio = real.lcpMs / twin.lcpMs;
  const missed: string[] = [];
  if (Number.isNaN(ratio)) missed.push('LCP ÷ twin not measured');
  else if (ratio > targets.lcpRatio) missed.push(`LCP ${ratio.toFixed(2)}× > ${targets.lcpRatio}×`);
  if (!(real.score >= targets.score)) missed.push(`score ${real.score} < ${targets.score}`);
  if (!(real.tbtMs <= targets.tbtMs)) missed.push(`TBT ${ms(real.tbtMs)} > ${targets.tbtMs} ms`);
  if (!(real.cls <= targets.cls)) missed.push(`CLS ${showCls(real.cls)} > ${targets.cls}`);
  for (const [key, label, target] of [
    ['accessibility', 'accessibility', targets.accessibility],
    ['bestPractices', 'best practices', targets.bestPractices],
  ] as const) {
    const category = categoryOf(result.real, key);
    if (!category) missed.push(`${label} not measured`);
    else if (category.score < target) {
      missed.push(
        `${label} ${category.score} < ${target}${category.failing.length > 0 ? ` (${category.failing.join(', ')})` : ''}`,
      );
    }
  }
  return missed;
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
const row = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;
const short = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

function table(headings: readonly string[], rows: readonly (readonly (string | number)[])[]): string[] {
  return [row(headings), row(headings.map(() => '---')), ...rows.map(row)];
}

const categoryCell = (category: CategoryScore | undefined) => (category ? category.score : '–');

function lighthouseTable(pages: readonly PageResult[]): string[] {
  const rows: (string | number)[][] = [];
  for (const result of pages) {
    const title = `**${result.page.name}** \`${result.page.path}\``;
    if (result.error !== undefined) {
      rows.push([title, 'page', '', '', '', '', '', '', '', '', `**not measured**: ${result.error}`]);
      continue;
    }
    const real = mediansOf(result.real);
    const twin = mediansOf(result.twin);
    const missed = missedTargets(result);
    rows.push([
      title,
      'page',
      real.score,
      ms(real.fcpMs),
      ms(real.lcpMs),
      ms(real.tbtMs),
      showCls(real.cls),
      `${(real.lcpMs / twin.lcpMs).toFixed(2)}×`,
      categoryCell(categoryOf(result.real, 'accessibility')),
      categoryCell(categoryOf(result.real, 'bestPractices')),
      missed.length === 0 ? 'pass' : `**miss**: ${missed.join('; ')}`,
    ]);
    rows.push([
      '',
      'static twin',
      twin.score,
      ms(twin.fcpMs),
      ms(twin.lcpMs),
      ms(twin.tbtMs),
      showCls(twin.cls),
      '',
      '',
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
      'accessibility',
      'best practices',
      `targets (≤ ${targets.lcpRatio}×, ≥ ${targets.score}, ≤ ${targets.tbtMs} ms, CLS ${targets.cls}, ${targets.accessibility}, ${targets.bestPractices})`,
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
          showCls(run.cls),
          categoryCell(run.accessibility),
          categoryCell(run.bestPractices),
          ms(run.speedIndexMs),
          Math.round(run.benchmarkIndex),
          run.loadAverage.toFixed(2),
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
      'accessibility',
      'best practices',
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
  // A page that sends a logged-out person to its login, or names its step in the address, moves.
  const ended = URL.canParse(real.url) ? new URL(real.url) : undefined;
  if (ended && ended.pathname + ended.search !== result.page.path) {
    lines.push(
      `- the page moved itself to \`${ended.pathname + ended.search}\` (the twin shows what it showed there)`,
    );
  }
  lines.push(`- LCP element: ${element(real)}; the twin's: ${element(twin)}`);
  for (const [key, label] of [
    ['accessibility', 'accessibility'],
    ['bestPractices', 'best practices'],
  ] as const) {
    const failing = categoryOf(result.real, key)?.failing ?? [];
    if (failing.length > 0)
      lines.push(`- failing ${label} audits: ${failing.map((id) => `\`${id}\``).join(', ')}`);
  }
  // What the page logged: errors-in-console's items (a failed request names its address).
  const consoleErrors = [...new Set(result.real.flatMap((run) => run.consoleErrors))];
  if (consoleErrors.length > 0) {
    lines.push(
      `- console errors: ${consoleErrors.map((error) => `"${error.replaceAll('\n', ' ').slice(0, 300)}"`).join('; ')}`,
    );
  }
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

/** The budget in whole KiB, as the product owner states it ('92 KiB'). */
const budget = `${payPageBudget / kib} KiB`;
const share = (bytes: number) => `${((bytes / payPageBudget) * 100).toFixed(1)} %`;

function scriptsTable(scripts: readonly ScriptCost[]): string[] {
  const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  const transfer = scripts.reduce((sum, script) => sum + script.transferBytes, 0);
  const rows = [...scripts]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((script) => [
      `\`${script.path}\``,
      showKiB(script.gzipBytes),
      share(script.gzipBytes),
      showKiB(script.transferBytes),
      showKiB(script.bytes),
    ]);
  rows.push([
    `**total, ${scripts.length} files** (budget ${budget}: ${total <= payPageBudget ? 'within' : '**over**'})`,
    `**${showKiB(total)}**`,
    `**${share(total)}**`,
    showKiB(transfer),
    showKiB(scripts.reduce((sum, script) => sum + script.bytes, 0)),
  ]);
  const lines = table(
    ['script', 'gzip -9 (the budget)', `share of the ${budget} budget`, 'transferred', 'uncompressed'],
    rows,
  );
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
      if (!shot) return [result.page.name, '(no twin)', '', ''];
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

/** The opening's sentence on the machine's load: where it stood, and whether the bench got quiet. */
function loadSentence(report: BenchReport): string {
  const { start, end, cores, wait } = report.load;
  const perRun = report.pages.flatMap((result) =>
    [...result.real, ...result.twin].map((run) => run.loadAverage),
  );
  const busyRuns = perRun.filter((load) => !(load < quietLoad)).length;
  const waited = wait.skipped
    ? `The bench did not wait for a quiet machine (\`--no-wait\`)${wait.quiet ? '' : `, and it was not quiet (1-minute load average ${wait.before.toFixed(2)}, quiet is under ${quietLoad})`}.`
    : wait.quiet
      ? `The machine was quiet (1-minute load average under ${quietLoad}) after ${wait.waitedSeconds} s of waiting.`
      : `**The bench did not get a quiet machine**: the 1-minute load average was still ${wait.after.toFixed(2)} after waiting ${wait.waitedSeconds} s (quiet is under ${quietLoad}), so it measured anyway.`;
  return (
    `${waited} Load average (1 min, ${cores} cores): ${start.toFixed(2)} at the start of the measures, ${end.toFixed(2)} at the end` +
    (perRun.length > 0
      ? `, ${Math.min(...perRun).toFixed(2)}–${Math.max(...perRun).toFixed(2)} at the start of the Lighthouse runs` +
        (busyRuns > 0 ? ` (${busyRuns} of ${perRun.length} runs began at ${quietLoad} or more)` : '')
      : '') +
    '.'
  );
}

const targetsSentence =
  `Targets on every page: LCP at most ${targets.lcpRatio}× its static twin's, a performance score of at least ${targets.score}, ` +
  `TBT at most ${targets.tbtMs} ms, CLS exactly ${targets.cls}, accessibility and best-practices scores ${targets.accessibility}; ` +
  `the longest input event at ${cpuSlowdown}× CPU slowdown at most ${inputGoalMs} ms (median of ${repetitions} runs); ` +
  `the pay page's JavaScript at most ${budget} gzip -9. A missed target is reported here, not failed.`;

export function renderReport(report: BenchReport): string {
  const missed = report.pages
    .filter((result) => missedTargets(result).length > 0)
    .map((result) => result.page.name);
  const benchmarkIndex = median(
    report.pages.flatMap((result) => [...result.real, ...result.twin]).map((run) => run.benchmarkIndex),
  );
  const runCount = Math.max(0, ...report.pages.map((result) => result.real.length));
  const twinTbt = report.pages.flatMap((result) => result.twin.map((run) => run.tbtMs));
  const measuredPages = report.pages.filter((result) => result.error === undefined);
  return [
    report.mode === 'all'
      ? '# Every route of the route table (`npm run bench -- --all`)'
      : '# Host pages benchmark (`npm run bench`)',
    '',
    `${report.date}, commit \`${report.commit}\`, ${report.chromium}, Lighthouse ${report.lighthouse} (mobile, simulated throttling; ` +
      "the pages' runs audit performance, accessibility and best practices, the twins' performance only), " +
      `${runCount === 1 ? 'one run each' : `median of ${runCount} runs`}; pages and twins served over ${report.protocol}` +
      (report.protocol === 'HTTP/1.1'
        ? ''
        : ' as the load balancer serves them (docs/deploying.md; `--http1` for plain HTTP/1.1)') +
      `; this machine's benchmarkIndex ${Math.round(benchmarkIndex)}; the bench took ${Math.round(report.durationSeconds)} s.`,
    '',
    targetsSentence,
    '',
    loadSentence(report),
    '',
    ...(report.mode === 'all'
      ? [
          "Every route of widgets/routes.ts but the redirects and the not-found page, logged out, each path parameter given a sample from the sandbox's seeded data; " +
            'each page counts as loaded once the network is idle and its pictures are in.',
          '',
        ]
      : []),
    'Static twin: the same page snapshotted once its element has drawn its loaded state (shadow roots as declarative shadow DOM, ' +
      'their adopted styles and the page CSS inlined, no script), served at the same path from its own port, compressed as the real pages are.',
    '',
    ...lighthouseTable(report.pages),
    '',
    missed.length === 0 ? 'Every page meets its targets.' : `Missed targets: ${missed.join(', ')}.`,
    '',
    ...(twinTbt.length > 0
      ? [
          `The twins run no script, so their TBT (up to ${ms(Math.max(...twinTbt))} here) is this machine's noise: Lighthouse multiplies what it observes by 4.`,
          '',
        ]
      : []),
    '## What Lighthouse points at',
    '',
    ...measuredPages.flatMap(pointers),
    ...(report.payScripts
      ? ["## The pay page's JavaScript", '', ...scriptsTable(report.payScripts), '']
      : []),
    ...(report.input.length > 0
      ? ['## Input on a slow phone', '', ...inputTable(report.input), '', ...inputPointers(report.input)]
      : []),
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
