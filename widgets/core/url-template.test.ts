import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubPageMeta } from '../../test/support/page-settings.ts';
import { metaName } from './runtime/page-settings.ts';
import { apiImageUrl, apiPageUrl, mediaUrl, settingPageUrl, settingTemplate } from './url-template.ts';

// The templated URLs of outside pages (a `signing-url` attribute): filled with a replacer function,
// resolved against the API base, and only ever a page of an origin the page trusts.

const page = { origin: 'https://greida.byko.is', allowed: ['https://sign.example'] };

describe('apiPageUrl', () => {
  it('resolves against the API base: its origin is allowed', () => {
    expect(
      apiPageUrl('/sandbox/loan-signing/{documentId}', { documentId: 'd1' }, 'https://api.byko.is', page),
    ).toBe('https://api.byko.is/sandbox/loan-signing/d1');
    expect(apiPageUrl('sign/{documentId}', { documentId: 'd1' }, 'https://api.byko.is/v2/', page)).toBe(
      'https://api.byko.is/v2/sign/d1',
    );
  });

  it('a relative API base is on the page origin', () => {
    expect(apiPageUrl('/s/{documentId}', { documentId: 'd1' }, '', page)).toBe('https://greida.byko.is/s/d1');
    expect(apiPageUrl('s/{documentId}', { documentId: 'd1' }, '/gw', page)).toBe(
      'https://greida.byko.is/gw/s/d1',
    );
  });

  it('an allow-listed origin is followed; any other, or a script URL, is refused', () => {
    expect(
      apiPageUrl('https://sign.example/{documentId}', { documentId: 'd' }, 'https://api.byko.is', page),
    ).toBe('https://sign.example/d');
    expect(
      apiPageUrl('https://evil.example/{documentId}', { documentId: 'd' }, 'https://api.byko.is', page),
    ).toBeUndefined();
    expect(
      apiPageUrl('javascript:alert(1)//{documentId}', { documentId: 'd' }, 'https://api.byko.is', page),
    ).toBe(undefined);
    expect(apiPageUrl('//evil.example/{documentId}', { documentId: 'd' }, 'https://api.byko.is', page)).toBe(
      undefined,
    );
  });

  it("an id of '..' gives no URL at all rather than the page above the template's", () => {
    expect(
      apiPageUrl('/sandbox/loan-signing/{documentId}', { documentId: '..' }, 'https://api.byko.is', page),
    ).toBeUndefined();
  });

  it('a value cannot leave its segment for another origin', () => {
    expect(apiPageUrl('/{documentId}', { documentId: '/evil.example/x' }, 'https://api.byko.is', page)).toBe(
      'https://api.byko.is/%2Fevil.example%2Fx',
    );
  });
});

describe('a signing page from the attribute, else the page setting (settingTemplate, settingPageUrl)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const key = 'loanSigningUrl';
  const meta = metaName(key);
  const values = { documentId: 'loan-1' };

  it("takes the element's attribute over the page's setting", () => {
    stubPageMeta({ [meta]: 'https://api.byko.is/undirritun/{documentId}' });
    expect(settingTemplate('/annad/{documentId}', key)).toBe('/annad/{documentId}');
    expect(settingPageUrl('/annad/{documentId}', key, values, 'https://api.byko.is')).toBe(
      'https://api.byko.is/annad/loan-1',
    );
  });

  it("takes the page's setting where the element has none (or a blank one)", () => {
    stubPageMeta({ [meta]: 'https://api.byko.is/undirritun/{documentId}' });
    for (const attribute of [undefined, '', '  ']) {
      expect(settingPageUrl(attribute, key, values, 'https://api.byko.is')).toBe(
        'https://api.byko.is/undirritun/loan-1',
      );
    }
  });

  it('is unset where neither gives one: the widgets have no default of their own', () => {
    stubPageMeta({ [metaName('instalmentSigningUrl')]: 'https://api.byko.is/s/{documentId}' });
    expect(settingTemplate(undefined, key)).toBeUndefined();
    expect(settingPageUrl(undefined, key, values, 'https://api.byko.is')).toBe('unset');
  });

  it("is refused where core's guard refuses the page's setting", () => {
    stubPageMeta({ [meta]: 'https://evil.example/{documentId}' });
    expect(settingPageUrl(undefined, key, values, 'https://api.byko.is')).toBe('refused');
  });
});

describe('apiImageUrl', () => {
  const page = 'https://byko.is';
  it.each([
    [
      '/api/special-orders/images/101.svg',
      'https://api.byko.is/',
      'https://api.byko.is/api/special-orders/images/101.svg',
    ],
    ['images/101.svg', '/gateway', 'https://byko.is/gateway/images/101.svg'],
    ['https://cdn.example.com/101.png', 'https://api.byko.is', 'https://cdn.example.com/101.png'],
    ['http://localhost:5173/x.svg', 'https://api.byko.is', 'http://localhost:5173/x.svg'],
  ])('resolves %s against the API base %s', (url, base, expected) => {
    expect(apiImageUrl(url, base, page)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'JaVaScRiPt:alert(1)',
    'blob:https://byko.is/x',
    'http://[::1',
    '',
    '   ',
  ])('refuses %s', (url) => {
    expect(apiImageUrl(url, 'https://api.byko.is', page)).toBeUndefined();
  });
});

describe('mediaUrl', () => {
  const page = 'https://byko.is';
  it.each([
    // A video named in a list file: relative to the list's own address.
    ['golf-2.webm', 'https://cdn.byko.is/golf/list.json', 'https://cdn.byko.is/golf/golf-2.webm'],
    [
      '/videos/golf-1.webm',
      'https://api.byko.is/videos/golfmot.json',
      'https://api.byko.is/videos/golf-1.webm',
    ],
    // A list named by an attribute: relative to the page.
    ['/videos/golfmot.json', '/golfmot', 'https://byko.is/videos/golfmot.json'],
    ['https://cdn.example.com/a.webm', '/golfmot', 'https://cdn.example.com/a.webm'],
  ])('resolves %s against %s', (url, base, expected) => {
    expect(mediaUrl(url, base, page)).toBe(expected);
  });

  it.each(['javascript:alert(1)', 'data:video/webm;base64,AAAA', 'file:///etc/passwd', ''])(
    'refuses %s',
    (url) => {
      expect(mediaUrl(url, 'https://cdn.byko.is/list.json', page)).toBeUndefined();
    },
  );
});
