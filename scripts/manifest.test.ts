import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { attributeName } from '../widgets/core/runtime/attribute-name.ts';
import type { AttributeType } from '../widgets/core/runtime/define.ts';
import {
  buildManifest,
  describedEvents,
  parseElementFile,
  spelledEventMaps,
  spelledType,
} from './manifest.ts';

const manifest = buildManifest('.');
const declarations = manifest.modules.map((module) => module.declarations[0]);
/** The tags the loader registers: every `x.tag.ts` beside an `x.element.ts` (widgets/index.ts). */
const registeredTags = await Promise.all(
  readdirSync('widgets', { recursive: true, encoding: 'utf8' })
    .filter(
      (file) =>
        file.endsWith('.tag.ts') && existsSync(join('widgets', file.replace(/\.tag\.ts$/, '.element.ts'))),
    )
    .map(async (file) => ((await import(resolve('widgets', file))) as { tag: string }).tag),
);

describe('custom-elements.json', () => {
  it('declares every tag the CDN loader registers, and no other', () => {
    expect(declarations.map((declaration) => declaration?.tagName).sort()).toEqual(
      [...registeredTags].sort(),
    );
  });

  it("lists each element's attributes as its definition reads them (define.ts), with their types", async () => {
    // The parser reads the element files as text: held against the definitions they export, a
    // props entry it skipped, misread or made up shows here, for every element.
    for (const module of manifest.modules) {
      const exported: Record<string, unknown> = await import(resolve(module.path));
      const definitions = Object.values(exported).filter(
        (value): value is { tag: string; props: Record<string, AttributeType> } =>
          typeof value === 'object' && value !== null && 'tag' in value && 'props' in value,
      );
      expect(definitions, module.path).toHaveLength(1);
      const [definition] = definitions;
      const declaration = module.declarations[0];
      expect(declaration?.tagName).toBe(definition?.tag);
      // Every element reads api-base, and HTML's own lang for its language.
      const read: Record<string, AttributeType> = { ...definition?.props, apiBase: 'string', lang: 'string' };
      expect(
        declaration?.attributes.map(({ name, fieldName, type }) => [name, fieldName, type.text]),
        module.path,
      ).toEqual(
        Object.entries(read).map(([prop, type]) => [
          attributeName(prop),
          prop,
          typeof type === 'string'
            ? type === 'json'
              ? 'object'
              : type
            : type.map((value) => `'${value}'`).join(' | '),
        ]),
      );
    }
  }, 60_000);

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
      'byko-error',
    ]);
    expect(pay?.events[0]?.type.text).toBe(
      "CustomEvent<{ paymentId: string; method: 'card' | 'googlePay' | 'instalments' | 'slip' }>",
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
      'byko-error',
    ]);
  });

  it('takes the doc comment right above the defineWidget call, not an earlier one', () => {
    const invoiceAccount = declarations.find(
      (declaration) => declaration?.tagName === 'byko-invoice-account-application',
    );
    expect(invoiceAccount?.description).toMatch(/^`<byko-invoice-account-application>`: Sækja um/);
  });

  it('spells each event detail out from the event map, with no type of ours named', () => {
    const pay = declarations.find((declaration) => declaration?.tagName === 'byko-pay');
    expect(pay?.events.find((event) => event.name === 'byko-navigate')?.type.text).toBe(
      'CustomEvent<{ to: string; replace?: boolean | undefined }>',
    );
    const scraper = declarations.find((declaration) => declaration?.tagName === 'byko-invoice-scraper');
    // ScrapedFile and FileResult (a valibot output type) written out, readonly kept.
    expect(scraper?.events[0]?.type.text).toMatch(
      /^CustomEvent<\{ files: readonly \{ readonly name: string; readonly result: \{ json\?: \{ invoiceNumber: string; .* \} \| undefined \}\[\] \}>$/,
    );
    const companyCredit = declarations.find((declaration) => declaration?.tagName === 'byko-company-credit');
    expect(companyCredit?.events[0]?.type.text.split(" } | { application: 'company-credit'")).toHaveLength(3);
    for (const declaration of declarations)
      for (const event of declaration?.events ?? []) expect(event.type.text).not.toMatch(/import\(|__|"/);
  });

  it('lists byko-error for every element, with its detail spelled out', () => {
    for (const declaration of declarations)
      expect(
        declaration?.events.map((event) => event.name),
        declaration?.tagName,
      ).toContain('byko-error');
    const receipt = declarations.find((declaration) => declaration?.tagName === 'byko-receipt');
    expect(receipt?.events).toEqual([
      {
        name: 'byko-error',
        description: expect.stringMatching(/^when the element shows an error/),
        type: {
          text: "CustomEvent<{ tag: string; step: 'draw' | 'load' | 'login' | 'lookup' | 'payment' | 'signing' | 'submit'; status: number; reason: string }>",
        },
      },
    ]);
  });
});

describe('an element file', () => {
  const file = (doc: string[], props: string[]) =>
    [
      "import type { XEvents } from './x.events.ts';",
      '/**',
      ...doc.map((line) => ` * ${line}`),
      ' */',
      'export const xElement = defineWidget<XProps, XEvents>({',
      "  tag: 'byko-x',",
      '  component: X,',
      '  props: {',
      ...props.map((line) => `    ${line}`),
      '  },',
      '});',
    ].join('\n');

  it("reads each attribute's description from the JSDoc above its entry, braces in it included", () => {
    const element = parseElementFile(
      file(
        ['`<byko-x>`: x.', '', '@fires byko-x-done - once done'],
        [
          '/** the signing page; `{documentId}` is replaced */',
          "signingUrl: 'string',",
          '/**',
          ' * over',
          ' * two lines',
          ' */',
          "compact: 'boolean',",
        ],
      ),
      'widgets/x/x.element.ts',
    );
    expect(element.attributes.map(({ name, type, description }) => [name, type, description])).toEqual([
      ['signing-url', 'string', 'the signing page; `{documentId}` is replaced'],
      ['compact', 'boolean', 'over\ntwo lines'],
      ['api-base', 'string', expect.stringMatching(/^where this element's API calls go/)],
      ['lang', 'string', expect.stringMatching(/^the element's language: `is`/)],
    ]);
    expect(element.eventMap).toEqual({ name: 'XEvents', file: 'widgets/x/x.events.ts' });
    expect(element.eventDescriptions).toEqual([{ name: 'byko-x-done', description: 'once done' }]);
  });

  it("reads the tag from the element's tag file when the definition names its constant", () => {
    const source = file(['x.'], []).replace("tag: 'byko-x'", 'tag: xTag');
    const opened: string[] = [];
    const element = parseElementFile(
      `import { tag as xTag } from './x.tag.ts';\n${source}`,
      'widgets/x/x.element.ts',
      (module) => {
        opened.push(module);
        return "export const tag = 'byko-gift-card';\n";
      },
    );
    expect(element.tagName).toBe('byko-gift-card');
    expect(opened).toEqual(['widgets/x/x.tag.ts']);
    expect(() => parseElementFile(source, 'widgets/x/x.element.ts')).toThrow(
      /the tag xTag is neither imported/,
    );
  });

  it('refuses an attribute without a description, and a file without a documented definition', () => {
    expect(() => parseElementFile(file(['x.'], ["loginPath: 'string',"]), 'x.element.ts')).toThrow(
      /props without a JSDoc description: loginPath/,
    );
    expect(() => parseElementFile("defineWidget('byko-x', X, { props: {} });", 'x.element.ts')).toThrow(
      /no documented/,
    );
  });

  it('refuses an event of the map without an @fires line, and an @fires line that names no event', () => {
    const element = { module: 'x.element.ts', eventDescriptions: [{ name: 'byko-a', description: 'a' }] };
    expect(describedEvents(element, new Map([['byko-a', '{ a: string }']]))).toEqual([
      { name: 'byko-a', description: 'a', type: 'CustomEvent<{ a: string }>' },
    ]);
    expect(() => describedEvents(element, new Map([['byko-b', '{}']]))).toThrow(
      /byko-b is in the event map but has no @fires line; @fires byko-a names no event of the map/,
    );
  });

  it("describes byko-error, which every element sends, once for all; an element's own line wins", () => {
    const detail = '{ tag: string; step: string; status: number; reason: string }';
    const element = { module: 'x.element.ts', eventDescriptions: [{ name: 'byko-a', description: 'a' }] };
    const events = describedEvents(
      element,
      new Map([
        ['byko-a', '{}'],
        ['byko-error', detail],
      ]),
    );
    expect(events.map((event) => event.name)).toEqual(['byko-a', 'byko-error']);
    expect(events[1]).toEqual({
      name: 'byko-error',
      description: expect.stringMatching(/^when the element shows an error/),
      type: `CustomEvent<${detail}>`,
    });
    const own = {
      module: 'x.element.ts',
      eventDescriptions: [{ name: 'byko-error', description: 'a load failed' }],
    };
    expect(describedEvents(own, new Map([['byko-error', detail]]))[0]?.description).toBe('a load failed');
  });
});

describe("the event types' spelling", () => {
  it('takes out the markers the probe adds, and writes literals in single quotes', () => {
    expect(
      spelledType(`{
        method: {
            __literals: {
                card: 0;
                "google-pay": 0;
            };
            __undefined: 1;
            __null: 0;
        };
        lines: ({
            amount: number;
        } & {
            __spelled: 0;
        })[];
        note: "kr." | null;
    } & {
        __spelled: 0;
    }`),
    ).toBe("{ method: 'card' | 'google-pay' | undefined; lines: { amount: number }[]; note: 'kr.' | null }");
  });

  it('refuses a type it could not spell out', () => {
    expect(() => spelledType("{ a: import('./x.ts').Named }")).toThrow(/could not be spelled out/);
  });

  it('refuses a detail JSON cannot carry as its type says: a function, a Date, a Map, a tuple', () => {
    mkdirSync('.cache', { recursive: true });
    const folder = mkdtempSync(join('.cache', 'unspellable-'));
    try {
      const maps = ['() => void', 'Date', 'Map<string, number>', '[string, number]'].map((detail, index) => {
        const file = join(folder, `x${index}.events.ts`);
        writeFileSync(file, `export type XEvents = { 'byko-x': { value: ${detail} } };\n`);
        return { name: 'XEvents', file };
      });
      for (const map of maps)
        expect(() => spelledEventMaps('.', [map]), readFileSync(map.file, 'utf8')).toThrow(
          /could not be spelled out/,
        );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('an element file, refused', () => {
  const file = (doc: string) =>
    `/**\n${doc}\n */\nexport const xElement = defineWidget<XProps, XEvents>({ tag: 'byko-x', component: X, props: {} });\n`;

  it('with a JSDoc tag it cannot read, or an @attr for anything but api-base', () => {
    expect(() => parseElementFile(file(' * x.\n * @csspart form'), 'x.element.ts')).toThrow(/cannot read/);
    expect(() => parseElementFile(file(' * x.\n * @attr login-path - the login'), 'x.element.ts')).toThrow(
      /described on its props entry/,
    );
  });

  it('with two definitions, or a props map that spreads another', () => {
    expect(() => parseElementFile(`${file(' * x.')}${file(' * y.')}`, 'x.element.ts')).toThrow(
      /one defineWidget call a file/,
    );
    expect(() =>
      parseElementFile(
        "/** x. */\nexport const xElement = defineWidget<XProps, XEvents>({ tag: 'byko-x', component: X, props: { ...shared } });\n",
        'x.element.ts',
      ),
    ).toThrow(/spreads another/);
  });

  it('with a props entry it cannot read as an attribute and its type', () => {
    for (const entry of ['compact: "boolean"', 'amount: numberType', "'login-path': 'string'", "size: 'big'"])
      expect(
        () =>
          parseElementFile(
            `/** x. */\nexport const xElement = defineWidget<XProps, XEvents>({ tag: 'byko-x', component: X, props: { /** a */ ${entry} } });\n`,
            'x.element.ts',
          ),
        entry,
      ).toThrow(/props entries it cannot read/);
  });
});
