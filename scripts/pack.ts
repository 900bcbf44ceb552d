import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { buildManifest } from './manifest.ts';
import { sandboxMentions } from './sandbox-names.ts';
import { elementsOf, renderPackageTypings } from './typings.ts';

/**
 * `npm run pack`: the npm package @byko/widgets in dist-package/ (vite.package.config.ts: the CDN
 * bundle's entry with React left to the host app), its typings, custom-elements.json and
 * package.json, packed by `npm pack` into byko-widgets-<version>.tgz here. Its last line of output is
 * the tarball's path.
 */
const root = resolve(import.meta.dirname, '..');
const out = join(root, 'dist-package');
const project = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  version: string;
  dependencies: Record<string, string>;
};

await build({ configFile: join(root, 'vite.package.config.ts'), root, logLevel: 'warn' });

// Every element is defined by the package's entry: that is the module an editor imports for it.
const manifest = buildManifest(root);
const packageManifest = {
  ...manifest,
  modules: manifest.modules.map((module) => ({
    ...module,
    path: 'index.js',
    exports: module.exports.map((exported) => ({
      ...exported,
      declaration: { ...exported.declaration, module: 'index.js' },
    })),
  })),
};
writeFileSync(join(out, 'custom-elements.json'), `${JSON.stringify(packageManifest, null, 2)}\n`);

const typings = renderPackageTypings(elementsOf(JSON.parse(JSON.stringify(manifest))));
writeFileSync(join(out, 'index.d.ts'), typings.index);
writeFileSync(join(out, 'react.d.ts'), typings.react);

/** The React the host app brings: the range the widgets are built and tested with. */
const peerRange = (name: string) =>
  `^${(project.dependencies[name] ?? '').replace(/^\D*(\d+).*$/, '$1')}.0.0`;

const packageJson = {
  name: '@byko/widgets',
  version: project.version,
  description: "BYKO's customer widgets as custom elements (<byko-pay>, <byko-login>, <special-order>, …)",
  type: 'module',
  exports: {
    '.': { types: './index.d.ts', default: './index.js' },
    './react': { types: './react.d.ts' },
    './custom-elements.json': './custom-elements.json',
    './package.json': './package.json',
  },
  types: './index.d.ts',
  customElements: 'custom-elements.json',
  // Each flow's chunk defines its tag when it loads: none may be dropped as unused.
  sideEffects: true,
  peerDependencies: { react: peerRange('react'), 'react-dom': peerRange('react-dom') },
};
writeFileSync(join(out, 'package.json'), `${JSON.stringify(packageJson, null, 2)}\n`);
writeFileSync(
  join(out, 'README.md'),
  [
    '# @byko/widgets',
    '',
    "BYKO's customer widgets as custom elements. React 19 is a peer dependency: the widgets render with",
    "the host app's React.",
    '',
    '```js',
    "import '@byko/widgets'; // every tag, its code loaded when the tag first appears",
    '```',
    '',
    '```tsx',
    '/// <reference types="@byko/widgets/react" />',
    '<byko-pay payment-id={id} onbyko-paid={(event) => done(event.detail.method)} />',
    '```',
    '',
    'Each element, its attributes and events: custom-elements.json in this package.',
    '',
  ].join('\n'),
);

// What ships names no sandbox, as the CDN bundle does not (scripts/size.ts checks that one).
const mentions = sandboxMentions([out]);
if (mentions.length > 0) {
  for (const { file, excerpt } of mentions) console.error(`${file}: ${JSON.stringify(excerpt)}`);
  throw new Error(`the package names the sandbox ${mentions.length} times: nothing packed`);
}

const [packed] = JSON.parse(
  execFileSync('npm', ['pack', '--json', '--pack-destination', root], { cwd: out, encoding: 'utf8' }),
) as { filename: string; size: number; entryCount: number }[];
if (!packed) throw new Error('npm pack wrote no tarball');
console.log(`${packed.entryCount} files, ${(packed.size / 1024).toFixed(1)} KiB packed`);
console.log(join(root, packed.filename));
