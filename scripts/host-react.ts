import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * `npm run test:host-react`: test/host-react/, a storefront's own Vite + React 19 + TypeScript app,
 * with the package as a storefront gets it: packed (npm run pack), installed from the tarball into
 * the app's own node_modules, type-checked against the package's typings (the app's @ts-expect-error
 * lines are the mistakes they must catch) and built for production. test/e2e/host-react.test.ts then
 * runs that build in Chromium.
 */
const root = resolve(import.meta.dirname, '..');
const app = join(root, 'test', 'host-react');

function run(title: string, command: string, args: string[], cwd: string): void {
  console.log(`▶ ${title}`);
  const done = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (done.status !== 0) {
    console.error(`✗ ${title} failed (${done.status ?? done.signal})`);
    process.exit(1);
  }
}

run('pack @byko/widgets', 'npm', ['run', '-s', 'pack'], root);
// The app depends on the tarball by its file name, which carries the version.
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
const appPackage = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const tarball = `file:../../byko-widgets-${version}.tgz`;
if (appPackage.dependencies['@byko/widgets'] !== tarball) {
  console.error(
    `✗ test/host-react/package.json: @byko/widgets must be "${tarball}", the tarball npm run pack wrote`,
  );
  process.exit(1);
}
// The tarball keeps its version's name when its contents change: npm would keep the old install.
rmSync(join(app, 'node_modules', '@byko'), { recursive: true, force: true });
run('install the app, the tarball included', 'npm', ['install', '--no-audit', '--no-fund'], app);
run('type-check the app against the typings', 'npx', ['tsc', '-p', 'tsconfig.json'], app);
run("build the app's production bundle", 'npx', ['vite', 'build', '--logLevel', 'warn'], app);
console.log('✓ host app packed, installed, type-checked and built');
