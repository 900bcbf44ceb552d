import { existsSync } from 'node:fs';

/**
 * Debian's Chromium and the flags this machine needs (no network beyond loopback, running as root).
 *
 * Its headless shell (Debian's `chromium-headless-shell`, the same Chromium without the browser's
 * own UI) when it is installed: the full browser in headless mode still runs its hidden windows'
 * UI renderers, and on the 2-core CI machine ten end-to-end files took 201 s of CPU (110 s) with
 * it against 119 s (77 s) with the shell. `CHROMIUM_PATH` overrides; without the shell, the full
 * browser (`/usr/bin/chromium`).
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
