import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildManifest } from './manifest.ts';
import { elementsOf, renderPackageTypings, renderTypings } from './typings.ts';

/** tsc takes 2 s alone and passed 20 s beside other work on the 2-core machine: this is for a hang. */
const tscTimeout = 120_000;

/** The manifest as the build writes it and the generator reads it (JSON, not our objects). */
const manifestJson: unknown = JSON.parse(JSON.stringify(buildManifest('.')));
const typings = renderTypings(elementsOf(manifestJson));

/** The generated text from the line that starts with `start` to the next line that is `end`. */
function section(start: string, end: string): string {
  const from = typings.indexOf(start);
  return from < 0 ? '' : typings.slice(from, typings.indexOf(`\n${end}\n`, from) + end.length + 1);
}

describe('byko-widgets.d.ts', () => {
  it("types <byko-pay>'s properties and its events on the element", () => {
    const element = section('export interface BykoPayElement extends HTMLElement {', '}');
    expect(element).toContain('  paymentId: string | undefined;\n');
    expect(element).toContain('  compact: boolean | undefined;\n');
    expect(element).toContain('  apiBase: string | undefined;\n');
    expect(element).toContain(
      '  addEventListener<Type extends keyof BykoPayElementEventMap>(type: Type, listener: (this: BykoPayElement, event: BykoPayElementEventMap[Type]) => unknown, options?: boolean | AddEventListenerOptions): void;\n',
    );
    const events = section('export interface BykoPayElementEventMap extends HTMLElementEventMap {', '}');
    expect(events).toContain(
      "  'byko-paid': CustomEvent<{ paymentId: string; method: 'card' | 'googlePay' | 'instalments' | 'slip' }>;\n",
    );
    expect(events).toContain(
      "  'byko-payment-error': CustomEvent<{ paymentId: string; message: string }>;\n",
    );
  });

  it("types <byko-pay>'s JSX props: attributes by HTML name, events as on + the event's name", () => {
    const props = section('export interface BykoPayProps extends Omit<BykoWidgetProps<BykoPayElement>,', '}');
    expect(props).toContain("  'payment-id'?: string | undefined;\n");
    expect(props).toContain("  'google-pay-gateway-merchant-id'?: string | undefined;\n");
    expect(props).toContain("  'compact'?: boolean | undefined;\n");
    expect(props).toContain(
      "  'onbyko-paid'?: ((event: BykoPayElementEventMap['byko-paid']) => void) | undefined;\n",
    );
    expect(props).toContain(
      "  'onbyko-paidCapture'?: ((event: BykoPayElementEventMap['byko-paid']) => void) | undefined;\n",
    );
    expect(props).not.toContain('paymentId');
  });

  it('types an attribute with a fixed set of values as that set, in JSX and on the element', () => {
    const props = section('export interface BykoPayProps extends Omit<BykoWidgetProps<BykoPayElement>,', '}');
    expect(props).toContain("  'google-pay-environment'?: 'PRODUCTION' | 'TEST' | undefined;\n");
    const checkout = section('export interface BykoCheckoutElement extends HTMLElement {', '}');
    expect(checkout).toContain("  mode: 'accounts' | 'code' | 'login' | undefined;\n");
  });

  it('registers every tag, in the DOM and in JSX, and each event once', () => {
    const tags = buildManifest('.').modules.map((module) => module.declarations[0]?.tagName);
    const tagMap = section('  interface HTMLElementTagNameMap {', '  }');
    const jsx = section('    interface IntrinsicElements {', '    }');
    for (const tag of tags) {
      expect(tagMap).toMatch(new RegExp(`^ {4}'${tag}': \\w+Element;$`, 'm'));
      expect(jsx).toMatch(new RegExp(`^ {6}'${tag}': \\w+Props;$`, 'm'));
    }
    const events = section('  interface GlobalEventHandlersEventMap {', '  }');
    expect(events.match(/^ {4}'byko-submitted': /gm)).toHaveLength(1);
    expect(events).toContain("CustomEvent<{ application: 'loan'; request:");
    expect(events).toContain("CustomEvent<{ application: 'cash'; request:");
  });

  it('is self-contained: React only through import(), no import of our sources', () => {
    expect(typings).not.toMatch(/^import /m);
    expect(typings.match(/import\('[^']+'\)/g)?.every((type) => type === "import('react')")).toBe(true);
  });

  it("splits into the package's index (the DOM half) and react (JSX, on the index's types)", () => {
    const { index, react } = renderPackageTypings(elementsOf(manifestJson));
    expect(index).toContain('export declare function loadWidget(tag: string): Promise<void>;');
    expect(index).toContain("    'byko-pay': BykoPayElement;\n");
    expect(index).not.toContain('IntrinsicElements');
    expect(react).toMatch(/^import type \{\n( {2}\w+,\n)+\} from '\.\/index\.js';$/m);
    expect(react).toContain("      'byko-pay': BykoPayProps;\n");
    expect(react).not.toContain('interface HTMLElementTagNameMap');
  });

  it('keeps a description from ending its comment, and refuses names and types that would break out', () => {
    const pay = elementsOf(manifestJson).find((element) => element.tagName === 'byko-pay');
    if (!pay) throw new Error('no <byko-pay> in the manifest');
    const hostile = { ...pay, description: 'ends */ here' };
    expect(renderTypings([hostile])).toContain('/** ends *\\/ here */');
    const withModule = (declaration: object) => ({ modules: [{ declarations: [declaration] }] });
    expect(() => elementsOf(withModule({ ...pay, tagName: "byko-pay': never; 'x" }))).toThrow();
    const breakOut = {
      name: 'byko-paid',
      description: '',
      type: { text: 'string }; declare global { x: 1' },
    };
    expect(() => elementsOf(withModule({ ...pay, events: [breakOut] }))).toThrow(/unbalanced/);
  });

  /**
   * The CDN's one file, with nothing imported, in a React host: it compiles with HTML's attributes, and
   * both halves are live (a JSX event's detail, the DOM's tag map). The mistakes a host makes are
   * test/host-react's, on the package's typings, which the same functions write.
   */
  it(
    'compiles alone in a React host, its JSX and DOM halves both typed',
    () => {
      mkdirSync('.cache', { recursive: true });
      const folder = mkdtempSync(join('.cache', 'typings-'));
      try {
        writeFileSync(join(folder, 'byko-widgets.d.ts'), typings);
        writeFileSync(
          join(folder, 'host.tsx'),
          [
            'export const pay = (',
            '  <byko-pay payment-id="p1" hidden title="Greiðsla" lang="is" tabIndex={-1} data-x="1" aria-label="Greiða"',
            '    google-pay-environment="TEST" onClick={(event) => event.currentTarget.paymentId}',
            '    onbyko-paid={(event) => event.detail.method} />',
            ');',
            'export const code = <byko-qr-code value="x" level="Q" className="code" style={{ width: 1 }} />;',
            '',
          ].join('\n'),
        );
        writeFileSync(
          join(folder, 'broken.tsx'),
          [
            'export const paid = <byko-pay onbyko-paid={(event) => event.detail.amount} />;',
            "export const element: HTMLElementTagNameMap['byko-pay'] | null = document.querySelector('byko-receipt');",
            '',
          ].join('\n'),
        );
        writeFileSync(
          join(folder, 'tsconfig.json'),
          JSON.stringify({
            compilerOptions: {
              target: 'ES2022',
              lib: ['ES2023', 'DOM', 'DOM.Iterable'],
              module: 'ESNext',
              moduleResolution: 'bundler',
              jsx: 'react-jsx',
              strict: true,
              exactOptionalPropertyTypes: true,
              noEmit: true,
              skipLibCheck: false,
              types: [],
              typeRoots: [resolve('node_modules/@types')],
            },
            files: ['host.tsx', 'byko-widgets.d.ts', 'broken.tsx'],
          }),
        );
        const tsc = spawnSync(resolve('node_modules/.bin/tsc'), ['-p', join(folder, 'tsconfig.json')], {
          encoding: 'utf8',
        });
        const errors = `${tsc.stdout}${tsc.stderr}`
          .split('\n')
          .filter((line) => line.includes('error TS'))
          .map((line) => line.replace(/^.*[\\/]/, ''));
        expect(errors).toEqual([
          expect.stringMatching(/^broken\.tsx\(1,\d+\): .*Property 'amount' does not exist/),
          expect.stringMatching(/^broken\.tsx\(2,\d+\): .*'BykoReceiptElement \| null' is not assignable/),
        ]);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
    tscTimeout,
  );
});
