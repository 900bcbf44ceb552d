import { describe, expect, it } from 'vitest';
import type { LighthouseRun } from './lighthouse.ts';
import { benchPages } from './pages.ts';
import { categoryOf, missedTargets, type PageResult, showCls } from './report.ts';

// Figures as a run of the pay page and its twin gave them on the 2-core machine (bench/results.md).
const pageRun: LighthouseRun = {
  url: 'http://localhost:40123/borga/demo-card',
  score: 98,
  accessibility: { score: 100, failing: [] },
  bestPractices: { score: 100, failing: [] },
  fcpMs: 1744,
  lcpMs: 1744,
  tbtMs: 84,
  cls: 0,
  speedIndexMs: 1744,
  benchmarkIndex: 2521,
  loadAverage: 0.31,
  warnings: [],
  consoleErrors: [],
  lcpElement: { selector: 'header.byko-pay-header > p.byko-pay-amount > strong', text: '24.990 kr.' },
  lcpPhases: [
    { phase: 'TTFB', ms: 471 },
    { phase: 'Render Delay', ms: 1273 },
  ],
  renderBlocking: [],
  longestChain: [],
  longTasks: [],
  bootup: [],
  requests: [],
  scripts: [],
};
const twinRun: LighthouseRun = {
  ...pageRun,
  url: 'http://localhost:40125/borga/demo-card',
  score: 100,
  accessibility: undefined,
  bestPractices: undefined,
  fcpMs: 700,
  lcpMs: 754,
  tbtMs: 39,
  speedIndexMs: 700,
};
const pay = benchPages[0];
if (!pay) throw new Error('no pay page');
const shot = { width: 721, height: 1440, sizesDiffer: false, differentPixels: 0, totalPixels: 721 * 1440 };
const result = (
  real: Partial<LighthouseRun>[],
  twin: Partial<LighthouseRun>[] = [{}, {}, {}],
): PageResult => ({
  page: pay,
  real: real.map((run) => ({ ...pageRun, ...run })),
  twin: twin.map((run) => ({ ...twinRun, ...run })),
  shot,
});

describe('missedTargets', () => {
  it('passes a page within every target: LCP 2.31× its twin is within 2.3× only when it is not', () => {
    expect(missedTargets(result([{ lcpMs: 1700 }, { lcpMs: 1734 }, { lcpMs: 1650 }]))).toEqual([]);
    expect(missedTargets(result([{}, {}, {}]))).toEqual(['LCP 2.31× > 2.3×']);
  });

  it('reads the medians: one slow run of three does not miss, two do', () => {
    const ok = { lcpMs: 1500 };
    expect(missedTargets(result([ok, { ...ok, score: 90, tbtMs: 348 }, ok]))).toEqual([]);
    expect(
      missedTargets(result([ok, { ...ok, score: 90, tbtMs: 348 }, { ...ok, score: 95, tbtMs: 161 }])),
    ).toEqual(['score 95 < 97', 'TBT 161 ms > 150 ms']);
  });

  it('misses CLS on any shift at all, however small', () => {
    expect(missedTargets(result([{ lcpMs: 1500, cls: 0.0004 }]))).toEqual(['CLS 0.00040 > 0']);
    expect(showCls(0)).toBe('0');
    expect(showCls(0.0213)).toBe('0.021');
  });

  it('names the failing audits of an accessibility or best-practices score under 100', () => {
    const consoleErrors = { score: 96, failing: ['errors-in-console'] };
    const missed = missedTargets(
      result([
        {
          lcpMs: 1500,
          accessibility: { score: 93, failing: ['color-contrast'] },
          bestPractices: consoleErrors,
        },
        { lcpMs: 1500, accessibility: { score: 93, failing: ['color-contrast', 'label'] } },
        { lcpMs: 1500, bestPractices: consoleErrors },
      ]),
    );
    expect(missed).toEqual([
      'accessibility 93 < 100 (color-contrast, label)',
      'best practices 96 < 100 (errors-in-console)',
    ]);
  });

  it('misses what it did not measure: no category, no twin, a page that did not load', () => {
    expect(missedTargets(result([{ lcpMs: 1500, accessibility: undefined }]))).toEqual([
      'accessibility not measured',
    ]);
    expect(missedTargets(result([{ lcpMs: 1500 }], []))).toEqual(['LCP ÷ twin not measured']);
    expect(missedTargets({ ...result([]), error: 'it did not load: Timeout 30000ms exceeded.' })).toEqual([
      'not measured: it did not load: Timeout 30000ms exceeded.',
    ]);
  });

  it("takes a category's median score and every audit that failed in any run", () => {
    const runs = result([
      { accessibility: { score: 93, failing: ['color-contrast'] } },
      { accessibility: { score: 100, failing: [] } },
      { accessibility: { score: 89, failing: ['color-contrast', 'label'] } },
    ]).real;
    expect(categoryOf(runs, 'accessibility')).toEqual({ score: 93, failing: ['color-contrast', 'label'] });
  });
});
