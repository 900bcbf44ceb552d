import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { cameras, webcamImageCount } from '../../sandbox/webcam/fixtures.ts';
import { expectAlert, requestCount } from './applications.ts';
import { browserPerTestFile, sandbox } from './harness.ts';

// The webcam viewer (issue 11, spec §2 "Other tools", §5 "Webcam") at /webcam against the sandbox's
// two cameras: 288 pictures each, one every 10 minutes for the two days up to the sandbox's clock,
// listed with duplicates and shuffled. The clock is fixed, so the times are known: the latest
// picture is 24.11.2026 kl. 12:00, the first 22.11.2026 kl. 12:10.

const browser = browserPerTestFile();

const now = '2026-11-24T12:05:00.000Z';

/** Opens /webcam with the sandbox's clock at `now`, once the latest picture of the first camera shows. */
async function openWebcam(): Promise<Page> {
  await sandbox.post('/__sandbox/clock', { now });
  const page = await browser.page('/webcam');
  await expectPicture(page, 'Breidd', '24.11.2026 kl. 12:00', 288);
  return page;
}

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
const previous = (page: Page) => page.getByRole('button', { name: 'Fyrri mynd' });
const next = (page: Page) => page.getByRole('button', { name: 'Næsta mynd' });

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

/** The sandbox's address of camera's picture of `time` (24.11.2026 kl. 11:50 → /webcam/image/breidd-202611241150). */
function imagePath(camera: string, time: string): string {
  const parts = /^(\d{2})\.(\d{2})\.(\d{4}) kl\. (\d{2}):(\d{2})$/.exec(time);
  if (!parts) throw new Error(`not a picture's time: ${time}`);
  const [, day, month, year, hour, minute] = parts;
  return `/webcam/image/${camera.toLowerCase()}-${year}${month}${day}${hour}${minute}`;
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
  test('Breidd first: both cameras listed, its latest picture loaded with its time, Mynd 288 af 288', async () => {
    const page = await openWebcam();
    await page.getByRole('heading', { level: 1, name: 'Vefmyndavélar' }).waitFor();
    const select = page.getByRole('combobox', { name: 'Myndavél' });
    expect(await select.locator('option').allTextContents()).toEqual([...cameras]);
    expect(await select.inputValue()).toBe('Breidd');
    // The picture itself arrived (the sandbox draws it: 640 × 360).
    const image = page.getByRole('img', { name: 'Breidd, 24.11.2026 kl. 12:00' });
    await expect
      .poll(() => image.evaluate((node) => (node as HTMLImageElement).naturalWidth), { timeout: 5000 })
      .toBe(640);
    expect(await requestCount('GET', '/webcam/cameras')).toBe(1);
    expect(await requestCount('GET', '/webcam/data/Breidd')).toBe(1);
  });

  test('choosing Akureyri loads its pictures and shows its latest', async () => {
    const page = await openWebcam();
    await page.getByRole('combobox', { name: 'Myndavél' }).selectOption('Akureyri');
    await expectPicture(page, 'Akureyri', '24.11.2026 kl. 12:00', 288);
    expect(await requestCount('GET', '/webcam/data/Akureyri')).toBe(1);
    await previous(page).click();
    await expectPicture(page, 'Akureyri', '24.11.2026 kl. 11:50', 287);
  });

  test('the slider moves the picture: its arrow keys a step, a value set anywhere', async () => {
    const page = await openWebcam();
    await slider(page).press('ArrowLeft');
    await expectPicture(page, 'Breidd', '24.11.2026 kl. 11:50', 287);
    await slider(page).fill('0');
    await expectPicture(page, 'Breidd', '22.11.2026 kl. 12:10', 1);
    await slider(page).fill('150');
    await expectPicture(page, 'Breidd', '23.11.2026 kl. 13:10', 151);
  });

  test("a date jumps to the first picture after that day's midnight", async () => {
    const page = await openWebcam();
    const date = page.getByLabel('Dagsetning');
    expect(await date.inputValue()).toBe('2026-11-24');
    await date.fill('2026-11-23');
    await expectPicture(page, 'Breidd', '23.11.2026 kl. 00:10', 73);
    await date.fill('2026-11-24');
    await expectPicture(page, 'Breidd', '24.11.2026 kl. 00:10', 217);
    // The first day starts at 12:10: its first picture.
    await date.fill('2026-11-22');
    await expectPicture(page, 'Breidd', '22.11.2026 kl. 12:10', 1);
  });

  test('at the ends: Næsta mynd is disabled at the latest, Fyrri mynd at the first, and neither moves', async () => {
    const page = await openWebcam();
    expect(await next(page).getAttribute('aria-disabled')).toBe('true');
    expect(await previous(page).getAttribute('aria-disabled')).toBeNull();
    // Pressed anyway (Playwright waits for an enabled button unless forced): nothing moves.
    await next(page).click({ force: true });
    await previous(page).click();
    await expectPicture(page, 'Breidd', '24.11.2026 kl. 11:50', 287);
    expect(await next(page).getAttribute('aria-disabled')).toBeNull();
    await next(page).click();
    await expectPicture(page, 'Breidd', '24.11.2026 kl. 12:00', 288);

    await page.getByRole('figure').press('Home');
    await expectPicture(page, 'Breidd', '22.11.2026 kl. 12:10', 1);
    expect(await previous(page).getAttribute('aria-disabled')).toBe('true');
    await previous(page).click({ force: true });
    await next(page).click();
    await expectPicture(page, 'Breidd', '22.11.2026 kl. 12:20', 2);
  });

  test('the arrow keys on the picture step back and forth; End goes to the latest', async () => {
    const page = await openWebcam();
    const figure = page.getByRole('figure');
    await figure.press('ArrowLeft');
    await figure.press('ArrowLeft');
    await expectPicture(page, 'Breidd', '24.11.2026 kl. 11:40', 286);
    await figure.press('ArrowRight');
    await expectPicture(page, 'Breidd', '24.11.2026 kl. 11:50', 287);
    await figure.press('End');
    await expectPicture(page, 'Breidd', '24.11.2026 kl. 12:00', 288);
    // Past the latest, the arrow does nothing.
    await figure.press('ArrowRight');
    await expectPicture(page, 'Breidd', '24.11.2026 kl. 12:00', 288);
  });

  test('the neighbours are fetched ahead, so a step shows a picture already in the cache', async () => {
    await sandbox.post('/__sandbox/clock', { now });
    const page = await browser.page();
    // The earlier tests' pictures out of the cache: each one below is asked of the sandbox.
    await clearHttpCache(page);
    await page.goto('/webcam');
    await expectPicture(page, 'Breidd', '24.11.2026 kl. 12:00', 288);
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
  });

  test('Spila daginn plays the shown day from its first picture; Stöðva stops it', async () => {
    await sandbox.post('/__sandbox/clock', { now });
    const page = await browser.page();
    // The page's timers on a clock the test can run ahead (it runs as the real one until then).
    await page.clock.install();
    await page.goto('/webcam');
    await expectPicture(page, 'Breidd', '24.11.2026 kl. 12:00', 288);
    await page.getByRole('button', { name: 'Spila daginn' }).click();
    const stop = page.getByRole('button', { name: 'Stöðva' });
    await stop.waitFor();
    // From the day's last picture it starts again at the day's first, 24.11 kl. 00:00 (the 216th),
    // and steps on by itself every 500 ms.
    const position = async () => {
      const viewer = await shown(page);
      return typeof viewer === 'string'
        ? Number.NaN
        : Number(/^Mynd (\d+)/.exec(viewer.caption[1] ?? '')?.[1]);
    };
    await expect.poll(position, { timeout: 5000 }).toBeGreaterThanOrEqual(218);
    await stop.click();
    await page.getByRole('button', { name: 'Spila daginn' }).waitFor();
    const at = await position();
    expect(at).toBeLessThan(230);
    const minutes = (at - 216) * 10;
    const time = `24.11.2026 kl. ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    expect(await shown(page)).toEqual(picture('Breidd', time, at));
    // Two seconds on the page's clock, four of the time-lapse's steps had it run on, and a render
    // (React's, on a message, which the clock does not hold) after them: still the same picture.
    await page.clock.runFor(2000);
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = resolve;
          channel.port2.postMessage(undefined);
        }),
    );
    expect(await shown(page)).toEqual(picture('Breidd', time, at));
  });

  test("a 500 for the cameras: the sandbox's reason, and Reyna aftur loads them", async () => {
    await sandbox.fault('GET /webcam/cameras', '500');
    await sandbox.post('/__sandbox/clock', { now });
    const page = await browser.page('/webcam');
    await expectAlert(page, 'Villa í kerfi (sandkassi)');
    expect(await page.getByRole('combobox', { name: 'Myndavél' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Reyna aftur' }).click();
    await expectPicture(page, 'Breidd', '24.11.2026 kl. 12:00', 288);
    expect(await requestCount('GET', '/webcam/cameras')).toBe(2);
  });

  test('a picture that fails to load: Ekki tókst að hlaða myndinni in the frame, the caption kept', async () => {
    await sandbox.fault('GET /webcam/image/', '404', { times: 5 });
    await sandbox.post('/__sandbox/clock', { now });
    const page = await browser.page();
    await clearHttpCache(page);
    await page.goto('/webcam');
    const figure = page.getByRole('figure');
    await figure.getByText('Ekki tókst að hlaða myndinni', { exact: true }).waitFor();
    expect(await shown(page)).toBe('no picture');
    const caption = await figure.locator('figcaption > span').allTextContents();
    expect(caption.map((text) => text.trim())).toEqual(['24.11.2026 kl. 12:00', 'Mynd 288 af 288']);
    expect((await sandbox.requestsTo('GET', '/webcam/image/breidd-202611241200'))[0]?.status).toBe(404);
  });

  test('a picture that takes its time: Sæki mynd… shows until it arrives', async () => {
    await sandbox.post('/__sandbox/clock', { now });
    const page = await browser.page();
    // Every picture held 1 s on its way (past the 300 ms the viewer waits before its spinner).
    await page.route('**/webcam/image/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto('/webcam');
    const spinner = page.getByRole('figure').getByRole('status').filter({ hasText: 'Sæki mynd…' });
    await spinner.waitFor();
    await spinner.waitFor({ state: 'detached' });
    expect(await shown(page)).toEqual(picture('Breidd', '24.11.2026 kl. 12:00', 288));
    expect(
      await page
        .getByRole('figure')
        .getByRole('img')
        .evaluate((node) => (node as HTMLImageElement).naturalWidth),
    ).toBe(640);
  });
});
