// React 19 has useSyncExternalStore built in. @preact/signals-react imports the React 17 shim for
// it; the CDN build points that import here (vite.lib.config.ts) so the shim's code is not shipped.
export { useSyncExternalStore } from 'react';
