import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubPageSettings } from '../../../test/support/page-settings.ts';
import { resolveApiBase, resolveLoginTimeoutMs, resolveTimeoutMs } from './config.ts';
import { defaultLoginTimeoutMs, defaultTimeoutMs } from './page-settings.ts';

// Node has no window, document or location: each test stubs what an embedding page would set. Which
// values count, and the meta tags, are page-settings.test.ts's; here each reader's setting and default.

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('where API calls go (resolveApiBase)', () => {
  it("uses the element's api-base attribute over the page setting", () => {
    stubPageSettings({ apiBase: 'https://page.example.is' });
    vi.stubGlobal('location', { origin: 'https://host.example.is' });
    expect(resolveApiBase('https://element.example.is')).toBe('https://element.example.is');
  });

  it('trims the attribute', () => {
    expect(resolveApiBase('  https://element.example.is  ')).toBe('https://element.example.is');
  });

  it('uses window.bykoWidgets.apiBase when the attribute is missing, empty or blank', () => {
    stubPageSettings({ apiBase: 'https://page.example.is' });
    vi.stubGlobal('location', { origin: 'https://host.example.is' });
    expect(resolveApiBase()).toBe('https://page.example.is');
    expect(resolveApiBase(null)).toBe('https://page.example.is');
    expect(resolveApiBase('')).toBe('https://page.example.is');
    expect(resolveApiBase('   ')).toBe('https://page.example.is');
  });

  it("falls back to the page's origin when nothing is configured", () => {
    vi.stubGlobal('window', {});
    vi.stubGlobal('location', { origin: 'https://host.example.is' });
    expect(resolveApiBase(null)).toBe('https://host.example.is');
  });

  it('uses http://localhost where there is no page at all', () => {
    expect(resolveApiBase()).toBe('http://localhost');
  });
});

describe('how long a call may take (resolveTimeoutMs)', () => {
  it('is 20 000 ms by default', () => {
    expect(defaultTimeoutMs).toBe(20_000);
    expect(resolveTimeoutMs()).toBe(20_000);
    vi.stubGlobal('window', {});
    expect(resolveTimeoutMs()).toBe(20_000);
  });

  it('is the page setting when it is a positive number', () => {
    stubPageSettings({ timeoutMs: 5000 });
    expect(resolveTimeoutMs()).toBe(5000);
  });
});

describe('how long a login waits for the person (resolveLoginTimeoutMs)', () => {
  it('is 90 000 ms by default and the page setting when valid', () => {
    expect(defaultLoginTimeoutMs).toBe(90_000);
    expect(resolveLoginTimeoutMs()).toBe(90_000);
    stubPageSettings({ loginTimeoutMs: 120_000 });
    expect(resolveLoginTimeoutMs()).toBe(120_000);
  });
});
