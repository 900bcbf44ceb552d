import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildManifest, parseElementFile } from './manifest.ts';

const manifest = buildManifest('.');
const declarations = manifest.modules.map((module) => module.declarations[0]);
const registeredTags = [
  ...readFileSync('widgets/index.ts', 'utf8').matchAll(/lazyDefine\(\s*'([a-z0-9-]+)'/g),
].map((match) => match[1]);

describe('custom-elements.json', () => {
  it('declares every tag the CDN loader registers, and no other', () => {
    expect(declarations.map((declaration) => declaration?.tagName).sort()).toEqual(
      [...registeredTags].sort(),
    );
  });

  it('documents every attribute, api-base included', () => {
    for (const declaration of declarations) {
      expect(declaration?.attributes.map((attribute) => attribute.name)).toContain('api-base');
      for (const attribute of declaration?.attributes ?? []) {
        expect(attribute.description, `${declaration?.tagName} ${attribute.name}`).not.toBe('');
      }
    }
  });

  it("reads <byko-pay>'s attributes, types and events from its declaration", () => {
    const pay = declarations.find((declaration) => declaration?.tagName === 'byko-pay');
    expect(pay?.attributes.find((attribute) => attribute.name === 'payment-id')).toMatchObject({
      fieldName: 'paymentId',
      type: { text: 'string' },
    });
    expect(pay?.attributes.find((attribute) => attribute.name === 'compact')?.type.text).toBe('boolean');
    expect(pay?.events.map((event) => event.name)).toEqual([
      'byko-paid',
      'byko-payment-error',
      'byko-navigate',
    ]);
    expect(pay?.events[0]?.type.text).toBe(
      "CustomEvent<{ paymentId: string; method: 'instalments' | 'card' | 'googlePay' | 'slip' }>",
    );
  });

  it("reads <byko-checkout>'s parts (::part) from its declaration", () => {
    const checkout = declarations.find((declaration) => declaration?.tagName === 'byko-checkout');
    expect(checkout?.cssParts.map((part) => part.name)).toEqual([
      'accounts',
      'no-accounts',
      'qr-code',
      'hints',
    ]);
    expect(checkout?.events.map((event) => event.name)).toEqual([
      'byko-checkout-code',
      'byko-checkout-login',
      'byko-navigate',
    ]);
  });

  it('takes the doc comment right above the defineWidget call, not an earlier one', () => {
    const invoiceAccount = declarations.find(
      (declaration) => declaration?.tagName === 'byko-invoice-account-application',
    );
    expect(invoiceAccount?.description).toMatch(/^`<byko-invoice-account-application>`: Sækja um/);
  });

  it('reads an event type written over several lines as one line', () => {
    const element = parseElementFile(
      [
        '/**',
        ' * `<byko-x>`: x.',
        ' *',
        ' * @fires {CustomEvent<{',
        " *   application: 'x';",
        ' *   request: { a: string; b: number[] };',
        ' * }>} byko-submitted - once sent',
        ' * @fires byko-navigate - untyped',
        ' */',
        "defineWidget<XProps>('byko-x', X, { props: {} });",
      ].join('\n'),
      'x.element.ts',
    );
    expect(element.events).toEqual([
      {
        name: 'byko-submitted',
        description: 'once sent',
        type: "CustomEvent<{ application: 'x'; request: { a: string; b: number[] } }>",
      },
      { name: 'byko-navigate', description: 'untyped', type: 'CustomEvent' },
    ]);
  });

  it('refuses an element file without a documented defineWidget call', () => {
    expect(() => parseElementFile("defineWidget('byko-x', X, { props: {} });", 'x.element.ts')).toThrow(
      /no documented defineWidget/,
    );
  });
});

/** The element's event map, as the check file imports it: a type's name and the file it is exported from. */
interface EventMap {
  name: string;
  file: string;
}

/**
 * `<byko-checkout>` emits through checkoutEmit() (CheckoutEvents) but its defineWidget call names no
 * event map, so it is named here. (Passing CheckoutEvents to defineWidget makes this entry unneeded.)
 */
const unnamedEventMaps: Record<string, EventMap> = {
  'byko-checkout': { name: 'CheckoutEvents', file: 'widgets/checkout/checkout.events.ts' },
};

/** The type arguments of `defineWidget<…>(`, split at their top-level commas. */
function defineWidgetTypeArguments(source: string): string[] {
  const start = source.indexOf('defineWidget<');
  if (start < 0) return [];
  const typeArguments: string[] = [];
  let depth = 0;
  let current = '';
  for (const character of source.slice(start + 'defineWidget<'.length)) {
    if (character === '>' && depth === 0) break;
    if (character === '<' || character === '{') depth++;
    if (character === '>' || character === '}') depth--;
    if (character === ',' && depth === 0) {
      typeArguments.push(current.trim());
      current = '';
    } else current += character;
  }
  return [...typeArguments, current.trim()];
}

/** The map an element's events are typed with: defineWidget's second type argument, by the file's imports. */
function eventMapOf(tag: string, elementFile: string): EventMap {
  const source = readFileSync(elementFile, 'utf8');
  const name = defineWidgetTypeArguments(source)[1];
  if (name === undefined)
    return unnamedEventMaps[tag] ?? { name: 'CommonEvents', file: 'widgets/core/runtime/events.ts' };
  if (new RegExp(`export type ${name}\\b`).test(source)) return { name, file: elementFile };
  for (const [, names = '', from = ''] of source.matchAll(
    /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g,
  )) {
    if (names.split(',').some((imported) => imported.replace(/^\s*type\s+/, '').trim() === name))
      return { name, file: join(dirname(elementFile), from) };
  }
  throw new Error(`${elementFile}: the event map ${name} is neither imported nor declared there`);
}

function typeCheck(project: string): string {
  const tsc = spawnSync(resolve('node_modules/.bin/tsc'), ['-p', project], { encoding: 'utf8' });
  return `${tsc.stdout}${tsc.stderr}`;
}

describe("custom-elements.json's event types", () => {
  /**
   * One generated file, type-checked once: for each documented event, its detail type and the
   * event map's must be assignable both ways, and the same check on the detail with a property
   * added (under @ts-expect-error) must fail, which proves the check can fail for that event (an
   * untyped `CustomEvent`, whose detail is `any`, passes both and is reported). Every event of the
   * map but the common byko-navigate must be documented.
   */
  it("gives each event of each element the detail type of the flow's event map", () => {
    mkdirSync('.cache', { recursive: true });
    const folder = mkdtempSync(join('.cache', 'event-types-'));
    try {
      const lines = [
        "// Generated by scripts/manifest.test.ts: the manifest's event types against the event maps.",
        'type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;',
        'type DetailOf<Event> = Event extends CustomEvent<infer Detail> ? Detail : never;',
        'type Drifted<Detail> = Detail & { drifted: true };',
      ];
      const labels = new Map<number, string>();
      const check = (label: string, line: string) => {
        lines.push(line);
        labels.set(lines.length, label);
      };
      declarations.forEach((declaration, index) => {
        if (!declaration) return;
        const tag = declaration.tagName;
        const map = eventMapOf(tag, manifest.modules[index]?.path ?? '');
        const alias = `EventMap${index}`;
        const from = relative(folder, map.file).replaceAll('\\', '/');
        check(
          `<${tag}>: its event map ${map.name}`,
          `import type { ${map.name} as ${alias} } from '${from}';`,
        );
        declaration.events.forEach((event, eventIndex) => {
          const documented = `DetailOf<${event.type.text}>`;
          const mapped = `${alias}['${event.name}']`;
          const label = `<${tag}> ${event.name}: ${event.type.text} is not ${map.name}['${event.name}']`;
          check(label, `export const same${index}_${eventIndex}: Same<${documented}, ${mapped}> = true;`);
          // tsc reports an unused @ts-expect-error at the directive's line.
          check(
            `<${tag}> ${event.name}: the check cannot fail (an untyped CustomEvent?)`,
            "// @ts-expect-error: a detail unlike the map's fails the check",
          );
          lines.push(
            `export const drifted${index}_${eventIndex}: Same<Drifted<${documented}>, ${mapped}> = true;`,
          );
        });
        const documentedNames = [...declaration.events.map((event) => `'${event.name}'`), "'byko-navigate'"];
        check(
          `<${tag}>: ${map.name} has events the JSDoc does not document`,
          `export const documented${index}: [Exclude<keyof ${alias}, ${documentedNames.join(' | ')}>] extends [never] ? true : false = true;`,
        );
      });
      writeFileSync(join(folder, 'check.ts'), `${lines.join('\n')}\n`);
      writeFileSync(
        join(folder, 'tsconfig.json'),
        JSON.stringify({ extends: '../../tsconfig.json', include: ['check.ts'] }),
      );
      const problems = typeCheck(join(folder, 'tsconfig.json'))
        .split('\n')
        .filter((line) => line.includes('error TS'))
        .map((line) => {
          const at = /check\.ts\((\d+),\d+\)/.exec(line);
          return (at && labels.get(Number(at[1]))) ?? line;
        });
      expect(problems).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    // tsc takes 2 s alone and passed 20 s beside other work on the 2-core machine: this is for a hang.
  }, 120_000);
});
