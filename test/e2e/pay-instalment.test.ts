import { describe, expect, test } from 'vitest';
import { anna } from '../support/people.ts';
import { loginButton, paidEvents, phoneField, recordPaidEvents, startPhoneLogin } from './flows.ts';
import { browserPerTestFile, sandbox, storedUser } from './harness.ts';

// Instalments (Greiðsludreifing) on the real page: the code that loads only when chosen, the e-ID
// login, the application, the document signed in the signing window and the page that follows.
// The plan's figures, the fields' rules, each fault's message and retry, the credit-info consent,
// the App payment and what is kept for a reload: widgets/pay/instalments/; what each state shows:
// stories/pay-instalments.stories.tsx and pay-instalment-signing.stories.tsx.

const submitPath = '/api/payment/pay-with-partial-payment';

const browser = browserPerTestFile();

describe('instalments among the other methods (demo-all)', () => {
  test('chosen, its code loads; login, the form, Sækja um, the document signed in the signing window, the success page', async () => {
    const page = await browser.page();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/borga/demo-all');
    await recordPaidEvents(page);
    await page.getByRole('textbox', { name: 'Kortanúmer' }).waitFor();
    const instalmentChunk = (path: string) => /\/InstalmentSection-[\w-]+\.js$/.test(path);
    expect(scripts.filter(instalmentChunk)).toEqual([]);

    await page.getByRole('tab', { name: 'Greiðsludreifing' }).click();
    await loginButton(page).waitFor();
    expect(scripts.filter(instalmentChunk)).toHaveLength(1);
    await startPhoneLogin(page, anna.phone);
    const apply = page.getByRole('button', { name: 'Sækja um', exact: true });
    await apply.waitFor();
    const [login] = await sandbox.requestsTo('POST', '/api/auth/login');
    expect(login?.body).toMatchObject({
      phoneNumber: anna.phone,
      reason: 'Innskráning fyrir greiðsludreifingu',
      origin: 'Web',
      paymentMethod: 0,
    });

    // The logged-in person's name and kennitala; demo-all has no payer, so phone and e-mail are typed.
    await expect(page.getByRole('textbox', { name: 'Nafn' }).inputValue()).resolves.toBe(anna.name);
    await expect(page.getByRole('textbox', { name: 'Kennitala' }).inputValue()).resolves.toBe(anna.ssn);
    await phoneField(page).fill(anna.phone);
    await page.getByRole('textbox', { name: 'Netfang' }).fill(anna.email);
    await page.getByRole('table', { name: 'Greiðsluáætlun' }).waitFor();
    await page.getByRole('checkbox', { name: /skilmála greiðsludreifingar/ }).check();
    await apply.click();

    const signing = page.getByRole('button', { name: 'Undirrita' });
    await signing.waitFor();
    await page.getByRole('heading', { name: 'Undirritun' }).waitFor();
    const sent = await sandbox.requestsTo('POST', submitPath);
    expect(sent.map((request) => [request.body, request.status])).toEqual([
      [
        {
          paymentId: 'demo-all',
          phone: anna.phone,
          email: anna.email,
          paymentCount: 7,
          creditInfoCheckApproved: false,
        },
        200,
      ],
    ]);
    // The session is cleared; what the signing page needs is kept in the page's storage.
    const stored = await storedUser(page);
    expect(stored.token).toBeUndefined();
    const { documentId } = JSON.parse(stored.partialPayment ?? '{}') as { documentId?: string };
    expect(documentId).toMatch(/^doc-[0-9a-f]{16}$/);
    expect(JSON.parse(stored.partialPayment ?? '{}')).toEqual({
      paymentId: 'demo-all',
      documentId,
      stage: 1,
    });

    // 'Undirrita' opens the sandbox's signing page in a small window.
    const popupEvent = browser.context().waitForEvent('page');
    await signing.click();
    const popup = await popupEvent;
    // The window opens blank (its opener cut), then goes to the signing page.
    await popup.waitForURL(`**/sandbox/signing/${documentId}`);
    const size = await popup.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
    expect(Math.abs(size.width - 520)).toBeLessThanOrEqual(20);
    expect(Math.abs(size.height - 570)).toBeLessThanOrEqual(20);
    await popup.getByRole('heading', { name: 'Undirritun skjals' }).waitFor();
    // The signing window cannot reach back to the pay page; the page still learns when it closes.
    await expect(popup.evaluate(() => window.opener === null)).resolves.toBe(true);
    await expect(signing.getAttribute('aria-busy')).resolves.toBe('true');

    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Undirrita' }).click();
    await closed;
    await page.waitForURL('**/borga/demo-all/tokst');
    await page.getByRole('heading', { level: 1, name: 'Greiðsla tókst' }).waitFor();
    await page.getByText('150.000 kr.').waitFor();
    expect(await sandbox.requestsTo('GET', '/api/payment/demo-all/partial-payment/signet-status')).toEqual([
      expect.objectContaining({ query: { documentId }, status: 200 }),
    ]);
    expect((await storedUser(page)).partialPayment).toBeUndefined();
    expect(await paidEvents(page)).toEqual([{ paymentId: 'demo-all', method: 'instalments' }]);
  });
});
