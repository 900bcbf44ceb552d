import { describe, expect, test } from 'vitest';
import { anna } from '../support/people.ts';
import {
  acceptConsents,
  holdUntilReleased,
  loginButton,
  paidEvents,
  payButton,
  phoneField,
  recordPaidEvents,
} from './flows.ts';
import { browserPerTestFile, sandbox, storedUser } from './harness.ts';

// The payment slip's journey on the real page: the e-ID login it asks for, the claim, the success
// page. Who must log in first, the phone's rules, each fault's message and retry, one claim per
// click: widgets/pay/slip/slip.model.test.ts; what each state shows: stories/pay-slip.stories.tsx.

const claimPath = '/api/claim-payment/pay-with-claim';

const browser = browserPerTestFile();

describe('payment slip (Greiðsluseðill) on /borga/demo-slip', () => {
  test('not logged in: Borga asks for a login with the phone filled in, then claims and moves on to the success page', async () => {
    const page = await browser.page();
    // The claim waits until its progress has been seen.
    const releaseClaim = await holdUntilReleased(page, claimPath);
    await page.goto('/borga/demo-slip');
    await recordPaidEvents(page);
    await page.getByText('45.000 kr.').waitFor();
    await payButton(page).waitFor();

    await payButton(page).click();
    await loginButton(page).waitFor();
    await expect(phoneField(page).inputValue()).resolves.toBe(anna.phone);
    expect(await sandbox.requestsTo('POST', claimPath)).toEqual([]);
    await acceptConsents(page);
    await loginButton(page).click();

    await page.getByRole('status').filter({ hasText: 'Greiðsla í vinnslu…' }).waitFor();
    releaseClaim();
    await page.getByRole('status').filter({ hasText: 'Greiðsla tókst' }).waitFor();
    await page.waitForURL('**/borga/demo-slip/tokst');
    await page.getByRole('heading', { level: 1, name: 'Greiðsla tókst' }).waitFor();
    await page.getByText('45.000 kr.').waitFor();

    const [login] = await sandbox.requestsTo('POST', '/api/auth/login');
    expect(login?.body).toMatchObject({ phoneNumber: anna.phone, origin: 'Web', paymentMethod: 2 });
    const claims = await sandbox.requestsTo('POST', claimPath);
    expect(claims.map((claim) => [claim.body, claim.status])).toEqual([
      [{ paymentId: 'demo-slip', phone: anna.phone, email: anna.email }, 200],
    ]);
    expect((await storedUser(page)).name).toBe(anna.name);
    expect(await paidEvents(page)).toEqual([{ paymentId: 'demo-slip', method: 'slip' }]);
  });
});
