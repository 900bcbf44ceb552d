import { describe, expect, it } from 'vitest';
import { fillUrlTemplate } from './url-path.ts';

describe('fillUrlTemplate', () => {
  it('puts each value in as one encoded path segment', () => {
    expect(fillUrlTemplate('/s/{documentId}', { documentId: 'loan-1a2b' })).toBe('/s/loan-1a2b');
    expect(fillUrlTemplate('/s/{documentId}?x={documentId}', { documentId: 'a/b?c' })).toBe(
      '/s/a%2Fb%3Fc?x=a%2Fb%3Fc',
    );
  });

  it("pastes '$&', '$`' and \"$'\" as they are (a replacement string would expand them)", () => {
    expect(fillUrlTemplate('/s/{documentId}', { documentId: '$&' })).toBe('/s/%24%26');
    expect(fillUrlTemplate('/s/{documentId}/', { documentId: "$`$'" })).toBe("/s/%24%60%24'/");
  });

  it("refuses '.' and '..' (and their encoded forms), which a URL resolves as another folder", () => {
    for (const documentId of ['.', '..', '%2e', '.%2E', '%2e%2e'])
      expect(() => fillUrlTemplate('/s/{documentId}/sign', { documentId }), documentId).toThrow(TypeError);
    expect(fillUrlTemplate('/s/{documentId}', { documentId: '...' })).toBe('/s/...');
  });

  it('leaves a placeholder without a value, and never reads inherited names', () => {
    expect(fillUrlTemplate('/s/{other}', { documentId: 'x' })).toBe('/s/{other}');
    expect(fillUrlTemplate('/s/{toString}', {})).toBe('/s/{toString}');
  });
});
