import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The rule that splits the UI parts in two folders (written atop both index.ts files): runtime/ui/
// holds exactly what the card payment page draws before any lazy chunk loads, core/ui/ the rest. The
// runtime chunk carries runtime/ui/ whole to that page, and the platform chunk, where core/ui/ goes,
// must not load there (scripts/size.ts): a part in the wrong folder grows the page or drags the
// platform chunk in. Here the page's code is what the pay element reaches by static imports, names
// followed through re-exports as the bundler's tree-shaking does, so a barrel costs nothing.

const uiDir = dirname(fileURLToPath(import.meta.url));
const coreDir = resolve(uiDir, '..');
const widgetsDir = resolve(coreDir, '..');
const runtimeUiDir = join(coreDir, 'runtime', 'ui');
const payElement = join(widgetsDir, 'pay', 'pay.element.ts');

type Read = (file: string) => string;

/** What a module takes from another: some names, all of them ('*'), or the module alone (CSS). */
interface Edge {
  readonly target: string;
  readonly names: readonly string[] | '*';
}

interface Parsed {
  /** Its own imports: run when the module runs. */
  readonly imports: readonly Edge[];
  /** Exported name → where it comes from and its name there (`export { a as b } from`). */
  readonly reExports: ReadonlyMap<string, { readonly target: string; readonly name: string }>;
  readonly reExportsAll: readonly string[];
  /** Nothing but re-exports: no code of its own, so reaching it costs nothing. */
  readonly isBarrel: boolean;
}

const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** The value names of `{ a, type B, c as d }`: type-only ones are erased. `side` 0: a, c; 1: a, d. */
function namesOf(list: string, side: 0 | 1): string[] {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '' && !entry.startsWith('type '))
    .map((entry) => entry.split(/\s+as\s+/)[side] ?? entry);
}

function parse(file: string, read: Read): Parsed {
  const source = withoutComments(read(file));
  const at = (specifier: string) => resolve(dirname(file), specifier.replace(/\?.*$/, ''));
  const imports: Edge[] = [];
  const reExports = new Map<string, { target: string; name: string }>();
  const reExportsAll: string[] = [];
  let rest = source;
  // Each kind of statement is taken out before the next looks, so `import type` is not read again as
  // an import; what is left is the module's own code.
  const take = (pattern: RegExp, each: (match: RegExpMatchArray) => void) => {
    for (const match of rest.matchAll(pattern)) each(match);
    rest = rest.replace(pattern, '');
  };
  take(/\bimport\s+type\s[^;]*?from\s*['"][^'"]+['"];?/g, () => undefined);
  take(/\bexport\s+type\s[^;]*?from\s*['"][^'"]+['"];?/g, () => undefined);
  take(/\bexport\s*\{([^}]*)\}\s*from\s*['"](\.[^'"]+)['"];?/g, ([, list = '', specifier = '']) => {
    const exported = namesOf(list, 1);
    namesOf(list, 0).forEach((name, index) => {
      reExports.set(exported[index] ?? name, { target: at(specifier), name });
    });
  });
  take(/\bexport\s*\*\s*from\s*['"](\.[^'"]+)['"];?/g, ([, specifier = '']) => {
    reExportsAll.push(at(specifier));
  });
  take(/\bimport\s+([^'";]*?)\s*from\s*['"](\.[^'"]+)['"];?/g, ([, clause = '', specifier = '']) => {
    const named = /\{([^}]*)\}/.exec(clause);
    const names = clause.includes('* as') ? '*' : [...(named ? namesOf(named[1] ?? '', 0) : [])];
    if (names !== '*' && /^\s*[\w$]+\s*(,|$)/.test(clause)) names.push('default');
    if (names === '*' || names.length > 0) imports.push({ target: at(specifier), names });
  });
  take(/\bimport\s*['"](\.[^'"]+)['"];?/g, ([, specifier = '']) => {
    imports.push({ target: at(specifier), names: '*' });
  });
  return { imports, reExports, reExportsAll, isBarrel: imports.length === 0 && rest.trim() === '' };
}

/**
 * Every module (ts, tsx, css) whose own code `entry` runs by static imports: dynamic import() is left
 * out (it is a lazy chunk), and a re-export is followed only for the names taken through it.
 */
function staticallyDrawn(entry: string, read: Read): Set<string> {
  const drawn = new Set<string>();
  const parsed = new Map<string, Parsed>();
  const parsedOf = (file: string) => {
    let found = parsed.get(file);
    if (!found) {
      found = parse(file, read);
      parsed.set(file, found);
    }
    return found;
  };
  const visited = new Set<string>();
  const visit = (file: string, names: readonly string[] | '*') => {
    const key = `${file}\u0000${names === '*' ? '*' : names.join(',')}`;
    if (visited.has(key)) return;
    visited.add(key);
    if (!/\.tsx?$/.test(file)) {
      drawn.add(file);
      return;
    }
    const module = parsedOf(file);
    if (!module.isBarrel && !drawn.has(file)) {
      drawn.add(file);
      for (const edge of module.imports) visit(edge.target, edge.names);
    }
    const wanted = names === '*' ? [...module.reExports.keys()] : names;
    for (const name of wanted) {
      const from = module.reExports.get(name);
      if (from) visit(from.target, [from.name]);
      else for (const target of module.reExportsAll) visit(target, [name]);
    }
    if (names === '*') for (const target of module.reExportsAll) visit(target, '*');
  };
  visit(entry, '*');
  return drawn;
}

/**
 * A folder's modules, its tests and its catalogues' translations (`messages.en.ts`) aside: those load
 * with the flow's own English or Polish chunk, only when the element shows in that language.
 */
function modulesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        /\.(tsx?|css)$/.test(entry.name) &&
        !entry.name.includes('.test.') &&
        !/\.(en|pl)\.ts$/.test(entry.name),
    )
    .map((entry) => join(dir, entry.name));
}

const readSource: Read = (file) => readFileSync(file, 'utf8');
const shown = (files: Iterable<string>) => [...files].map((file) => relative(widgetsDir, file)).sort();

describe('runtime/ui/ holds what the card payment page draws at first, core/ui/ the rest', () => {
  const drawn = staticallyDrawn(payElement, readSource);

  it('the page draws every module of runtime/ui/ (its barrel aside)', () => {
    const unused = modulesIn(runtimeUiDir).filter(
      (file) => !drawn.has(file) && !parse(file, readSource).isBarrel,
    );
    expect(shown(unused)).toEqual([]);
  });

  it('the page draws no module of core/ui/', () => {
    expect(shown(modulesIn(uiDir).filter((file) => drawn.has(file)))).toEqual([]);
  });

  it('follows a barrel only for the names taken through it, and skips types and lazy imports', () => {
    const at = (path: string) => join(widgetsDir, path);
    const sources: Record<string, string> = {
      [at('pay/pay.element.ts')]: [
        "import { Button, type Dialog } from '../core/ui/index.ts';",
        "import type { TableColumn } from '../core/ui/Table.tsx';",
        "import css from './pay.css?inline';",
        "const later = () => import('../core/ui/Slider.tsx');",
      ].join('\n'),
      [at('core/ui/index.ts')]: [
        '// The parts.',
        "export * from '../runtime/ui/index.ts';",
        "export { Dialog } from './Dialog.tsx';",
        "export { Checkbox as Box } from './Checkbox.tsx';",
      ].join('\n'),
      [at('core/runtime/ui/index.ts')]: "export { Button, type ButtonProps } from './Button.tsx';",
      [at('core/runtime/ui/Button.tsx')]:
        "import { uiMessages } from './messages.ts';\nexport function Button() {}",
      [at('core/runtime/ui/messages.ts')]: 'export const uiMessages = {};',
      [at('core/ui/Checkbox.tsx')]: 'export function Checkbox() {}',
      [at('pay/Other.tsx')]: "import { Box } from '../core/ui/index.ts';",
    };
    const read: Read = (file) => sources[file] ?? '';
    expect(shown(staticallyDrawn(at('pay/pay.element.ts'), read))).toEqual([
      'core/runtime/ui/Button.tsx',
      'core/runtime/ui/messages.ts',
      'pay/pay.css',
      'pay/pay.element.ts',
    ]);
    expect(shown(staticallyDrawn(at('pay/Other.tsx'), read))).toEqual([
      'core/ui/Checkbox.tsx',
      'pay/Other.tsx',
    ]);
  });
});
