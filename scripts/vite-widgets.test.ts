import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { elementsOfTagFiles, inlineNames } from '../vite.widgets.ts';

// The two build plugins every widgets build uses (vite.widgets.ts): the loader's list written from
// the tag files, and the tags and page paths written where they are used.

const widgets = resolve(import.meta.dirname, '../widgets');

type Hook = (this: { addWatchFile: (file: string) => void }, ...args: string[]) => unknown;
const hook = (value: unknown) => value as Hook;
const context = { addWatchFile: () => undefined };

describe('inlineNames', () => {
  const transform = hook(inlineNames().transform);

  it('writes a tag and a page path as consts on the import’s line, and keeps what is no text', () => {
    const code = [
      "import { tag as payTag } from './pay.tag.ts';",
      "import { receiptPath, type Route, routes } from '../routes.ts';",
      'const x = 1;',
    ].join('\n');
    const result = transform.call(context, code, resolve(widgets, 'pay/PayWidget.tsx')) as { code: string };
    expect(result.code.split('\n')).toEqual([
      'const payTag = "byko-pay";',
      `import { type Route, routes } from '../routes.ts'; const receiptPath = "/kvittun/{paymentId}";`,
      'const x = 1;',
    ]);
  });

  it('leaves every other import, and a stylesheet, as they are', () => {
    const code = "import { x } from './pay.model.ts';\nimport css from './pay.css?inline';";
    expect(transform.call(context, code, resolve(widgets, 'pay/PayWidget.tsx'))).toBeNull();
  });
});

describe('elementsOfTagFiles', () => {
  const plugin = elementsOfTagFiles();
  const resolved = hook(plugin.resolveId).call(context, 'virtual:byko-elements') as string;
  const list = hook(plugin.load).call(context, resolved) as string;

  it('lists every tag file that has a definition beside it, with that definition as a lazy import', () => {
    const tagFiles = readdirSync(widgets, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.tag.ts'),
    );
    expect(list.match(/\(\) => import\(/g)).toHaveLength(tagFiles.length);
    expect(list).toContain(
      `["byko-pay", () => import(${JSON.stringify(resolve(widgets, 'pay/pay.element.ts'))})]`,
    );
    expect(list).toContain(`["special-order", () => import(`);
  });

  it('answers only its own module', () => {
    expect(hook(plugin.resolveId).call(context, './pay.tag.ts')).toBeNull();
    expect(hook(plugin.load).call(context, resolve(widgets, 'index.ts'))).toBeNull();
  });
});
