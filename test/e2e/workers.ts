/**
 * How many test files run at once, each worker with a server and a sandbox of its own (a file
 * resets its sandbox before each test, so two files must never share one). Two fit this project's
 * 2-core machines; E2E_WORKERS overrides it.
 */
export const e2eWorkers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 2);
