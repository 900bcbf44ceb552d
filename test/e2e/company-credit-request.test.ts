import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { formatIsk } from '../../widgets/core/runtime/format.ts';
import { bjarni } from '../support/people.ts';
import {
  armFault,
  detailsShown,
  expectAlert,
  messageFaults,
  personFields,
  recordSubmitted,
  requestCount,
  submitButton,
  submittedEvents,
} from './applications.ts';
import { axeViolations, hasFocus, holdAnswers } from './flows.ts';
import { browserPerTestFile, sandbox, storedUser } from './harness.ts';

// <byko-company-credit-request> at /vidskipti/fyrirtaeki/{guid} (spec §2 "App flow", §4 "App credit
// flow", §5 "App company lookup", "App credit form", §6, §8) end to end against the built server and
// its sandbox: demo-app-guid logs Bjarni in for Byggir ehf. (5302691089: C-20001, limit 1 000 000,
// max 3 000 000); Smiðjan hf. (6208092090) has no max amount; any other guid is refused.

const browser = browserPerTestFile();

const guid = 'demo-app-guid';
const path = `/vidskipti/fyrirtaeki/${guid}`;
const validationPath = `/company/app-validation/${guid}`;
const byggir = '5302691089';
const smidjan = '6208092090';
const findPath = (ssn: string) => `/api/customers/find/accounts/${ssn}`;
const maxPath = (ssn: string) => `/api/customers/company/${ssn}/max-amount`;
const controlPath = (ssn: string) => `/api/customers/company/${ssn}/credit-control`;
const requestPath = '/api/customers/company-credit-increase-requests';
const nbsp = '\u00a0';
const isk = (digits: string) => `${digits}${nbsp}kr.`;
const invalidSsn = 'Kennitalan er ekki gild fyrirtækjakennitala';

const { phone, email } = personFields;
const companySsn = (page: Page): Locator => page.getByRole('textbox', { name: 'Kennitala fyrirtækis' });
const amount = (page: Page): Locator => page.getByRole('textbox', { name: 'Umbeðin heimild' });
const nextButton = (page: Page): Locator => page.getByRole('button', { name: 'Áfram' });
const sentHeading = (page: Page): Locator => page.getByRole('heading', { name: 'Umsókn móttekin' });
const pickHeading = (page: Page): Locator => page.getByRole('heading', { name: 'Veldu fyrirtæki' });
const guarantorNote =
  'Fjárhæð yfir hámarksheimild þarf ábyrgðaraðila. Umsókninni verður svarað næsta virka dag.';

/** What a screen reader reads after the input's name: the text of its aria-describedby. */
async function descriptionOf(input: Locator): Promise<string> {
  return input.evaluate((node) => {
    const root = node.getRootNode();
    if (!(root instanceof ShadowRoot)) return '';
    const ids = (node.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    return ids.map((id) => root.getElementById(id)?.textContent ?? '').join(' ');
  });
}

/** The stage the URL names (`?stig=`). */
function stageInUrl(page: Page): string | null {
  return new URL(page.url()).searchParams.get('stig');
}

/** The company's details as stage 0 shows them (term, value). */
const companyDetails = detailsShown;

/**
 * At the page's width: how much wider the page is than its window, and each visible control of the
 * element under 44 px either way (DESIGN.md: every route at 320 px, 44 px targets).
 */
async function fitsPhone(page: Page): Promise<{ overflow: number; small: string[] }> {
  return page.evaluate(() => {
    const root = document.querySelector('byko-company-credit-request')?.shadowRoot;
    const controls = Array.from(root?.querySelectorAll('button, a[href], input') ?? []);
    const small = controls
      .filter((control) => control.checkVisibility())
      .map((control) => ({ control, box: control.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(
        ({ control, box }) =>
          `${control.textContent || control.getAttribute('name')}: ${box.width}×${box.height}`,
      );
    return { overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth, small };
  });
}

/** Opened with demo-app-guid: stage 0 with Byggir ehf. found. */
async function openStage0(page: Page): Promise<void> {
  await page.goto(path);
  await nextButton(page).waitFor();
}

/** On to stage 1 for Byggir ehf. */
async function openStage1(page: Page): Promise<void> {
  await openStage0(page);
  await nextButton(page).click();
  await amount(page).waitFor();
}

/** A host page before the request: the instalment calculator (no login, no moves of its own). */
const pageBefore = '/innri/greidsludreifing';

/** Within the host page, as an element of it asks to move (byko-navigate): the same document. */
async function moveInPage(page: Page, to: string): Promise<void> {
  await page.evaluate((target) => {
    document.dispatchEvent(
      new CustomEvent('byko-navigate', { detail: { to: target }, bubbles: true, cancelable: true }),
    );
  }, to);
}

/** A stored web session of someone else, as a page of this origin left it. */
async function storeOlderSession(page: Page): Promise<void> {
  await page.goto('/__blank-for-login');
  await page.evaluate(() => {
    localStorage.setItem('token', 'an-older-token');
    localStorage.setItem('name', 'Anna Jónsdóttir');
  });
}

describe('demo-app-guid through stages 0–2', () => {
  test('validated and stored as from the app; Byggir ehf. shown; the request sent once with what was typed; success, storage cleared', async () => {
    // The credit control's validity: a month before the sandbox's clock to 11 months after.
    expect((await sandbox.post('/__sandbox/clock', { now: '2026-11-23T12:00:00Z' })).ok).toBe(true);
    const page = await browser.page();
    await openStage0(page);
    await page.getByRole('heading', { level: 1, name: 'Hækkun heimildar fyrirtækis' }).waitFor();
    expect(stageInUrl(page)).toBe('reikningur');
    await expect(companySsn(page).inputValue()).resolves.toBe(byggir);
    const details = await companyDetails(page);
    expect(details).toEqual([
      ['Fyrirtæki', 'Byggir ehf.'],
      ['Reikningsnúmer', 'C-20001'],
      ['Núverandi heimild', isk('1.000.000')],
      ['Gildistími', '23.10.2026 – 23.10.2027'],
      ['Hámarksheimild', isk('3.000.000')],
    ]);
    const stored = await storedUser(page);
    expect(stored).toMatchObject({
      name: bjarni.name,
      ssn: bjarni.ssn,
      phoneNumber: bjarni.phone,
      isComingFromApp: 'true',
      companySsn: byggir,
    });
    expect(stored.token).toBeTruthy();
    expect(await axeViolations(page)).toEqual([]);

    await nextButton(page).click();
    await amount(page).waitFor();
    expect(stageInUrl(page)).toBe('umsokn');
    // Going on with the company makes it the session's (spec §3).
    expect(await storedUser(page)).toMatchObject({
      companySsn: byggir,
      companyName: 'Byggir ehf.',
      companyEmail: 'byggir@example.is',
      companyPhoneNumber: '5151000',
    });
    // The button pressed is gone: the focus is on the new stage's heading.
    await expect
      .poll(() => hasFocus(page.getByRole('heading', { name: 'Umsókn um hækkun heimildar' })))
      .toBe(true);
    await expect(page.getByRole('textbox', { name: 'Nafn' }).inputValue()).resolves.toBe(bjarni.name);
    await expect(phone(page).inputValue()).resolves.toBe(bjarni.phone);
    await expect(email(page).inputValue()).resolves.toBe('byggir@example.is');
    await amount(page).fill('1500000');
    await email(page).fill('fjarmal@byggir.is');
    // Away from the focus the amount reads as ISK; the digits stay what is sent.
    await expect(amount(page).inputValue()).resolves.toBe(isk('1.500.000'));
    await page.getByText('Heil krónutala. Hámarksheimild fyrirtækisins: 3.000.000').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await recordSubmitted(page);
    await submitButton(page).dblclick();
    await sentHeading(page).waitFor();
    await page
      .getByText(`Umsókn um ${isk('1.500.000')} heimild fyrir Byggir ehf. hefur verið send.`)
      .waitFor();
    const request = {
      name: bjarni.name,
      phone: bjarni.phone,
      email: 'fjarmal@byggir.is',
      amount: 1_500_000,
      companySsn: byggir,
    };
    const sent = await sandbox.requestsTo('POST', requestPath);
    expect(sent.map((entry) => [entry.body, entry.status])).toEqual([[request, 200]]);
    expect(await submittedEvents(page)).toEqual([{ application: 'company-credit-request', request }]);
    expect(await storedUser(page)).toEqual({});
    expect(stageInUrl(page)).toBe('mottekin');
    expect(await axeViolations(page)).toEqual([]);
    expect(await requestCount('POST', validationPath)).toBe(1);
  });

  test("above the max amount: the note, part of the amount's description and announced, and it is still sent", async () => {
    const page = await browser.page();
    await openStage1(page);
    const hint = 'Heil krónutala. Hámarksheimild fyrirtækisins: 3.000.000';
    await expect(descriptionOf(amount(page))).resolves.toContain(hint);
    await expect(descriptionOf(amount(page))).resolves.not.toContain(guarantorNote);
    // The live region is there before the note, so its text is announced when it comes.
    const statuses = page.getByRole('status');
    await expect(statuses.count()).resolves.toBe(1);
    const announcer = await statuses.elementHandle();
    await amount(page).fill('4000000');
    await page.getByText(guarantorNote).first().waitFor();
    await expect(descriptionOf(amount(page))).resolves.toContain(`${hint}${nbsp}kr. ${guarantorNote}`);
    expect(await announcer?.evaluate((node) => [node.isConnected, node.textContent])).toEqual([
      true,
      guarantorNote,
    ]);
    await submitButton(page).click();
    await sentHeading(page).waitFor();
    expect((await sandbox.requestsTo('POST', requestPath)).map((entry) => entry.body)).toMatchObject([
      { amount: 4_000_000 },
    ]);
  });

  test('the amount: required, not zero; phone and e-mail required; nothing sent', async () => {
    const page = await browser.page();
    await openStage1(page);
    await submitButton(page).click();
    await page.getByText('Vinsamlegast fyllið út þennan reit').waitFor();
    await amount(page).fill('0');
    await submitButton(page).click();
    await page.getByText('Fjárhæð þarf að vera yfir 0kr.').waitFor();
    await expect(amount(page).getAttribute('aria-invalid')).resolves.toBe('true');
    await amount(page).fill('100000');
    await phone(page).fill('');
    await email(page).fill('');
    await submitButton(page).click();
    await expect.poll(() => page.getByText('Vinsamlegast fyllið út þennan reit').count()).toBe(2);
    expect(await requestCount('POST', requestPath)).toBe(0);
  });
});

describe('on a phone (320 px)', () => {
  test('every stage and the failures: no sideways scrolling, controls of 44 px, no axe violations', async () => {
    const page = await browser.page();
    await page.setViewportSize({ width: 320, height: 640 });
    const check = async (what: string) => {
      expect(await fitsPhone(page), what).toEqual({ overflow: 0, small: [] });
      expect(await axeViolations(page), what).toEqual([]);
    };
    await armFault(`POST ${validationPath}`, '500');
    await page.goto(path);
    await expectAlert(page, 'Villa í kerfi (sandkassi)');
    await check('the validation failed');
    await page.getByRole('button', { name: 'Reyna aftur' }).click();
    await nextButton(page).waitFor();
    await check('stage 0');
    await companySsn(page).fill('5804145080');
    await companySsn(page).press('Enter');
    await expectAlert(page, 'Fyrirtæki fannst ekki.');
    await check('stage 0, not found');
    await companySsn(page).fill(byggir);
    await companySsn(page).press('Enter');
    await nextButton(page).click();
    await amount(page).fill('4000000');
    await armFault(`POST ${requestPath}`, '500');
    await submitButton(page).click();
    await expectAlert(page, 'Villa í kerfi (sandkassi)');
    await check('stage 1, above the max, failed');
    await submitButton(page).click();
    await sentHeading(page).waitFor();
    await check('stage 2');
  });
});

describe('the guid refused or unanswered (spec §8)', () => {
  test('a bad guid: storage cleared, lands on /company-credit', async () => {
    const page = await browser.page();
    await storeOlderSession(page);
    await page.goto('/vidskipti/fyrirtaeki/not-a-guid');
    await page.waitForURL(/\/company-credit$/);
    expect(await storedUser(page)).toEqual({});
    expect(
      (await sandbox.requestsTo('POST', '/company/app-validation/not-a-guid')).map((entry) => entry.status),
    ).toEqual([400]);
  });

  test("a 5xx, a timeout or a broken answer: the message, storage cleared, Reyna aftur validates; 'Hætta við' leaves", async () => {
    const page = await browser.page();
    for (const { fault, message } of messageFaults('Óvænt villa kom upp')) {
      // A 400 with a reason is a refusal: tested below.
      if (fault === 'reason') continue;
      await storeOlderSession(page);
      await armFault(`POST ${validationPath}`, fault);
      await page.goto(path);
      await expectAlert(page, message);
      expect(await storedUser(page)).toEqual({});
      await page.getByRole('button', { name: 'Reyna aftur' }).click();
      await nextButton(page).waitFor();
      expect((await storedUser(page)).isComingFromApp).toBe('true');
      // The button pressed is gone: the focus is on stage 0's heading, not the body.
      await expect.poll(() => hasFocus(pickHeading(page))).toBe(true);
    }
    await armFault(`POST ${validationPath}`, '500');
    await page.goto(path);
    await expectAlert(page, 'Villa í kerfi (sandkassi)');
    await page.getByRole('button', { name: 'Hætta við' }).click();
    await page.waitForURL(/\/company-credit$/);
  });

  test('a bad guid reached from another page: Back returns to that page, and the guid is validated once', async () => {
    const page = await browser.page();
    const badPath = '/company/app-validation/not-a-guid';
    // Followed as a link (a new document), and within the host page (its router).
    for (const reach of ['link', 'in-page'] as const) {
      await page.goto(pageBefore);
      await page.locator('byko-instalment-calculator').waitFor({ state: 'attached' });
      const before = await requestCount('POST', badPath);
      if (reach === 'link') await page.goto('/vidskipti/fyrirtaeki/not-a-guid');
      else await moveInPage(page, '/vidskipti/fyrirtaeki/not-a-guid');
      await page.waitForURL(/\/company-credit$/);
      await page.goBack();
      await page.waitForURL((url) => url.pathname === pageBefore);
      await page.locator('byko-instalment-calculator').waitFor({ state: 'attached' });
      await expect(page.locator('byko-company-credit-request').count(), reach).resolves.toBe(0);
      expect(await requestCount('POST', badPath), reach).toBe(before + 1);
    }
  });

  test('a 400 with a reason: a refusal, to /company-credit', async () => {
    const page = await browser.page();
    await armFault(`POST ${validationPath}`, 'reason');
    await page.goto(path);
    await page.waitForURL(/\/company-credit$/);
    expect(await storedUser(page)).toEqual({});
  });
});

describe('stage 0: the company by kennitala (spec §5 "App company lookup")', () => {
  test('messages for what is not a company kennitala; Enter looks up; Enter on the company found goes on', async () => {
    const page = await browser.page();
    await openStage0(page);
    const lookupsBefore = (await sandbox.requests({ method: 'GET' })).length;
    for (const typed of ['530269108', '0507953069', '3302691089', '']) {
      await companySsn(page).fill(typed);
      await companySsn(page).press('Enter');
      await page.getByText(invalidSsn).waitFor();
      await expect(companySsn(page).getAttribute('aria-invalid')).resolves.toBe('true');
      await expect(nextButton(page).count()).resolves.toBe(0);
    }
    expect(await sandbox.requests({ method: 'GET' })).toHaveLength(lookupsBefore);

    // Typing keeps digits only ('620809-2090' as written).
    await companySsn(page).fill('620809-2090');
    await expect(companySsn(page).inputValue()).resolves.toBe(smidjan);
    await companySsn(page).press('Enter');
    await nextButton(page).waitFor();
    expect(await companyDetails(page)).toContainEqual(['Fyrirtæki', 'Smiðjan hf.']);
    // Its max amount is null: 0.
    expect(await companyDetails(page)).toContainEqual(['Hámarksheimild', isk('0')]);
    expect(await requestCount('GET', findPath(smidjan))).toBe(1);
    await companySsn(page).press('Enter');
    await amount(page).waitFor();
    await page.getByText('Smiðjan hf.').waitFor();
    expect(await requestCount('GET', findPath(smidjan))).toBe(1);
  });

  test("an unknown company: 'Fyrirtæki fannst ekki.', no retry; 'Leita' pressed twice asks once", async () => {
    const page = await browser.page();
    await openStage0(page);
    await companySsn(page).fill('5804145080');
    const unknown = '5804145080';
    // Every answer of the lookup held, so the second click lands while the first is on its way.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === findPath(unknown)) asked.push(request.url());
    });
    for (const held of [findPath(unknown), maxPath(unknown), controlPath(unknown)])
      await holdAnswers(page, held);
    await page.getByRole('button', { name: 'Leita' }).dblclick();
    await expectAlert(page, 'Fyrirtæki fannst ekki.');
    await expect(page.getByRole('button', { name: 'Reyna aftur' }).count()).resolves.toBe(0);
    // What the page asked (counted when asked, before the hold) and what the server received.
    expect(asked).toHaveLength(1);
    await expect.poll(() => requestCount('GET', findPath(unknown))).toBe(1);
  });

  test('the company found is announced: the status region that said nothing now names it', async () => {
    const page = await browser.page();
    await openStage0(page);
    const region = page.getByRole('status').filter({ hasText: 'Byggir ehf.' });
    await expect(region.count()).resolves.toBe(1);
    const announcer = await region.elementHandle();
    await companySsn(page).fill(smidjan);
    await expect.poll(() => announcer?.evaluate((node) => node.textContent)).toBe('');
    await companySsn(page).press('Enter');
    await nextButton(page).waitFor();
    // The same region (mounted throughout, so screen readers announce the change) names the company.
    expect(await announcer?.evaluate((node) => node.isConnected)).toBe(true);
    await expect.poll(() => announcer?.evaluate((node) => node.textContent)).toContain('Smiðjan hf.');
  });

  test("'Útskrá': storage cleared, to /company-credit", async () => {
    const page = await browser.page();
    await openStage0(page);
    await page.getByRole('button', { name: 'Útskrá' }).click();
    await page.waitForURL(/\/company-credit$/);
    expect(await storedUser(page)).toEqual({});
  });
});

describe('under faults (spec §8): every load and the submit', () => {
  test("each lookup's faults: the message, Reyna aftur looks up again, one request per click", async () => {
    const page = await browser.page();
    for (const lookupPath of [findPath(byggir), maxPath(byggir), controlPath(byggir)]) {
      for (const { fault, message } of messageFaults('Óvænt villa kom upp')) {
        await armFault(`GET ${lookupPath}`, fault);
        const before = await requestCount('GET', lookupPath);
        await page.goto(path);
        await expectAlert(page, message);
        await expect(companySsn(page).inputValue()).resolves.toBe(byggir);
        await expect(nextButton(page).count()).resolves.toBe(0);
        await page.getByRole('button', { name: 'Reyna aftur' }).click();
        await nextButton(page).waitFor();
        expect(await requestCount('GET', lookupPath)).toBe(before + 2);
        // The button pressed is gone: the focus is on the stage's heading, not the body.
        await expect.poll(() => hasFocus(pickHeading(page))).toBe(true);
      }
    }
  });

  test("the submit's faults: the message, what was typed kept, a retry sends it once more", async () => {
    const page = await browser.page();
    let sentBefore = 0;
    for (const [index, { fault, message }] of messageFaults('Óvænt villa kom upp').entries()) {
      const requested = String(1_000_000 + index * 100_000);
      await openStage1(page);
      await amount(page).fill(requested);
      await phone(page).fill('6902345');
      await armFault(`POST ${requestPath}`, fault);
      await submitButton(page).click();
      await expectAlert(page, message);
      await expect(amount(page).inputValue()).resolves.toBe(formatIsk(Number(requested)));
      await expect(phone(page).inputValue()).resolves.toBe('6902345');
      expect(await requestCount('POST', requestPath)).toBe(sentBefore + 1);
      // Still logged in from the app: the failure is the request's, not the session's.
      expect((await storedUser(page)).isComingFromApp).toBe('true');

      await submitButton(page).click();
      await sentHeading(page).waitFor();
      const sent = await sandbox.requestsTo('POST', requestPath);
      expect(sent).toHaveLength(sentBefore + 2);
      expect(sent.at(-1)?.body).toEqual({
        name: bjarni.name,
        phone: '6902345',
        email: 'byggir@example.is',
        amount: Number(requested),
        companySsn: byggir,
      });
      sentBefore = sent.length;
    }
  });

  test('a 401 on the submit: the app session is gone, storage cleared, to /company-credit', async () => {
    const page = await browser.page();
    await openStage1(page);
    await amount(page).fill('1000000');
    await armFault(`POST ${requestPath}`, '401');
    await submitButton(page).click();
    await page.waitForURL(/\/company-credit$/);
    expect(await storedUser(page)).toEqual({});
  });
});

describe('Back and Forward between stages (?stig=)', () => {
  test('Back to stage 0 and Forward to the form keep what was typed; after success Back does not show the sent form', async () => {
    const page = await browser.page();
    await openStage1(page);
    await amount(page).fill('2000000');
    await page.goBack();
    await nextButton(page).waitFor();
    expect(stageInUrl(page)).toBe('reikningur');
    await expect(amount(page).count()).resolves.toBe(0);
    await page.goForward();
    await amount(page).waitFor();
    expect(stageInUrl(page)).toBe('umsokn');
    await expect(amount(page).inputValue()).resolves.toBe(isk('2.000.000'));

    // 'Til baka' in the page does the same.
    await page.getByRole('button', { name: 'Til baka' }).click();
    await nextButton(page).waitFor();
    await expect.poll(() => hasFocus(pickHeading(page))).toBe(true);
    await nextButton(page).click();
    await submitButton(page).click();
    await sentHeading(page).waitFor();
    expect(stageInUrl(page)).toBe('mottekin');
    await page.goBack();
    await sentHeading(page).waitFor();
    await expect(amount(page).count()).resolves.toBe(0);
    await expect(nextButton(page).count()).resolves.toBe(0);
    expect(await requestCount('POST', requestPath)).toBe(1);
    // The element stayed through every move (the host page keeps it): the guid was validated once.
    expect(await requestCount('POST', validationPath)).toBe(1);
  });

  test('leaving stage 1 by history.go(-2) to the page before: its URL has no ?stig=, the element is gone', async () => {
    const page = await browser.page();
    await page.goto(pageBefore);
    await page.locator('byko-instalment-calculator').waitFor({ state: 'attached' });
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

  test("'Hætta við' on the form: storage cleared, to /company-credit", async () => {
    const page = await browser.page();
    await openStage1(page);
    await page.getByRole('button', { name: 'Hætta við' }).click();
    await page.waitForURL(/\/company-credit$/);
    expect(await storedUser(page)).toEqual({});
    expect(await requestCount('POST', requestPath)).toBe(0);
  });
});
