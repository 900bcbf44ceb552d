// The sandbox's committed files (the golf videos of video-loop/files/; the sample invoices of
// invoice-scraper/files/ are there for tests and stories to upload). The sandbox imports nothing
// from node:, so whoever runs it reads the files for it.

/**
 * Reads one of the files the sandbox serves, by name (`golf-1.webm`); undefined when it is not there.
 * Node hands one in (sandbox/node-files.ts `sandboxFileReader`: the e2e and `npm start` servers,
 * web-test-runner.config.ts, vite.pages.config.ts, test/support/sandbox-server.ts, the route tests).
 */
export type SandboxFileReader = (name: string) => Promise<Uint8Array<ArrayBuffer> | undefined>;

/**
 * The reader in the browser (Storybook): the files are Storybook's static files at `sandbox-files/`
 * (.storybook/main.ts `staticDirs`, both files folders), relative to the page, as Storybook may be
 * published under a sub-path. That path is not a sandbox path, so MSW lets the fetch through. Where
 * there is no page (Node without a reader) there are no files.
 */
export const staticSandboxFileReader: SandboxFileReader = async (name) => {
  if (typeof document === 'undefined') return undefined;
  const response = await fetch(new URL(`sandbox-files/${encodeURIComponent(name)}`, document.baseURI));
  return response.ok ? new Uint8Array(await response.arrayBuffer()) : undefined;
};
