import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseAst } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sourceFiles } from '../../../test/support/imports.ts';
import { stubPageMeta } from '../../../test/support/page-settings.ts';
import {
  given,
  listSetting,
  metaName,
  numberSetting,
  type PageSettingKey,
  pageSetting,
  pageSettingKeys,
} from './page-settings.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A page that set `window.bykoWidgets` and wrote these meta tags. */
function page(bykoWidgets: Record<string, unknown> | undefined, metas: Record<string, string> = {}) {
  vi.stubGlobal('window', bykoWidgets === undefined ? {} : { bykoWidgets });
  stubPageMeta(metas);
}

describe('a text setting (pageSetting)', () => {
  const meta = metaName('loanSigningUrl');

  it("takes the element's attribute, else window.bykoWidgets, else the meta tag", () => {
    page({ loanSigningUrl: 'https://window.example/{documentId}' }, { [meta]: 'https://meta.example/{d}' });
    expect(pageSetting('loanSigningUrl', 'https://attribute.example/{documentId}')).toBe(
      'https://attribute.example/{documentId}',
    );
    expect(pageSetting('loanSigningUrl')).toBe('https://window.example/{documentId}');
    page(undefined, { [meta]: 'https://meta.example/{d}' });
    expect(pageSetting('loanSigningUrl', null)).toBe('https://meta.example/{d}');
    page(undefined);
    expect(pageSetting('loanSigningUrl')).toBeUndefined();
  });

  it('passes over a blank value, or one that is not a text, to the next source; trims what it takes', () => {
    page({ loanSigningUrl: 42 }, { [meta]: '  https://meta.example/{d}  ' });
    expect(pageSetting('loanSigningUrl', '   ')).toBe('https://meta.example/{d}');
    page({ loanSigningUrl: ' ' }, { [meta]: ' ' });
    expect(pageSetting('loanSigningUrl', '')).toBeUndefined();
    expect([undefined, null, 7, '', '  ', ' x '].map(given)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      'x',
    ]);
  });

  it('reads nothing where there is no page (Node)', () => {
    expect(pageSetting('apiBase')).toBeUndefined();
    expect(pageSetting('apiBase', 'https://api.byko.is')).toBe('https://api.byko.is');
  });
});

describe('a number setting (numberSetting)', () => {
  it("is window.bykoWidgets' number, else the meta tag's, else the default", () => {
    page({ timeoutMs: 5000 }, { [metaName('timeoutMs')]: '7000' });
    expect(numberSetting('timeoutMs', 20_000)).toBe(5000);
    page({}, { [metaName('timeoutMs')]: '7000' });
    expect(numberSetting('timeoutMs', 20_000)).toBe(7000);
    page({}, { [metaName('loginTimeoutMs')]: '120000' });
    expect(numberSetting('loginTimeoutMs', 90_000)).toBe(120_000);
    page(undefined);
    expect(numberSetting('timeoutMs', 20_000)).toBe(20_000);
  });

  it('gives the default for a value that is not a positive number, wherever it came from', () => {
    page({}, { [metaName('timeoutMs')]: 'soon' });
    expect(numberSetting('timeoutMs', 20_000)).toBe(20_000);
    page({ timeoutMs: -1 }, { [metaName('timeoutMs')]: '7000' });
    expect(numberSetting('timeoutMs', 20_000)).toBe(20_000);
  });

  it.each([
    ['zero', 0],
    ['NaN', Number.NaN],
    ['infinite', Number.POSITIVE_INFINITY],
    ['a string (a page written in plain JavaScript)', '5000'],
    ['null', null],
  ])('gives the default for a %s in window.bykoWidgets', (_label, timeoutMs) => {
    page({ timeoutMs });
    expect(numberSetting('timeoutMs', 20_000)).toBe(20_000);
  });
});

describe('a list setting (listSetting)', () => {
  it("joins window.bykoWidgets' entries and the meta tag's, space-separated", () => {
    page(
      { allowedOrigins: ['https://byko.is'] },
      { [metaName('allowedOrigins')]: ' https://a.example   https://b.example ' },
    );
    expect(listSetting('allowedOrigins')).toEqual([
      'https://byko.is',
      'https://a.example',
      'https://b.example',
    ]);
  });

  it('takes nothing from a value that is not a list', () => {
    page({ allowedOrigins: 'https://byko.is' });
    expect(listSetting('allowedOrigins').filter(Boolean)).toEqual([]);
  });
});

describe('the settings', () => {
  it("lists every key of PageConfig once, each with its own byko- meta name, the key's kebab case", () => {
    // A key PageConfig gains without being listed fails the type check here.
    type Unlisted = Exclude<PageSettingKey, (typeof pageSettingKeys)[number]>;
    const everyKeyListed: [Unlisted] extends [never] ? 'every key listed' : Unlisted = 'every key listed';
    expect(everyKeyListed).toBe('every key listed');
    expect(new Set(pageSettingKeys).size).toBe(pageSettingKeys.length);
    const names = pageSettingKeys.map(metaName);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^byko-[a-z]+(?:-[a-z]+)*$/);
    expect(metaName('googlePayGatewayMerchantId')).toBe('byko-google-pay-gateway-merchant-id');
    expect(metaName('apiBase')).toBe('byko-api-base');
  });
});

// The meta names are written once, in page-settings.ts: every reader names a setting by its key,
// and the servers write the tags from the table. A comment may name one (it documents the setting);
// code may not, whether whole or built from a prefix ('byko-google-pay-' + name).

const project = resolve(import.meta.dirname, '../../..');
const scanned = ['widgets', 'server', 'sandbox', 'demo', 'pages', 'stories', '.storybook'];
const home = 'widgets/core/runtime/page-settings.ts';

/** The code that reads or writes a setting: stories included, tests left out (they check the contract). */
function codeFiles(dir: string): string[] {
  return sourceFiles(dir, /\.(ts|tsx|js|mjs)$/).filter(
    (file) => !/\.test\.tsx?$|\.test-setup\.ts$/.test(file),
  );
}

/** The texts the code holds (strings, template parts, regular expressions, JSX text), comments left out. */
function codeTexts(file: string, source: string): string[] {
  const texts: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const { type, value, regex } = node as { type?: unknown; value?: unknown; regex?: { pattern: string } };
    if (type === 'Literal' && typeof value === 'string') texts.push(value);
    if (type === 'Literal' && regex !== undefined) texts.push(regex.pattern);
    if (type === 'JSXText' && typeof value === 'string') texts.push(value);
    if (type === 'TemplateElement') {
      const { raw, cooked } = value as { raw: string; cooked?: string | null };
      texts.push(cooked ?? raw);
    }
    for (const child of Object.values(node)) visit(child);
  };
  const lang = file.endsWith('.tsx') ? 'tsx' : file.endsWith('.ts') ? 'ts' : 'js';
  visit(parseAst(source, { lang }));
  return texts;
}

const metaNames = pageSettingKeys.map(metaName);
/** The beginnings two names or more share, a name could be built from: 'byko-google-pay-', not 'byko-'. */
const metaPrefixes = [
  ...new Set(
    metaNames.flatMap((name) =>
      [...name.matchAll(/-/g)].map((dash) => name.slice(0, (dash.index ?? 0) + 1)).slice(1),
    ),
  ),
].filter((prefix) => metaNames.filter((name) => name.startsWith(prefix)).length > 1);

/** Each meta name (or a beginning of one) a file's code spells, as 'file: name'. */
function spelledMetaNames(files: Record<string, string>): string[] {
  const found: string[] = [];
  for (const [file, source] of Object.entries(files)) {
    for (const text of codeTexts(file, source)) {
      const spelled = [
        ...metaNames.filter((name) => text.includes(name)),
        ...metaPrefixes.filter((prefix) => text.endsWith(prefix)),
      ];
      for (const name of spelled) found.push(`${file}: ${name}`);
    }
  }
  return found;
}

describe('where a meta name is written', () => {
  it('only in page-settings.ts, of every source file of the widgets, pages, servers, demo and sandbox', () => {
    const files = scanned.flatMap((dir) => codeFiles(join(project, dir)));
    expect(files.length).toBeGreaterThan(200);
    const sources = Object.fromEntries(
      files
        .map((file) => relative(project, file))
        .filter((file) => file !== home)
        .map((file) => [file, readFileSync(join(project, file), 'utf8')]),
    );
    expect(spelledMetaNames(sources)).toEqual([]);
  });

  it('finds a name in a string, a template, a regular expression or JSX, or built from a prefix; not in a comment', () => {
    const key: PageSettingKey = 'reportUrl';
    expect(
      spelledMetaNames({
        'a.ts': "const meta = 'byko-report-url';",
        'b.ts': 'const tag = `<meta name="byko-api-base">`;',
        'c.ts': 'const has = /name="byko-allowed-origins"/;',
        'd.tsx': 'const p = <p>byko-timeout-ms</p>;',
        'e.ts': "const read = (name: string) => metaContent('byko-google-pay-' + name);",
        'f.ts': `// the page's byko-report-url\n/** \`<meta name="byko-api-base">\` */\nconst k = '${key}';`,
        'g.ts': "const css = 'byko-pay-amount byko-loan-' + kind;",
      }),
    ).toEqual([
      'a.ts: byko-report-url',
      'b.ts: byko-api-base',
      'c.ts: byko-allowed-origins',
      'd.tsx: byko-timeout-ms',
      'e.ts: byko-google-pay-',
    ]);
  });
});
