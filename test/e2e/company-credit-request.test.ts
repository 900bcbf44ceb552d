import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { bjarni } from '../support/people.ts';
import { requestCount, submitButton } from './applications.ts';
import { browserPerTestFile, sandbox, storedUser } from './harness.ts';

// <byko-company-credit-request> at /vidskipti/fyrirtaeki/{guid} end to end against the built server
// and its sandbox (demo-app-guid logs Bjarni in for Byggir ehf., 5302691089; any other guid is
// refused): only what crosses the page, the app's link opened and followed to the request sent, a
// refused link leaving for /company-credit with Back returning to the page before it, and Back
// out of the element to the host's page before. The stages' rules and what is sent are the
// models' (widgets/company-credit/request/), what each state shows the stories'
// (stories/company-credit-request.stories.tsx), the attributes, events and history between the
// stages the element contract's (test/elements/company-credit-request-element.test.ts).

const browser = browserPerTestFile();

const guid = 'demo-app-guid';
const path = `/vidskipti/fyrirtaeki/${guid}`;
const validationPath = `/company/app-validation/${guid}`;
const requestPath = '/api/customers/company-credit-increase-requests';
const nbsp = '\u00a0';

const amount = (page: Page): Locator => page.getByRole('textbox', { name: 'Umbeðin heimild' });
const nextButton = (page: Page): Locator => page.getByRole('button', { name: 'Áfram' });

/** The stage the URL names (`?stig=`). */
function stageInUrl(page: Page): string | null {
  return new URL(page.url()).searchParams.get('stig');
}

/** A host page before the request: the instalment calculator (no login, no moves of its own). */
const pageBefore = '/innri/greidsludreifing';

async function openPageBefore(page: Page): Promise<void> {
  await page.goto(pageBefore);
  await page.locator('byko-instalment-calculator').waitFor({ state: 'attached' });
}

/** Within the host page, as an element of it asks to move (byko-navigate): the same document. */
async function moveInPage(page: Page, to: string): Promise<void> {
  await page.evaluate((target) => {
    document.dispatchEvent(
      new CustomEvent('byko-navigate', { detail: { to: target }, bubbles: true, cancelable: true }),
    );
  }, to);
}

describe('<byko-company-credit-request> across the page (spec §2 "App flow", §4, §8)', () => {
  test('the link from the app: validated once and stored as from the app; Byggir ehf., the request sent once, storage cleared', async () => {
    const page = await browser.page();
    await page.goto(path);
    await nextButton(page).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Hækkun heimildar fyrirtækis' }).waitFor();
    expect(stageInUrl(page)).toBe('reikningur');
    expect(await storedUser(page)).toMatchObject({
      name: bjarni.name,
      ssn: bjarni.ssn,
      isComingFromApp: 'true',
      companySsn: '5302691089',
    });
    await nextButton(page).click();
    await amount(page).fill('1500000');
    expect(stageInUrl(page)).toBe('umsokn');
    await submitButton(page).click();
    await page
      .getByText(`Umsókn um 1.500.000${nbsp}kr. heimild fyrir Byggir ehf. hefur verið send.`)
      .waitFor();
    expect(stageInUrl(page)).toBe('mottekin');
    const sent = await sandbox.requestsTo('POST', requestPath);
    expect(sent.map((entry) => [entry.body, entry.status])).toEqual([
      [
        {
          name: bjarni.name,
          phone: bjarni.phone,
          email: 'byggir@example.is',
          amount: 1_500_000,
          companySsn: '5302691089',
        },
        200,
      ],
    ]);
    expect(await storedUser(page)).toEqual({});
    expect(await requestCount('POST', validationPath)).toBe(1);
  });

  test('a refused link, followed from another page or within it: storage cleared, on /company-credit; Back returns to the page before, the link validated once', async () => {
    const page = await browser.page();
    const badPath = '/company/app-validation/not-a-guid';
    for (const reach of ['link', 'in-page'] as const) {
      await openPageBefore(page);
      // A web session of someone else, as a page of this origin left it.
      await page.evaluate(() => {
        localStorage.setItem('token', 'an-older-token');
        localStorage.setItem('name', 'Anna Jónsdóttir');
      });
      const before = await requestCount('POST', badPath);
      if (reach === 'link') await page.goto('/vidskipti/fyrirtaeki/not-a-guid');
      else await moveInPage(page, '/vidskipti/fyrirtaeki/not-a-guid');
      await page.waitForURL(/\/company-credit$/);
      expect(await storedUser(page), reach).toEqual({});
      await page.goBack();
      await page.waitForURL((url) => url.pathname === pageBefore);
      await page.locator('byko-instalment-calculator').waitFor({ state: 'attached' });
      await expect(page.locator('byko-company-credit-request').count(), reach).resolves.toBe(0);
      expect(await requestCount('POST', badPath), reach).toBe(before + 1);
    }
    expect(
      (await sandbox.requestsTo('POST', '/company/app-validation/not-a-guid')).map((e) => e.status),
    ).toEqual([400, 400]);
  });

  test('leaving stage 1 by history.go(-2) to the page before: its URL has no ?stig=, the element is gone', async () => {
    const page = await browser.page();
    await openPageBefore(page);
    await moveInPage(page, path);
    await nextButton(page).click();
    await amount(page).waitFor();
    expect(stageInUrl(page)).toBe('umsokn');
    await page.evaluate(() => history.go(-2));
    await page.waitForURL((url) => url.pathname === pageBefore);
    await page.locator('byko-instalment-calculator').waitFor({ state: 'attached' });
    await expect(page.locator('byko-company-credit-request').count()).resolves.toBe(0);
    // The element heard the same popstate before the page replaced it: it wrote nothing here.
    expect(await page.evaluate(() => location.search)).toBe('');
  });
});
