/// <reference types="mocha" />
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { invoiceErrors, invoiceFiles, sampleInvoices } from '../../sandbox/invoice-scraper/fixtures.ts';
import {
  axeViolations,
  buttonNamed,
  freshPageForEachTest,
  headingOf,
  mount,
  nextFrames,
  nextOnDocument,
  sandboxRequests,
  shadow,
  textOf,
  until,
  waitForButton,
} from './element-helpers.ts';

// The element contracts of the tools (spec §2 "Other tools", §5, §7, §9), through the built CDN
// bundle in real Chromium with the sandbox on the same origin (SANDBOX.md "Tools"): <byko-webcam>
// (camera, api-base, the arrow keys), <byko-invoice-scraper> (a sample PDF uploaded,
// byko-invoices-scraped out of the shadow root, api-base) and <byko-video-loop> (src, a list that
// 404s, api-base), axe on each. The sample PDFs are read from the repository, which the test
// runner serves. The webcam's clock is fixed at 24.11.2026 10:15: 288 pictures from 22.11 10:20
// to 24.11 10:10. Nothing answers at port 9: an api-base there fails every call.

freshPageForEachTest();

const nowhere = 'http://127.0.0.1:9';

async function post(path: string, body: unknown): Promise<void> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}`);
}

function alertText(element: HTMLElement): string | undefined {
  return element.shadowRoot?.querySelector('[role="alert"]')?.textContent ?? undefined;
}

describe('<byko-webcam> element contract', () => {
  const tag = 'byko-webcam';

  beforeEach(() => post('/__sandbox/clock', { now: '2026-11-24T10:15:00.000Z' }));

  /**
   * Where the sandbox serves a camera's picture of that time ('24.11.2026 kl. 10:10'): the camera's
   * name in lower case and the time as yyyymmddHHMM (sandbox/webcam/images.ts), e.g.
   * /webcam/image/breidd-202611241010.
   */
  function imagePath(camera: string, time: string): string {
    const match = /^(\d{2})\.(\d{2})\.(\d{4})\skl\.\s(\d{2}):(\d{2})$/.exec(time);
    if (!match) throw new Error(`not a picture's time: ${time}`);
    const [, day, month, year, hour, minute] = match;
    return `/webcam/image/${camera.toLowerCase()}-${year}${month}${day}${hour}${minute}`;
  }

  /**
   * The picture shown, once loaded: its alt text ('Breidd, 24.11.2026 kl. 10:10') and its address,
   * the same camera's picture of that time. The alt and the caption come from the model; the
   * address is what the browser shows, so a stale src or another camera's picture fails here.
   */
  async function pictureShown(
    element: HTMLElement,
    camera: string,
    time: string,
    timeoutMs = 8000,
  ): Promise<HTMLImageElement> {
    const alt = `${camera}, ${time}`;
    const path = imagePath(camera, time);
    return until(
      () => {
        const image = element.shadowRoot?.querySelector('figure img');
        return image instanceof HTMLImageElement &&
          image.alt === alt &&
          new URL(image.src).pathname === path &&
          image.complete &&
          image.naturalWidth > 0
          ? image
          : undefined;
      },
      `the picture '${alt}' at ${path} (shows: ${textOf(element)}, src: ${element.shadowRoot?.querySelector('figure img')?.getAttribute('src')})`,
      timeoutMs,
    );
  }

  const position = (element: HTMLElement) =>
    element.shadowRoot?.querySelector('figcaption span:last-child')?.textContent ?? undefined;

  const cameraChosen = (element: HTMLElement) => element.shadowRoot?.querySelector('select')?.value;

  it('renders in its open shadow root: Breidd first, its latest picture of 288; no axe violations', async () => {
    const element = mount(`<${tag}></${tag}>`);
    await pictureShown(element, 'Breidd', '24.11.2026 kl. 10:10');
    expect(shadow(element).mode).to.equal('open');
    expect(headingOf(element)).to.equal('Vefmyndavélar');
    expect(cameraChosen(element)).to.equal('Breidd');
    expect(position(element)).to.equal('Mynd 288 af 288');
    expect(shadow(element).querySelector('input[type="range"]')?.getAttribute('aria-valuetext')).to.equal(
      '24.11.2026 kl. 10:10',
    );
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('camera chooses the camera shown; changed, it switches; removed, the shown one stays', async () => {
    const element = mount(`<${tag} camera="Akureyri"></${tag}>`);
    await pictureShown(element, 'Akureyri', '24.11.2026 kl. 10:10');
    expect(cameraChosen(element)).to.equal('Akureyri');
    // The cameras load once; the camera's pictures load once per camera shown.
    expect(await sandboxRequests('GET', '/webcam/data/Breidd')).to.have.length(0);

    element.setAttribute('camera', 'Breidd');
    await pictureShown(element, 'Breidd', '24.11.2026 kl. 10:10');
    expect(cameraChosen(element)).to.equal('Breidd');
    expect(position(element)).to.equal('Mynd 288 af 288');

    // Removed, nothing on screen changes, so a later state is waited for instead of frames: a step
    // back with the browser's own key, which arrives from outside the page after the attribute's
    // render. A reload started by the removal would have sent its request before the key was
    // handled: either it is in the log below, or it was still loading and took the frame away
    // (then the step never shows 10:00, and the reload puts the latest back).
    element.removeAttribute('camera');
    const frame = shadow(element).querySelector('figure');
    if (!(frame instanceof HTMLElement)) throw new Error('no picture frame');
    frame.focus();
    await sendKeys({ press: 'ArrowLeft' });
    await pictureShown(element, 'Breidd', '24.11.2026 kl. 10:00');
    expect(position(element)).to.equal('Mynd 287 af 288');
    expect(cameraChosen(element)).to.equal('Breidd');
    expect(await sandboxRequests('GET', '/webcam/cameras')).to.have.length(1);
    expect(await sandboxRequests('GET', '/webcam/data/Breidd')).to.have.length(1);
    expect(position(element)).to.equal('Mynd 287 af 288');
    expect(await sandboxRequests('GET', '/webcam/data/Akureyri')).to.have.length(1);
  });

  it('a camera that is not one of them: the first listed', async () => {
    const element = mount(`<${tag} camera="Hofsós"></${tag}>`);
    await pictureShown(element, 'Breidd', '24.11.2026 kl. 10:10');
    expect(cameraChosen(element)).to.equal('Breidd');
  });

  it('the arrow keys on the picture step it; Home and End go to the ends', async () => {
    const element = mount(`<${tag}></${tag}>`);
    await pictureShown(element, 'Breidd', '24.11.2026 kl. 10:10');
    const frame = shadow(element).querySelector('figure');
    if (!(frame instanceof HTMLElement)) throw new Error('no picture frame');
    frame.focus();
    expect(shadow(element).activeElement).to.equal(frame);

    await sendKeys({ press: 'ArrowLeft' });
    await pictureShown(element, 'Breidd', '24.11.2026 kl. 10:00');
    expect(position(element)).to.equal('Mynd 287 af 288');
    await sendKeys({ press: 'ArrowLeft' });
    await until(() => position(element) === 'Mynd 286 af 288', 'a second step back');
    await sendKeys({ press: 'ArrowRight' });
    await until(() => position(element) === 'Mynd 287 af 288', 'a step forward');
    await sendKeys({ press: 'Home' });
    await pictureShown(element, 'Breidd', '22.11.2026 kl. 10:20');
    expect(position(element)).to.equal('Mynd 1 af 288');
    // At the first picture, the left arrow stays there. The keys are handled in order, so the step
    // right after it is the positive signal: it shows picture 2 (not 1, nor anything else) only if
    // the left arrow left the first picture shown, and no position in between is seen.
    const seen = new Set<string | undefined>();
    const watch = new MutationObserver(() => seen.add(position(element)));
    watch.observe(shadow(element), { subtree: true, childList: true, characterData: true });
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'ArrowRight' });
    await pictureShown(element, 'Breidd', '22.11.2026 kl. 10:30');
    watch.disconnect();
    expect(position(element)).to.equal('Mynd 2 af 288');
    expect([...seen].filter((at) => at !== 'Mynd 1 af 288' && at !== 'Mynd 2 af 288')).to.deep.equal([]);
    await sendKeys({ press: 'End' });
    await until(() => position(element) === 'Mynd 288 af 288', 'the last picture');
    // The buttons follow the same index.
    expect(buttonNamed(element, 'Næsta mynd')?.getAttribute('aria-disabled')).to.equal('true');
    expect(shadow(element).activeElement).to.equal(frame);
  });

  it('api-base decides where the calls go; removed, the page origin again (Reyna aftur), the pictures from there too', async () => {
    const element = mount(`<${tag} api-base="${nowhere}"></${tag}>`);
    await until(
      () => alertText(element) === 'Ekki tókst að sækja myndavélar',
      `the cameras' failure (shows: ${textOf(element)})`,
      8000,
    );
    expect(await sandboxRequests('GET', '/webcam/cameras')).to.have.length(0);
    element.removeAttribute('api-base');
    await nextFrames(2);
    (await waitForButton(element, 'Reyna aftur')).click();
    const picture = await pictureShown(element, 'Breidd', '24.11.2026 kl. 10:10');
    expect(new URL(picture.src).origin).to.equal(location.origin);
    expect(await sandboxRequests('GET', '/webcam/cameras')).to.have.length(1);
  });
});

describe('<byko-invoice-scraper> element contract', () => {
  const tag = 'byko-invoice-scraper';

  /** A sample PDF of sandbox/invoice-scraper/files/, as the test runner serves the repository. */
  async function sample(name: string): Promise<File> {
    const response = await fetch(`/sandbox/invoice-scraper/files/${name}`);
    if (!response.ok) throw new Error(`/sandbox/invoice-scraper/files/${name}: ${response.status}`);
    return new File([await response.blob()], name, { type: 'application/pdf' });
  }

  /** Picks the files with the element's file input, as the browser's file chooser hands them over. */
  function pick(element: HTMLElement, files: readonly File[]): void {
    const input = shadow(element).querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    const transfer = new DataTransfer();
    for (const file of files) transfer.items.add(file);
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }

  async function mountForm(attributes = ''): Promise<HTMLElement> {
    const element = mount(`<${tag}${attributes}></${tag}>`);
    await waitForButton(element, 'Submit Query', 8000);
    return element;
  }

  it('byko-invoices-scraped leaves the shadow root with each file and what was read from it; no axe violations', async () => {
    const element = await mountForm();
    expect(shadow(element).mode).to.equal('open');
    expect(headingOf(element)).to.equal('Invoice Scraper');
    expect(await axeViolations(element)).to.deep.equal([]);

    pick(element, [await sample(invoiceFiles.first), new File(['ekki PDF'], 'athugasemd.txt')]);
    await until(() => textOf(element).includes('2 files chosen'), "'2 files chosen'");
    const scraped = nextOnDocument<{ files: unknown }>('byko-invoices-scraped', 15_000);
    (await waitForButton(element, 'Submit Query')).click();
    const event = await scraped;
    expect([event.bubbles, event.composed, event.target === element]).to.deep.equal([true, true, true]);
    expect(event.detail).to.deep.equal({
      files: [
        {
          name: invoiceFiles.first,
          result: {
            json: sampleInvoices[invoiceFiles.first],
            csv: [
              'description,quantity,unitPrice,amount',
              '"Pallaefni, gagnvarið 28x120 mm",40,1290,51600',
              '"Skrúfur í pall, 500 stk.",2,4990,9980',
              'Viðarvörn brún 4 l,3,6490,19470',
              'Hjólbörur,1,12995,12995',
              '',
            ].join('\n'),
          },
        },
        { name: 'athugasemd.txt', result: { error: invoiceErrors.notPdf } },
      ],
    });
    // One multipart request with both files.
    expect(await sandboxRequests('POST', '/invoice/data')).to.have.length(1);
    await until(() => textOf(element).includes('Results'), 'the results');
    expect(textOf(element)).to.contain('Download invoice-2026-0001.json');
    expect(textOf(element)).to.contain('Download invoice-2026-0001.csv');
    expect(textOf(element)).to.contain(invoiceErrors.notPdf);
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('api-base decides where the files go; removed, the page origin again', async () => {
    const element = await mountForm(` api-base="${nowhere}"`);
    pick(element, [await sample(invoiceFiles.second)]);
    await until(() => textOf(element).includes('1 file chosen'), "'1 file chosen'");
    (await waitForButton(element, 'Submit Query')).click();
    await until(
      () => alertText(element) === 'The request failed: no connection to the server',
      `the failure (shows: ${textOf(element)})`,
      8000,
    );
    expect(await sandboxRequests('POST', '/invoice/data')).to.have.length(0);

    element.removeAttribute('api-base');
    await nextFrames(2);
    const scraped = nextOnDocument<{ files: { name: string }[] }>('byko-invoices-scraped', 15_000);
    (await waitForButton(element, 'Submit Query')).click();
    expect((await scraped).detail.files.map((file) => file.name)).to.deep.equal([invoiceFiles.second]);
    expect(await sandboxRequests('POST', '/invoice/data')).to.have.length(1);
  });
});

describe('<byko-video-loop> element contract', () => {
  const tag = 'byko-video-loop';

  /** Waits until the video at `url` is the one playing and its time runs. */
  async function playing(element: HTMLElement, url: string, timeoutMs = 8000): Promise<HTMLVideoElement> {
    return until(
      () => {
        const video = element.shadowRoot?.querySelector('video[data-active]');
        return video instanceof HTMLVideoElement &&
          video.src === url &&
          !video.paused &&
          video.currentTime > 0
          ? video
          : undefined;
      },
      `${url} playing (shows: ${textOf(element)}, videos: ${[...(element.shadowRoot?.querySelectorAll('video') ?? [])].map((video) => video.src).join(' ')})`,
      timeoutMs,
    );
  }

  const here = (path: string) => new URL(path, location.origin).href;

  it("renders in its open shadow root and plays the sandbox's list, muted, the next loaded under it; no axe violations", async () => {
    const element = mount(`<${tag}></${tag}>`);
    const video = await playing(element, here('/videos/golf-1.webm'));
    expect(shadow(element).mode).to.equal('open');
    expect(shadow(element).querySelector('section')?.getAttribute('aria-label')).to.equal(
      'Myndbönd frá golfmóti',
    );
    expect([video.muted, video.playsInline]).to.deep.equal([true, true]);
    const videos = [...shadow(element).querySelectorAll('video')];
    expect(videos.map((each) => each.src)).to.deep.equal([
      here('/videos/golf-1.webm'),
      here('/videos/golf-2.webm'),
    ]);
    const next = videos[1];
    if (!next) throw new Error('no video waits under golf-1');
    expect(next.getAttribute('aria-hidden')).to.equal('true');
    // Loaded under it: golf-2's first frame decoded (HAVE_CURRENT_DATA) while golf-1 still plays.
    await until(
      () => next.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.hasAttribute('data-active'),
      `golf-2 loaded under golf-1 (readyState ${next.readyState})`,
      8000,
    );
    expect(next.paused).to.equal(true);
    // Both fill the same box, golf-1 on top: it is what shows at the stage's centre (the spinner
    // over the stage went once golf-1 played).
    video.scrollIntoView({ block: 'center' });
    const box = video.getBoundingClientRect();
    const nextBox = next.getBoundingClientRect();
    expect([nextBox.x, nextBox.y, nextBox.width, nextBox.height]).to.deep.equal([
      box.x,
      box.y,
      box.width,
      box.height,
    ]);
    expect(box.width).to.be.greaterThan(0);
    expect(shadow(element).elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)).to.equal(video);
    expect(shadow(element).querySelector('[role="status"]')).to.equal(null);
    expect(buttonNamed(element, 'Gera hlé')).to.not.equal(undefined);
    expect(await sandboxRequests('GET', '/videos/golfmot.json')).to.have.length(1);
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('src names the list (over api-base); a list that 404s falls back to the two videos under api-base; api-base removed, Reyna aftur plays them from the page origin', async () => {
    // The list from src, on the page's origin: its videos are resolved against it, not api-base.
    const element = mount(`<${tag} src="/videos/golfmot.json" api-base="${nowhere}"></${tag}>`);
    await playing(element, here('/videos/golf-1.webm'));

    // A list that is not there: the fallback list, whose videos are under api-base, where nothing answers.
    element.setAttribute('src', '/videos/no-such-list.json');
    await until(
      () => alertText(element) === 'Ekki tókst að spila myndböndin',
      `every video failed (shows: ${textOf(element)})`,
      8000,
    );
    const lists = await sandboxRequests('GET', '/videos/no-such-list.json');
    expect(lists.map((request) => request.status)).to.deep.equal([404]);
    expect(shadow(element).querySelector('video')).to.equal(null);

    element.removeAttribute('api-base');
    await nextFrames(2);
    (await waitForButton(element, 'Reyna aftur')).click();
    await playing(element, here('/videos/golf-1.webm'));
    expect(await sandboxRequests('GET', '/videos/no-such-list.json')).to.have.length(2);
  });
});
