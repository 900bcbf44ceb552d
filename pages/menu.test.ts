import { describe, expect, it } from 'vitest';
import { isMenuMinimized, menuMinimizeScrollPx } from './menu.ts';

describe('the top menu (spec: minimizes after 60 px scroll)', () => {
  it('stays full size at the top and up to 60 px', () => {
    expect(isMenuMinimized(0)).toBe(false);
    expect(isMenuMinimized(30)).toBe(false);
    expect(isMenuMinimized(60)).toBe(false);
  });

  it('minimizes past 60 px', () => {
    expect(isMenuMinimized(61)).toBe(true);
    expect(isMenuMinimized(60.5)).toBe(true);
    expect(isMenuMinimized(2000)).toBe(true);
  });

  it('uses 60 px as its threshold', () => {
    expect(menuMinimizeScrollPx).toBe(60);
  });
});
