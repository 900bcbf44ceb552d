import { mkdirSync, writeFileSync } from 'node:fs';
import { getRequestListener } from '@hono/node-server';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import type { TestRunnerPlugin } from '@web/test-runner';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { PlaywrightLauncher, playwrightLauncher } from '@web/test-runner-playwright';
import { createSandboxApp, isSandboxPath } from './sandbox/app.ts';
import { sandboxFileReader } from './sandbox/node-files.ts';
import { chromiumArgs, chromiumPath } from './test/chromium.ts';

// Element-contract tests run in Debian's Chromium against the built CDN bundle (dist-cdn/), with
// the sandbox answering API calls on the same origin.
const sandboxListener = getRequestListener(
  createSandboxApp({ authDelayMs: 200, readFile: sandboxFileReader() }).fetch,
);

interface TestResult {
  passed: boolean;
}
interface TestSuiteResult {
  tests: TestResult[];
  suites: TestSuiteResult[];
}
interface SessionResult {
  testResults?: TestSuiteResult;
  passed?: boolean;
}

function count(suite: TestSuiteResult | undefined, totals: { passed: number; failed: number }): void {
  if (!suite) return;
  for (const test of suite.tests) {
    if (test.passed) totals.passed += 1;
    else totals.failed += 1;
  }
  for (const child of suite.suites) count(child, totals);
}

/** Writes the pass/fail counts for scripts/test-all.ts to add up. */
function countsReporter() {
  return {
    onTestRunFinished({ sessions }: { sessions: SessionResult[] }) {
      const totals = { passed: 0, failed: 0 };
      for (const session of sessions) {
        if (session.testResults) count(session.testResults, totals);
        else if (session.passed === false) totals.failed += 1;
      }
      mkdirSync('test-results', { recursive: true });
      writeFileSync('test-results/elements.json', JSON.stringify(totals));
    },
  };
}

/**
 * `executeServerCommand('answer-3ds-challenge', { button })` from a test: presses that button on the
 * sandbox's 3-D Secure page, a cross-origin frame the test's own script cannot reach. Playwright
 * waits until the challenge page is in the frame; keys sent from the page (Tab, Enter) could arrive
 * while the frame still held its blank document, and then reached nothing.
 */
const challengeCommands: TestRunnerPlugin<{ button: string }> = {
  name: 'challenge-commands',
  async executeCommand({ command, payload, session }) {
    if (command !== 'answer-3ds-challenge') return undefined;
    if (!(session.browser instanceof PlaywrightLauncher) || !payload) return false;
    const page = session.browser.getPage(session.id);
    await page
      .locator('dialog iframe')
      .contentFrame()
      .getByRole('button', { name: payload.button })
      .click({ timeout: 10_000 });
    return true;
  },
};

export default {
  files: ['test/elements/**/*.test.ts'],
  plugins: [esbuildPlugin({ ts: true, target: 'es2022' }), challengeCommands],
  nodeResolve: true,
  concurrency: 1,
  testFramework: { config: { timeout: 20000 } },
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      createBrowserContext: ({ browser }) => browser.newContext(),
      launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    }),
  ],
  middleware: [
    function sandbox(
      context: { path: string; req: never; res: never; respond: boolean },
      next: () => Promise<void>,
    ) {
      if (!isSandboxPath(context.path)) return next();
      context.respond = false;
      return sandboxListener(context.req, context.res);
    },
  ],
  reporters: [defaultReporter(), summaryReporter({ flatten: false }), countsReporter()],
};
