import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

/**
 * `npm test`: every suite, then one closing line `N passed, N failed` summed over all of them (CI
 * reads it). A step that cannot report counts (the build, the checks) counts as one test.
 *
 * The checks run beside the build. The element tests keep a core of the 2-core CI machine idle
 * much of their 100 s, so the size budget and the Storybook build run beside them (buffered output
 * printed whole as each ends). The unit tests (two workers) and the end-to-end suite keep both
 * cores busy and run alone: the unit tests' 400 ms client timeouts do not bear a loaded machine.
 */
interface Counts {
  passed: number;
  failed: number;
}

interface Step {
  name: string;
  counts: Counts;
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
  step('check (format, lint, types)', 'npm', ['run', '-s', 'check'], true),
  step('build (CDN bundle and pages)', 'npm', ['run', '-s', 'build']),
]);
steps.push(checked, built);
// The unit tests need no build, so a failed build still reports them. They run alone: beside the
// element tests one of their 400 ms client timeouts once ran out on a loaded machine.
steps.push(await vitest('unit'));
if (built.counts.failed === 0) {
  // The e2e suite opens every story of the static Storybook, so it is built before that suite.
  const sizeThenStorybook = async (): Promise<Step[]> => [
    // A React 19 host compiled against the generated dist-cdn/byko-widgets.d.ts (test/typings/).
    await step('typings (React host)', 'npx', ['tsc', '-p', 'test/typings/tsconfig.json'], true),
    await step('size budget', 'npm', ['run', '-s', 'size'], true),
    await step('storybook build', 'npm', ['run', '-s', 'build-storybook', '--', '--quiet'], true),
  ];
  // The element tests leave a core idle much of their 100 s: the size budget and the Storybook
  // build share it. The e2e suite keeps both cores busy and runs alone.
  const sideBySide = await Promise.all([sizeThenStorybook(), elements()]);
  steps.push(...sideBySide.flat(), await vitest('e2e'));
}

const totals = steps.reduce(
  (sum, { counts }) => ({ passed: sum.passed + counts.passed, failed: sum.failed + counts.failed }),
  { passed: 0, failed: 0 },
);
console.log(`\nSuites (${Math.round((Date.now() - started) / 1000)} s):`);
for (const { name, counts } of steps)
  console.log(`  ${name}: ${counts.passed} passed, ${counts.failed} failed`);
if (checked.counts.failed > 0) console.log('  (check failed: run `npm run format`, then `npm run check`)');
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
