import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { requestCount } from './applications.ts';
import { hasFocus } from './flows.ts';
import { browserPerTestFile, sandbox } from './harness.ts';

// The special-order configurator (spec §2, §5 "Special order") on its page, /serpontun/{category},
// against the sandbox's gluggar: its steps and choices in the page's URL (shared links, Back,
// Forward, a reload, Til baka) and an inquiry sent from the page. What each step shows, the prices,
// the messages and the faults are the model's (widgets/special-order/special-order.model.test.ts),
// the stories' (stories/special-order.stories.tsx) and the element test's
// (test/elements/special-order-element.test.ts: the tag on any page, its events, keys and layout).

const browser = browserPerTestFile();

const applyPath = '/api/special-orders/apply';
const contact = { name: 'Anna Jónsdóttir', ssn: '0101302989', phone: '8201234', email: 'anna@example.is' };

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

/** Chooses an option of the step on screen, then 'Áfram'; waits for the next step's heading. */
async function chooseAndGoOn(page: Page, name: string, nextStep: string): Promise<void> {
  await option(page, name).check();
  await nextButton(page).click();
  await stepHeading(page, nextStep).waitFor();
}

async function fillContact(page: Page): Promise<void> {
  const labels = { name: 'Nafn', ssn: 'Kennitala', phone: 'Símanúmer', email: 'Netfang' } as const;
  for (const [field, value] of Object.entries(contact))
    await page.getByLabel(labels[field as keyof typeof labels]).fill(value);
}

test('shared links open their step with their choices; the steps live in the URL (Back, Forward, a reload, Til baka); the inquiry is sent from the page, and Back leaves its success for the last step', async () => {
  const page = await browser.page('/serpontun/gluggar?step=yfirlit&v=102.203.302.402');
  await submit(page).waitFor();
  expect(await total(page)).toBe('153.000 kr.');
  // Opened, not moved to: the focus stays where the page put it.
  expect(await hasFocus(stepHeading(page, 'Yfirlit'))).toBe(false);
  // A link to a step not reached opens the first, with the choices it names.
  await page.goto('/serpontun/gluggar?step=4&v=103');
  await stepHeading(page, 'Tegund').waitFor();
  await expect.poll(() => option(page, 'Veltigluggi').isChecked()).toBe(true);
  await expect.poll(() => page.url()).toMatch(/\?step=1&v=103$/);

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

  await nextButton(page).click();
  await stepHeading(page, 'Stærð').waitFor();
  await nextButton(page).click();
  await stepHeading(page, 'Litur').waitFor();
  await chooseAndGoOn(page, 'Antrasítgrár', 'Gler');
  await chooseAndGoOn(page, 'Þrefalt gler', 'Yfirlit');
  const entries = await page.evaluate(() => history.length);
  await fillContact(page);
  await submit(page).click();
  await page.getByRole('heading', { name: 'Fyrirspurn móttekin!' }).waitFor();
  expect((await sandbox.requestsTo('POST', applyPath)).map((entry) => entry.body)).toEqual([
    { ...contact, categoryName: 'gluggar', options: [103, 202, 302, 402] },
  ]);
  expect(page.url()).toMatch(/\?step=mottekin&v=103\.202\.302\.402$/);
  // The success took the overview's place in the history: Back goes to the last step.
  expect(await page.evaluate(() => history.length)).toBe(entries);
  await page.goBack();
  await stepHeading(page, 'Gler').waitFor();
  expect(await page.evaluate(() => history.length)).toBe(entries);
  await page.goBack();
  await stepHeading(page, 'Litur').waitFor();
  expect(await option(page, 'Antrasítgrár').isChecked()).toBe(true);
  expect(await requestCount('POST', applyPath)).toBe(1);
});
