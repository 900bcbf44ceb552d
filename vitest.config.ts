import { defineConfig } from 'vitest/config';
import { e2eWorkers } from './test/e2e/workers.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'widgets/**/*.test.ts',
            'sandbox/**/*.test.ts',
            'pages/**/*.test.ts',
            'scripts/**/*.test.ts',
            'server/**/*.test.ts',
            'http/**/*.test.ts',
            'demo/**/*.test.ts',
            'stories/**/*.test.ts',
            'test/support/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          environment: 'node',
          // Vitest's default (one worker fewer than the cores) is one on the 2-core CI machine,
          // where the files then took 78 s one after another; one a core takes 47 s.
          maxWorkers: 2,
          // The property tests (fast-check) take 1-2 s alone and passed 5 s on a loaded machine:
          // the limit is there for a hang, not for a slow machine.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/e2e/global-setup.ts'],
          // Files run side by side, each worker with its own server and sandbox (global-setup.ts).
          fileParallelism: true,
          // A worker runs its files one after another in one process: the modules (Playwright, the
          // helpers) load once and the worker's Chromium is shared (harness.ts sharedBrowser),
          // where a fresh process and browser a file cost about 4 s of CPU each, 60 s of the run.
          // The files keep no state of their own across files: each makes its own context.
          isolate: false,
          maxWorkers: e2eWorkers,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
