/// <reference types="mocha" />
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { pageSandbox, typeInto } from '../support/in-page.ts';
import {
  axeViolations,
  buttonNamed,
  eventOfClick,
  freshPageForEachTest,
  headingOf,
  inputNamed,
  isk,
  mount,
  retryWithoutApiBase,
  shadow,
  textOf,
  unreachableOrigin,
  until,
  waitForButton,
  waitForInput,
  waitForStep,
} from './element-helpers.ts';

// The element contract of <special-order>, through the built CDN bundle in real Chromium, with the
// sandbox on the same origin (SANDBOX.md "Special orders": gluggar with Tegund, Stærð, Litur and
// Gler, 53.000 kr. as loaded; hurdir with Tegund, Opnun and Áferð, 89.000 kr.): the loader's lazy
// tag, the category attribute, its change and removal, api-base, byko-special-order-submitted out
// of the shadow root, the step and the choices in the page's URL, axe.

freshPageForEachTest();

const tag = 'special-order';
const categoryPath = (category: string) => `/api/special-orders/categories/${category}`;
const applyPath = '/api/special-orders/apply';

// The element keeps its step and choices in the test page's URL (?step=…&v=…, with pushState and
// replaceState): the page's own URL is put back after each test (after the element is removed), so
// the next one starts without them.
const pageUrl = location.href;
afterEach(() => {
  history.replaceState(history.state, '', pageUrl);
});

/** The step's heading (the h1 is the category's name). */
/** The running total in the bar. */
function totalShown(element: HTMLElement): string | undefined {
  return shadow(element).querySelector('.so-total strong')?.textContent ?? undefined;
}

/** The stepper's steps by name, each with whether it can be opened yet. */
function stepsShown(element: HTMLElement): [string, boolean][] {
  return [...shadow(element).querySelectorAll('nav[aria-label="Skref"] button')].map((button) => [
    button.querySelector('span:not([aria-hidden]):not(.byko-visually-hidden)')?.textContent ?? '',
    button.getAttribute('aria-disabled') !== 'true',
  ]);
}

/** The optionId of the step's checked radio. */
function checkedOption(element: HTMLElement): string | undefined {
  return (
    shadow(element).querySelector<HTMLInputElement>('[role="radiogroup"] input[type="radio"]:checked')
      ?.value ?? undefined
  );
}

function radio(element: HTMLElement, optionId: number): HTMLInputElement {
  const found = shadow(element).querySelector<HTMLInputElement>(`input[type="radio"][value="${optionId}"]`);
  if (!found) throw new Error(`no option ${optionId} on this step (shows: ${textOf(element)})`);
  return found;
}

/** Presses 'Áfram' and waits for the next step's heading. */
async function goOn(element: HTMLElement, nextStep: string): Promise<void> {
  (await waitForButton(element, 'Áfram')).click();
  await waitForStep(element, nextStep);
}

/** The step and the choices as the test page's URL has them. */
function urlParams(): { step: string | null; v: string | null } {
  const params = new URL(location.href).searchParams;
  return { step: params.get('step'), v: params.get('v') };
}

async function mountLoaded(category: string, firstStep = 'Tegund'): Promise<HTMLElement> {
  const element = mount(`<${tag} category="${category}"></${tag}>`);
  await waitForStep(element, firstStep, 8000);
  return element;
}

describe('<special-order> element contract', () => {
  it('the loader defines the tag once it appears: an open shadow root, the heading Gluggar, the first step; no axe violations', async () => {
    expect(customElements.get(tag), `${tag} before it appears`).to.equal(undefined);
    const element = mount(`<${tag} category="gluggar"></${tag}>`);
    await until(() => customElements.get(tag), `${tag} defined`, 8000);
    await waitForStep(element, 'Tegund', 8000);
    expect(shadow(element).mode).to.equal('open');
    expect(headingOf(element)).to.equal('Gluggar');
    expect(stepsShown(element)).to.deep.equal([
      ['Tegund', true],
      ['Stærð', false],
      ['Litur', false],
      ['Gler', false],
      ['Yfirlit', false],
    ]);
    // The first option of each selection is chosen as it loads.
    expect(checkedOption(element)).to.equal('101');
    expect(totalShown(element)).to.equal(isk('53.000'));
    expect(buttonNamed(element, 'Til baka')).to.equal(undefined);
    await until(() => urlParams().step === '1', 'the first step in the URL');
    expect(urlParams()).to.deep.equal({ step: '1', v: '101' });
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('category changed from gluggar to hurdir starts over: Hurðir, the first step, 89.000 kr.', async () => {
    const element = await mountLoaded('gluggar');
    radio(element, 103).click();
    await goOn(element, 'Stærð');
    radio(element, 203).click();
    await goOn(element, 'Litur');
    expect(urlParams()).to.deep.equal({ step: '3', v: '103.203.301' });
    const entries = history.length;

    element.setAttribute('category', 'hurdir');
    await until(() => headingOf(element) === 'Hurðir', `the heading Hurðir (shows: ${textOf(element)})`);
    await waitForStep(element, 'Tegund');
    expect(checkedOption(element)).to.equal('501');
    expect(totalShown(element)).to.equal(isk('89.000'));
    expect(stepsShown(element)).to.deep.equal([
      ['Tegund', true],
      ['Opnun', false],
      ['Áferð', false],
      ['Yfirlit', false],
    ]);
    expect(buttonNamed(element, 'Til baka')).to.equal(undefined);
    await until(() => urlParams().step === '1', 'the URL back at the first step');
    expect(urlParams()).to.deep.equal({ step: '1', v: '501' });
    // The new category took the entry's place: Back does not return to a step of the last one.
    expect(history.length).to.equal(entries);
  });

  it('category removed: nothing rendered; set again, it loads from the first step', async () => {
    const element = await mountLoaded('gluggar');
    await goOn(element, 'Stærð');
    element.removeAttribute('category');
    await until(() => textOf(element).trim() === '', `nothing shown (shows: ${textOf(element)})`);
    expect(shadow(element).querySelector('h1, h2, button, input')).to.equal(null);

    element.setAttribute('category', 'gluggar');
    await waitForStep(element, 'Tegund', 8000);
    expect(headingOf(element)).to.equal('Gluggar');
    expect(checkedOption(element)).to.equal('101');
    expect(totalShown(element)).to.equal(isk('53.000'));
    expect(await pageSandbox.requestsTo('GET', categoryPath('gluggar'))).to.have.length(2);
  });

  it("an unknown category: the server's reason and a retry; another category loads", async () => {
    const element = mount(`<${tag} category="sofar"></${tag}>`);
    await waitForButton(element, 'Reyna aftur', 8000);
    expect(shadow(element).querySelector('[role="alert"]')?.textContent).to.equal('Flokkur fannst ekki');
    expect(await axeViolations(element)).to.deep.equal([]);
    element.setAttribute('category', 'hurdir');
    await waitForStep(element, 'Tegund');
    expect(headingOf(element)).to.equal('Hurðir');
  });

  it('api-base decides where calls go; removed, the page origin is used again (Reyna aftur)', async () => {
    // Nothing listens there: the category cannot load.
    const element = mount(`<${tag} category="gluggar" api-base="${unreachableOrigin}"></${tag}>`);
    await until(
      () => shadow(element).querySelector('[role="alert"]')?.textContent === 'Óvænt villa kom upp',
      'the load failure',
      8000,
    );
    expect(await pageSandbox.requestsTo('GET', categoryPath('gluggar'))).to.have.length(0);
    await retryWithoutApiBase(element);
    await waitForStep(element, 'Tegund');
    expect(headingOf(element)).to.equal('Gluggar');
    expect(await pageSandbox.requestsTo('GET', categoryPath('gluggar'))).to.have.length(1);
  });

  it('byko-special-order-submitted leaves the shadow root once the server accepted the inquiry', async () => {
    const element = await mountLoaded('gluggar');
    await goOn(element, 'Stærð');
    await goOn(element, 'Litur');
    await goOn(element, 'Gler');
    await goOn(element, 'Yfirlit');
    expect(buttonNamed(element, 'Áfram')).to.equal(undefined);
    expect(totalShown(element)).to.equal(isk('53.000'));
    await waitForInput(element, 'name');
    const labels = ['name', 'ssn', 'phone', 'email'].map(
      (name) => (inputNamed(element, name) as HTMLInputElement).labels?.[0]?.textContent,
    );
    expect(labels).to.deep.equal(['Nafn', 'Kennitala', 'Símanúmer', 'Netfang']);

    await typeInto(inputNamed(element, 'name'), 'Anna Jónsdóttir');
    await typeInto(inputNamed(element, 'ssn'), '0101302989');
    await typeInto(inputNamed(element, 'phone'), '8201234');
    await typeInto(inputNamed(element, 'email'), 'anna@example.is');
    const event = await eventOfClick<{ request: unknown; total: number }>(
      element,
      'Senda fyrirspurn',
      'byko-special-order-submitted',
    );
    const request = {
      name: 'Anna Jónsdóttir',
      phone: '8201234',
      ssn: '0101302989',
      email: 'anna@example.is',
      categoryName: 'gluggar',
      options: [101, 201, 301, 401],
    };
    expect(event.detail).to.deep.equal({ request, total: 53_000 });
    const sent = await pageSandbox.requestsTo('POST', applyPath);
    expect(sent.map((entry) => entry.body)).to.deep.equal([request]);
    await until(() => textOf(element).includes('Fyrirspurn móttekin!'), "'Fyrirspurn móttekin!'");
    expect(textOf(element)).to.contain(isk('53.000'));
    await until(() => urlParams().step === 'mottekin', 'the success in the URL');
  });

  it('the step and the choices in the URL: the first step in place, Áfram a new entry, a choice in place, Back returns', async () => {
    // A fresh entry first: an earlier test's Back would leave forward entries a push replaces
    // instead of adding to the count.
    history.pushState(history.state, '', location.href);
    const entries = history.length;
    const element = await mountLoaded('gluggar');
    await until(() => urlParams().step === '1', 'the first step in the URL');
    expect(urlParams()).to.deep.equal({ step: '1', v: '101' });
    // The first step is written into the page's entry, not a new one.
    expect(history.length).to.equal(entries);

    await goOn(element, 'Stærð');
    expect(urlParams()).to.deep.equal({ step: '2', v: '101.201' });
    expect(history.length).to.equal(entries + 1);

    radio(element, 203).click();
    await until(() => urlParams().v === '101.203', 'the choice in the URL');
    expect(urlParams().step).to.equal('2');
    expect(history.length).to.equal(entries + 1);

    history.back();
    await waitForStep(element, 'Tegund');
    expect(urlParams().step).to.equal('1');
    // Back moves between steps; the choice made stays.
    expect(stepsShown(element).map(([, open]) => open)).to.deep.equal([true, true, false, false, false]);
  });

  it('a shared link (?step=2&v=102.203) opens that step with those choices', async () => {
    const shared = new URL(pageUrl);
    shared.searchParams.set('step', '2');
    shared.searchParams.set('v', '102.203');
    history.replaceState(history.state, '', shared);
    const element = await mountLoaded('gluggar', 'Stærð');
    expect(checkedOption(element)).to.equal('203');
    // Opnanlegur gluggi 62.000, 120 × 150 cm 32.000, Hvítur 0, Tvöfalt gler at that size 29.000.
    expect(totalShown(element)).to.equal(isk('123.000'));
    expect(buttonNamed(element, 'Til baka')).to.not.equal(undefined);
  });

  it('the options are a radio group: the arrow keys move the choice, the total and the URL follow', async () => {
    const element = await mountLoaded('gluggar');
    radio(element, 101).focus();
    await sendKeys({ press: 'ArrowDown' });
    await until(() => checkedOption(element) === '102', 'Opnanlegur gluggi chosen by the key');
    expect(totalShown(element)).to.equal(isk('70.000'));
    await sendKeys({ press: 'ArrowDown' });
    await until(() => checkedOption(element) === '103', 'Veltigluggi chosen by the key');
    expect(totalShown(element)).to.equal(isk('79.000'));
    await until(() => urlParams().v === '103', 'the choice in the URL');
  });

  it('the pictures load lazily into a 4:3 box that a missing picture leaves as it is', async () => {
    // Another origin for the API than the other tests use: the pictures they loaded into this
    // document are not taken from its memory in place of the requests.
    const other = location.origin.replace('localhost', '127.0.0.1');
    await pageSandbox.fault('GET /api/special-orders/images/101.svg', '500');
    const element = mount(`<${tag} category="gluggar" api-base="${other}"></${tag}>`);
    await waitForStep(element, 'Tegund', 8000);
    const picture = (optionId: number) => {
      const box = radio(element, optionId).closest('label')?.querySelector<HTMLElement>('.so-option-image');
      const image = box?.querySelector('img');
      if (!box || !image) throw new Error(`option ${optionId} has no picture`);
      return { box, image };
    };
    const missing = picture(101);
    const arrived = picture(102);
    expect(arrived.image.src).to.equal(`${other}/api/special-orders/images/102.svg`);
    for (const { image } of [missing, arrived]) expect(image.getAttribute('loading')).to.equal('lazy');
    await until(() => arrived.image.naturalWidth === 160, 'the second option’s picture', 8000);
    await until(() => missing.image.complete, 'the first option’s picture refused', 8000);
    expect(missing.image.naturalWidth).to.equal(0);
    const size = (box: HTMLElement) => {
      const { width, height } = box.getBoundingClientRect();
      return [Math.round(width), Math.round(height)];
    };
    expect(size(missing.box)).to.deep.equal(size(arrived.box));
    const [width = 0, height = 1] = size(arrived.box);
    expect(Math.round((width / height) * 100)).to.equal(133);
  });

  describe('the layout follows the window (spec §9: a small screen is under 1024 px)', () => {
    const { innerWidth: width, innerHeight: height } = window;
    afterEach(async () => {
      await setViewport({ width, height });
    });

    const shown = (node: Element | null | undefined) =>
      Boolean(node && getComputedStyle(node).display !== 'none');
    const compactStepper = (element: HTMLElement) => shadow(element).querySelector('.so-steps-compact');
    const stepList = (element: HTMLElement) => shadow(element).querySelector('.so-steps-list');
    const cardEdges = (element: HTMLElement, edge: 'left' | 'top') =>
      new Set(
        [...shadow(element).querySelectorAll('.so-option')].map((card) =>
          Math.round(card.getBoundingClientRect()[edge]),
        ),
      );

    it('at 360 px: Skref 1 af 5 instead of the steps, one column of options, the total bar in view', async () => {
      await setViewport({ width: 360, height: 740 });
      const element = await mountLoaded('gluggar');
      expect(shown(compactStepper(element))).to.equal(true);
      expect(compactStepper(element)?.textContent).to.equal('Skref 1 af 5');
      expect(shown(stepList(element))).to.equal(false);
      expect(cardEdges(element, 'left').size).to.equal(1);
      // The total and the buttons stay in the window's last lines while the options scroll.
      const bar = shadow(element).querySelector('.so-bar')?.getBoundingClientRect();
      expect(bar && bar.bottom <= window.innerHeight).to.equal(true);
      expect(document.documentElement.scrollWidth).to.be.at.most(360);
    });

    it('at 1280 px: every step in the stepper, the current one marked, the options side by side', async () => {
      await setViewport({ width: 1280, height: 800 });
      const element = await mountLoaded('gluggar');
      expect(shown(compactStepper(element))).to.equal(false);
      expect(shown(stepList(element))).to.equal(true);
      const current = shadow(element).querySelector('nav[aria-label="Skref"] button[aria-current="step"]');
      expect(current?.textContent).to.contain('Tegund');
      expect(cardEdges(element, 'top').size).to.equal(1);
    });
  });
});
