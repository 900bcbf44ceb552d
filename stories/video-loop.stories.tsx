import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { elementDocsStory } from '../.storybook/element-docs.tsx';
import { addFault, sandboxAnswersGet } from '../.storybook/sandbox.ts';
import { network, type WidgetCanvas, widgetCanvas } from '../.storybook/widget-canvas.ts';
import { VideoLoopWidget } from '../widgets/video-loop/VideoLoopWidget.tsx';
import { videoLoopElement } from '../widgets/video-loop/video-loop.element.ts';
import { tag as videoLoopTag } from '../widgets/video-loop/video-loop.tag.ts';

// <byko-video-loop src> (spec §2 "Other tools", §7, §9) in each of its states against the sandbox
// (SANDBOX.md "Tools"): the list file /videos/golfmot.json names golf-1.webm and golf-2.webm (3 s
// each, a 1 on green and a 2 on blue), which the sandbox in the page reads from Storybook's static
// `sandbox-files/`. The widget's fallback list names the same two, under the API base. The videos
// have no role: the play functions read the <video> elements in the shadow root.

const meta = {
  title: 'Golfmót: myndbönd',
  id: 'video-loop',
  component: VideoLoopWidget,
  parameters: { widget: videoLoopElement },
} satisfies Meta<typeof VideoLoopWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The element's attributes, events, CSS properties and parts (custom-elements.json). */
export const Docs: Story = elementDocsStory(videoLoopTag);

const paths = {
  list: 'GET /videos/golfmot.json',
};

/** Longer than one 3 s video, with room for a busy machine. */
const oneVideo = { timeout: 10_000 };

/** The widget's shadow root, once it has rendered. */
async function rootOf(canvasElement: HTMLElement): Promise<{ canvas: WidgetCanvas; root: ShadowRoot }> {
  const canvas = await widgetCanvas(canvasElement);
  const region = await canvas.findByRole('region', { name: 'Myndbönd frá golfmóti' });
  const root = region.getRootNode();
  if (!(root instanceof ShadowRoot)) throw new Error('the widget is not in a shadow root');
  return { canvas, root };
}

function videos(root: ShadowRoot): HTMLVideoElement[] {
  return [...root.querySelectorAll('video')];
}

/** Waits until the video `name` is the one playing and its time runs. */
async function playing(root: ShadowRoot, name: string, timeout = network.timeout): Promise<HTMLVideoElement> {
  return waitFor(
    () => {
      const video = root.querySelector('video[data-active]');
      if (!(video instanceof HTMLVideoElement)) throw new Error('no video is playing');
      if (!video.src.endsWith(name)) throw new Error(`${video.src} is playing, not ${name}`);
      if (video.paused || video.currentTime === 0) throw new Error(`${name} has not started`);
      return video;
    },
    { timeout },
  );
}

export const Playing: Story = {
  name: 'Spilar: fyrsta myndbandið, svo það næsta',
  play: async ({ canvasElement }) => {
    const { canvas, root } = await rootOf(canvasElement);
    const first = await playing(root, '/videos/golf-1.webm');
    const next = videos(root)[1];
    if (!next) throw new Error('no video waits under golf-1');
    // How far golf-2 had loaded when golf-1 ended: noted at that moment, read after the switch.
    let readyStateAtSwitch: number | undefined;
    first.addEventListener(
      'ended',
      () => {
        readyStateAtSwitch = next.readyState;
      },
      { once: true },
    );
    // Muted and inline (autoplay rules); the next one loaded under it, hidden from screen readers.
    await expect(first.muted).toBe(true);
    await expect(next.muted).toBe(true);
    await expect(first.playsInline).toBe(true);
    await expect(first.loop).toBe(false);
    await expect(videos(root).map((video) => new URL(video.src).pathname)).toEqual([
      '/videos/golf-1.webm',
      '/videos/golf-2.webm',
    ]);
    // The spinner over the stage ('Sæki myndbönd…') went once golf-1 played.
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
    await expect(next).toHaveAttribute('aria-hidden', 'true');
    await expect(next.paused).toBe(true);
    // golf-2 has its first frame decoded (HAVE_CURRENT_DATA) while golf-1 still plays: the switch
    // shows it at once.
    await waitFor(() => {
      expect(next.readyState).toBeGreaterThanOrEqual(HTMLMediaElement.HAVE_CURRENT_DATA);
      expect(first).toHaveAttribute('data-active');
    }, oneVideo);
    // Both fill the same box, golf-1 on top: it is what shows at the stage's centre.
    first.scrollIntoView({ block: 'center' });
    const box = first.getBoundingClientRect();
    const nextBox = next.getBoundingClientRect();
    await expect([nextBox.x, nextBox.y, nextBox.width, nextBox.height]).toEqual([
      box.x,
      box.y,
      box.width,
      box.height,
    ]);
    await expect(box.width).toBeGreaterThan(0);
    await expect(root.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)).toBe(first);
    await expect(canvas.getByRole('button', { name: 'Gera hlé' })).toBeVisible();
    // golf-1 ends after 3 s: golf-2 plays, and golf-1 waits under it for the next round. The one
    // playing is the very element that waited, its first frame decoded when golf-1 ended: no new
    // element to load, so no black frame at the switch.
    await expect(await playing(root, '/videos/golf-2.webm', oneVideo.timeout)).toBe(next);
    await expect(readyStateAtSwitch).toBeGreaterThanOrEqual(HTMLMediaElement.HAVE_CURRENT_DATA);
    await expect(videos(root).map((video) => new URL(video.src).pathname)).toEqual([
      '/videos/golf-1.webm',
      '/videos/golf-2.webm',
    ]);
    await expect(videos(root)[0]).toHaveAttribute('aria-hidden', 'true');
    // No spinner at the switch: the next one waited loaded.
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const Paused: Story = {
  name: 'Gera hlé og Spila',
  play: async ({ canvasElement, userEvent }) => {
    const { canvas, root } = await rootOf(canvasElement);
    const first = await playing(root, '/videos/golf-1.webm');
    await userEvent.click(canvas.getByRole('button', { name: 'Gera hlé' }));
    await expect(await canvas.findByRole('button', { name: 'Spila' })).toBeVisible();
    await waitFor(() => expect(first.paused).toBe(true));
    const stoppedAt = first.currentTime;
    await userEvent.click(canvas.getByRole('button', { name: 'Spila' }));
    await waitFor(() => expect(first.currentTime).toBeGreaterThan(stoppedAt), network);
    await expect(canvas.getByRole('button', { name: 'Gera hlé' })).toBeVisible();
  },
};

export const Loading: Story = {
  name: 'Sæki lista',
  // The sandbox holds the list (as a server that has not answered yet).
  beforeEach: () => addFault({ match: paths.list, fault: 'timeout' }),
  play: async ({ canvasElement }) => {
    const { canvas, root } = await rootOf(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Myndbönd frá golfmóti' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    // The list's wait: the stage's spinner, and no video yet.
    await expect(canvas.getByRole('status')).toHaveTextContent('Sæki myndbönd…');
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
    await expect(videos(root)).toEqual([]);
  },
};

export const Fallback: Story = {
  name: 'Listinn sóttist ekki: varalistinn spilast',
  beforeEach: () => addFault({ match: paths.list, fault: '500' }),
  play: async ({ canvasElement }) => {
    const { canvas, root } = await rootOf(canvasElement);
    // The fallback's two videos, under the API base (the page's origin here).
    const first = await playing(root, '/videos/golf-1.webm');
    await expect(first.src).toBe(new URL('/videos/golf-1.webm', location.origin).href);
    await expect(videos(root).map((video) => video.src)).toEqual([
      new URL('/videos/golf-1.webm', location.origin).href,
      new URL('/videos/golf-2.webm', location.origin).href,
    ]);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const OneFailed: Story = {
  name: 'Eitt myndband hleðst ekki: hitt spilast eitt og sér',
  // A list whose second video the sandbox does not have (404).
  beforeEach: () =>
    sandboxAnswersGet('/videos/golfmot.json', { videos: ['/videos/golf-1.webm', '/videos/ekki-til.webm'] }),
  play: async ({ canvasElement }) => {
    const { canvas, root } = await rootOf(canvasElement);
    const first = await playing(root, '/videos/golf-1.webm');
    // The one that failed is skipped: nothing waits under golf-1, which loops by itself.
    await waitFor(() => expect(videos(root)).toEqual([first]), network);
    await expect(first.loop).toBe(true);
    await expect(first).toHaveAttribute('data-active');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Gera hlé' })).toBeVisible();
  },
};

/**
 * The page's API base moved to where nothing answers (window.bykoWidgets, as an embedding page sets
 * it), until the returned cleanup runs: the default list and the fallback's videos are there.
 * Faulting the two videos in the sandbox would not do in a preview page that already played them:
 * Chromium reuses a media resource of the same URL within a document without asking again.
 */
function apiBaseWhereNothingAnswers(): () => void {
  const before = window.bykoWidgets;
  window.bykoWidgets = { ...before, apiBase: 'http://127.0.0.1:9' };
  return () => {
    window.bykoWidgets = before;
  };
}

/** Resolves once the shadow root shows no alert, however briefly (the retry's loading). */
function alertGoes(root: ShadowRoot): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (root.querySelector('[role="alert"]')) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { childList: true, subtree: true });
  });
}

export const AllFailed: Story = {
  name: 'Villa: ekkert myndband spilast (Reyna aftur)',
  beforeEach: apiBaseWhereNothingAnswers,
  play: async ({ canvasElement, userEvent }) => {
    const { canvas, root } = await rootOf(canvasElement);
    await expect(await canvas.findByRole('alert', {}, oneVideo)).toHaveTextContent(
      'Ekki tókst að spila myndböndin',
    );
    await expect(videos(root)).toEqual([]);
    // No spinner left over the stage: the alert takes its place.
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    // Reyna aftur loads the list again and tries each video once more; they still cannot be had.
    const tried = alertGoes(root);
    await userEvent.click(canvas.getByRole('button', { name: 'Reyna aftur' }));
    await tried;
    await expect(await canvas.findByRole('alert', {}, oneVideo)).toHaveTextContent(
      'Ekki tókst að spila myndböndin',
    );
    await expect(canvas.getByRole('button', { name: 'Reyna aftur' })).toBeVisible();
  },
};
