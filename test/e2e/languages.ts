import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { routes } from '../../widgets/routes.ts';
import { flowReadmeNamesPage } from '../support/flow-readme.ts';
import { icelandicLeftIn, textsShownIn } from '../support/icelandic-left.ts';
import { axeViolations } from './flows.ts';
import { cspViolationsFailTests, testContext } from './harness.ts';
import { inLanguage, translatorTo } from './in-language.ts';
import { measureLayout } from './layout.ts';
import { openSample, resetSandbox, type Sample, samples } from './phones.ts';

// Every route of the route table in English and Polish (`?lang=`), as its first sample in
// phones.ts loads it: the page draws its screen (no error thrown on the page, the sample's own
// control or heading shown under its translated name, no spinner left); at 320, 414 and 1280 px no
// sideways scrolling, no field row cutting its value, no button, tab or link cutting its label
// (Polish words are long), and axe finds nothing, on a page whose <html lang> is the language; and,
// once the page has settled, no Icelandic left on it but the names it keeps (icelandic-left.ts).

const widths = [320, 414, 1280] as const;
type OtherLang = 'en' | 'pl';

/**
 * The first sample of each route: the page as a link opens it. A flow `npm run new-flow` made is
 * left out while its README still names its page: its title and texts are placeholders until then
 * (pages/languages.test.ts excuses its title the same way).
 */
const routeSamples = samples.filter((sample) => {
  if (samples.find((other) => other.route === sample.route) !== sample) return false;
  const route = routes.find((candidate) => candidate.name === sample.route);
  return !(route?.view.kind === 'element' && flowReadmeNamesPage(route.view.tag, route.path));
});

const inLang = (path: string, lang: OtherLang) => {
  const url = new URL(path, 'http://page.invalid');
  url.searchParams.set('lang', lang);
  return `${url.pathname}${url.search}`;
};

const translators = { en: translatorTo('en'), pl: translatorTo('pl') } as const;

async function open(page: Page, sample: Sample, lang: OtherLang): Promise<void> {
  if (sample.freshSandbox) await resetSandbox();
  await openSample(page, sample, inLang(sample.path, lang));
  // A page may send the customer on (an application to its login page) once its element has
  // asked the API: the page to check is the one the network settles on.
  await page.waitForLoadState('networkidle');
  // What the sample waits for, under its name in the language: a sample that acts on its page
  // first waits for what it acts on, which is the page as a link opens it.
  const shown = inLanguage(page, await translators[lang]);
  await (sample.act?.after ?? sample.ready)(shown).first().waitFor();
  await page.locator('.byko-spinner').first().waitFor({ state: 'detached' });
}

/** Registers the checks of every `part`-th route of `parts`, in both languages. */
export function checkRoutesInLanguages(part: number, parts: number): void {
  const csp = cspViolationsFailTests();
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  /** What the page threw since its sample opened: a part that failed to render. */
  const pageErrors: string[] = [];
  beforeAll(async () => {
    await resetSandbox();
    context = await testContext(csp, { viewport: { width: 320, height: 800 }, reducedMotion: 'reduce' });
    page = await context.newPage();
    page.setDefaultTimeout(5000);
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });
  afterAll(async () => {
    await context?.close();
  });

  for (const sample of routeSamples.filter((_sample, index) => index % parts === part)) {
    for (const lang of ['en', 'pl'] as const) {
      test(`${sample.path} in ${lang}: drawn, whole at 320, 414 and 1280 px, axe at each, no Icelandic left`, async () => {
        if (!page) throw new Error('page not ready');
        await page.setViewportSize({ width: 320, height: 800 });
        pageErrors.length = 0;
        const name = `${sample.path} in ${lang}`;
        await open(page, sample, lang).catch((error: unknown) => {
          const thrown = pageErrors.length > 0 ? `; errors on the page: ${pageErrors.join('; ')}` : '';
          throw new Error(`${name} did not draw its screen${thrown}`, { cause: error });
        });
        expect(pageErrors, `${name}: errors on the page`).toEqual([]);
        const texts = await textsShownIn(page.locator('body'));
        expect(await page.evaluate(() => document.documentElement.lang), name).toBe(lang);
        expect(icelandicLeftIn(texts, lang), name).toEqual([]);
        for (const width of widths) {
          await page.setViewportSize({ width, height: 800 });
          const layout = await page.evaluate(measureLayout);
          const at = `${name} at ${width} px`;
          expect(layout.overflow, `${at} is ${layout.overflow} px too wide`).toBe(0);
          expect({ cutFields: layout.cutFields, cutLabels: layout.cutLabels }, at).toEqual({
            cutFields: [],
            cutLabels: [],
          });
          expect(await axeViolations(page), at).toEqual([]);
        }
        expect(pageErrors, `${name}: errors on the page`).toEqual([]);
      });
    }
  }
}
