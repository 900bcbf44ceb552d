/// <reference types="mocha" />
import { expect } from 'chai';
import { pageSandbox } from '../support/in-page.ts';
import {
  alertText,
  axeViolations,
  buttonNamed,
  freshPageForEachTest,
  mount,
  nextFrames,
  shadow,
  textOf,
  until,
  waitForButton,
} from './element-helpers.ts';

// The element contracts of <byko-barcode>, <byko-qr-code> and <byko-sales-order-barcode>, through
// the built CDN bundle in real Chromium, with the sandbox on the same origin: attributes, their
// change and removal, the drawn SVG and its accessible name, the styles in the shadow root, axe.

freshPageForEachTest();

/** The drawn code's labelled box (role=img), once the library has drawn into it. */
async function drawnCode(element: HTMLElement, label: string): Promise<Element> {
  return until(
    () => {
      // Undefined until the element's code has loaded and it has a shadow root.
      const box = [...(element.shadowRoot?.querySelectorAll('[role="img"]') ?? [])].find(
        (candidate) => candidate.getAttribute('aria-label') === label,
      );
      const svg = box?.localName === 'svg' ? box : box?.querySelector('svg');
      return svg?.querySelector('rect, path') && !shadow(element).querySelector('.byko-code-busy')
        ? box
        : undefined;
    },
    `${label} drawn (shows: ${textOf(element)})`,
    8000,
  );
}

function barHeight(code: Element): string | null | undefined {
  return code.querySelector('g rect')?.getAttribute('height');
}

describe('<byko-barcode> element contract', () => {
  it('draws the value as CODE128, 80 px bars, the value as text under them; no axe violations', async () => {
    const element = mount('<byko-barcode value="SO-100200"></byko-barcode>');
    const code = await drawnCode(element, 'Strikamerki: SO-100200');
    expect(code.localName).to.equal('svg');
    expect(barHeight(code)).to.equal('80');
    expect(code.querySelector('text')?.textContent).to.equal('SO-100200');
    expect(await axeViolations(element)).to.deep.equal([]);
    // Core's code styles are adopted in the shadow root, none in the page.
    const adopted = shadow(element).adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules]);
    expect(adopted.some((rule) => rule.cssText.startsWith('.byko-code '))).to.equal(true);
  });

  it('follows value, format and height as they change; a value the format cannot hold says so', async () => {
    const element = mount('<byko-barcode value="A-1" height="120"></byko-barcode>');
    const code = await drawnCode(element, 'Strikamerki: A-1');
    expect(barHeight(code)).to.equal('120');
    element.setAttribute('value', 'B-2');
    await drawnCode(element, 'Strikamerki: B-2');
    element.setAttribute('format', 'EAN13');
    await until(() => alertText(element) === 'Villa kom upp við að hlaða strikamerki', 'the failure');
    // Drawing it again would fail the same way: no retry.
    expect(buttonNamed(element, 'Reyna aftur')).to.equal(undefined);
    // CODE128 again: Í would be taken for a control code and dropped from the bars.
    element.removeAttribute('format');
    await drawnCode(element, 'Strikamerki: B-2');
    element.setAttribute('value', 'SÍMI-1');
    await until(() => alertText(element) === 'Villa kom upp við að hlaða strikamerki', 'SÍMI-1 refused');
    element.setAttribute('format', 'EAN13');
    element.setAttribute('value', '569012345678');
    const ean = await drawnCode(element, 'Strikamerki: 569012345678');
    expect(alertText(element)).to.equal(undefined);
    expect(ean.textContent).to.contain('690123');
    // Removed: back to the defaults (CODE128, 80 px).
    element.removeAttribute('format');
    element.removeAttribute('height');
    element.setAttribute('value', 'C-3');
    expect(barHeight(await drawnCode(element, 'Strikamerki: C-3'))).to.equal('80');
    element.removeAttribute('value');
    await nextFrames(3);
    expect(shadow(element).querySelector('[role="img"]')).to.equal(null);
  });

  it('a height out of bounds or not a number: the default 80', async () => {
    const element = mount('<byko-barcode value="X" height="5"></byko-barcode>');
    expect(barHeight(await drawnCode(element, 'Strikamerki: X'))).to.equal('80');
    element.setAttribute('height', 'hár');
    element.setAttribute('value', 'Y');
    expect(barHeight(await drawnCode(element, 'Strikamerki: Y'))).to.equal('80');
  });

  it('a hostile value is drawn as text, never as markup', async () => {
    const value = '<img src=x onerror="window.bykoHacked=1">';
    const element = mount('<byko-barcode></byko-barcode>');
    element.setAttribute('value', value);
    const code = await drawnCode(element, `Strikamerki: ${value}`);
    expect(code.querySelector('text')?.textContent).to.equal(value);
    expect(shadow(element).querySelector('img')).to.equal(null);
    expect(Reflect.get(window, 'bykoHacked')).to.equal(undefined);
  });
});

describe('<byko-qr-code> element contract', () => {
  it('draws the value at level H, 200 px square, as SVG; no axe violations', async () => {
    const element = mount('<byko-qr-code value="kassi-1a2b3c4d"></byko-qr-code>');
    const code = await drawnCode(element, 'QR kóði: kassi-1a2b3c4d');
    const box = code.getBoundingClientRect();
    expect([Math.round(box.width), Math.round(box.height)]).to.deep.equal([200, 200]);
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('size: pixels, or fit to the element; a bad size, the default; removing value empties it', async () => {
    const element = mount('<byko-qr-code value="a" size="120" style="width: 300px"></byko-qr-code>');
    let code = await drawnCode(element, 'QR kóði: a');
    expect(Math.round(code.getBoundingClientRect().width)).to.equal(120);
    element.setAttribute('size', 'fit');
    await nextFrames(2);
    code = await drawnCode(element, 'QR kóði: a');
    expect(Math.round(code.getBoundingClientRect().width)).to.equal(300);
    // Fit follows the element as it changes, without drawing again.
    element.style.width = '240px';
    await nextFrames(2);
    expect(Math.round(code.getBoundingClientRect().width)).to.equal(240);
    expect(Math.round(code.getBoundingClientRect().height)).to.equal(240);
    element.setAttribute('size', 'huge');
    await nextFrames(2);
    code = await drawnCode(element, 'QR kóði: a');
    expect(Math.round(code.getBoundingClientRect().width)).to.equal(200);
    element.removeAttribute('value');
    await nextFrames(3);
    expect(shadow(element).querySelector('[role="img"]')).to.equal(null);
  });

  it('level: a lower level draws fewer modules for the same value', async () => {
    const value = 'https://byko.is/checkout/kassi-1a2b3c4d';
    const high = mount(`<byko-qr-code value="${value}"></byko-qr-code>`);
    const low = mount(`<byko-qr-code value="${value}" level="L"></byko-qr-code>`);
    const modules = async (element: HTMLElement) =>
      (await drawnCode(element, `QR kóði: ${value}`)).querySelectorAll('rect').length;
    expect(await modules(low)).to.be.lessThan(await modules(high));
  });

  it('a value too long for a QR code says so, without a retry', async () => {
    const element = mount('<byko-qr-code></byko-qr-code>');
    element.setAttribute('value', 'x'.repeat(4000));
    await until(() => alertText(element) === 'Villa kom upp við að hlaða QR kóða', 'the failure', 8000);
    expect(buttonNamed(element, 'Reyna aftur')).to.equal(undefined);
    expect(await axeViolations(element)).to.deep.equal([]);
  });
});

describe('<byko-sales-order-barcode> element contract', () => {
  const existsPath = (salesId: string) => `/sales-orders/${salesId}/exists`;

  it('asks whether the order exists, then draws its barcode; no axe violations', async () => {
    const element = mount('<byko-sales-order-barcode sales-id="SO-100200"></byko-sales-order-barcode>');
    const code = await drawnCode(element, 'Strikamerki: SO-100200');
    expect(code.querySelector('text')?.textContent).to.equal('SO-100200');
    expect(await pageSandbox.requestsTo('GET', existsPath('SO-100200'))).to.have.length(1);
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it("an unknown order: the barcode message (not the server's reason) and a retry", async () => {
    const element = mount('<byko-sales-order-barcode sales-id="SO-999999"></byko-sales-order-barcode>');
    await waitForButton(element, 'Reyna aftur');
    expect(alertText(element)).to.equal('Villa kom upp við að hlaða strikamerki');
    expect(shadow(element).querySelector('[role="img"]')).to.equal(null);
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('a failure, then the retry draws it; another sales-id, that order; removed, nothing', async () => {
    await pageSandbox.fault('GET /sales-orders', '500');
    const element = mount('<byko-sales-order-barcode sales-id="SO-100200"></byko-sales-order-barcode>');
    (await waitForButton(element, 'Reyna aftur')).click();
    await drawnCode(element, 'Strikamerki: SO-100200');
    element.setAttribute('sales-id', 'SO-1');
    await until(() => alertText(element) === 'Villa kom upp við að hlaða strikamerki', 'SO-1 refused');
    element.removeAttribute('sales-id');
    await until(() => textOf(element).trim() === '', 'nothing shown');
    expect(await pageSandbox.requestsTo('GET', existsPath('SO-1'))).to.have.length(1);
  });
});
