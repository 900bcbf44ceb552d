import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { webcamImageCount } from '../../sandbox/webcam/fixtures.ts';
import { imagePath } from '../support/webcam-pictures.ts';
import { requestCount } from './applications.ts';
import { holdUntilReleased } from './flows.ts';
import { browserPerTestFile, sandbox } from './harness.ts';

// The webcam viewer (spec §2 "Other tools", §5 "Webcam") on its page, /webcam, with its pictures
// from the server: what only the real page and the browser's HTTP cache show. The viewer's states
// (cameras, steps, slider, date, time-lapse, failures) are its stories' (stories/webcam.stories.tsx),
// its rules the model's (widgets/webcam/webcam.model.test.ts), its attributes and keys the element
// test's (test/elements/webcam-element.test.ts). The clock is fixed, so the times are known: the
// latest picture is 24.11.2026 kl. 12:00, the first 22.11.2026 kl. 12:10.

const browser = browserPerTestFile();

const now = '2026-11-24T12:05:00.000Z';

/** How often the sandbox was asked for a picture (the browser keeps them a day: a test counting them empties its cache first). */
const imageRequests = (id: string) => requestCount('GET', `/webcam/image/${id}`);

/** Empties the context's HTTP cache, which holds the pictures of earlier tests for a day (Cache-Control). */
async function clearHttpCache(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Network.clearBrowserCache');
  } finally {
    await cdp.detach();
  }
}

const slider = (page: Page) => page.getByRole('slider', { name: 'Tími' });

/**
 * What the viewer shows: the picture's text alternative and the path of its address (the sandbox's
 * id names the camera and the time, so a stale or another camera's picture shows here), the
 * caption's time and position (without a slow picture's spinner), the slider's time.
 */
async function shown(page: Page) {
  const figure = page.getByRole('figure');
  const image = figure.getByRole('img');
  if ((await image.count()) !== 1) return 'no picture';
  return {
    alt: await image.getAttribute('alt'),
    src: await image.evaluate((node) => new URL((node as HTMLImageElement).src).pathname),
    caption: await figure.locator('figcaption > span').evaluateAll((spans) =>
      spans.map((span) => {
        const text = span.cloneNode(true) as Element;
        for (const spinner of Array.from(text.querySelectorAll('.byko-spinner'))) spinner.remove();
        return (text.textContent ?? '').trim();
      }),
    ),
    slider: await slider(page).getAttribute('aria-valuetext'),
  };
}

/** Waits (5 s at most: a load on a busy machine) until the viewer shows that picture. */
async function expectPicture(page: Page, camera: string, time: string, number: number): Promise<void> {
  await expect.poll(() => shown(page), { timeout: 5000 }).toEqual(picture(camera, time, number));
}

/** The viewer showing camera's picture of `time`, the `number`-th of 288. */
function picture(camera: string, time: string, number: number) {
  return {
    alt: `${camera}, ${time}`,
    src: imagePath(camera, time),
    caption: [time, `Mynd ${number} af ${webcamImageCount}`],
    slider: time,
  };
}

describe('/webcam', () => {
  test('the pictures from the server: the latest drawn, its neighbour fetched ahead and shown from the cache at a step, a slow one under Sæki mynd… until it arrives', async () => {
    await sandbox.post('/__sandbox/clock', { now });
    const page = await browser.page();
    // The earlier files' pictures out of the cache: each one below is asked of the sandbox.
    await clearHttpCache(page);
    await page.goto('/webcam');
    await page.getByRole('heading', { level: 1, name: 'Vefmyndavélar' }).waitFor();
    await expectPicture(page, 'Breidd', '24.11.2026 kl. 12:00', 288);
    // The picture itself arrived under the page's policy (the sandbox draws it: 640 × 360).
    const naturalWidth = () =>
      page
        .getByRole('figure')
        .getByRole('img')
        .evaluate((node) => (node as HTMLImageElement).naturalWidth);
    await expect.poll(naturalWidth, { timeout: 5000 }).toBe(640);
    expect(await requestCount('GET', '/webcam/cameras')).toBe(1);
    expect(await requestCount('GET', '/webcam/data/Breidd')).toBe(1);

    // Before any step: the one before the latest (there is none after it), arrived in the browser.
    const before = imagePath('Breidd', '24.11.2026 kl. 11:50');
    await expect.poll(() => imageRequests('breidd-202611241150'), { timeout: 5000 }).toBe(1);
    await page.waitForFunction(
      (path) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(path)),
      before,
    );
    // Stepped inside the page, and looked at in the next frame: the picture is there already.
    const atNextFrame = await page.evaluate(async () => {
      const root = document.querySelector('byko-webcam')?.shadowRoot;
      const button = Array.from(root?.querySelectorAll('button') ?? []).find(
        (candidate) => candidate.textContent === 'Fyrri mynd',
      );
      button?.click();
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const image = root?.querySelector('figure img');
      if (!(image instanceof HTMLImageElement)) return 'no picture';
      return {
        src: new URL(image.src).pathname,
        complete: image.complete,
        naturalWidth: image.naturalWidth,
      };
    });
    expect(atNextFrame).toEqual({ src: before, complete: true, naturalWidth: 640 });
    await expectPicture(page, 'Breidd', '24.11.2026 kl. 11:50', 287);
    // The one before it is fetched ahead in turn; the picture shown was not fetched again.
    await expect.poll(() => imageRequests('breidd-202611241140'), { timeout: 5000 }).toBe(1);
    expect(await imageRequests('breidd-202611241150')).toBe(1);
    expect(await imageRequests('breidd-202611241200')).toBe(1);

    // The first picture, never fetched ahead, held on its way until the viewer shows its spinner
    // (after 300 ms without it). Last: a route turns the page's HTTP cache off.
    const release = await holdUntilReleased(page, imagePath('Breidd', '22.11.2026 kl. 12:10'));
    await slider(page).fill('0');
    const spinner = page.getByRole('figure').getByRole('status').filter({ hasText: 'Sæki mynd…' });
    await spinner.waitFor();
    release();
    await spinner.waitFor({ state: 'detached' });
    expect(await shown(page)).toEqual(picture('Breidd', '22.11.2026 kl. 12:10', 1));
    expect(await naturalWidth()).toBe(640);
  });
});
