import type { Page } from 'playwright-core';
import { dagny, type TestPerson } from '../test/support/people.ts';

/**
 * The host pages the bench measures: the pay page, a login, one application and the
 * special order. Each names what its element shows once loaded, so the static twin is taken from
 * the page as a person would see it, not from a spinner.
 */
export interface BenchPage {
  /** Short name: the table's row, the screenshots' file names. */
  readonly name: string;
  /** Path and query on the server; the twin is served at the same path. */
  readonly path: string;
  /** The person whose login is in localStorage when the page loads; none: logged out. */
  readonly person?: TestPerson;
  /** Resolves once the element shows its loaded state. */
  readonly loaded: (page: Page) => Promise<void>;
}

/** Every <img> in the page and in its open shadow roots has its picture (or failed for good). */
async function imagesSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const images: HTMLImageElement[] = [];
    const collect = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        if (element instanceof HTMLImageElement) images.push(element);
        if (element.shadowRoot) collect(element.shadowRoot);
      }
    };
    collect(document);
    return images.every((image) => image.complete);
  });
}

export const benchPages: readonly BenchPage[] = [
  {
    name: 'pay',
    path: '/borga/demo-card',
    loaded: async (page) => {
      await page.getByRole('button', { name: 'Borga', exact: true }).waitFor();
      await page.getByText('24.990 kr.').first().waitFor();
    },
  },
  {
    name: 'login',
    path: '/vidskipti',
    loaded: async (page) => {
      await page.getByRole('button', { name: 'Innskrá' }).waitFor();
      await page.getByRole('textbox', { name: 'Símanúmer' }).waitFor();
    },
  },
  {
    // Dagný is not a customer yet: the account application shows her its form (SANDBOX.md).
    name: 'application',
    path: '/vidskipti/umsokn',
    person: dagny,
    loaded: async (page) => {
      await page.getByRole('textbox', { name: 'Umbeðin heimild (kr.)' }).waitFor();
      await page.waitForFunction(
        (name) =>
          [
            ...(document.querySelector('byko-account-application')?.shadowRoot?.querySelectorAll('input') ??
              []),
          ].some((input) => input.value === name),
        dagny.name,
      );
    },
  },
  {
    name: 'special order',
    path: '/serpontun/gluggar',
    loaded: async (page) => {
      await page.getByRole('heading', { level: 2, name: 'Tegund', exact: true }).waitFor();
      await page.getByRole('radio', { name: /^Fastur gluggi/ }).waitFor();
      await imagesSettled(page);
    },
  },
];

/** The file-name form of a page's name ('special order' → 'special-order'). */
export const slug = (name: string): string => name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
