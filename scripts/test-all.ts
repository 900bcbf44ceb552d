import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

/**
 * `npm test`: every suite, then one closing line `N passed, N failed` summed over all of them (CI
 * reads it). A step that cannot report counts (the build, the checks) counts as one test.
 *
 * The checks run beside the build. The element tests keep a core of the 2-core CI machine idle
 * much of their minute, so the unit tests and the size budget run beside them and the Storybook
 * build (buffered output printed whole as each ends). The end-to-end suite keeps both cores busy and
 * runs alone.
 */
interface Counts {
  passed: number;
  failed: number;
}

interface Step {
  name: string;
  counts: Counts;
  /** From the step's start to its end, in seconds (side-by-side steps overlap). */
  seconds?: number;
}

mkdirSync('test-results', { recursive: true });

/** Runs a command; its output goes straight through, or is kept and printed at its end. */
function run(
  command: string,
  args: string[],
  options: { env?: Record<string, string>; buffered?: boolean } = {},
): Promise<boolean> {
  const title = `▶ ${command} ${args.join(' ')}`;
  if (!options.buffered) console.log(`\n${title}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: options.buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...options.env },
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
    });
    child.on('close', (code) => {
      if (options.buffered) console.log(`\n${title}\n${Buffer.concat(output).toString('utf8')}`);
      resolve(code === 0);
    });
  });
}

function readCounts(file: string, parse: (json: unknown) => Counts): Counts | undefined {
  try {
    return parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return undefined;
  }
}

const vitestCounts = (json: unknown): Counts => {
  const report = json as { numPassedTests: number; numFailedTests: number };
  return { passed: report.numPassedTests, failed: report.numFailedTests };
};

/** A runner that died without a report, or exited non-zero with no failed test, still fails. */
function countsOf(ok: boolean, counts: Counts | undefined): Counts {
  const read = counts ?? { passed: 0, failed: 1 };
  return !ok && read.failed === 0 ? { ...read, failed: 1 } : read;
}

/** The step, with how long it took. */
async function timed(run: () => Promise<Step>): Promise<Step> {
  const start = Date.now();
  const done = await run();
  return { ...done, seconds: Math.round((Date.now() - start) / 1000) };
}

async function step(name: string, command: string, args: string[], buffered = false): Promise<Step> {
  const ok = await run(command, args, { buffered });
  return { name, counts: ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 } };
}

async function vitest(project: string): Promise<Step> {
  const file = `test-results/${project}.json`;
  rmSync(file, { force: true });
  const ok = await run('npx', [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${file}`,
  ]);
  return { name: `vitest ${project}`, counts: countsOf(ok, readCounts(file, vitestCounts)) };
}

async function elements(): Promise<Step> {
  const file = 'test-results/elements.json';
  rmSync(file, { force: true });
  const ok = await run('npx', ['web-test-runner', '--config', 'web-test-runner.config.ts'], {
    env: { NODE_OPTIONS: '--import tsx' },
    buffered: true,
  });
  return {
    name: 'web-test-runner elements',
    counts: countsOf(
      ok,
      readCounts(file, (json) => json as Counts),
    ),
  };
}

const steps: Step[] = [];
const started = Date.now();
// The checks (one core: tsc, biome) and the build (Vite) side by side.
const [checked, built] = await Promise.all([
  timed(() => step('check (format, lint, types)', 'npm', ['run', '-s', 'check'], true)),
  timed(() => step('build (CDN bundle and pages)', 'npm', ['run', '-s', 'build'])),
]);
steps.push(checked, built);
if (built.counts.failed === 0) {
  // The element tests drive one page at a time and leave a core idle much of their minute: the
  // unit tests (two workers) and the host app and size checks after them run beside them, and the
  // Storybook build after the element tests, so that both sides end at about the same time.
  const unitThenChecks = async (): Promise<Step[]> => [
    await timed(() => vitest('unit')),
    // The npm package as a React app gets it (test/host-react/): the e2e suite runs its build.
    await timed(() =>
      step('host app (pack, install, type check, build)', 'npm', ['run', '-s', 'test:host-react'], true),
    ),
    await timed(() => step('size budget', 'npm', ['run', '-s', 'size'], true)),
  ];
  const elementsThenStorybook = async (): Promise<Step[]> => [
    await timed(elements),
    // The e2e suite opens every story of the static Storybook, so it is built before that suite.
    await timed(() =>
      step('storybook build', 'npm', ['run', '-s', 'build-storybook', '--', '--quiet'], true),
    ),
  ];
  const sideBySide = await Promise.all([unitThenChecks(), elementsThenStorybook()]);
  // The e2e suite keeps both cores busy and runs alone.
  steps.push(...sideBySide.flat(), await timed(() => vitest('e2e')));
} else {
  // The unit tests need no build: a failed build still reports them.
  steps.push(await timed(() => vitest('unit')));
}

const totals = steps.reduce(
  (sum, { counts }) => ({ passed: sum.passed + counts.passed, failed: sum.failed + counts.failed }),
  { passed: 0, failed: 0 },
);
console.log(`\nSuites (${Math.round((Date.now() - started) / 1000)} s):`);
for (const { name, counts, seconds } of steps)
  console.log(
    `  ${name}: ${counts.passed} passed, ${counts.failed} failed${seconds === undefined ? '' : ` (${seconds} s)`}`,
  );
if (checked.counts.failed > 0) console.log('  (check failed: run `npm run format`, then `npm run check`)');
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
