/// <reference types="mocha" />
import { expect } from 'chai';
import { invoiceErrors, invoiceFiles, sampleInvoices } from '../../sandbox/invoice-scraper/fixtures.ts';
import { pageSandbox } from '../support/in-page.ts';
import { handWrittenCsv } from '../support/invoice-csv.ts';
import {
  alertText,
  axeViolations,
  eventOfClick,
  freshPageForEachTest,
  mount,
  nextFrames,
  nextOnDocument,
  pageSets,
  shadow,
  textOf,
  unreachableOrigin,
  until,
  waitForButton,
} from './element-helpers.ts';

// <byko-invoice-scraper>'s element contract (spec §2 "Other tools", §5 "Invoice tool", §7), through
// the built CDN bundle in real Chromium with the sandbox on the same origin (SANDBOX.md "Tools"): a
// sample PDF uploaded and byko-invoices-scraped out of the shadow root, api-base, a ::part, axe.
// What the form shows in each state is its stories' (stories/invoice-scraper.stories.tsx), its
// rules the model's (widgets/invoice-scraper/invoice-scraper.model.test.ts). The sample PDFs are
// read from the repository, which the test runner serves. Nothing answers at port 9: an api-base
// there fails every call.

freshPageForEachTest();

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

describe('<byko-invoice-scraper> element contract', () => {
  it('byko-invoices-scraped leaves the shadow root with each file and what was read from it; the drop zone a ::part; no axe violations', async () => {
    pageSets(`${tag}::part(drop-zone) { outline: 3px solid rgb(1, 2, 3); }`);
    const element = await mountForm();
    expect(shadow(element).mode).to.equal('open');
    const zone = shadow(element).querySelector('[part~="drop-zone"]');
    if (!(zone instanceof HTMLElement)) throw new Error('no drop zone');
    expect(getComputedStyle(zone).outlineColor).to.equal('rgb(1, 2, 3)');
    expect(await axeViolations(element)).to.deep.equal([]);

    pick(element, [await sample(invoiceFiles.first), new File(['ekki PDF'], 'athugasemd.txt')]);
    await until(() => textOf(element).includes('2 files chosen'), "'2 files chosen'");
    const event = await eventOfClick<{ files: unknown }>(
      element,
      'Submit Query',
      'byko-invoices-scraped',
      15_000,
    );
    expect(event.detail).to.deep.equal({
      files: [
        {
          name: invoiceFiles.first,
          result: {
            json: sampleInvoices[invoiceFiles.first],
            csv: handWrittenCsv[invoiceFiles.first],
          },
        },
        { name: 'athugasemd.txt', result: { error: invoiceErrors.notPdf } },
      ],
    });
    // One multipart request with both files.
    expect(await pageSandbox.requestsTo('POST', '/invoice/data')).to.have.length(1);
    await until(() => textOf(element).includes('Results'), 'the results');
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('api-base decides where the files go; removed, the page origin again', async () => {
    const element = await mountForm(` api-base="${unreachableOrigin}"`);
    pick(element, [await sample(invoiceFiles.second)]);
    await until(() => textOf(element).includes('1 file chosen'), "'1 file chosen'");
    (await waitForButton(element, 'Submit Query')).click();
    await until(
      () => alertText(element) === 'The request failed: no connection to the server',
      `the failure (shows: ${textOf(element)})`,
      8000,
    );
    expect(await pageSandbox.requestsTo('POST', '/invoice/data')).to.have.length(0);

    element.removeAttribute('api-base');
    await nextFrames(2);
    const scraped = nextOnDocument<{ files: { name: string }[] }>('byko-invoices-scraped', 15_000);
    (await waitForButton(element, 'Submit Query')).click();
    expect((await scraped).detail.files.map((file) => file.name)).to.deep.equal([invoiceFiles.second]);
    expect(await pageSandbox.requestsTo('POST', '/invoice/data')).to.have.length(1);
  });
});
