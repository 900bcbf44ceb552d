import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { armFault, expectAlert, messageFaults, requestCount } from './applications.ts';
import { axeViolations, hasFocus, holdAnswers, recordEvents, recordedEvents } from './flows.ts';
import { browserPerTestFile, sandbox } from './harness.ts';

// The special-order configurator (spec §2, §3, §4, §5 "Special order", §8, §9) at /serpontun/{category}
// and embedded by its tag, against the sandbox's gluggar (the glass priced by the size) and hurdir.

const browser = browserPerTestFile();

const applyPath = '/api/special-orders/apply';
const failure = 'Óvænt villa kom up. Vinsamlegast reynið aftur.';
const contact = { name: 'Anna Jónsdóttir', ssn: '0101302989', phone: '8201234', email: 'anna@example.is' };
/** SANDBOX.md: the glass's price by the size chosen (selection 2). */
const glassPrices = {
  'Tvöfalt gler': { '60 × 60 cm': '8.000 kr.', '100 × 120 cm': '19.500 kr.', '120 × 150 cm': '29.000 kr.' },
  'Þrefalt gler': { '60 × 60 cm': '14.000 kr.', '100 × 120 cm': '33.000 kr.', '120 × 150 cm': '49.500 kr.' },
} as const;

const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

const option = (page: Page, name: string) => page.getByRole('radio', { name: new RegExp(`^${name}`) });
const nextButton = (page: Page) => page.getByRole('button', { name: 'Áfram', exact: true });
const backButton = (page: Page) => page.getByRole('button', { name: 'Til baka', exact: true });
const submit = (page: Page) => page.getByRole('button', { name: 'Senda fyrirspurn' });
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const stepButton = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Skref' }).getByRole('button', { name: new RegExp(`^${name}`) });

/** The running total in the bar ('153.000 kr.'). */
async function total(page: Page): Promise<string> {
  return plain(await page.locator('special-order .so-total strong').textContent());
}

/** The price on an option's card. */
async function priceOf(page: Page, name: string): Promise<string> {
  return plain(
    await page
      .locator('.so-option', { has: option(page, name) })
      .locator('.so-option-price')
      .textContent(),
  );
}

/** Chooses an option of the step on screen, then 'Áfram'; waits for the next step's heading. */
async function chooseAndGoOn(page: Page, name: string, nextStep: string): Promise<void> {
  await option(page, name).check();
  await nextButton(page).click();
  await stepHeading(page, nextStep).waitFor();
}

/** The overview's lines: [step, choice, price]. */
async function overviewLines(page: Page): Promise<string[][]> {
  return page
    .locator('special-order .so-line:not(.so-line-total)')
    .evaluateAll((lines) =>
      lines.map((line) =>
        [...line.children].map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim()),
      ),
    );
}

async function fillContact(page: Page, values: Partial<typeof contact> = contact): Promise<void> {
  const labels = { name: 'Nafn', ssn: 'Kennitala', phone: 'Símanúmer', email: 'Netfang' } as const;
  for (const [field, value] of Object.entries(values))
    await page.getByLabel(labels[field as keyof typeof labels]).fill(value);
}

/** gluggar: Opnanlegur gluggi, 120 × 150 cm, Antrasítgrár, Þrefalt gler (153 000 kr.), at the overview. */
async function configureGluggar(page: Page): Promise<void> {
  await page.goto('/serpontun/gluggar');
  await chooseAndGoOn(page, 'Opnanlegur gluggi', 'Stærð');
  await chooseAndGoOn(page, '120 × 150 cm', 'Litur');
  await chooseAndGoOn(page, 'Antrasítgrár', 'Gler');
  await chooseAndGoOn(page, 'Þrefalt gler', 'Yfirlit');
}

const sentRequest = {
  name: 'Anna Jónsdóttir',
  phone: '8201234',
  ssn: '0101302989',
  email: 'anna@example.is',
  categoryName: 'gluggar',
  options: [102, 203, 302, 402],
};

describe('gluggar at /serpontun/gluggar', () => {
  test('loads sorted steps with the first option of each chosen: 53.000 kr., step 1 of 5', async () => {
    const page = await browser.page('/serpontun/gluggar');
    await page.getByRole('heading', { level: 1, name: 'Gluggar' }).waitFor();
    await stepHeading(page, 'Tegund').waitFor();
    const names = await page
      .getByRole('radiogroup', { name: 'Tegund' })
      .getByRole('radio')
      .evaluateAll((radios) =>
        radios.map((radio) =>
          (radio.closest('label')?.querySelector('.so-option-name')?.textContent ?? '').trim(),
        ),
      );
    expect(names).toEqual(['Fastur gluggi', 'Opnanlegur gluggi', 'Veltigluggi']);
    expect(await option(page, 'Fastur gluggi').isChecked()).toBe(true);
    expect(await priceOf(page, 'Veltigluggi')).toBe('71.000 kr.');
    expect(await total(page)).toBe('53.000 kr.');
    // Nothing before the first step.
    expect(await backButton(page).count()).toBe(0);
    expect(page.url()).toMatch(/\/serpontun\/gluggar\?step=1&v=101$/);
    expect(await page.title()).toBe('Sérpöntun | BYKO');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('through every step: the glass priced by the size chosen, the total, then Fyrirspurn móttekin!', async () => {
    const page = await browser.page('/serpontun/gluggar');
    await recordEvents(page, 'byko-special-order-submitted');
    await chooseAndGoOn(page, 'Opnanlegur gluggi', 'Stærð');
    expect(await total(page)).toBe('70.000 kr.');
    // Each size, then the glass step shows the fixture's price for it.
    for (const size of ['60 × 60 cm', '100 × 120 cm', '120 × 150 cm'] as const) {
      await option(page, size).check();
      await nextButton(page).click();
      await nextButton(page).click();
      await stepHeading(page, 'Gler').waitFor();
      for (const glass of ['Tvöfalt gler', 'Þrefalt gler'] as const)
        expect(await priceOf(page, glass), `${glass} at ${size}`).toBe(glassPrices[glass][size]);
      await stepButton(page, 'Stærð').click();
      await stepHeading(page, 'Stærð').waitFor();
    }
    await nextButton(page).click();
    await chooseAndGoOn(page, 'Antrasítgrár', 'Gler');
    await chooseAndGoOn(page, 'Þrefalt gler', 'Yfirlit');
    expect(await overviewLines(page)).toEqual([
      ['Tegund', 'Opnanlegur gluggi', '62.000 kr.'],
      ['Stærð', '120 × 150 cm', '32.000 kr.'],
      ['Litur', 'Antrasítgrár', '9.500 kr.'],
      ['Gler', 'Þrefalt gler', '49.500 kr.'],
    ]);
    expect(await total(page)).toBe('153.000 kr.');
    expect(page.url()).toMatch(/\?step=yfirlit&v=102\.203\.302\.402$/);
    expect(await axeViolations(page)).toEqual([]);

    await fillContact(page);
    await submit(page).click();
    const heading = page.getByRole('heading', { name: 'Fyrirspurn móttekin!' });
    await heading.waitFor();
    expect(await hasFocus(heading)).toBe(true);
    expect((await sandbox.requestsTo('POST', applyPath)).map((entry) => entry.body)).toEqual([sentRequest]);
    expect(await recordedEvents(page, 'byko-special-order-submitted')).toEqual([
      { request: sentRequest, total: 153_000 },
    ]);
    expect(page.url()).toMatch(/\?step=mottekin&v=102\.203\.302\.402$/);
  });

  test('a step opens only up to the furthest reached; the overview once every step was', async () => {
    const page = await browser.page('/serpontun/gluggar');
    await stepHeading(page, 'Tegund').waitFor();
    for (const name of ['Stærð', 'Litur', 'Gler', 'Yfirlit'])
      expect(await stepButton(page, name).getAttribute('aria-disabled'), name).toBe('true');
    // Pressed anyway (Playwright waits for an enabled button unless forced): nothing moves.
    await stepButton(page, 'Litur').click({ force: true });
    await stepHeading(page, 'Tegund').waitFor();
    expect(page.url()).toMatch(/\?step=1&v=101$/);
    expect(await requestCount('GET', '/api/special-orders/categories/gluggar')).toBe(1);

    await nextButton(page).click();
    await nextButton(page).click();
    await stepHeading(page, 'Litur').waitFor();
    await stepButton(page, 'Tegund').click();
    await stepHeading(page, 'Tegund').waitFor();
    // Back at the start, what was reached stays open.
    expect(await stepButton(page, 'Litur').getAttribute('aria-disabled')).toBeNull();
    expect(await stepButton(page, 'Gler').getAttribute('aria-disabled')).toBe('true');
    await stepButton(page, 'Litur').click();
    await nextButton(page).click();
    await stepHeading(page, 'Gler').waitFor();
    expect(await stepButton(page, 'Yfirlit').getAttribute('aria-disabled')).toBeNull();
    await stepButton(page, 'Tegund').click();
    await stepButton(page, 'Yfirlit').click();
    await submit(page).waitFor();
  });

  test('the options are a radio group: the arrow keys change the choice and the total', async () => {
    const page = await browser.page('/serpontun/gluggar');
    await option(page, 'Fastur gluggi').focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => option(page, 'Opnanlegur gluggi').isChecked()).toBe(true);
    await expect.poll(() => total(page)).toBe('70.000 kr.');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => option(page, 'Veltigluggi').isChecked()).toBe(true);
    await expect.poll(() => total(page)).toBe('79.000 kr.');
    await expect.poll(() => page.url()).toMatch(/v=103$/);
  });

  test('the four messages of the overview, all on submit, and nothing sent', async () => {
    const page = await browser.page('/serpontun/gluggar?step=yfirlit&v=101.201.301.401');
    await submit(page).click();
    for (const message of ['Ógilt nafn', 'Ógild kennitala', 'Ógilt símanúmer', 'Ógilt netfang'])
      await page.getByText(message, { exact: true }).waitFor();
    expect(await hasFocus(page.getByLabel('Nafn'))).toBe(true);
    await fillContact(page, { name: 'Anna', ssn: '123', phone: '12345', email: 'anna@' });
    await submit(page).click();
    for (const message of ['Ógild kennitala', 'Ógilt símanúmer', 'Ógilt netfang'])
      await page.getByText(message, { exact: true }).waitFor();
    expect(await page.getByText('Ógilt nafn', { exact: true }).count()).toBe(0);
    expect(await requestCount('POST', applyPath)).toBe(0);
    // What was typed stays.
    expect(await page.getByLabel('Netfang').inputValue()).toBe('anna@');
  });

  test.each(messageFaults(failure))(
    'a $fault on submit shows "$message", keeps everything, and a retry sends',
    async ({ fault, message }) => {
      const page = await browser.page();
      await configureGluggar(page);
      await fillContact(page);
      await armFault(`POST ${applyPath}`, fault);
      await submit(page).click();
      await expectAlert(page, message);
      expect(await page.getByLabel('Netfang').inputValue()).toBe(contact.email);
      expect(await total(page)).toBe('153.000 kr.');
      await submit(page).click();
      await page.getByRole('heading', { name: 'Fyrirspurn móttekin!' }).waitFor();
      const bodies = (await sandbox.requestsTo('POST', applyPath)).map((entry) => entry.body);
      expect(bodies).toEqual([sentRequest, sentRequest]);
    },
  );

  test('one request however often Senda fyrirspurn is pressed; the steps wait meanwhile', async () => {
    const page = await browser.page();
    await holdAnswers(page, applyPath, 1500);
    await configureGluggar(page);
    await fillContact(page);
    await submit(page).dblclick();
    await submit(page).press('Enter');
    expect(await submit(page).getAttribute('aria-busy')).toBe('true');
    expect(await stepButton(page, 'Tegund').getAttribute('aria-disabled')).toBe('true');
    await stepButton(page, 'Tegund').click({ force: true });
    await page.getByRole('heading', { name: 'Fyrirspurn móttekin!' }).waitFor();
    expect(await requestCount('POST', applyPath)).toBe(1);
  });

  test('Back from Fyrirspurn móttekin! goes to the last step, not to the sent overview', async () => {
    const page = await browser.page();
    await configureGluggar(page);
    const entries = await page.evaluate(() => history.length);
    await fillContact(page);
    await submit(page).click();
    await page.getByRole('heading', { name: 'Fyrirspurn móttekin!' }).waitFor();
    // The success took the overview's place in the history.
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await page.goBack();
    await stepHeading(page, 'Gler').waitFor();
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await page.goBack();
    await stepHeading(page, 'Litur').waitFor();
    expect(await option(page, 'Antrasítgrár').isChecked()).toBe(true);
    expect(await requestCount('POST', applyPath)).toBe(1);
  });

  test('Back and Forward move between steps with the choices kept; a reload restores step and choices', async () => {
    const page = await browser.page('/serpontun/gluggar');
    await chooseAndGoOn(page, 'Veltigluggi', 'Stærð');
    await chooseAndGoOn(page, '100 × 120 cm', 'Litur');
    await page.goBack();
    await stepHeading(page, 'Stærð').waitFor();
    expect(await option(page, '100 × 120 cm').isChecked()).toBe(true);
    await page.goBack();
    await stepHeading(page, 'Tegund').waitFor();
    expect(await option(page, 'Veltigluggi').isChecked()).toBe(true);
    // 71 000 + 18 000 + 0 + the double glass at 100 × 120 cm, 19 500.
    expect(await total(page)).toBe('108.500 kr.');
    await page.goForward();
    await stepHeading(page, 'Stærð').waitFor();
    await page.reload();
    await stepHeading(page, 'Stærð').waitFor();
    expect(await option(page, '100 × 120 cm').isChecked()).toBe(true);
    expect(await total(page)).toBe('108.500 kr.');
    // Litur was reached before the reload: it stays open.
    expect(await stepButton(page, 'Litur').getAttribute('aria-disabled')).toBeNull();
    // 'Til baka' in the element: one step back, a new history entry, the choices kept.
    await backButton(page).click();
    await stepHeading(page, 'Tegund').waitFor();
    expect(await option(page, 'Veltigluggi').isChecked()).toBe(true);
    expect(page.url()).toMatch(/\?step=1&v=103\.202\.301$/);
  });

  test('a shared link opens its step with its choices; one that names a step not reached stays at the first', async () => {
    const page = await browser.page('/serpontun/gluggar?step=yfirlit&v=102.203.302.402');
    await submit(page).waitFor();
    expect(await total(page)).toBe('153.000 kr.');
    // Opened, not moved to: the focus stays where the page put it.
    expect(await hasFocus(stepHeading(page, 'Yfirlit'))).toBe(false);
    await page.goto('/serpontun/gluggar?step=4&v=103');
    await stepHeading(page, 'Tegund').waitFor();
    await expect.poll(() => option(page, 'Veltigluggi').isChecked()).toBe(true);
    await expect.poll(() => page.url()).toMatch(/\?step=1&v=103$/);
  });

  test('the pictures load lazily into a 4:3 box that does not move when they arrive', async () => {
    const page = await browser.page();
    await holdAnswers(page, '/api/special-orders/images/*', 1500);
    await page.goto('/serpontun/gluggar');
    const card = page.locator('.so-option', { has: option(page, 'Fastur gluggi') });
    const box = card.locator('.so-option-image');
    const before = await box.boundingBox();
    const image = box.locator('img');
    expect(await image.getAttribute('loading')).toBe('lazy');
    expect(await image.evaluate((img) => (img as HTMLImageElement).complete)).toBe(false);
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 8000 })
      .toBe(160);
    const after = await box.boundingBox();
    expect(after).toEqual(before);
    expect(Math.round(((before?.width ?? 0) / (before?.height ?? 1)) * 100)).toBe(133);
  });
});

describe('loading', () => {
  test("an unknown category: the server's 'Flokkur fannst ekki'", async () => {
    const page = await browser.page('/serpontun/sofar');
    await expectAlert(page, 'Flokkur fannst ekki');
    expect(await page.getByRole('heading', { level: 1, name: 'Flokkur fannst ekki' }).count()).toBe(1);
  });

  test.each(messageFaults('Óvænt villa kom upp'))(
    'a $fault while loading shows "$message"; Reyna aftur loads',
    async ({ fault, message }) => {
      await armFault('GET /api/special-orders/categories/gluggar/selections', fault);
      const page = await browser.page('/serpontun/gluggar');
      await expectAlert(page, message);
      await page.getByRole('button', { name: 'Reyna aftur' }).click();
      await stepHeading(page, 'Tegund').waitFor();
      expect(await total(page)).toBe('53.000 kr.');
    },
  );
});

describe('hurdir at /serpontun/hurdir', () => {
  test('three steps and the overview, no dynamic prices', async () => {
    const page = await browser.page('/serpontun/hurdir');
    await page.getByRole('heading', { level: 1, name: 'Hurðir' }).waitFor();
    expect(await total(page)).toBe('89.000 kr.');
    await chooseAndGoOn(page, 'Innihurð', 'Opnun');
    await chooseAndGoOn(page, 'Vinstri', 'Áferð');
    await chooseAndGoOn(page, 'Eik', 'Yfirlit');
    expect(await overviewLines(page)).toEqual([
      ['Tegund', 'Innihurð', '34.000 kr.'],
      ['Opnun', 'Vinstri', '0 kr.'],
      ['Áferð', 'Eik', '12.000 kr.'],
    ]);
    expect(await total(page)).toBe('46.000 kr.');
    await fillContact(page);
    await submit(page).click();
    await page.getByRole('heading', { name: 'Fyrirspurn móttekin!' }).waitFor();
    expect((await sandbox.requestsTo('POST', applyPath)).at(0)?.body).toMatchObject({
      categoryName: 'hurdir',
      options: [502, 602, 702],
    });
  });
});

/** A plain page of the storefront's that embeds the element by its tag. */
async function plainPage(page: Page, category: string): Promise<Locator> {
  await page.route('**/verslun/serpontun', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="is"><head><meta charset="utf-8"><title>Verslun</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<script type="module" src="/cdn/byko-widgets.js"></script></head>
<body><main><special-order category="${category}"></special-order></main></body></html>`,
    }),
  );
  await page.goto('/verslun/serpontun');
  return page.locator('special-order');
}

describe('embedded by its tag', () => {
  test('works on a plain page, and a changed category attribute starts over', async () => {
    const page = await browser.page();
    const element = await plainPage(page, 'gluggar');
    await recordEvents(page, 'byko-special-order-submitted');
    await chooseAndGoOn(page, 'Veltigluggi', 'Stærð');
    await chooseAndGoOn(page, '120 × 150 cm', 'Litur');
    expect(page.url()).toMatch(/\/verslun\/serpontun\?step=3&v=103\.203\.301$/);
    const entries = await page.evaluate(() => history.length);

    await element.evaluate((node) => node.setAttribute('category', 'hurdir'));
    await page.getByRole('heading', { level: 1, name: 'Hurðir' }).waitFor();
    await stepHeading(page, 'Tegund').waitFor();
    expect(await option(page, 'Útihurð').isChecked()).toBe(true);
    expect(await total(page)).toBe('89.000 kr.');
    for (const name of ['Opnun', 'Áferð', 'Yfirlit'])
      expect(await stepButton(page, name).getAttribute('aria-disabled'), name).toBe('true');
    await expect.poll(() => page.url()).toMatch(/\?step=1&v=501$/);
    // The new category took the entry's place: no step of the change is left in the history.
    expect(await page.evaluate(() => history.length)).toBe(entries);

    await chooseAndGoOn(page, 'Útihurð', 'Opnun');
    await chooseAndGoOn(page, 'Hægri', 'Áferð');
    await chooseAndGoOn(page, 'Hvít', 'Yfirlit');
    await fillContact(page);
    await submit(page).click();
    await page.getByRole('heading', { name: 'Fyrirspurn móttekin!' }).waitFor();
    expect(await recordedEvents(page, 'byko-special-order-submitted')).toEqual([
      { request: { ...sentRequest, categoryName: 'hurdir', options: [501, 601, 701] }, total: 89_000 },
    ]);
  });
});

describe('layouts (spec §9: a small screen is under 1024 px)', () => {
  test('at 360 px: the compact stepper and one column of options', async () => {
    const page = await browser.page();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/serpontun/gluggar');
    await stepHeading(page, 'Tegund').waitFor();
    expect(await page.getByText('Skref 1 af 5', { exact: true }).isVisible()).toBe(true);
    expect(await stepButton(page, 'Tegund').isVisible()).toBe(false);
    const lefts = await page
      .locator('.so-option')
      .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(1);
    // The total and the buttons stay in the window's last lines while the options scroll.
    const bar = await page.locator('.so-bar').boundingBox();
    expect((bar?.y ?? 0) + (bar?.height ?? 0)).toBeLessThanOrEqual(740);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('at 1280 px: every step in the stepper and the options side by side', async () => {
    const page = await browser.page();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/serpontun/gluggar');
    await stepHeading(page, 'Tegund').waitFor();
    expect(await page.getByText('Skref 1 af 5', { exact: true }).isVisible()).toBe(false);
    expect(await stepButton(page, 'Tegund').getAttribute('aria-current')).toBe('step');
    const tops = await page
      .locator('.so-option')
      .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
  });
});
