/// <reference types="mocha" />
import { expect } from 'chai';
import {
  freshPageForEachTest,
  isk,
  mount,
  pageSets,
  textOf,
  until,
  waitForButton,
} from './element-helpers.ts';

// Theming by --byko-* custom properties (DESIGN.md principle 7): the defaults are adopted into the
// document with :where(:root) (widgets/core/runtime/define.ts, theme-defaults.css), so whatever the page sets
// on :root, body or the element itself inherits into the shadow roots and wins.

freshPageForEachTest();

const themeDefaultPrimary = 'rgb(0, 69, 124)'; // #00457c in theme-defaults.css

afterEach(() => {
  document.body.removeAttribute('style');
});

/** The primary 'Borga' button of <byko-pay>, inside its shadow root. */
async function payButton(): Promise<{ element: HTMLElement; button: HTMLButtonElement }> {
  const element = mount('<byko-pay payment-id="demo-card"></byko-pay>');
  await until(() => textOf(element).includes(isk('24.990')), 'the payment');
  return { element, button: await waitForButton(element, 'Borga') };
}

/** The calculator's primary 'Sækja um' button. */
async function calculatorButton(): Promise<HTMLButtonElement> {
  const element = mount(
    '<byko-instalment-calculator amount="100000" interest="10"></byko-instalment-calculator>',
  );
  return waitForButton(element, 'Sækja um');
}

const background = (button: Element) => getComputedStyle(button).backgroundColor;

describe('theming by --byko-* custom properties', () => {
  it('the theme defaults apply when the page sets nothing', async () => {
    const { button } = await payButton();
    expect(
      getComputedStyle(document.documentElement).getPropertyValue('--byko-color-primary').trim(),
    ).to.equal('#00457c');
    expect(background(button)).to.equal(themeDefaultPrimary);
    expect(getComputedStyle(button).color).to.equal('rgb(255, 255, 255)');
    expect(background(await calculatorButton())).to.equal(themeDefaultPrimary);
  });

  it("a page's :root { --byko-color-primary } colours the primary button inside the shadow root", async () => {
    pageSets(':root { --byko-color-primary: rgb(1, 2, 3); }');
    const { button } = await payButton();
    expect(background(button)).to.equal('rgb(1, 2, 3)');
    expect(background(await calculatorButton())).to.equal('rgb(1, 2, 3)');
  });

  it("the page's value takes effect when set after the element rendered, and the default returns when it goes", async () => {
    const { button } = await payButton();
    expect(background(button)).to.equal(themeDefaultPrimary);
    const style = pageSets(':root { --byko-color-primary: rgb(1, 2, 3); }');
    expect(background(button)).to.equal('rgb(1, 2, 3)');
    style.remove();
    expect(background(button)).to.equal(themeDefaultPrimary);
  });

  it('a value on body reaches the element too', async () => {
    document.body.style.setProperty('--byko-color-primary', 'rgb(7, 8, 9)');
    const { button } = await payButton();
    expect(background(button)).to.equal('rgb(7, 8, 9)');
  });

  it("a value set on the element itself wins over the page's :root", async () => {
    pageSets(':root { --byko-color-primary: rgb(1, 2, 3); }');
    const { element, button } = await payButton();
    element.style.setProperty('--byko-color-primary', 'rgb(4, 5, 6)');
    expect(background(button)).to.equal('rgb(4, 5, 6)');
    element.style.removeProperty('--byko-color-primary');
    expect(background(button)).to.equal('rgb(1, 2, 3)');
  });

  it('a page stylesheet rule on the tag wins over the defaults', async () => {
    pageSets('byko-pay { --byko-color-primary: rgb(10, 20, 30); --byko-radius: 0px; }');
    const { button } = await payButton();
    expect(background(button)).to.equal('rgb(10, 20, 30)');
    expect(getComputedStyle(button).borderTopLeftRadius).to.equal('0px');
  });
});
