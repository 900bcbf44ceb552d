import type { Page } from 'playwright-core';
import * as v from 'valibot';
import { anna, bjarni, byggir, demoAppGuid, type TestPerson } from '../test/support/people.ts';
import { type Route, routes } from '../widgets/routes.ts';
import type { StorageEntries } from './login.ts';

/**
 * The host pages the bench measures. Each names what its element shows once loaded, so the static
 * twin is taken from the page as a person would see it, not from a spinner.
 */
export interface BenchPage {
  /** Short name: the table's row, the screenshots' file names, what `--only=` names. */
  readonly name: string;
  /** Path and query on the server; the twin is served at the same path. */
  readonly path: string;
  /** The person whose login is in localStorage when the page loads; none: logged out. */
  readonly person?: TestPerson;
  /**
   * For a page whose path holds something made for it (a checkout code): makes it with the
   * person's login (empty when logged out) on the server at `origin`, and answers the path.
   */
  readonly prepare?: (origin: string, login: StorageEntries) => Promise<string>;
  /** Resolves once the element shows its loaded state. */
  readonly loaded: (page: Page) => Promise<void>;
}

/** Every <img> in the page and in its open shadow roots has its picture (or failed for good). */
export async function imagesSettled(page: Page): Promise<void> {
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

/** Some <input> in the page or its open shadow roots holds `value` (a form filled from a login). */
async function someInputHolds(page: Page, value: string): Promise<void> {
  await page.waitForFunction((wanted) => {
    const holds = (root: Document | ShadowRoot): boolean =>
      [...root.querySelectorAll('*')].some(
        (element) =>
          (element instanceof HTMLInputElement && element.value === wanted) ||
          (element.shadowRoot !== null && holds(element.shadowRoot)),
      );
    return holds(document);
  }, value);
}

const checkoutCode = v.object({ checkoutCodeId: v.string() });

/** sandbox/README.md "Checkout": a new code for one of the logged-in person's accounts. */
async function newCheckoutCode(origin: string, login: StorageEntries, accountId: string): Promise<string> {
  const response = await fetch(`${origin}/api/checkout/me/code?accountId=${encodeURIComponent(accountId)}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${login.token ?? ''}` },
  });
  if (!response.ok) throw new Error(`a checkout code for ${accountId} answered ${response.status}`);
  return v.parse(checkoutCode, await response.json()).checkoutCodeId;
}

const heading = (page: Page, level: number, name: string) =>
  page.getByRole('heading', { level, name, exact: true });

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
    // Anna trades by standing order: the account application shows her its form (docs/sandbox.md).
    // Not Dagný: the API answers her status with 404 (not a customer), which Chromium logs as a
    // console error whatever the page does, and the best-practices score would measure the API.
    name: 'application',
    path: '/vidskipti/umsokn',
    person: anna,
    loaded: async (page) => {
      await page.getByRole('textbox', { name: 'Umbeðin heimild (kr.)' }).waitFor();
      await someInputHolds(page, anna.name);
    },
  },
  {
    name: 'special order',
    path: '/serpontun/gluggar',
    loaded: async (page) => {
      await heading(page, 2, 'Tegund').waitFor();
      await page.getByRole('radio', { name: /^Fastur gluggi/ }).waitFor();
      await imagesSettled(page);
    },
  },
  {
    // Logged out, the element shows its own login.
    name: 'company credit login',
    path: '/company-credit',
    loaded: async (page) => {
      await heading(page, 1, 'Heimild fyrirtækis').waitFor();
      await page.getByRole('textbox', { name: 'Símanúmer', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Innskrá', exact: true }).waitFor();
    },
  },
  {
    // Bjarni has companies (docs/sandbox.md "Companies"): the list of the two he may ask for.
    name: 'company credit',
    path: '/company-credit',
    person: bjarni,
    loaded: async (page) => {
      await heading(page, 2, 'Veldu fyrirtæki').waitFor();
      await page.getByRole('button', { name: /^Byggir ehf\. kt\./ }).waitFor();
      await page.getByRole('button', { name: /^Smiðjan hf\. kt\./ }).waitFor();
    },
  },
  {
    // The app's request: the guid logs Bjarni in for Byggir ehf., whose credit the page then shows.
    name: 'company credit app',
    path: '/vidskipti/fyrirtaeki/demo-app-guid',
    loaded: async (page) => {
      await heading(page, 1, 'Hækkun heimildar fyrirtækis').waitFor();
      await page.getByText('Byggir ehf.', { exact: true }).waitFor();
      await page.getByText(/^3\.000\.000\skr\.$/).waitFor();
      await page.getByRole('button', { name: 'Áfram', exact: true }).waitFor();
    },
  },
  {
    name: 'checkout code',
    path: '/checkout/code/{code}',
    person: anna,
    prepare: async (origin, login) => `/checkout/code/${await newCheckoutCode(origin, login, 'C-10001')}`,
    loaded: async (page) => {
      const code = page.getByRole('img', { name: /^QR kóði sjálfsafgreiðslu: / });
      // The QR code is drawn into an SVG after the code arrives (test/e2e/checkout.test.ts).
      await code.locator('svg rect').first().waitFor({ state: 'attached' });
      await page.locator('.byko-code-busy').waitFor({ state: 'detached' });
      await page.getByText(/^Kóði: kassi-/).waitFor();
    },
  },
  {
    // Paid already, with three items.
    name: 'receipt',
    path: '/kvittun/demo-paid',
    loaded: async (page) => {
      await heading(page, 1, 'Kvittun').waitFor();
      await page.getByRole('table', { name: 'Vörur' }).waitFor();
      await page.getByText(/^31\.480\skr\.$/).waitFor();
    },
  },
  {
    name: 'calculator',
    path: '/innri/greidsludreifing',
    loaded: async (page) => {
      await page.getByRole('textbox', { name: 'Upphæð (kr.)' }).waitFor();
      await page.getByRole('slider', { name: 'Fjöldi mánaða' }).waitFor();
      await page.getByRole('button', { name: 'Sækja um', exact: true }).waitFor();
    },
  },
  {
    // The latest picture of the first camera, its caption without the loading spinner.
    name: 'webcam',
    path: '/webcam',
    loaded: async (page) => {
      const figure = page.getByRole('figure');
      await figure.getByRole('img').waitFor();
      await figure.getByText(/Mynd \d+ af \d+/).waitFor();
      await figure.getByRole('status').filter({ hasText: 'Sæki mynd…' }).waitFor({ state: 'detached' });
      await page.getByRole('slider', { name: 'Tími' }).waitFor();
      await imagesSettled(page);
    },
  },
  {
    // Anna's instalments: her details filled in and the plan's summary drawn.
    name: 'instalment',
    path: '/borga/demo-instalment',
    person: anna,
    loaded: async (page) => {
      await page.getByText('350.000 kr.').first().waitFor();
      await page.getByRole('slider', { name: 'Fjöldi mánaða' }).waitFor();
      await page.getByText('Mánaðarleg greiðsla').waitFor();
      await someInputHolds(page, anna.name);
    },
  },
];

/** A sample value for each path parameter of the route table (docs/sandbox.md's seeded data). */
export const sampleParams: Readonly<Record<string, string>> = {
  paymentId: 'demo-card',
  guid: demoAppGuid,
  applicationId: 'G-1',
  category: 'gluggar',
  checkoutCode: 'demo-kassi-1',
  salesId: 'SO-100200',
  companySsn: byggir.accountSsn,
  code: 'BYKO-123',
};

/** Where a route is opened with another sample: a receipt is opened for a payment that is paid. */
const routeSampleParams: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  receipt: { paymentId: 'demo-paid' },
};

/** The route's path with each `{name}` replaced by its sample value. */
export function samplePath(route: Pick<Route, 'path'> & Partial<Pick<Route, 'name'>>): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value =
      (route.name === undefined ? undefined : routeSampleParams[route.name]?.[name]) ?? sampleParams[name];
    if (value === undefined) throw new Error(`no sample value for {${name}} in ${route.path}`);
    return encodeURIComponent(value);
  });
}

/**
 * Waits for what any page shows once loaded without knowing it: the network quiet (the element's
 * data and chunks arrived) and every picture in.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await imagesSettled(page);
}

/** `--all`: every route that shows a page of its own (no redirects, no not-found), logged out. */
export function routePages(table: readonly Route[] = routes): BenchPage[] {
  return table
    .filter((route) => route.view.kind === 'element')
    .map((route) => ({ name: route.name, path: samplePath(route), loaded: settled }));
}

/** The file-name form of a page's name ('special order' → 'special-order'). */
export const slug = (name: string): string => name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();

/**
 * The pages `--only=a,b` names (by name or its slug), in the table's order; all of them without
 * it. A name no page has is an error, so a typo does not measure nothing.
 */
export function selectPages(pages: readonly BenchPage[], only: readonly string[] | undefined): BenchPage[] {
  if (!only) return [...pages];
  const wanted = new Set(only.map(slug));
  const unknown = [...wanted].filter((name) => !pages.some((page) => slug(page.name) === name));
  if (unknown.length > 0) {
    throw new Error(
      `--only names no such page: ${unknown.join(', ')} (the pages: ${pages.map((page) => slug(page.name)).join(', ')})`,
    );
  }
  return pages.filter((page) => wanted.has(slug(page.name)));
}
