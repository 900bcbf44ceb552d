// Throwaway: screenshots of <byko-company-credit> at 360 and 1280 px (deleted after use).
import { chromium, type Page, type Route } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../test/chromium.ts';
import { createServerApp, listen } from './server.ts';

const mock = process.env.MOCK === '1';
const out = '/tmp/ccweb-shots';
const yearAhead = new Date(Date.now() + 365 * 864e5).toISOString().slice(0, 10);
const companies = [
  { accountId: 'C-20001', name: 'Byggir ehf.', accountSsn: '5302691089', finAdmin: true, creditAdmin: false },
  { accountId: 'C-20002', name: 'Smiðjan hf.', accountSsn: '6208092090', finAdmin: false, creditAdmin: true },
  { accountId: 'C-20003', name: 'Timburhús ehf.', accountSsn: '4705112060', finAdmin: false, creditAdmin: false },
];

async function routeMocks(page: Page) {
  await page.route('**/api/company-credit/**', (route: Route) => {
    const path = new URL(route.request().url()).pathname;
    const json = (body: unknown, status = 200) =>
      route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
    if (path.endsWith('/user-companies')) return json(companies);
    if (path.includes('/credit-status/C-20002')) return json({ reason: 'Ekki tókst að sækja stöðu heimildar.' }, 500);
    if (path.includes('/credit-status/'))
      return json({ currentCredit: 1_000_000, validTo: yearAhead, maxRequestableAmount: 3_000_000 });
    if (path.endsWith('/lookup/7010124020'))
      return json({ newCompanyInfo: { name: 'Nýsköpun ehf.', ssn: '7010124020', address: 'Austurstræti 10', zipCode: '101', city: 'Reykjavík' } });
    if (path.endsWith('/lookup/5804145080')) return json({});
    if (path.includes('/lookup/')) return json({ reason: 'Fyrirtæki fannst ekki.' }, 404);
    if (path.endsWith('/increase-credit')) return json({ currentCredit: 2_000_000, validTo: yearAhead });
    if (path.endsWith('/email-form')) return json({});
    return json({ reason: 'nei' }, 400);
  });
}

const server = await listen(createServerApp({ authDelayMs: 0 }), 0, 'localhost');
const base = `http://localhost:${server.port}`;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const width of [360, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    page.on('console', (message) => console.log(`[${width}] console: ${message.text()}`));
    if (mock) await routeMocks(page);
    await page.goto(`${base}/company-credit`);
    await page.getByRole('button', { name: 'Innskrá' }).waitFor();
    await page.screenshot({ path: `${out}/${width}-0-login.png`, fullPage: true });
    const auth = await (await fetch(`${base}/api/auth/phone-auth-codes`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone: '8202345' }) })).json() as { authId: string };
    const login = await (await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ authId: auth.authId, phoneNumber: '8202345', reason: 'x', origin: 'Web' }) })).json() as Record<string, string>;
    await page.evaluate((user) => {
      for (const key of ['token', 'name', 'ssn', 'email']) localStorage.setItem(key, user[key] ?? '');
      localStorage.setItem('phoneNumber', '8202345');
    }, login);
    await page.goto(`${base}/company-credit`);
    await page.getByRole('button', { name: /Byggir/ }).waitFor();
    await page.screenshot({ path: `${out}/${width}-1-companies.png`, fullPage: true });
    await page.getByRole('button', { name: /Byggir/ }).click();
    await page.getByText('Núverandi heimild').waitFor();
    await page.screenshot({ path: `${out}/${width}-2-credit.png`, fullPage: true });
    await page.getByLabel('Umbeðin heimild').fill('5000000');
    await page.getByRole('button', { name: 'Sækja um', exact: true }).click();
    await page.getByRole('heading', { name: 'Umsókn með ábyrgðaraðila' }).waitFor();
    await page.getByRole('button', { name: 'Bæta við úttektaraðila' }).click();
    await page.getByRole('button', { name: 'Senda umsókn' }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/${width}-3-email-form.png`, fullPage: true });
    const g = page.getByRole('group', { name: 'Ábyrgðaraðili 1' });
    await g.getByLabel('Kennitala').fill('1709715079');
    await g.getByLabel('Nafn').fill('Guðrún Pálsdóttir');
    await g.getByLabel('Netfang').fill('gudrun@example.is');
    await page.getByRole('button', { name: 'Fjarlægja úttektaraðila 1' }).click();
    await page.getByRole('button', { name: 'Senda umsókn' }).click();
    await page.getByText(/Umsókn móttekin!/).waitFor();
    await page.screenshot({ path: `${out}/${width}-3b-email-sent.png`, fullPage: true });
    console.log(width, 'url', page.url());
    await page.goBack();
    await page.getByText('Núverandi heimild').waitFor();
    for (let i = 0; i < 5; i++) { console.log(width, 'after back', page.url(), (await page.locator('byko-company-credit').evaluate((e) => e.shadowRoot?.querySelector('h2')?.textContent))); await page.waitForTimeout(200); }
    await page.getByLabel('Umbeðin heimild').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('2000000');
    await page.getByRole('button', { name: 'Sækja um', exact: true }).click();
    await page.getByText(/Umsókn hefur verið samþykkt/).waitFor();
    await page.screenshot({ path: `${out}/${width}-4-increased.png`, fullPage: true });
    console.log(width, 'url', page.url());
    await page.getByRole('button', { name: 'Til baka í fyrirtækjalista' }).click();
    await page.getByRole('button', { name: 'Smiðjan hf. kt. 620809-2090' }).click();
    await page.getByRole('alert').first().waitFor();
    await page.screenshot({ path: `${out}/${width}-5-status-failed.png`, fullPage: true });
    await page.getByRole('button', { name: 'Velja annað fyrirtæki' }).click();
    await page.getByRole('button', { name: 'Fletta upp fyrirtæki eftir kennitölu' }).click();
    await page.getByLabel('Kennitala fyrirtækis').fill('5804145080');
    await page.getByRole('button', { name: 'Leita' }).click();
    await page.getByText('Engin fyrirtæki fundust.').waitFor();
    await page.screenshot({ path: `${out}/${width}-6-lookup-none.png`, fullPage: true });
    await page.getByLabel('Kennitala fyrirtækis').fill('7010124020');
    await page.getByRole('button', { name: 'Leita' }).click();
    await page.getByRole('heading', { name: 'Nýskráning fyrirtækis' }).waitFor();
    await page.screenshot({ path: `${out}/${width}-7-sign-up.png`, fullPage: true });
    console.log(width, 'url', page.url());
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
