import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { videoFiles, videoListPath } from '../../sandbox/video-loop/fixtures.ts';
import { browserPerTestFile, sandbox } from './harness.ts';

// The golf video loop (spec §2 "Other tools", §7 "Tools", §9) on its page, /golfmot, with the
// sandbox's list file and its two videos of about 3 s each streamed from the server in byte ranges:
// what only the real page shows. The loop's states (the switch to the next video, the fallback
// list, a video that fails, pause) are its stories' (stories/video-loop.stories.tsx), its rules the
// model's (widgets/video-loop/video-loop.model.test.ts), its attributes the element test's
// (test/elements/video-loop-element.test.ts).

const browser = browserPerTestFile();

/** A 3 s video started on a loaded 2-core machine. */
const videoTimeout = 15_000;

/** Waits until the video shown (the active one) plays `name`: its source, and time running. */
async function waitForPlaying(page: Page, name: string): Promise<void> {
  await page.waitForFunction(
    (name) => {
      const video = document
        .querySelector('byko-video-loop')
        ?.shadowRoot?.querySelector('video[data-active]');
      return (
        video instanceof HTMLVideoElement &&
        video.currentSrc.endsWith(`/videos/${name}`) &&
        !video.paused &&
        video.currentTime > 0
      );
    },
    name,
    { timeout: videoTimeout },
  );
}

/** Each video in the page: its file, whether it is the one shown, and whether its first frame is decoded. */
async function videosInPage(page: Page) {
  return page.locator('byko-video-loop video').evaluateAll((videos) =>
    (videos as HTMLVideoElement[]).map((video) => ({
      file: video.currentSrc.split('/').at(-1),
      active: video.hasAttribute('data-active'),
      frameReady: video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA,
    })),
  );
}

describe('/golfmot', () => {
  test('the page names the videos; the list file and both videos come from the server, the videos in byte ranges (206): golf-1 plays, golf-2 waits decoded under it', async () => {
    const page = await browser.page('/golfmot');
    await page.getByRole('heading', { level: 1, name: 'Golfmót' }).waitFor();
    await page.getByRole('region', { name: 'Myndbönd frá golfmóti' }).waitFor();
    await waitForPlaying(page, 'golf-1.webm');
    await expect
      .poll(() => videosInPage(page), { timeout: videoTimeout })
      .toEqual([
        { file: 'golf-1.webm', active: true, frameReady: true },
        { file: 'golf-2.webm', active: false, frameReady: true },
      ]);
    expect((await sandbox.requestsTo('GET', videoListPath)).map((entry) => entry.status)).toEqual([200]);
    // A media element asks for ranges, and Chromium only streams and seeks what is answered 206.
    // (Polled: a request the browser sends meanwhile is logged with status 0 until it is answered.)
    for (const name of videoFiles) {
      const statuses = async () =>
        (await sandbox.requestsTo('GET', `/videos/${name}`)).map((entry) => entry.status);
      await expect
        .poll(
          async () => {
            const seen = await statuses();
            return seen.length > 0 && seen.every((status) => status === 206) ? 'all 206' : seen;
          },
          { timeout: 5000 },
        )
        .toBe('all 206');
    }
  });
});
