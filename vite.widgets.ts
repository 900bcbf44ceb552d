import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin, UserConfig } from 'vite';

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
        `node_modules[\\\\/](${react}@r2wc|@preact|ky|valibot|use-sync-external-store)[\\\\/]|widgets[\\\\/]core[\\\\/]runtime[\\\\/](?!.*\\.(en|pl)\\.ts$)|rolldown[\\\\/]runtime|^\\0rolldown`,
      ),
    },
    // What every payment element shares (schemas, method names, texts, and the card's and 3-D
    // Secure's texts, which an English or Polish chunk pairs): one small chunk.
    {
      name: 'payment',
      test: /widgets[\\/]pay[\\/](methods|payment-load|pay\.messages\.ts|pay\.css|card[\\/]card\.messages\.ts|three-ds[\\/]three-ds\.messages\.ts)/,
    },
    // What the English and Polish chunks share (building a translation, the months' names), and
    // apart what the lazy parts with texts of their own share (adding a part's texts to the
    // element's): never in a chunk an Icelandic page loads, nor the one in the other's.
    { name: 'languages', test: /widgets[\\/]core[\\/]languages[\\/](pairs|month-names)\./ },
    { name: 'part-texts', test: /widgets[\\/]core[\\/]languages[\\/]Translated\./ },
    // The rest of core, which the login and the application flows share (forms, fields, the login,
    // drafts, the application frame), in one chunk. Split by default they are 20 to 30 files of
    // 0.4–3 KiB, each a request before the first screen. The loader's lazy.ts stays out, and so do
    // the codes' drawing helpers (JsBarcode, qr-code-styling), which only the code pages need.
    // Core's English and Polish texts, and what only they use (core/languages/), go with the flows'
    // language chunks, never here.
    {
      name: 'platform',
      test: /widgets[\\/]core[\\/](?!lazy\.ts|codes[\\/]|languages[\\/]|.*\.(en|pl)\.ts$)/,
    },
  ];
}

const routeTable = resolve(import.meta.dirname, 'widgets/routes.ts');

/** The `export const name = '…';` lines of a module, as name → text. */
function stringConstants(file: string): Map<string, string> {
  const source = readFileSync(file, 'utf8');
  return new Map(
    Array.from(source.matchAll(/^export const (\w+) = '([^'\\]*)';$/gm), ([, name = '', text = '']) => [
      name,
      text,
    ]),
  );
}

/**
 * Writes each text a module imports from a tag file (`x.tag.ts`) or from the route table's page
 * paths (`widgets/routes.ts`) where it is used, as a `const` of its own: a one-line module shared by
 * the loader and an element, or by two flows, would otherwise be a chunk of its own, a request before
 * the element. (Rolldown's inlineConst does this for every constant, and so copies each `?inline`
 * stylesheet into every chunk that imports it.) The statement keeps its line, so the maps hold.
 */
export function inlineNames(): Plugin {
  return {
    name: 'byko-inline-names',
    enforce: 'pre',
    transform(code, id) {
      const file = id.replace(/\?.*$/, '');
      if (!/\.tsx?$/.test(file) || !code.includes('import {')) return null;
      let changed = false;
      const rewritten = code.replace(
        /import \{([^}]*)\} from '([^']+)';/g,
        (statement: string, names: string, from: string) => {
          const target = resolve(dirname(file), from);
          if (!target.endsWith('.tag.ts') && target !== routeTable) return statement;
          const constants = stringConstants(target);
          const kept: string[] = [];
          const inlined: string[] = [];
          for (const entry of names
            .split(',')
            .map((name) => name.trim())
            .filter(Boolean)) {
            const [imported = '', local = imported] = entry.split(/\s+as\s+/);
            const text = entry.startsWith('type ') ? undefined : constants.get(imported);
            if (text === undefined) kept.push(entry);
            else inlined.push(`const ${local} = ${JSON.stringify(text)};`);
          }
          if (inlined.length === 0) return statement;
          changed = true;
          const rest = kept.length > 0 ? [`import { ${kept.join(', ')} } from '${from}';`] : [];
          // The same number of lines as the statement, so every line after it keeps its place.
          const lines = statement.split('\n').length;
          return [...rest, ...inlined].join(' ') + '\n'.repeat(lines - 1);
        },
      );
      return changed ? { code: rewritten, map: null } : null;
    },
  };
}

const elementList = 'virtual:byko-elements';
const widgetsDir = resolve(import.meta.dirname, 'widgets');

/**
 * The loader's list (widgets/index.ts), made when it is built: every element found by its files, a
 * tag file `x.tag.ts` beside its definition `x.element.ts`, as `[tag, () => import(definition)]`. A
 * new element needs no line anywhere. Written out like this it costs what a hand-written list does;
 * import.meta.glob would also carry every file's path, 0.4 KiB on every page.
 */
export function elementsOfTagFiles(): Plugin {
  return {
    name: 'byko-elements-of-tag-files',
    resolveId: (id) => (id === elementList ? `\0${elementList}` : null),
    load(id) {
      if (id !== `\0${elementList}`) return null;
      const entries = readdirSync(widgetsDir, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.tag.ts'))
        .sort()
        .flatMap((file) => {
          const tagFile = resolve(widgetsDir, file);
          const definition = tagFile.replace(/\.tag\.ts$/, '.element.ts');
          const tag = stringConstants(tagFile).get('tag');
          if (tag === undefined || !existsSync(definition)) return [];
          this.addWatchFile(tagFile);
          return [`  [${JSON.stringify(tag)}, () => import(${JSON.stringify(definition)})],`];
        });
      return `export const elements = [\n${entries.join('\n')}\n];\n`;
    },
  };
}
