import { readFileSync } from 'node:fs';
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

  it('refuses an element file without a documented defineWidget call', () => {
    expect(() => parseElementFile("defineWidget('byko-x', X, { props: {} });", 'x.element.ts')).toThrow(
      /no documented defineWidget/,
    );
  });
});
