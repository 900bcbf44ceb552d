import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

/**
 * `npm test`: every suite, one after another, then one closing line `N passed, N failed` summed
 * over all of them (CI reads it). A step that cannot report counts (the build, the checks) counts
 * as one test.
 */
interface Counts {
  passed: number;
  failed: number;
}

const totals: Counts = { passed: 0, failed: 0 };
const results: string[] = [];
mkdirSync('test-results', { recursive: true });

function run(command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function record(name: string, counts: Counts): void {
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  results.push(`${name}: ${counts.passed} passed, ${counts.failed} failed`);
}

function step(name: string, command: string, args: string[]): boolean {
  const ok = run(command, args);
  record(name, ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });
  return ok;
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

function vitest(project: string): void {
  const file = `test-results/${project}.json`;
  rmSync(file, { force: true });
  const ok = run('npx', [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${file}`,
  ]);
  const counts = readCounts(file, vitestCounts) ?? { passed: 0, failed: 1 };
  // A runner that died without a report, or exited non-zero with no failed test, still fails.
  record(`vitest ${project}`, !ok && counts.failed === 0 ? { ...counts, failed: 1 } : counts);
}

function elements(): void {
  const file = 'test-results/elements.json';
  rmSync(file, { force: true });
  const ok = run('npx', ['web-test-runner', '--config', 'web-test-runner.config.ts'], {
    NODE_OPTIONS: '--import tsx',
  });
  const counts = readCounts(file, (json) => json as Counts) ?? { passed: 0, failed: 1 };
  record('web-test-runner elements', !ok && counts.failed === 0 ? { ...counts, failed: 1 } : counts);
}

const checked = step('check (format, lint, types)', 'npm', ['run', '-s', 'check']);
const built = step('build (CDN bundle and pages)', 'npm', ['run', '-s', 'build']);
vitest('unit');
if (built) {
  step('size budget', 'npm', ['run', '-s', 'size']);
  // The e2e suite opens every story of the static Storybook, so it is built first.
  step('storybook build', 'npm', ['run', '-s', 'build-storybook', '--', '--quiet']);
  elements();
  vitest('e2e');
}

console.log('\nSuites:');
for (const line of results) console.log(`  ${line}`);
if (!checked) console.log('  (check failed: run `npm run format`, then `npm run check`)');
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
