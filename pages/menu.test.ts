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

  it('once minimized, comes back only above 20 px, so the 32 px it takes off the page cannot undo it', () => {
    // Minimized at 61 px; scroll anchoring then moves the page back by the 32 px the menu gave up.
    expect(isMenuMinimized(61 - 32, true)).toBe(true);
    expect(isMenuMinimized(21, true)).toBe(true);
    expect(isMenuMinimized(20, true)).toBe(false);
    expect(isMenuMinimized(0, true)).toBe(false);
    // Not minimized, 29 px is still well below the threshold.
    expect(isMenuMinimized(29, false)).toBe(false);
  });

  it('uses 60 px as its threshold', () => {
    expect(menuMinimizeScrollPx).toBe(60);
  });
});
