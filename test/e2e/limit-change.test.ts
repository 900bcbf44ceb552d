import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { bjarni } from '../support/people.ts';
import { submitButton } from './applications.ts';
import { startPhoneLogin } from './flows.ts';
import { browserPerTestFile, storedUser } from './harness.ts';

// <byko-limit-change> on /vidskipti/umsokn-heimild (spec §2 "Limit change", §3, §6) end to end:
// what crosses pages only, a person come from the app (logged in on /vidskipti/app) whose success
// offers the way back to it. The form's rules, what is sent, each fault, the redirect of a
// non-customer and the screens of each state are the model's
// (widgets/limit-change/limit-change.model.test.ts), the stories' (stories/limit-change.stories.tsx)
// and the element's (test/elements/limit-change-element.test.ts).

const path = '/vidskipti/umsokn-heimild';

const browser = browserPerTestFile();

const amount = (page: Page) => page.getByRole('textbox', { name: 'Umbeðin heimild' });
const closeAppLink = (page: Page) => page.getByRole('link', { name: 'Loka og fara aftur í appið' });

describe('from the app', () => {
  test('logged in on /vidskipti/app, Bjarni changes his limit; the close-app link takes him back to /vidskipti/app', async () => {
    const page = await browser.page('/vidskipti/app');
    await startPhoneLogin(page, bjarni.phone);
    await page.waitForURL('**/vidskipti/umsokn*');
    expect((await storedUser(page)).isComingFromApp).toBe('true');
    await page.goto(path);
    await amount(page).fill('600000');
    await submitButton(page).click();
    await page.getByRole('heading', { name: 'Umsókn um breytingu heimildar samþykkt' }).waitFor();
    await expect(closeAppLink(page).getAttribute('href')).resolves.toBe('/vidskipti/app');
    await closeAppLink(page).click();
    await page.waitForURL(/\/vidskipti\/app$/);
  });
});
