import { resolve } from 'node:path';
import type { UserConfig } from 'vite';

// What the CDN bundle (vite.lib.config.ts) and the npm package (vite.package.config.ts) build alike.

/** React 19 has useSyncExternalStore: the shim @preact/signals-react imports is ours, a re-export. */
export const widgetsResolve: UserConfig['resolve'] = {
  alias: [
    {
      find: /^use-sync-external-store\/shim(\/index\.js)?$/,
      replacement: resolve(import.meta.dirname, 'widgets/core/react-sync-store.ts'),
    },
  ],
};

/**
 * The chunks the flows share, by what needs them. `withReact`: React in the runtime chunk (the CDN);
 * the package leaves React to the host app.
 */
export function widgetChunkGroups(withReact: boolean): { name: string; test: RegExp }[] {
  const react = withReact ? 'react|react-dom|scheduler|' : '';
  return [
    // React (on the CDN) and the platform every flow needs (widgets/core/runtime/), in one chunk:
    // one request and one gzip window instead of many small files. The loader's own lazy.ts stays
    // out of it.
    {
      name: 'runtime',
      test: new RegExp(
        `node_modules[\\\\/](${react}@r2wc|@preact|ky|valibot|use-sync-external-store)[\\\\/]|widgets[\\\\/]core[\\\\/]runtime[\\\\/]|rolldown[\\\\/]runtime|^\\0rolldown`,
      ),
    },
    // What every payment element shares (schemas, method names, texts): one small chunk.
    { name: 'payment', test: /widgets[\\/]pay[\\/](methods|payment-load|pay\.messages|pay\.css)/ },
    // The rest of core, which the login and the application flows share (forms, fields, the login,
    // drafts, the application frame), in one chunk. Split by default they are 20 to 30 files of
    // 0.4–3 KiB, each a request before the first screen. The loader's lazy.ts stays out, and so do
    // the codes' drawing helpers (JsBarcode, qr-code-styling), which only the code pages need.
    { name: 'platform', test: /widgets[\\/]core[\\/](?!lazy\.ts|codes[\\/])/ },
  ];
}
