import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor } from 'storybook/test';
import { elementDocsStory } from '../.storybook/element-docs.tsx';
import { alertSays, spinnerSays } from '../.storybook/plays.ts';
import { addFault, sandboxAnswersGet, setSandboxClock } from '../.storybook/sandbox.ts';
import { inputLabelled, network, type WidgetCanvas, widgetCanvas } from '../.storybook/widget-canvas.ts';
import { imagePath } from '../test/support/webcam-pictures.ts';
import { WebcamWidget } from '../widgets/webcam/WebcamWidget.tsx';
import { webcamElement } from '../widgets/webcam/webcam.element.ts';
import { tag as webcamTag } from '../widgets/webcam/webcam.tag.ts';

// <byko-webcam camera> (spec §2 "Other tools", §5 "Webcam") in each of its states against the
// sandbox (.storybook/sandbox.ts, SANDBOX.md "Tools"): the cameras Breidd and Akureyri, a picture
// every 10 minutes for the two days before the clock, some listed twice and all shuffled. The
// clock is fixed at 24.11.2026 10:15, so each camera has 288 pictures from 22.11 10:20 to 24.11
// 10:10: 82 on the 22nd, 144 on the 23rd, 62 on the 24th.

const meta = {
  title: 'Vefmyndavélar',
  id: 'webcam',
  component: WebcamWidget,
  parameters: { widget: webcamElement },
  beforeEach: () => setSandboxClock('2026-11-24T10:15:00.000Z'),
} satisfies Meta<typeof WebcamWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The element's attributes, events, CSS properties and parts (custom-elements.json). */
export const Docs: Story = elementDocsStory(webcamTag);

const paths = {
  cameras: 'GET /webcam/cameras',
  breidd: 'GET /webcam/data/Breidd',
};

const latest = '24.11.2026 kl. 10:10';

/**
 * The picture shown, once it has loaded: its alt text names the camera and the time, its address
 * the same picture. The alt text and the caption come from the model; the address is what the
 * browser shows, so a stale src or another camera's picture fails here.
 */
async function picture(canvas: WidgetCanvas, camera: string, time: string): Promise<HTMLImageElement> {
  const path = imagePath(camera, time);
  // Read together in one pass: the alt, the address and whether that address's bytes are in.
  return waitFor(() => {
    const image = canvas.getByRole('img', { name: `${camera}, ${time}` });
    if (!(image instanceof HTMLImageElement)) throw new Error('the picture is not an <img>');
    expect(new URL(image.src).pathname).toBe(path);
    // The sandbox drew it (an SVG of 640 × 360), not the failed picture's text.
    expect(image.complete && image.naturalWidth > 0).toBe(true);
    return image;
  }, network);
}

/** 'Mynd N af 288' under the picture: N. */
function positionOf(canvas: WidgetCanvas): number {
  const text = canvas.getByText(/^Mynd \d+ af 288$/).textContent ?? '';
  return Number(/^Mynd (\d+)/.exec(text)?.[1]);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The time of picture number `number` (1 is 22.11.2026 kl. 10:20, then one every 10 minutes). */
function timeOf(number: number): string {
  const at = new Date(Date.UTC(2026, 10, 22, 10, 20) + (number - 1) * 10 * 60_000);
  return `${pad(at.getUTCDate())}.${pad(at.getUTCMonth() + 1)}.${at.getUTCFullYear()} kl. ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
}

/** What the frame shows at this moment, read in one pass (no wait for the picture's bytes). */
function shown(canvas: WidgetCanvas): { number: number; alt: string; path: string } {
  const image = canvas.getByRole('figure').querySelector('img');
  return {
    number: positionOf(canvas),
    alt: image?.alt ?? '',
    path: image ? new URL(image.src).pathname : '',
  };
}

/** What the frame should show at picture number `number` of Breidd. */
function breiddAt(number: number): { number: number; alt: string; path: string } {
  return { number, alt: `Breidd, ${timeOf(number)}`, path: imagePath('Breidd', timeOf(number)) };
}

/** The cameras and the first camera's pictures loaded, the latest shown. */
async function loaded(canvasElement: HTMLElement, camera = 'Breidd'): Promise<WidgetCanvas> {
  const canvas = await widgetCanvas(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Vefmyndavélar' }, network);
  await picture(canvas, camera, latest);
  await expect(canvas.getByText('Mynd 288 af 288')).toBeVisible();
  return canvas;
}

const slider = (canvas: WidgetCanvas) => canvas.getByRole('slider', { name: 'Tími' });
const button = (canvas: WidgetCanvas, name: string) => canvas.getByRole('button', { name });

export const Loaded: Story = {
  name: 'Breidd: nýjasta myndin',
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const camera = canvas.getByRole('combobox', { name: 'Myndavél' });
    await expect(camera).toHaveValue('Breidd');
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Breidd',
      'Akureyri',
    ]);
    await expect(canvas.getByText(latest, { selector: '.webcam-time' })).toBeVisible();
    // The slider, the date and the buttons all stand at the latest picture.
    await expect(slider(canvas)).toHaveValue('287');
    await expect(slider(canvas)).toHaveAttribute('aria-valuetext', latest);
    await expect(inputLabelled(canvas, 'Dagsetning')).toHaveValue('2026-11-24');
    await expect(button(canvas, 'Næsta mynd')).toHaveAttribute('aria-disabled', 'true');
    await expect(button(canvas, 'Fyrri mynd')).not.toHaveAttribute('aria-disabled');
  },
};

export const Akureyri: Story = {
  name: 'Akureyri (camera="Akureyri")',
  args: { camera: 'Akureyri' },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Akureyri');
    await expect(canvas.getByRole('combobox', { name: 'Myndavél' })).toHaveValue('Akureyri');
  },
};

export const ChosenCamera: Story = {
  name: 'Myndavél valin: Breidd, svo Akureyri',
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(button(canvas, 'Fyrri mynd'));
    await expect(await canvas.findByText('Mynd 287 af 288')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Myndavél' }), 'Akureyri');
    // Another camera's pictures, its latest shown.
    await picture(canvas, 'Akureyri', latest);
    await expect(canvas.getByText('Mynd 288 af 288')).toBeVisible();
  },
};

export const Previous: Story = {
  name: 'Fyrri mynd',
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(button(canvas, 'Fyrri mynd'));
    await expect(await canvas.findByText('Mynd 287 af 288')).toBeVisible();
    await picture(canvas, 'Breidd', '24.11.2026 kl. 10:00');
    await expect(slider(canvas)).toHaveValue('286');
    await expect(button(canvas, 'Næsta mynd')).not.toHaveAttribute('aria-disabled');
    await userEvent.click(button(canvas, 'Næsta mynd'));
    await expect(await canvas.findByText('Mynd 288 af 288')).toBeVisible();
    await expect(button(canvas, 'Næsta mynd')).toHaveAttribute('aria-disabled', 'true');
  },
};

export const First: Story = {
  name: 'Fyrsta myndin (Home á myndinni)',
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const frame = canvas.getByRole('figure');
    fireEvent.keyDown(frame, { key: 'Home' });
    await expect(await canvas.findByText('Mynd 1 af 288')).toBeVisible();
    await picture(canvas, 'Breidd', '22.11.2026 kl. 10:20');
    await expect(button(canvas, 'Fyrri mynd')).toHaveAttribute('aria-disabled', 'true');
    await expect(inputLabelled(canvas, 'Dagsetning')).toHaveValue('2026-11-22');
    fireEvent.keyDown(frame, { key: 'ArrowRight' });
    await expect(await canvas.findByText('Mynd 2 af 288')).toBeVisible();
  },
};

export const DateJump: Story = {
  name: 'Dagsetning valin: fyrsta mynd eftir miðnætti',
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    fireEvent.change(inputLabelled(canvas, 'Dagsetning'), { target: { value: '2026-11-23' } });
    // The first picture taken later than the day's start: 00:10, after the 82 pictures of the 22nd
    // and the one at midnight.
    await expect(await canvas.findByText('Mynd 84 af 288')).toBeVisible();
    await picture(canvas, 'Breidd', '23.11.2026 kl. 00:10');
    await expect(slider(canvas)).toHaveValue('83');
    await expect(slider(canvas)).toHaveAttribute('aria-valuetext', '23.11.2026 kl. 00:10');
  },
};

export const Slider: Story = {
  name: 'Tímasleði færður',
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    fireEvent.change(slider(canvas), { target: { value: '144' } });
    await expect(await canvas.findByText('Mynd 145 af 288')).toBeVisible();
    await picture(canvas, 'Breidd', '23.11.2026 kl. 10:20');
    await expect(inputLabelled(canvas, 'Dagsetning')).toHaveValue('2026-11-23');
  },
};

export const TimeLapse: Story = {
  name: 'Spila daginn (og Stöðva)',
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await loaded(canvasElement);
    const caption = canvas.getByRole('figure').querySelector('figcaption');
    await expect(caption).toHaveAttribute('aria-live', 'polite');
    // From the day's last picture the time-lapse starts at the day's first: 24.11 00:00, number 227
    // after the 82 pictures of the 22nd and the 144 of the 23rd; then a picture every half second.
    // The 00:00 picture is read at once, before the first step can replace it: its number, alt and
    // address together, without waiting for its bytes (the next step reuses the same <img>).
    await userEvent.click(button(canvas, 'Spila daginn'));
    await waitFor(() => expect(shown(canvas)).toEqual(breiddAt(227)));
    await expect(await canvas.findByRole('button', { name: 'Stöðva' })).toBeVisible();
    // Playing, the caption is not announced at every step.
    await expect(caption).toHaveAttribute('aria-live', 'off');
    // It moves on: at least two steps later, the picture shown always the one its number names.
    await waitFor(() => {
      const now = shown(canvas);
      expect(now).toEqual(breiddAt(now.number));
      expect(now.number).toBeGreaterThanOrEqual(229);
    }, network);
    const beforeStop = positionOf(canvas);
    await userEvent.click(button(canvas, 'Stöðva'));
    await expect(await canvas.findByRole('button', { name: 'Spila daginn' })).toBeVisible();
    await expect(caption).toHaveAttribute('aria-live', 'polite');
    // Stopped where it was: at the picture shown before Stöðva or a step on from it, not back at
    // the day's first nor at the latest (the day's last, which the time-lapse reaches only after
    // 30 s), the picture the one its number names. That it stays there is the model's
    // (widgets/webcam/webcam.model.test.ts, on a clock the test runs).
    const stoppedAt = shown(canvas);
    await expect(stoppedAt.number).toBeGreaterThanOrEqual(beforeStop);
    await expect(stoppedAt.number).toBeLessThan(288);
    await expect(stoppedAt).toEqual(breiddAt(stoppedAt.number));
  },
};

// ---- loading and its failures

export const CamerasFailed: Story = {
  name: 'Villa: myndavélar sóttust ekki (Reyna aftur)',
  beforeEach: () => addFault({ match: paths.cameras, fault: 'malformed' }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await widgetCanvas(canvasElement);
    await alertSays(canvas, 'Ekki tókst að sækja myndavélar');
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
    await userEvent.click(button(canvas, 'Reyna aftur'));
    await loaded(canvasElement);
  },
};

export const ImagesFailed: Story = {
  name: 'Villa: myndir sóttust ekki (ástæða þjónsins, Reyna aftur)',
  beforeEach: () => addFault({ match: paths.breidd, fault: '500' }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await widgetCanvas(canvasElement);
    await alertSays(canvas, 'Villa í kerfi (sandkassi)');
    // The cameras loaded: another can still be chosen.
    await expect(canvas.getByRole('combobox', { name: 'Myndavél' })).toHaveValue('Breidd');
    await expect(canvas.queryByRole('slider')).not.toBeInTheDocument();
    await userEvent.click(button(canvas, 'Reyna aftur'));
    await loaded(canvasElement);
  },
};

export const LoadingCameras: Story = {
  name: 'Sæki myndavélar',
  beforeEach: () => addFault({ match: paths.cameras, fault: 'timeout' }),
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await spinnerSays(canvas, 'Sæki myndavélar…');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Vefmyndavélar' })).toBeVisible();
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
  },
};

export const LoadingImages: Story = {
  name: 'Sæki myndir',
  beforeEach: () => addFault({ match: paths.breidd, fault: 'timeout' }),
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    // The cameras are in: the choice is there while Breidd's pictures load.
    await expect(await canvas.findByRole('combobox', { name: 'Myndavél' }, network)).toHaveValue('Breidd');
    await expect(canvas.getByRole('status')).toHaveTextContent('Sæki myndir…');
    await expect(canvas.queryByRole('figure')).not.toBeInTheDocument();
  },
};

export const NoCameras: Story = {
  name: 'Engar myndavélar',
  beforeEach: () => sandboxAnswersGet('/webcam/cameras', []),
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await expect(await canvas.findByText('Engar myndavélar fundust', {}, network)).toBeVisible();
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const NoImages: Story = {
  name: 'Engar myndir frá myndavélinni',
  beforeEach: () => sandboxAnswersGet('/webcam/data/Breidd', []),
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await expect(
      await canvas.findByText('Engar myndir eru til frá þessari myndavél', {}, network),
    ).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Myndavél' })).toHaveValue('Breidd');
    await expect(canvas.queryByRole('slider')).not.toBeInTheDocument();
  },
};

/**
 * ImageFailed's clock: a day after the other stories' and 10 minutes on at each run, so its pictures
 * are ones this page has never loaded (the browser shows a picture it has loaded again without
 * asking, fault or not).
 */
let imageFailedRuns = 0;

export const ImageFailed: Story = {
  name: 'Myndin hleðst ekki',
  beforeEach: async () => {
    imageFailedRuns += 1;
    await setSandboxClock(
      new Date(Date.UTC(2026, 10, 25, 10, 15) + imageFailedRuns * 10 * 60_000).toISOString(),
    );
    // The picture and the neighbours preloaded with it: every picture request fails.
    await addFault({ match: 'GET /webcam/image/', fault: '404', times: 20 });
  },
  play: async ({ canvasElement }) => {
    // The latest picture is 5 minutes before the clock.
    const at = new Date(Date.UTC(2026, 10, 25, 10, 10) + imageFailedRuns * 10 * 60_000);
    const time = `${pad(at.getUTCDate())}.${pad(at.getUTCMonth() + 1)}.${at.getUTCFullYear()} kl. ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
    const canvas = await widgetCanvas(canvasElement);
    await expect(await canvas.findByText('Ekki tókst að hlaða myndinni', {}, network)).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    // The caption still says which picture it is.
    await expect(canvas.getByText(time, { selector: '.webcam-time' })).toBeVisible();
    await expect(canvas.getByText('Mynd 288 af 288')).toBeVisible();
  },
};
