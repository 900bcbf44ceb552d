import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { formatIsk } from '../../widgets/core/format.ts';
import { bjarni } from '../support/people.ts';
import {
  armFault,
  expectAlert,
  messageFaults,
  personFields,
  recordSubmitted,
  requestCount,
  submitButton,
  submittedEvents,
} from './applications.ts';
import { axeViolations, hasFocus } from './flows.ts';
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

/** The stage the URL names (`?stig=`). */
function stageInUrl(page: Page): string | null {
  return new URL(page.url()).searchParams.get('stig');
}

/** The company's details as stage 0 shows them (term, value). */
async function companyDetails(page: Page): Promise<string[][]> {
  const list = page.locator('dl');
  await list.waitFor();
  return list
    .locator('div')
    .evaluateAll((pairs) =>
      pairs.map((pair) => [...pair.children].map((cell) => (cell.textContent ?? '').trim())),
    );
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
    const page = await browser.page();
    await openStage0(page);
    await page.getByRole('heading', { level: 1, name: 'Hækkun heimildar fyrirtækis' }).waitFor();
    expect(stageInUrl(page)).toBe('reikningur');
    await expect(companySsn(page).inputValue()).resolves.toBe(byggir);
    const details = await companyDetails(page);
    expect(details.slice(0, 3)).toEqual([
      ['Fyrirtæki', 'Byggir ehf.'],
      ['Reikningsnúmer', 'C-20001'],
      ['Núverandi heimild', isk('1.000.000')],
    ]);
    expect(details[3]?.[1]).toMatch(/^\d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}$/);
    expect(details[4]).toEqual(['Hámarksheimild', isk('3.000.000')]);
    const stored = await storedUser(page);
    expect(stored).toMatchObject({
      name: bjarni.name,
      ssn: bjarni.ssn,
      phoneNumber: bjarni.phone,
      isComingFromApp: 'true',
      companySsn: byggir,
      companyName: 'Byggir ehf.',
      companyEmail: 'byggir@example.is',
      companyPhoneNumber: '5151000',
    });
    expect(stored.token).toBeTruthy();
    expect(await axeViolations(page)).toEqual([]);

    await nextButton(page).click();
    await amount(page).waitFor();
    expect(stageInUrl(page)).toBe('umsokn');
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

  test('above the max amount: the note, and it is still sent', async () => {
    const page = await browser.page();
    await openStage1(page);
    await amount(page).fill('4000000');
    await page
      .getByText('Fjárhæð yfir hámarksheimild þarf ábyrgðaraðila. Umsókninni verður svarað næsta virka dag.')
      .waitFor();
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
    }
    await armFault(`POST ${validationPath}`, '500');
    await page.goto(path);
    await expectAlert(page, 'Villa í kerfi (sandkassi)');
    await page.getByRole('button', { name: 'Hætta við' }).click();
    await page.waitForURL(/\/company-credit$/);
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
    await page.getByRole('button', { name: 'Leita' }).dblclick();
    await expectAlert(page, 'Fyrirtæki fannst ekki.');
    await expect(page.getByRole('button', { name: 'Reyna aftur' }).count()).resolves.toBe(0);
    expect(await requestCount('GET', findPath('5804145080'))).toBe(1);
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
    await expect.poll(() => hasFocus(page.getByRole('heading', { name: 'Veldu fyrirtæki' }))).toBe(true);
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

  test("'Hætta við' on the form: storage cleared, to /company-credit", async () => {
    const page = await browser.page();
    await openStage1(page);
    await page.getByRole('button', { name: 'Hætta við' }).click();
    await page.waitForURL(/\/company-credit$/);
    expect(await storedUser(page)).toEqual({});
    expect(await requestCount('POST', requestPath)).toBe(0);
  });
});
