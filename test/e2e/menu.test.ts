import { describe, expect, test } from 'vitest';
import { browserPerTestFile } from './harness.ts';

// The host pages' top menu on a phone (a menu button) and the skip link.

const browser = browserPerTestFile();

describe('the top menu and the skip link', () => {
  test('on a phone the links fold behind a menu button: open, Escape closes and returns focus', async () => {
    const page = await browser.page();
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/vidskipti');
    const toggle = page.getByRole('button', { name: 'Valmynd' });
    const link = page.getByRole('link', { name: 'Verslanir' });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(link.isVisible()).resolves.toBe(false);
    await toggle.click();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(link.isVisible()).resolves.toBe(true);
    await link.focus();
    await page.keyboard.press('Escape');
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(page.evaluate(() => document.activeElement?.className)).resolves.toBe('menu-toggle');
  });

  test('on a wide screen the links show and the button does not', async () => {
    const page = await browser.page();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/vidskipti');
    await expect(page.getByRole('link', { name: 'Verslanir' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Valmynd' }).isVisible()).resolves.toBe(false);
  });

  test("the first Tab reaches 'Fara í efni', which moves the focus to the page's content", async () => {
    const page = await browser.page('/borga/demo-card');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Fara í efni' });
    await expect(skip.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await expect(skip.isVisible()).resolves.toBe(true);
    const box = await skip.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await page.keyboard.press('Enter');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main');
  });
});
