import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { cameras, webcamImageCount } from '../../sandbox/tools/fixtures.ts';
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

/** How often the sandbox was asked for a picture (the browser keeps them a day, so a test counting them uses a clock of its own). */
const imageRequests = (id: string) => requestCount('GET', `/webcam/image/${id}`);

const slider = (page: Page) => page.getByRole('slider', { name: 'Tími' });
const previous = (page: Page) => page.getByRole('button', { name: 'Fyrri mynd' });
const next = (page: Page) => page.getByRole('button', { name: 'Næsta mynd' });

/** What the viewer shows: the picture's text alternative, the caption's time and position, the slider's time. */
async function shown(page: Page) {
  const figure = page.getByRole('figure');
  if ((await figure.getByRole('img').count()) !== 1) return 'no picture';
  return {
    alt: await figure.getByRole('img').getAttribute('alt'),
    caption: await figure
      .locator('figcaption > span')
      .evaluateAll((spans) => spans.map((span) => span.textContent)),
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
    // A clock no other test uses: pictures no earlier test put in the browser's cache.
    await sandbox.post('/__sandbox/clock', { now: '2026-11-20T09:05:00.000Z' });
    const page = await browser.page('/webcam');
    await expectPicture(page, 'Breidd', '20.11.2026 kl. 09:00', 288);
    // Before any step: the one before the latest (there is none after it).
    await expect.poll(() => imageRequests('breidd-202611200850'), { timeout: 5000 }).toBe(1);
    await previous(page).click();
    await expectPicture(page, 'Breidd', '20.11.2026 kl. 08:50', 287);
    const image = page.getByRole('img', { name: 'Breidd, 20.11.2026 kl. 08:50' });
    await expect
      .poll(() => image.evaluate((node) => (node as HTMLImageElement).naturalWidth), { timeout: 5000 })
      .toBe(640);
    // The one before it is fetched ahead in turn; the picture shown was not fetched again.
    await expect.poll(() => imageRequests('breidd-202611200840'), { timeout: 5000 }).toBe(1);
    expect(await imageRequests('breidd-202611200850')).toBe(1);
    expect(await imageRequests('breidd-202611200900')).toBe(1);
  });

  test('Spila daginn plays the shown day from its first picture; Stöðva stops it', async () => {
    const page = await openWebcam();
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
    // Two of the time-lapse's steps later, still the same picture: nothing to wait for but the time.
    await page.waitForTimeout(1100);
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
});
