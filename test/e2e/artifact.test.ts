import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// What an operator deploys: the three folders the build writes, in a folder of their own with no
// node_modules and no sources, started with Node alone, as docs/deploying.md's "The artifact" says.

const project = resolve(import.meta.dirname, '..', '..');
const deployed = mkdtempSync(join(tmpdir(), 'byko-deployed-'));
const folders = ['dist-cdn', 'dist-pages', 'dist-server'];

const settings = {
  BYKO_API_BASE: 'https://api.byko.is',
  BYKO_INSTALMENT_SIGNING_URL: 'https://undirritun.byko.is/dreifing/{documentId}',
  BYKO_LOAN_SIGNING_URL: 'https://undirritun.byko.is/lan/{documentId}',
  BYKO_PROCESSOR_ORIGINS: 'https://3ds.processor.example',
  PORT: '0',
  HOST: '127.0.0.1',
};

let base = '';
let stop: () => Promise<void> = async () => {};

beforeAll(async () => {
  for (const folder of folders) cpSync(join(project, folder), join(deployed, folder), { recursive: true });
  const child = spawn(process.execPath, ['dist-server/serve.mjs'], {
    cwd: deployed,
    // Only its settings and what a process needs: nothing of this project's environment.
    env: { PATH: process.env.PATH ?? '', ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const printed: string[] = [];
  child.stderr.on('data', (chunk: Buffer) => printed.push(chunk.toString()));
  const lines = createInterface({ input: child.stdout });
  const port = await new Promise<number>((resolvePort, reject) => {
    lines.on('line', (line) => {
      printed.push(line);
      if (line.includes('"listening"')) resolvePort((JSON.parse(line) as { port: number }).port);
    });
    child.once('exit', (code) => reject(new Error(`it exited (${code}):\n${printed.join('\n')}`)));
  });
  base = `http://127.0.0.1:${port}`;
  stop = async () => {
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  };
});

afterAll(async () => {
  await stop();
  rmSync(deployed, { recursive: true, force: true });
});

describe('the deployed folder', () => {
  it("needs no package: the server is one file that imports only Node's own modules", () => {
    expect(readdirSync(join(deployed, 'dist-server'))).toEqual(['serve.mjs']);
    const source = readFileSync(join(deployed, 'dist-server', 'serve.mjs'), 'utf8');
    const imported = [
      ...source.matchAll(/^import\b[^'"]*?\bfrom\s*['"]([^'"]+)['"]/gm),
      ...source.matchAll(/^import\s*['"]([^'"]+)['"]/gm),
      ...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
      ...source.matchAll(/\brequire\(\s*['"]([^'"]+)['"]\s*\)/g),
    ].map((match) => match[1] ?? '');
    expect(imported).toContain('node:http');
    expect(imported.filter((specifier) => !specifier.startsWith('node:'))).toEqual([]);
  });

  it('answers /healthz with the build it serves', async () => {
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      version: expect.any(String),
      build: expect.any(String),
    });
  });

  it('serves a page with its policy, built from the settings', async () => {
    const response = await fetch(`${base}/borga/demo-card`);
    expect(response.status).toBe(200);
    const policy = response.headers.get('Content-Security-Policy') ?? '';
    expect(policy).toContain("connect-src 'self' https://api.byko.is;");
    expect(policy).toContain("form-action 'self' https://3ds.processor.example;");
    expect(await response.text()).toContain('<byko-pay payment-id="demo-card"></byko-pay>');
  });

  it('serves the CDN loader, and no source map', async () => {
    const loader = await fetch(`${base}/cdn/byko-widgets.js`);
    expect(loader.status).toBe(200);
    expect(loader.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(await loader.text()).toContain('import(');
    const map = readdirSync(join(deployed, 'dist-cdn', 'chunks')).find((file) => file.endsWith('.map'));
    expect(map).toBeDefined();
    expect((await fetch(`${base}/cdn/chunks/${map}`)).status).toBe(404);
  });
});
