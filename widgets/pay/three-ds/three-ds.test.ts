import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { sandboxServerForTests } from '../../../test/support/sandbox-server.ts';
import type { ThreeDsMessage } from '../pay.requests.ts';
import { acceptThreeDsMessage, popupSize } from './challenge-window.ts';
import { challengeFrom } from './three-ds.ts';
import { isSuccessfulStatus } from './three-ds-status.ts';

// The 3-D Secure helpers (spec §4 Card payment, §9 popup size). Node has no DOMParser: a tiny fake
// parser reads the forms and inputs of an HTML string, which is all challengeFrom asks of a document.

const entities: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', '#39': "'" };

function decode(text: string): string {
  return text.replace(/&(amp|quot|lt|gt|#39);/g, (_match, name: string) => entities[name] ?? '');
}

function attributesOf(tagInside: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of tagInside.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    const name = match[1];
    if (name === undefined) continue;
    attributes.set(name.toLowerCase(), decode(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

interface FakeElement {
  getAttribute(name: string): string | null;
}

function element(attributes: Map<string, string>): FakeElement {
  return { getAttribute: (name) => attributes.get(name.toLowerCase()) ?? null };
}

/** Just enough of a parsed document: `form[action]` and its `input[name]`s. */
function fakeParse(html: string): Document {
  const forms = [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)].map((match) => {
    const attributes = attributesOf(match[1] ?? '');
    const inputs = [...(match[2] ?? '').matchAll(/<input\b([^>]*)>/gi)].map((input) =>
      attributesOf(input[1] ?? ''),
    );
    return {
      attributes,
      ...element(attributes),
      querySelectorAll: (selector: string) => {
        expect(selector).toBe('input[name]');
        return inputs.filter((input) => input.has('name')).map(element);
      },
    };
  });
  const document = {
    querySelector: (selector: string) => {
      expect(selector).toBe('form[action]');
      return forms.find((form) => form.attributes.has('action')) ?? null;
    },
  };
  return document as unknown as Document;
}

const shop = 'https://shop.example.is';
const processor = 'https://acs.processor.example';

describe('challengeFrom: a processor form posting to another origin', () => {
  it('is rebuilt as a form: absolute action, method, every named field, the processor origin', () => {
    const html = `<!doctype html><html><body>
      <form id="x" method="POST" action="${processor}/challenge?step=1&amp;x=y">
        <input type="hidden" name="creq" value="abc==">
        <input type="hidden" name="threeDSSessionData" value="s&amp;1">
        <input type="hidden" name="empty">
        <input type="submit" value="no name">
      </form>
      <script>document.forms[0].submit()</script></body></html>`;
    expect(challengeFrom(html, shop, fakeParse)).toEqual({
      kind: 'form',
      action: `${processor}/challenge?step=1&x=y`,
      method: 'post',
      fields: [
        ['creq', 'abc=='],
        ['threeDSSessionData', 's&1'],
        ['empty', ''],
      ],
      origin: processor,
      sandbox: 'allow-scripts allow-forms allow-same-origin',
    });
  });

  it("keeps method 'get' and reads any other or missing method as 'post'", () => {
    const formWith = (method: string) =>
      challengeFrom(`<form ${method} action="${processor}/c"></form>`, shop, fakeParse);
    expect(formWith('method="GET"')).toMatchObject({ kind: 'form', method: 'get' });
    expect(formWith('method="get"')).toMatchObject({ kind: 'form', method: 'get' });
    expect(formWith('method="put"')).toMatchObject({ kind: 'form', method: 'post' });
    expect(formWith('')).toMatchObject({ kind: 'form', method: 'post', fields: [] });
  });

  it('treats another port or another scheme of the same host as another origin', () => {
    expect(
      challengeFrom(`<form action="https://shop.example.is:8443/c"></form>`, shop, fakeParse),
    ).toMatchObject({ kind: 'form', origin: 'https://shop.example.is:8443' });
    expect(challengeFrom(`<form action="http://shop.example.is/c"></form>`, shop, fakeParse)).toMatchObject({
      kind: 'form',
      origin: 'http://shop.example.is',
    });
  });
});

describe('challengeFrom: anything else becomes an opaque-origin document', () => {
  const opaque = (html: string) => ({
    kind: 'document',
    html,
    origin: 'null',
    sandbox: 'allow-scripts allow-forms',
  });

  it.each([
    ['no form at all', '<p>Auðkenning</p><script>parent.postMessage({}, "*")</script>'],
    ['a form without an action', '<form method="post"><input name="a" value="1"></form>'],
    ['a form with an empty action', '<form action=""><input name="a" value="1"></form>'],
    ['a form posting to the page’s own origin', `<form action="${shop}/steal"></form>`],
    ['a relative action (resolves to the page’s origin)', '<form action="/api/payment/v2/card/pay"></form>'],
    ['a javascript: action', '<form action="javascript:alert(1)"></form>'],
    ['a data: action', '<form action="data:text/html,<b>x</b>"></form>'],
    ['an action that is no URL', '<form action="http://"></form>'],
  ])('%s', (_label, html) => {
    expect(challengeFrom(html, shop, fakeParse)).toEqual(opaque(html));
  });
});

describe("challengeFrom on the sandbox's real verify answer", () => {
  const sandbox = sandboxServerForTests();

  it('posts the hidden session to the challenge on the other loopback name', async () => {
    const response = await sandbox.post('/api/payment/v2/card/verify', {
      paymentId: 'demo-card',
      cardInfo: {
        cardNumber: '4242424242424242',
        expirationMonth: '12',
        expirationYear: String(new Date().getFullYear() + 1),
        cvc: '123',
      },
      virtualCardId: null,
      googlePayToken: null,
    });
    const { rawResponse } = v.parse(v.object({ rawResponse: v.string() }), await response.json());
    const challenge = challengeFrom(rawResponse, sandbox.url, fakeParse);
    const { port } = sandbox;
    expect(challenge).toEqual({
      kind: 'form',
      action: `http://localhost:${port}/sandbox/3ds/challenge`,
      method: 'post',
      fields: [['session', expect.stringMatching(/^3ds-[0-9a-f]{32}$/)]],
      origin: `http://localhost:${port}`,
      sandbox: 'allow-scripts allow-forms allow-same-origin',
    });
  });
});

describe('acceptThreeDsMessage', () => {
  const frame = { name: 'the 3-D Secure iframe window' };
  const otherFrame = { name: 'another window' };
  const expected = { source: frame, origin: processor };
  const complete: ThreeDsMessage = { type: 'authentication-complete', data: '3ds-abc' };

  it('accepts the three messages from the right window and origin', () => {
    const messages: ThreeDsMessage[] = [
      complete,
      { type: 'payment-complete', status: 'success' },
      { type: 'authentication-error', errorMessage: 'Auðkenning korts mistókst' },
    ];
    for (const data of messages) {
      expect(acceptThreeDsMessage({ source: frame, origin: processor, data }, expected)).toEqual(data);
    }
  });

  it('accepts a message sent as a JSON string', () => {
    const data = JSON.stringify(complete);
    expect(acceptThreeDsMessage({ source: frame, origin: processor, data }, expected)).toEqual(complete);
  });

  it('ignores a message from another window, even with the right origin and data', () => {
    expect(
      acceptThreeDsMessage({ source: otherFrame, origin: processor, data: complete }, expected),
    ).toBeUndefined();
    expect(
      acceptThreeDsMessage({ source: null, origin: processor, data: complete }, expected),
    ).toBeUndefined();
  });

  it('ignores everything while there is no iframe window to compare with', () => {
    for (const source of [null, undefined]) {
      expect(
        acceptThreeDsMessage({ source, origin: processor, data: complete }, { source, origin: processor }),
      ).toBeUndefined();
    }
  });

  it('ignores a message from another origin', () => {
    for (const origin of [
      shop,
      'https://acs.processor.example:444',
      'http://acs.processor.example',
      'null',
    ]) {
      expect(acceptThreeDsMessage({ source: frame, origin, data: complete }, expected)).toBeUndefined();
    }
  });

  it("accepts 'null' only when the opaque document is what is expected", () => {
    const opaque = { source: frame, origin: 'null' };
    expect(acceptThreeDsMessage({ source: frame, origin: 'null', data: complete }, opaque)).toEqual(complete);
    expect(
      acceptThreeDsMessage({ source: frame, origin: processor, data: complete }, opaque),
    ).toBeUndefined();
    expect(acceptThreeDsMessage({ source: frame, origin: shop, data: complete }, opaque)).toBeUndefined();
  });

  it.each([
    ['an unknown type', { type: 'authentication-started', data: 'x' }],
    ['a missing data field', { type: 'authentication-complete' }],
    ['a data field that is not text', { type: 'authentication-complete', data: 42 }],
    ['a status that is not text', { type: 'payment-complete', status: true }],
    ['an errorMessage missing', { type: 'authentication-error' }],
    ['no type', { data: 'x' }],
    ['null', null],
    ['a number', 7],
    ['an array', [complete]],
    ['text that is not JSON', 'authentication-complete'],
    ['a JSON string of an unknown type', JSON.stringify({ type: 'hello' })],
    ['a JSON string of a string', JSON.stringify(JSON.stringify(complete))],
  ])('ignores %s', (_label, data) => {
    expect(acceptThreeDsMessage({ source: frame, origin: processor, data }, expected)).toBeUndefined();
  });

  it('keeps only the fields of the message', () => {
    const data = { ...complete, extra: '<script>' };
    expect(acceptThreeDsMessage({ source: frame, origin: processor, data }, expected)).toEqual(complete);
  });
});

describe('isSuccessfulStatus', () => {
  it.each(['success', 'SUCCESS', 'Succeeded', 'paid', 'ok', 'OK', 'completed', '  success\n'])(
    'is true for %j',
    (status) => {
      expect(isSuccessfulStatus(status)).toBe(true);
    },
  );

  it.each(['', 'failed', 'declined', 'unsuccessful', 'success!', 'not paid', 'pending', 'success ok'])(
    'is false for %j',
    (status) => {
      expect(isSuccessfulStatus(status)).toBe(false);
    },
  );
});

describe('popupSize', () => {
  it('is at most 700×500 on a large window', () => {
    expect(popupSize({ width: 1920, height: 1080 })).toEqual({ width: 700, height: 500 });
    expect(popupSize({ width: 778, height: 625 })).toEqual({ width: 700, height: 500 });
  });

  it('is 90 % of the width and 80 % of the height on a small window, rounded down', () => {
    expect(popupSize({ width: 400, height: 300 })).toEqual({ width: 360, height: 240 });
    expect(popupSize({ width: 333, height: 333 })).toEqual({ width: 299, height: 266 });
    expect(popupSize({ width: 1000, height: 400 })).toEqual({ width: 700, height: 320 });
  });

  it('is always whole pixels within both limits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (width, height) => {
          const size = popupSize({ width, height });
          expect(Number.isInteger(size.width) && Number.isInteger(size.height)).toBe(true);
          expect(size.width).toBe(Math.floor(Math.min(700, width * 0.9)));
          expect(size.height).toBe(Math.floor(Math.min(500, height * 0.8)));
          expect(size.width).toBeLessThanOrEqual(width);
          expect(size.height).toBeLessThanOrEqual(height);
        },
      ),
    );
  });
});
