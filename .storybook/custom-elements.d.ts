// The manifest module of main.ts's Vite plugin: what scripts/manifest.ts builds.
declare module 'virtual:custom-elements' {
  const manifest: ReturnType<typeof import('../scripts/manifest.ts').buildManifest>;
  export default manifest;
}
