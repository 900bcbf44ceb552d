import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { einar } from '../support/people.ts';
import { loginButton, startPhoneLogin } from './flows.ts';
import { browserPerTestFile, sandbox } from './harness.ts';

// <byko-guarantor-confirmation> at /vidskipti/abyrgdaradili/{applicationId} (spec §2 "Guarantor
// confirmation", §4 "Guarantor page") end to end: the page an SMS links to, logged out, through its
// own login to the signature (SANDBOX.md "Applications": G-1 names Einar as guarantor for Byggir
// ehf.). Who may sign, each fault, a second signature and the screens of each state are the
// model's (widgets/guarantor/guarantor.model.test.ts), the stories' (stories/guarantor.stories.tsx)
// and the element's (test/elements/guarantor-element.test.ts).

const browser = browserPerTestFile();

const pagePath = '/vidskipti/abyrgdaradili/G-1';
const signPath = '/api/customers/applications/guarantor';

function signButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Undirrita', exact: true });
}

/** The read-only fields as a person reads them: label → value. */
async function shownApplication(page: Page): Promise<Record<string, string>> {
  await signButton(page).waitFor();
  const shown: Record<string, string> = {};
  for (const label of ['Umsækjandi', 'Kennitala', 'Nafn', 'Netfang']) {
    const input = page.getByRole('textbox', { name: label, exact: true });
    if ((await input.getAttribute('readonly')) === null) throw new Error(`${label} is not read-only`);
    shown[label] = await input.inputValue();
  }
  return shown;
}

describe('Einar signs G-1 from the SMS link', () => {
  test('logged out, he logs in on the page, sees the application read-only and signs it', async () => {
    const page = await browser.page(pagePath);
    await loginButton(page).waitFor();
    await startPhoneLogin(page, einar.phone);
    expect(await shownApplication(page)).toEqual({
      Umsækjandi: 'Byggir ehf.',
      Kennitala: einar.ssn,
      Nafn: einar.name,
      Netfang: einar.email,
    });
    expect(new URL(page.url()).pathname).toBe(pagePath);
    const [login] = await sandbox.requestsTo('POST', '/api/auth/login');
    expect(login?.body).toMatchObject({ phoneNumber: einar.phone, reason: 'Innskráning ábyrgðaraðila' });

    await signButton(page).click();
    await page.getByRole('heading', { name: 'Undirritun tókst.' }).waitFor();
    await page
      .getByText('Þú hefur verið skráð(ur) sem ábyrgðaraðili á umsókn Byggir ehf.', { exact: true })
      .waitFor();
    const signed = await sandbox.requestsTo('POST', signPath);
    expect(signed.map((request) => request.body)).toEqual([
      { id: 'G-1', ssn: einar.ssn, name: einar.name, accountName: 'Byggir ehf.', email: einar.email },
    ]);
  });
});
