/// <reference types="mocha" />
import { expect } from 'chai';
import { pageSandbox } from '../support/in-page.ts';
import {
  alertText,
  axeViolations,
  freshPageForEachTest,
  mount,
  pageSets,
  retryWithoutApiBase,
  shadow,
  textOf,
  unreachableOrigin,
  until,
} from './element-helpers.ts';

// <byko-video-loop>'s element contract (spec §2 "Other tools", §7, §9), through the built CDN
// bundle in real Chromium with the sandbox on the same origin (SANDBOX.md "Tools"): src (its
// default, a list that 404s) and api-base, a ::part, axe. What the loop shows in each state is its
// stories' (stories/video-loop.stories.tsx), its rules the model's
// (widgets/video-loop/video-loop.model.test.ts). Nothing answers at port 9: an api-base there
// fails every call.

freshPageForEachTest();

const tag = 'byko-video-loop';
/** Waits until the video at `url` is the one playing and its time runs. */
async function playing(element: HTMLElement, url: string, timeoutMs = 8000): Promise<HTMLVideoElement> {
  return until(
    () => {
      const video = element.shadowRoot?.querySelector('video[data-active]');
      return video instanceof HTMLVideoElement && video.src === url && !video.paused && video.currentTime > 0
        ? video
        : undefined;
    },
    `${url} playing (shows: ${textOf(element)}, videos: ${[...(element.shadowRoot?.querySelectorAll('video') ?? [])].map((video) => video.src).join(' ')})`,
    timeoutMs,
  );
}

const here = (path: string) => new URL(path, location.origin).href;

describe('<byko-video-loop> element contract', () => {
  it("renders in its open shadow root and plays the API's list without src, its stage a ::part the page styles; no axe violations", async () => {
    pageSets(`${tag}::part(stage) { outline: 3px solid rgb(1, 2, 3); }`);
    const element = mount(`<${tag}></${tag}>`);
    await playing(element, here('/videos/golf-1.webm'));
    expect(shadow(element).mode).to.equal('open');
    const stage = shadow(element).querySelector('[part~="stage"]');
    if (!(stage instanceof HTMLElement)) throw new Error('no stage');
    expect(getComputedStyle(stage).outlineColor).to.equal('rgb(1, 2, 3)');
    expect(await pageSandbox.requestsTo('GET', '/videos/golfmot.json')).to.have.length(1);
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('src names the list (over api-base); a list that 404s falls back to the two videos under api-base; api-base removed, Reyna aftur plays them from the page origin', async () => {
    // The list from src, on the page's origin: its videos are resolved against it, not api-base.
    const element = mount(`<${tag} src="/videos/golfmot.json" api-base="${unreachableOrigin}"></${tag}>`);
    await playing(element, here('/videos/golf-1.webm'));

    // A list that is not there: the fallback list, whose videos are under api-base, where nothing answers.
    element.setAttribute('src', '/videos/no-such-list.json');
    await until(
      () => alertText(element) === 'Ekki tókst að spila myndböndin',
      `every video failed (shows: ${textOf(element)})`,
      8000,
    );
    const lists = await pageSandbox.requestsTo('GET', '/videos/no-such-list.json');
    expect(lists.map((request) => request.status)).to.deep.equal([404]);
    expect(shadow(element).querySelector('video')).to.equal(null);

    await retryWithoutApiBase(element);
    await playing(element, here('/videos/golf-1.webm'));
    expect(await pageSandbox.requestsTo('GET', '/videos/no-such-list.json')).to.have.length(2);
  });
});
