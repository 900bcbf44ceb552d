/// <reference types="mocha" />
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { pageSandbox } from '../support/in-page.ts';
import { imagePath } from '../support/webcam-pictures.ts';
import {
  alertText,
  axeViolations,
  buttonNamed,
  freshPageForEachTest,
  mount,
  pageSets,
  retryWithoutApiBase,
  shadow,
  textOf,
  unreachableOrigin,
  until,
} from './element-helpers.ts';

// <byko-webcam>'s element contract (spec §2 "Other tools", §5 "Webcam", §7), through the built CDN
// bundle in real Chromium with the sandbox on the same origin (SANDBOX.md "Tools"): camera and
// api-base, the keyboard on the picture, a ::part, axe. What the viewer shows in each state is its
// stories' (stories/webcam.stories.tsx), its rules the model's (widgets/webcam/webcam.model.test.ts).
// The clock is fixed at 24.11.2026 10:15: 288 pictures from 22.11 10:20 to 24.11 10:10. Nothing
// answers at port 9: an api-base there fails every call.

freshPageForEachTest();

const tag = 'byko-webcam';
beforeEach(async () => {
  await pageSandbox.clock('2026-11-24T10:15:00.000Z');
});

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

function pictureFrame(element: HTMLElement): HTMLElement {
  const frame = shadow(element).querySelector('figure');
  if (!(frame instanceof HTMLElement)) throw new Error('no picture frame');
  return frame;
}

describe('<byko-webcam> element contract', () => {
  it('renders in its open shadow root, its picture frame a ::part the page styles; no axe violations', async () => {
    pageSets(`${tag}::part(frame) { outline: 3px solid rgb(1, 2, 3); }`);
    const element = mount(`<${tag}></${tag}>`);
    await pictureShown(element, 'Breidd', '24.11.2026 kl. 10:10');
    expect(shadow(element).mode).to.equal('open');
    expect(getComputedStyle(pictureFrame(element)).outlineColor).to.equal('rgb(1, 2, 3)');
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('camera chooses the camera shown; changed, it switches; removed, the shown one stays', async () => {
    const element = mount(`<${tag} camera="Akureyri"></${tag}>`);
    await pictureShown(element, 'Akureyri', '24.11.2026 kl. 10:10');
    expect(cameraChosen(element)).to.equal('Akureyri');
    // The cameras load once; the camera's pictures load once per camera shown.
    expect(await pageSandbox.requestsTo('GET', '/webcam/data/Breidd')).to.have.length(0);

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
    pictureFrame(element).focus();
    await sendKeys({ press: 'ArrowLeft' });
    await pictureShown(element, 'Breidd', '24.11.2026 kl. 10:00');
    expect(position(element)).to.equal('Mynd 287 af 288');
    expect(cameraChosen(element)).to.equal('Breidd');
    expect(await pageSandbox.requestsTo('GET', '/webcam/cameras')).to.have.length(1);
    expect(await pageSandbox.requestsTo('GET', '/webcam/data/Breidd')).to.have.length(1);
    expect(position(element)).to.equal('Mynd 287 af 288');
    expect(await pageSandbox.requestsTo('GET', '/webcam/data/Akureyri')).to.have.length(1);
  });

  it('the arrow keys on the picture step it; Home and End go to the ends', async () => {
    const element = mount(`<${tag}></${tag}>`);
    await pictureShown(element, 'Breidd', '24.11.2026 kl. 10:10');
    const frame = pictureFrame(element);
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
    const element = mount(`<${tag} api-base="${unreachableOrigin}"></${tag}>`);
    await until(
      () => alertText(element) === 'Ekki tókst að sækja myndavélar',
      `the cameras' failure (shows: ${textOf(element)})`,
      8000,
    );
    expect(await pageSandbox.requestsTo('GET', '/webcam/cameras')).to.have.length(0);
    await retryWithoutApiBase(element);
    const picture = await pictureShown(element, 'Breidd', '24.11.2026 kl. 10:10');
    expect(new URL(picture.src).origin).to.equal(location.origin);
    expect(await pageSandbox.requestsTo('GET', '/webcam/cameras')).to.have.length(1);
  });
});
