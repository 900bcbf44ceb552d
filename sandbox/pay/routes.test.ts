import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  partialPaymentResponseSchema,
  signingStatusSchema,
} from '../../widgets/pay/instalments/instalment.api.ts';
import { paymentSchema, verifyResponseSchema } from '../../widgets/pay/pay.api.ts';
import { claimResponseSchema } from '../../widgets/pay/slip/slip.api.ts';
import { receiptSchema } from '../../widgets/receipt/receipt.api.ts';
import { createSandboxApp, isSandboxPath } from '../app.ts';
import { anna, bjarni } from '../people.ts';
import { testSandbox } from '../testing.ts';
import { processorOrigin } from './routes.ts';

type Sandbox = ReturnType<typeof testSandbox>;

const futureYear = String(new Date().getUTCFullYear() + 2);

function cardInfo(cardNumber: string, expiry: { month?: string; year?: string } = {}) {
  return {
    cardNumber,
    expirationMonth: expiry.month ?? '12',
    expirationYear: expiry.year ?? futureYear,
    cvc: '123',
  };
}

function cardRequest(paymentId: string, cardNumber: string, expiry: { month?: string; year?: string } = {}) {
  return { paymentId, cardInfo: cardInfo(cardNumber, expiry), virtualCardId: null, googlePayToken: null };
}

function googlePayRequest(paymentId: string, googlePayToken: string) {
  return { paymentId, cardInfo: null, virtualCardId: null, googlePayToken };
}

/** The session in a verify answer: the hidden field of the form, or (inline) the page's session. */
function sessionOf(rawResponse: string): string {
  const match =
    /name="session" value="([^"]+)"/.exec(rawResponse) ?? /var session = "([^"]+)"/.exec(rawResponse);
  if (!match?.[1]) throw new Error(`no session in ${rawResponse}`);
  return match[1];
}

async function verify(sandbox: Sandbox, request: unknown): Promise<{ rawResponse: string; session: string }> {
  const answer = await sandbox.post('/api/payment/v2/card/verify', request);
  expect(answer.status).toBe(200);
  const { rawResponse } = v.parse(verifyResponseSchema, answer.body);
  return { rawResponse, session: sessionOf(rawResponse) };
}

/** A form post, as a browser's form or the challenge page's fetch sends it. */
async function formPost(sandbox: Sandbox, url: string, fields: Record<string, string>, accept?: string) {
  const response = await sandbox.app.request(url, {
    method: 'POST',
    body: new URLSearchParams(fields),
    ...(accept ? { headers: { Accept: accept } } : {}),
  });
  return {
    status: response.status,
    type: response.headers.get('Content-Type') ?? '',
    text: await response.text(),
  };
}

async function getPage(sandbox: Sandbox, url: string) {
  const response = await sandbox.app.request(url);
  return {
    status: response.status,
    type: response.headers.get('Content-Type') ?? '',
    text: await response.text(),
  };
}

/** A sandbox page answered 200 as an Icelandic HTML page with this title. */
function expectIcelandicPage(page: { status: number; type: string; text: string }, title: string): void {
  expect(page.status).toBe(200);
  expect(page.type).toContain('text/html');
  expect(page.text).toContain('<html lang="is">');
  expect(page.text).toContain(`<title>${title}</title>`);
}

/** Presses a button of the challenge page (what its script tells the sandbox). */
function decide(sandbox: Sandbox, session: string, decision: 'confirm' | 'cancel') {
  return formPost(sandbox, 'http://127.0.0.1/sandbox/3ds/decision', { session, decision });
}

/** Verify, press Staðfesta, then pay with the same request: the whole card flow. */
async function payThrough(sandbox: Sandbox, request: Record<string, unknown>) {
  const { session } = await verify(sandbox, request);
  expect((await decide(sandbox, session, 'confirm')).status).toBe(200);
  return sandbox.post('/api/payment/v2/card/pay', { ...request, verificationData: session });
}

const json = (value: unknown) => JSON.stringify(value);

/** An API error answer: the status and the Icelandic reason. */
const refusal = (status: number, reason: string) => ({ status, body: { reason } });

// ---------------------------------------------------------------------------------------------

describe('GET /api/payment', () => {
  const none = { name: '', ssn: '', phone: '', email: '' };
  const annaFields = { name: anna.name, ssn: anna.ssn, phone: anna.phone, email: anna.email };
  const bjarniFields = { name: bjarni.name, ssn: bjarni.ssn, phone: bjarni.phone, email: bjarni.email };
  const plain = {
    redirectUrl: null,
    insufficientCredit: false,
    isPaid: false,
    isEditingAmountAllowed: false,
  };

  it.each([
    ['demo-card', { amount: 24_990, allowedPaymentMethods: 1, origin: 'Web', ...none, ...plain }],
    ['demo-app', { amount: 12_500, allowedPaymentMethods: [1], origin: 'App', ...none, ...plain }],
    [
      'demo-redirect',
      { amount: 8_900, allowedPaymentMethods: [1], origin: 'Web', ...none, ...plain, redirectUrl: '/' },
    ],
    [
      'demo-away',
      {
        amount: 7_500,
        allowedPaymentMethods: [1],
        origin: 'Web',
        ...none,
        ...plain,
        redirectUrl: 'https://www.byko.is/takk-fyrir',
      },
    ],
    ['demo-slip', { amount: 45_000, allowedPaymentMethods: [2], origin: 'Web', ...annaFields, ...plain }],
    [
      'demo-instalment',
      { amount: 350_000, allowedPaymentMethods: [0], origin: 'Web', ...annaFields, ...plain },
    ],
    [
      'demo-instalment-app',
      { amount: 350_000, allowedPaymentMethods: [0], origin: 'App', ...bjarniFields, ...plain },
    ],
    [
      'demo-nocredit',
      { amount: 600_000, allowedPaymentMethods: [0], origin: 'Web', ...bjarniFields, ...plain },
    ],
    ['demo-all', { amount: 150_000, allowedPaymentMethods: [0, 1, 2], origin: 'Web', ...none, ...plain }],
    [
      'demo-insufficient',
      {
        amount: 2_500_000,
        allowedPaymentMethods: [0],
        origin: 'Web',
        ...none,
        ...plain,
        insufficientCredit: true,
      },
    ],
    [
      'demo-paid',
      { amount: 31_480, allowedPaymentMethods: [1], origin: 'Web', ...none, ...plain, isPaid: true },
    ],
    [
      'demo-receipt-late',
      { amount: 5_990, allowedPaymentMethods: [1], origin: 'Web', ...none, ...plain, isPaid: true },
    ],
  ])('answers %s as SANDBOX.md lists it', async (paymentId, expected) => {
    const sandbox = testSandbox();
    const answer = await sandbox.get(`/api/payment?paymentId=${paymentId}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id: paymentId, ...expected });
    // The widget's schema reads both forms of allowedPaymentMethods as a list.
    const parsed = v.parse(paymentSchema, answer.body);
    const listed = expected.allowedPaymentMethods;
    expect(parsed.allowedPaymentMethods).toEqual(Array.isArray(listed) ? listed : [listed]);
  });

  it('answers 404 for an unknown payment and 400 without paymentId', async () => {
    const sandbox = testSandbox();
    expect(await sandbox.get('/api/payment?paymentId=demo-nothing')).toMatchObject(
      refusal(404, 'Greiðsla fannst ekki'),
    );
    expect(await sandbox.get('/api/payment')).toMatchObject(refusal(400, 'Reitinn „paymentId“ vantar'));
  });

  it('is logged and can be faulted like every API call', async () => {
    const sandbox = testSandbox();
    await sandbox.post('/__sandbox/faults', { match: 'GET /api/payment', fault: '500' });
    expect((await sandbox.get('/api/payment?paymentId=demo-card')).status).toBe(500);
    expect((await sandbox.get('/api/payment?paymentId=demo-card')).status).toBe(200);
    const log = await sandbox.get('/__sandbox/requests');
    expect(log.body).toEqual([
      { method: 'GET', path: '/api/payment', query: { paymentId: 'demo-card' }, body: null, status: 500 },
      { method: 'GET', path: '/api/payment', query: { paymentId: 'demo-card' }, body: null, status: 200 },
    ]);
  });
});

// ---------------------------------------------------------------------------------------------

describe('card verify: the 3-D Secure form (cross-origin mode)', () => {
  it('answers an auto-submitting form that posts the session to the challenge on the other loopback host', async () => {
    const sandbox = testSandbox();
    const { rawResponse, session } = await verify(sandbox, cardRequest('demo-card', '4242424242424242'));
    expect(session).toMatch(/^3ds-[0-9a-f]{32}$/);
    expect(rawResponse).toContain(
      '<form id="three-ds" method="post" action="http://127.0.0.1/sandbox/3ds/challenge">',
    );
    expect(rawResponse).toContain(`<input type="hidden" name="session" value="${session}">`);
    expect(rawResponse).toContain("<script>document.getElementById('three-ds').submit();</script>");
  });

  it('swaps localhost and 127.0.0.1, keeping protocol and port', async () => {
    const app = createSandboxApp();
    const request = (url: string) =>
      app.request(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: json(cardRequest('demo-card', '4242424242424242')),
      });
    const fromLoopbackIp = v.parse(
      verifyResponseSchema,
      await (await request('http://127.0.0.1:4173/api/payment/v2/card/verify')).json(),
    );
    expect(fromLoopbackIp.rawResponse).toContain('action="http://localhost:4173/sandbox/3ds/challenge"');
    const fromLocalhost = v.parse(
      verifyResponseSchema,
      await (await request('http://localhost:8080/api/payment/v2/card/verify')).json(),
    );
    expect(fromLocalhost.rawResponse).toContain('action="http://127.0.0.1:8080/sandbox/3ds/challenge"');

    expect(processorOrigin('https://localhost:8443/api/x')).toBe('https://127.0.0.1:8443');
    expect(processorOrigin('http://127.0.0.1/api/x')).toBe('http://localhost');
    // Any other host has no loopback twin: the challenge is then on the API's own origin.
    expect(processorOrigin('http://192.168.1.20:8080/api/x')).toBe('http://192.168.1.20:8080');
  });

  it('logs verify with its body (an API call), but never the challenge pages', async () => {
    const sandbox = testSandbox();
    const request = cardRequest('demo-card', '4242424242424242');
    const { session } = await verify(sandbox, request);
    await getPage(sandbox, `http://127.0.0.1/sandbox/3ds/challenge?session=${session}`);
    await decide(sandbox, session, 'confirm');
    const log = await sandbox.get('/__sandbox/requests');
    expect(log.body).toEqual([
      { method: 'POST', path: '/api/payment/v2/card/verify', query: {}, body: request, status: 200 },
    ]);
  });
});

describe('the challenge page (/sandbox/3ds/challenge)', () => {
  it('is served for the session posted by the form, in Icelandic, small and accessible', async () => {
    const sandbox = testSandbox();
    const { session } = await verify(sandbox, cardRequest('demo-card', '4242424242424242'));
    const page = await formPost(sandbox, 'http://127.0.0.1/sandbox/3ds/challenge', { session });
    expectIcelandicPage(page, 'Auðkenning korts');
    // Its heading is its own: the widget's dialog above it already says 'Auðkenning korts'.
    expect(page.text).toContain('<h1>Staðfestu greiðsluna</h1>');
    expect(page.text).not.toContain('<h1>Auðkenning korts</h1>');
    expect(page.text).toContain('<dt>Upphæð</dt><dd>24.990 kr.</dd>');
    expect(page.text).toContain('<dt>Kort</dt><dd>Visa •••• 4242</dd>');
    expect(page.text).toContain('<button type="button" id="confirm">Staðfesta</button>');
    expect(page.text).toContain('<button type="button" id="cancel" class="secondary">Hætta við</button>');
    expect(page.text).toContain('min-height:44px;min-width:44px');
    expect(page.text).toContain('role="status"');
    // No external resources: nothing loaded from anywhere.
    expect(page.text).not.toMatch(/\s(src|href)=/);
    // The buttons tell the sandbox on the page's own origin (the processor's), then post to the parent.
    expect(page.text).toContain('var decisionUrl = "http://127.0.0.1/sandbox/3ds/decision";');
    expect(page.text).toContain("parent.postMessage(message, '*')");
  });

  it('is served for ?session= too, and shows the Google Pay card and the payment amount', async () => {
    const sandbox = testSandbox();
    const { session } = await verify(sandbox, googlePayRequest('demo-all', 'sandbox-gpay-mastercard-4444'));
    const page = await getPage(sandbox, `http://127.0.0.1/sandbox/3ds/challenge?session=${session}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<dd>150.000 kr.</dd>');
    expect(page.text).toContain('<dd>Mastercard •••• 4444</dd>');
  });

  it.each([
    ['4242424242424242', 'Visa •••• 4242'],
    ['5555555555554444', 'Mastercard •••• 4444'],
    ['4000000000000002', 'Visa •••• 0002'],
  ])('card %s: Staðfesta posts authentication-complete with the session', async (number, label) => {
    const sandbox = testSandbox();
    const { session } = await verify(sandbox, cardRequest('demo-card', number));
    const page = await getPage(sandbox, `/sandbox/3ds/challenge?session=${session}`);
    expect(page.text).toContain(`<dd>${label}</dd>`);
    expect(page.text).toContain(`"confirm":${json({ type: 'authentication-complete', data: session })}`);
    expect(page.text).toContain(
      `"cancel":${json({ type: 'authentication-error', errorMessage: 'Hætt var við auðkenningu' })}`,
    );
  });

  it('card 4000 0000 0000 3220: Staðfesta posts authentication-error "Auðkenning korts mistókst"', async () => {
    const sandbox = testSandbox();
    const { session } = await verify(sandbox, cardRequest('demo-card', '4000000000003220'));
    const page = await getPage(sandbox, `/sandbox/3ds/challenge?session=${session}`);
    expect(page.text).toContain(
      `"confirm":${json({ type: 'authentication-error', errorMessage: 'Auðkenning korts mistókst' })}`,
    );
    expect(page.text).not.toContain('authentication-complete');
    expect(page.text).toContain(
      `"cancel":${json({ type: 'authentication-error', errorMessage: 'Hætt var við auðkenningu' })}`,
    );
  });

  it('answers 404 (a page) for an unknown session and once the session is decided', async () => {
    const sandbox = testSandbox();
    const unknown = await getPage(sandbox, '/sandbox/3ds/challenge?session=3ds-nothing');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('<p>Auðkenning fannst ekki</p>');
    const missing = await formPost(sandbox, '/sandbox/3ds/challenge', {});
    expect(missing.status).toBe(404);

    const { session } = await verify(sandbox, cardRequest('demo-card', '4242424242424242'));
    expect(await decide(sandbox, session, 'cancel')).toMatchObject({ status: 200 });
    expect((await getPage(sandbox, `/sandbox/3ds/challenge?session=${session}`)).status).toBe(404);
  });

  it('decision: answers the message to post, decides a session once, rejects a bad decision', async () => {
    const sandbox = testSandbox();
    const { session } = await verify(sandbox, cardRequest('demo-card', '4242424242424242'));
    const bad = await decide(sandbox, session, 'maybe' as 'confirm');
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text)).toEqual({ reason: 'Reiturinn „decision“ er ekki gildur' });
    const first = await decide(sandbox, session, 'confirm');
    expect(JSON.parse(first.text)).toEqual({ message: { type: 'authentication-complete', data: session } });
    const second = await decide(sandbox, session, 'confirm');
    expect(second.status).toBe(404);
    expect(JSON.parse(second.text)).toEqual({ reason: 'Auðkenning fannst ekki' });
    expect((await decide(sandbox, '3ds-nothing', 'cancel')).status).toBe(404);
  });
});

describe('card verify: inline mode (Storybook)', () => {
  it('answers the challenge page itself, with no form, telling the sandbox on the API origin', async () => {
    const sandbox = testSandbox({ threeDs: 'inline' });
    const request = cardRequest('demo-card', '5555555555554444');
    const { rawResponse, session } = await verify(sandbox, request);
    expect(rawResponse).not.toContain('<form');
    expect(rawResponse).toContain('<title>Auðkenning korts</title>');
    expect(rawResponse).toContain('<dd>Mastercard •••• 4444</dd>');
    expect(rawResponse).toContain(`"confirm":${json({ type: 'authentication-complete', data: session })}`);
    expect(rawResponse).toContain('var decisionUrl = "http://localhost/sandbox/3ds/decision";');

    expect((await decide(sandbox, session, 'confirm')).status).toBe(200);
    const pay = await sandbox.post('/api/payment/v2/card/pay', { ...request, verificationData: session });
    expect(pay).toMatchObject({ status: 200, body: {} });
  });

  it('shows the failing card’s error message inline too', async () => {
    const sandbox = testSandbox({ threeDs: 'inline' });
    const { rawResponse } = await verify(sandbox, cardRequest('demo-card', '4000000000003220'));
    expect(rawResponse).toContain(
      json({ type: 'authentication-error', errorMessage: 'Auðkenning korts mistókst' }),
    );
  });
});

// ---------------------------------------------------------------------------------------------

describe('card pay', () => {
  it.each([['4242424242424242'], ['5555555555554444']])(
    'card %s: challenge, then paid with a receipt (method 1)',
    async (number) => {
      const sandbox = testSandbox();
      await sandbox.post('/__sandbox/clock', { now: '2026-02-10T12:00:00Z' });
      const pay = await payThrough(sandbox, cardRequest('demo-card', number));
      expect(pay).toMatchObject({ status: 200, body: {} });

      const payment = await sandbox.get('/api/payment?paymentId=demo-card');
      expect(payment.body).toMatchObject({ isPaid: true });
      const receipt = await sandbox.get('/api/payment/demo-card/receipt');
      expect(receipt.status).toBe(200);
      expect(receipt.body).toEqual({
        paymentId: 'demo-card',
        dateCreated: '2026-02-10T12:00:00.000Z',
        paymentMethod: 1,
        totalAmount: 24_990,
        items: [
          {
            salesOrderReceiptItemId: 'demo-card-1',
            name: 'Greiðsla demo-card',
            amount: 1,
            itemId: '',
            customerPrice: 24_990,
          },
        ],
      });
      expect(() => v.parse(receiptSchema, receipt.body)).not.toThrow();
      expect((await sandbox.get('/api/payment/status/demo-card')).body).toBe('Nú þegar greitt');
    },
  );

  it('card 4000 0000 0000 0002: the challenge passes, pay answers "Kortinu var hafnað", still unpaid', async () => {
    const sandbox = testSandbox();
    const pay = await payThrough(sandbox, cardRequest('demo-card', '4000000000000002'));
    expect(pay).toMatchObject(refusal(400, 'Kortinu var hafnað'));
    expect((await sandbox.get('/api/payment?paymentId=demo-card')).body).toMatchObject({ isPaid: false });
    expect((await sandbox.get('/api/payment/status/demo-card')).body).toBe('Ógreitt');
  });

  it('card 4000 0000 0000 3220: the failed challenge leaves nothing to pay with', async () => {
    const sandbox = testSandbox();
    const request = cardRequest('demo-card', '4000000000003220');
    const { session } = await verify(sandbox, request);
    const decision = await decide(sandbox, session, 'confirm');
    expect(JSON.parse(decision.text)).toEqual({
      message: { type: 'authentication-error', errorMessage: 'Auðkenning korts mistókst' },
    });
    const pay = await sandbox.post('/api/payment/v2/card/pay', { ...request, verificationData: session });
    expect(pay).toMatchObject(refusal(400, 'Auðkenning fannst ekki'));
  });

  it('refuses a session whose challenge was not passed; the same session pays once it is', async () => {
    const sandbox = testSandbox();
    const request = cardRequest('demo-app', '4242424242424242');
    const { session } = await verify(sandbox, request);
    const early = await sandbox.post('/api/payment/v2/card/pay', { ...request, verificationData: session });
    expect(early).toMatchObject(refusal(400, 'Auðkenning fannst ekki'));
    await decide(sandbox, session, 'confirm');
    const paid = await sandbox.post('/api/payment/v2/card/pay', { ...request, verificationData: session });
    expect(paid).toMatchObject({ status: 200, body: {} });
  });

  it('refuses a cancelled session and an unknown verificationData', async () => {
    const sandbox = testSandbox();
    const request = cardRequest('demo-card', '4242424242424242');
    const { session } = await verify(sandbox, request);
    await decide(sandbox, session, 'cancel');
    expect(
      await sandbox.post('/api/payment/v2/card/pay', { ...request, verificationData: session }),
    ).toMatchObject(refusal(400, 'Auðkenning fannst ekki'));
    expect(
      await sandbox.post('/api/payment/v2/card/pay', { ...request, verificationData: 'made-up' }),
    ).toMatchObject(refusal(400, 'Auðkenning fannst ekki'));
  });

  it('uses a session once', async () => {
    const sandbox = testSandbox();
    const request = cardRequest('demo-card', '4000000000000002');
    const { session } = await verify(sandbox, request);
    await decide(sandbox, session, 'confirm');
    const pay = { ...request, verificationData: session };
    expect((await sandbox.post('/api/payment/v2/card/pay', pay)).body).toEqual({
      reason: 'Kortinu var hafnað',
    });
    expect(await sandbox.post('/api/payment/v2/card/pay', pay)).toMatchObject(
      refusal(400, 'Auðkenning fannst ekki'),
    );
  });

  it('refuses a session passed for another payment or another card', async () => {
    const sandbox = testSandbox();
    const request = cardRequest('demo-card', '4242424242424242');
    const { session } = await verify(sandbox, request);
    await decide(sandbox, session, 'confirm');
    const otherPayment = { ...cardRequest('demo-app', '4242424242424242'), verificationData: session };
    const otherCard = { ...cardRequest('demo-card', '5555555555554444'), verificationData: session };
    const otherExpiry = {
      ...cardRequest('demo-card', '4242424242424242', { month: '11' }),
      verificationData: session,
    };
    const googlePay = {
      ...googlePayRequest('demo-card', 'sandbox-gpay-visa-4242'),
      verificationData: session,
    };
    for (const body of [otherPayment, otherCard, otherExpiry, googlePay]) {
      expect(await sandbox.post('/api/payment/v2/card/pay', body)).toMatchObject(
        refusal(400, 'Auðkenning fannst ekki'),
      );
    }
    // Still unused: the right request pays.
    expect(
      (await sandbox.post('/api/payment/v2/card/pay', { ...request, verificationData: session })).status,
    ).toBe(200);
  });

  it('answers "Kortanúmer er ekki gilt." for any other 16-digit number, at verify and at pay', async () => {
    const sandbox = testSandbox();
    const request = cardRequest('demo-card', '4111111111111111');
    for (const [path, body] of [
      ['/api/payment/v2/card/verify', request],
      ['/api/payment/v2/card/pay', { ...request, verificationData: 'x' }],
    ] as const) {
      expect(await sandbox.post(path, body)).toMatchObject(refusal(400, 'Kortanúmer er ekki gilt.'));
    }
  });

  it('answers "Kort er útrunnið" for a card that expired before the sandbox clock’s month', async () => {
    const sandbox = testSandbox();
    await sandbox.post('/__sandbox/clock', { now: '2026-03-15T10:00:00Z' });
    const verifyPath = '/api/payment/v2/card/verify';
    const expired = refusal(400, 'Kort er útrunnið');
    const card = '4242424242424242';
    expect(
      await sandbox.post(verifyPath, cardRequest('demo-card', card, { month: '02', year: '2026' })),
    ).toMatchObject(expired);
    expect(
      await sandbox.post(verifyPath, cardRequest('demo-card', card, { month: '12', year: '2025' })),
    ).toMatchObject(expired);
    // Valid to the end of its month.
    expect(
      (await sandbox.post(verifyPath, cardRequest('demo-card', card, { month: '03', year: '2026' }))).status,
    ).toBe(200);
    expect(
      (await sandbox.post(verifyPath, cardRequest('demo-card', card, { month: '01', year: '2027' }))).status,
    ).toBe(200);
  });

  it('answers "Greiðsla hefur þegar verið greidd" for a paid payment', async () => {
    const sandbox = testSandbox();
    const paid = refusal(400, 'Greiðsla hefur þegar verið greidd');
    for (const paymentId of ['demo-paid', 'demo-receipt-late']) {
      expect(
        await sandbox.post('/api/payment/v2/card/verify', cardRequest(paymentId, '4242424242424242')),
      ).toMatchObject(paid);
    }
    expect((await payThrough(sandbox, cardRequest('demo-card', '4242424242424242'))).status).toBe(200);
    expect(
      await sandbox.post('/api/payment/v2/card/verify', cardRequest('demo-card', '4242424242424242')),
    ).toMatchObject(paid);
  });

  it('answers 404 for an unknown payment and 400 where cards are not offered', async () => {
    const sandbox = testSandbox();
    expect(
      await sandbox.post('/api/payment/v2/card/verify', cardRequest('demo-nothing', '4242424242424242')),
    ).toMatchObject(refusal(404, 'Greiðsla fannst ekki'));
    for (const paymentId of ['demo-slip', 'demo-instalment']) {
      expect(
        await sandbox.post('/api/payment/v2/card/verify', cardRequest(paymentId, '4242424242424242')),
      ).toMatchObject(refusal(400, 'Þessi greiðslumáti er ekki í boði fyrir greiðsluna'));
    }
  });

  it.each([
    ['not JSON', 'card', 'Beiðnin er ekki gilt JSON'],
    ['a number', 42, 'Beiðnin þarf að vera JSON-hlutur'],
    [
      'no paymentId',
      { cardInfo: null, virtualCardId: null, googlePayToken: null },
      'Reitinn „paymentId“ vantar',
    ],
    [
      'a 15-digit card number',
      cardRequest('demo-card', '424242424242424'),
      'Reiturinn „cardInfo.cardNumber“ er ekki gildur',
    ],
    [
      'month 13',
      cardRequest('demo-card', '4242424242424242', { month: '13' }),
      'Reiturinn „cardInfo.expirationMonth“ er ekki gildur',
    ],
    [
      'no card at all',
      { paymentId: 'demo-card', cardInfo: null, virtualCardId: null, googlePayToken: null },
      'Kortaupplýsingar vantar',
    ],
    [
      'a card and a Google Pay token',
      { ...cardRequest('demo-card', '4242424242424242'), googlePayToken: 'sandbox-gpay-visa-4242' },
      'Sendið annaðhvort kortaupplýsingar eða Google Pay auðkenni, ekki hvort tveggja',
    ],
    [
      'a stored (virtual) card',
      { paymentId: 'demo-card', cardInfo: null, virtualCardId: 'vc-1', googlePayToken: null },
      'Vistuð kort eru ekki í boði í sandkassanum',
    ],
  ])('verify with %s answers 400 with a reason', async (_, body, reason) => {
    const sandbox = testSandbox();
    expect(await sandbox.post('/api/payment/v2/card/verify', body)).toEqual(
      expect.objectContaining({ status: 400, body: { reason } }),
    );
  });

  it('pay without verificationData answers 400', async () => {
    const sandbox = testSandbox();
    expect(
      await sandbox.post('/api/payment/v2/card/pay', cardRequest('demo-card', '4242424242424242')),
    ).toMatchObject(refusal(400, 'Reitinn „verificationData“ vantar'));
  });
});

// ---------------------------------------------------------------------------------------------

describe('Google Pay', () => {
  it('GET /sandbox/google-pay/cards lists the stand-in’s cards, open to other origins, not logged or faulted', async () => {
    const sandbox = testSandbox();
    await sandbox.post('/__sandbox/faults', { match: 'GET /sandbox', fault: '500' });
    const answer = await sandbox.get('/sandbox/google-pay/cards', { Origin: 'https://shop.example' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(answer.body).toEqual([
      { token: 'sandbox-gpay-visa-4242', description: 'Visa •••• 4242', network: 'VISA' },
      { token: 'sandbox-gpay-mastercard-4444', description: 'Mastercard •••• 4444', network: 'MASTERCARD' },
    ]);
    expect((await sandbox.get('/__sandbox/requests')).body).toEqual([]);
  });

  it('sandbox-gpay-visa-4242: challenge, then paid with receipt method 7', async () => {
    const sandbox = testSandbox();
    const pay = await payThrough(sandbox, googlePayRequest('demo-card', 'sandbox-gpay-visa-4242'));
    expect(pay).toMatchObject({ status: 200, body: {} });
    const receipt = await sandbox.get('/api/payment/demo-card/receipt');
    expect(receipt.body).toMatchObject({ paymentId: 'demo-card', paymentMethod: 7, totalAmount: 24_990 });
  });

  it('sandbox-gpay-mastercard-4444: the challenge passes, pay answers "Kortinu var hafnað"', async () => {
    const sandbox = testSandbox();
    const request = googlePayRequest('demo-card', 'sandbox-gpay-mastercard-4444');
    const { session } = await verify(sandbox, request);
    const page = await getPage(sandbox, `/sandbox/3ds/challenge?session=${session}`);
    expect(page.text).toContain(json({ type: 'authentication-complete', data: session }));
    await decide(sandbox, session, 'confirm');
    const pay = await sandbox.post('/api/payment/v2/card/pay', { ...request, verificationData: session });
    expect(pay).toMatchObject(refusal(400, 'Kortinu var hafnað'));
  });

  it('answers "Ógilt Google Pay auðkenni" for an unknown token; a session is bound to its token', async () => {
    const sandbox = testSandbox();
    expect(
      await sandbox.post('/api/payment/v2/card/verify', googlePayRequest('demo-card', 'sandbox-gpay-amex')),
    ).toMatchObject(refusal(400, 'Ógilt Google Pay auðkenni'));

    const { session } = await verify(sandbox, googlePayRequest('demo-card', 'sandbox-gpay-visa-4242'));
    await decide(sandbox, session, 'confirm');
    const other = {
      ...googlePayRequest('demo-card', 'sandbox-gpay-mastercard-4444'),
      verificationData: session,
    };
    expect(await sandbox.post('/api/payment/v2/card/pay', other)).toMatchObject(
      refusal(400, 'Auðkenning fannst ekki'),
    );
  });
});

// ---------------------------------------------------------------------------------------------

const instalmentPath = '/api/payment/pay-with-partial-payment';

function instalmentRequest(paymentId: string, creditInfoCheckApproved = false) {
  return { paymentId, phone: '8201234', email: 'anna@example.is', paymentCount: 7, creditInfoCheckApproved };
}

describe('instalments', () => {
  it('interest rate 12.5 (percent) for instalment payments, NoticeAmount 495', async () => {
    const sandbox = testSandbox();
    for (const paymentId of ['demo-instalment', 'demo-instalment-app', 'demo-nocredit', 'demo-all']) {
      expect(await sandbox.get(`/api/payment/${paymentId}/interest-rate`)).toMatchObject({
        status: 200,
        body: 12.5,
      });
    }
    expect(await sandbox.get('/api/payment-calculations/NoticeAmount')).toMatchObject({
      status: 200,
      body: 495,
    });
    expect(await sandbox.get('/api/payment/demo-nothing/interest-rate')).toMatchObject(
      refusal(404, 'Greiðsla fannst ekki'),
    );
    expect(await sandbox.get('/api/payment/demo-card/interest-rate')).toMatchObject(
      refusal(400, 'Þessi greiðslumáti er ekki í boði fyrir greiðsluna'),
    );
  });

  it('needs a login unless the payment comes from the app', async () => {
    const sandbox = testSandbox();
    expect(await sandbox.post(instalmentPath, instalmentRequest('demo-instalment'))).toMatchObject(
      refusal(401, 'Innskráning er útrunnin'),
    );
    expect(
      await sandbox.post(instalmentPath, instalmentRequest('demo-instalment'), sandbox.bearer('not-a-token')),
    ).toMatchObject({ status: 401 });
  });

  it('creates an unsigned document for the payer', async () => {
    const sandbox = testSandbox();
    const token = await sandbox.loginByPhone(anna);
    const answer = await sandbox.post(
      instalmentPath,
      instalmentRequest('demo-instalment'),
      sandbox.bearer(token),
    );
    expect(answer.status).toBe(200);
    const { documentId } = v.parse(partialPaymentResponseSchema, answer.body);
    expect(documentId).toMatch(/^doc-[0-9a-f]{16}$/);
    const status = await sandbox.get(
      `/api/payment/demo-instalment/partial-payment/signet-status?documentId=${documentId}`,
    );
    expect(status).toMatchObject({ status: 200, body: { signed: false } });
    expect((await sandbox.get('/api/payment?paymentId=demo-instalment')).body).toMatchObject({
      isPaid: false,
    });
  });

  it('refuses a logged-in person who is not the payer, but lets anyone pay a payment with no payer', async () => {
    const sandbox = testSandbox();
    const bjarniToken = await sandbox.loginByPhone(bjarni);
    expect(
      await sandbox.post(instalmentPath, instalmentRequest('demo-instalment'), sandbox.bearer(bjarniToken)),
    ).toMatchObject(refusal(400, 'Greiðslan er ekki skráð á þig'));
    expect(
      (await sandbox.post(instalmentPath, instalmentRequest('demo-all'), sandbox.bearer(bjarniToken))).status,
    ).toBe(200);
  });

  it('from the app: no login needed, and the app signs, so the payment is paid at once (receipt method 0)', async () => {
    const sandbox = testSandbox();
    const answer = await sandbox.post(instalmentPath, instalmentRequest('demo-instalment-app'));
    expect(answer.status).toBe(200);
    const { documentId } = v.parse(partialPaymentResponseSchema, answer.body);
    expect(
      (
        await sandbox.get(
          `/api/payment/demo-instalment-app/partial-payment/signet-status?documentId=${documentId}`,
        )
      ).body,
    ).toEqual({ signed: true });
    expect((await sandbox.get('/api/payment/demo-instalment-app/receipt')).body).toMatchObject({
      paymentMethod: 0,
      totalAmount: 350_000,
    });

    // A logged-in person who is not its payer (Bjarni) is still refused.
    const other = testSandbox();
    const annaToken = await other.loginByPhone(anna);
    expect(
      await other.post(instalmentPath, instalmentRequest('demo-instalment-app'), other.bearer(annaToken)),
    ).toMatchObject(refusal(400, 'Greiðslan er ekki skráð á þig'));
  });

  it('demo-nocredit: "Ekki næg heimild" until a request allows the credit-info check (until reset)', async () => {
    const sandbox = testSandbox();
    const token = await sandbox.loginByPhone(bjarni);
    const auth = sandbox.bearer(token);
    const refused = refusal(400, 'Ekki næg heimild');
    expect(await sandbox.post(instalmentPath, instalmentRequest('demo-nocredit'), auth)).toMatchObject(
      refused,
    );
    expect(await sandbox.post(instalmentPath, instalmentRequest('demo-nocredit'), auth)).toMatchObject(
      refused,
    );
    const approved = await sandbox.post(instalmentPath, instalmentRequest('demo-nocredit', true), auth);
    expect(approved.status).toBe(200);
    expect(() => v.parse(partialPaymentResponseSchema, approved.body)).not.toThrow();
    // The consent is remembered for the payment.
    expect((await sandbox.post(instalmentPath, instalmentRequest('demo-nocredit'), auth)).status).toBe(200);

    await sandbox.post('/__sandbox/reset', {});
    const again = sandbox.bearer(await sandbox.loginByPhone(bjarni));
    expect(await sandbox.post(instalmentPath, instalmentRequest('demo-nocredit'), again)).toMatchObject(
      refused,
    );
  });

  it('demo-insufficient: always "Ekki næg heimild"', async () => {
    const sandbox = testSandbox();
    const auth = sandbox.bearer(await sandbox.loginByPhone(anna));
    for (const approved of [false, true, false]) {
      expect(
        await sandbox.post(instalmentPath, instalmentRequest('demo-insufficient', approved), auth),
      ).toMatchObject(refusal(400, 'Ekki næg heimild'));
    }
  });

  it('refuses a paid payment, a payment without instalments and an unknown payment', async () => {
    const sandbox = testSandbox();
    const auth = sandbox.bearer(await sandbox.loginByPhone(anna));
    expect(await sandbox.post(instalmentPath, instalmentRequest('demo-paid'), auth)).toMatchObject(
      refusal(400, 'Greiðsla hefur þegar verið greidd'),
    );
    expect(await sandbox.post(instalmentPath, instalmentRequest('demo-card'), auth)).toMatchObject(
      refusal(400, 'Þessi greiðslumáti er ekki í boði fyrir greiðsluna'),
    );
    expect(await sandbox.post(instalmentPath, instalmentRequest('demo-nothing'), auth)).toMatchObject(
      refusal(404, 'Greiðsla fannst ekki'),
    );
  });

  it.each([
    ['13 payments', { paymentCount: 13 }, 'Reiturinn „paymentCount“ er ekki gildur'],
    ['1 payment', { paymentCount: 1 }, 'Reiturinn „paymentCount“ er ekki gildur'],
    ['a phone with letters', { phone: '820abcd' }, "Símanúmer getur aðeins innihaldið tölustafi og '+'"],
    ['no e-mail', { email: undefined }, 'Reitinn „email“ vantar'],
    [
      'consent as text',
      { creditInfoCheckApproved: 'yes' },
      'Reiturinn „creditInfoCheckApproved“ er ekki gildur',
    ],
  ])('answers 400 for %s', async (_, change, reason) => {
    const sandbox = testSandbox();
    const body = { ...instalmentRequest('demo-instalment'), ...change };
    expect(await sandbox.post(instalmentPath, body)).toMatchObject({ status: 400, body: { reason } });
  });
});

describe('e-signing', () => {
  async function unsignedDocument(sandbox: Sandbox): Promise<string> {
    const token = await sandbox.loginByPhone(anna);
    const answer = await sandbox.post(
      instalmentPath,
      instalmentRequest('demo-instalment'),
      sandbox.bearer(token),
    );
    const { documentId } = v.parse(partialPaymentResponseSchema, answer.body);
    if (!documentId) throw new Error('the sandbox answered without a document');
    return documentId;
  }

  const statusPath = (documentId: string, paymentId = 'demo-instalment') =>
    `/api/payment/${paymentId}/partial-payment/signet-status?documentId=${documentId}`;

  it('the signing page shows the document and the button Undirrita', async () => {
    const sandbox = testSandbox();
    const documentId = await unsignedDocument(sandbox);
    const page = await getPage(sandbox, `/sandbox/signing/${documentId}`);
    expectIcelandicPage(page, 'Undirritun skjals');
    expect(page.text).toContain('<dd>demo-instalment</dd>');
    expect(page.text).toContain('<dd>350.000 kr.</dd>');
    expect(page.text).toContain('<dd>7 mánuðir</dd>');
    expect(page.text).toContain('<dd>Anna Jónsdóttir</dd>');
    expect(page.text).toContain('<form method="post" class="actions">');
    expect(page.text).toContain('<button type="submit">Undirrita</button>');
    expect(page.text).not.toContain('window.close(); }, 500');
  });

  it('pressing Undirrita signs, pays (receipt method 0), says "Undirritun tókst" and closes the window', async () => {
    const sandbox = testSandbox();
    const documentId = await unsignedDocument(sandbox);
    const signed = await formPost(sandbox, `/sandbox/signing/${documentId}`, {});
    expect(signed.status).toBe(200);
    expect(signed.text).toContain('<h1>Undirritun tókst</h1>');
    expect(signed.text).toContain('window.close()');
    expect(signed.text).not.toContain('Undirrita</button>');

    const status = await sandbox.get(statusPath(documentId));
    expect(status.status).toBe(200);
    expect(v.parse(signingStatusSchema, status.body)).toEqual({ signed: true });
    expect((await sandbox.get('/api/payment?paymentId=demo-instalment')).body).toMatchObject({
      isPaid: true,
    });
    const receipt = await sandbox.get('/api/payment/demo-instalment/receipt');
    expect(receipt.body).toMatchObject({ paymentMethod: 0, totalAmount: 350_000 });
    expect((await sandbox.get('/api/payment/status/demo-instalment')).body).toBe('Nú þegar greitt');

    // Opened again later, the page says it is signed and does not close itself.
    const again = await getPage(sandbox, `/sandbox/signing/${documentId}`);
    expect(again.text).toContain('<h1>Undirritun tókst</h1>');
    expect(again.text).not.toContain('window.close(); }, 500');
  });

  it('a fetch asking for JSON signs too and gets { signed: true }', async () => {
    const sandbox = testSandbox();
    const documentId = await unsignedDocument(sandbox);
    const signed = await formPost(sandbox, `/sandbox/signing/${documentId}`, {}, 'application/json');
    expect(signed.status).toBe(200);
    expect(JSON.parse(signed.text)).toEqual({ signed: true });
    expect((await sandbox.get(statusPath(documentId))).body).toEqual({ signed: true });
  });

  it('an unknown document: 404 page, 404 "Skjal fannst ekki" status; documentId is required', async () => {
    const sandbox = testSandbox();
    const page = await getPage(sandbox, '/sandbox/signing/doc-nothing');
    expect(page.status).toBe(404);
    expect(page.text).toContain('<p>Skjal fannst ekki</p>');
    expect((await formPost(sandbox, '/sandbox/signing/doc-nothing', {})).status).toBe(404);
    const json404 = await formPost(sandbox, '/sandbox/signing/doc-nothing', {}, 'application/json');
    expect(JSON.parse(json404.text)).toEqual({ reason: 'Skjal fannst ekki' });

    expect(await sandbox.get(statusPath('doc-nothing'))).toMatchObject(refusal(404, 'Skjal fannst ekki'));
    // A real document asked for under another payment is not found either.
    const documentId = await unsignedDocument(sandbox);
    expect((await sandbox.get(statusPath(documentId, 'demo-all'))).status).toBe(404);
    expect(await sandbox.get('/api/payment/demo-instalment/partial-payment/signet-status')).toMatchObject(
      refusal(400, 'Reitinn „documentId“ vantar'),
    );
  });
});

// ---------------------------------------------------------------------------------------------

const claimPath = '/api/claim-payment/pay-with-claim';

describe('payment slip (claim)', () => {
  it('pays demo-slip for Anna (method 2) and answers the success path', async () => {
    const sandbox = testSandbox();
    const auth = sandbox.bearer(await sandbox.loginByPhone(anna));
    const answer = await sandbox.post(
      claimPath,
      { paymentId: 'demo-slip', phone: '8201234', email: '' },
      auth,
    );
    expect(answer.status).toBe(200);
    expect(v.parse(claimResponseSchema, answer.body)).toEqual({ redirectUrl: '/borga/demo-slip/tokst' });
    expect((await sandbox.get('/api/payment/demo-slip/receipt')).body).toMatchObject({
      paymentMethod: 2,
      totalAmount: 45_000,
    });
    expect(
      await sandbox.post(claimPath, { paymentId: 'demo-slip', phone: '8201234', email: '' }, auth),
    ).toMatchObject(refusal(400, 'Greiðsla hefur þegar verið greidd'));
  });

  it('needs a login (401) with the payment’s phone (400)', async () => {
    const sandbox = testSandbox();
    const body = { paymentId: 'demo-slip', phone: '8202345', email: 'bjarni@example.is' };
    expect(await sandbox.post(claimPath, body)).toMatchObject(refusal(401, 'Innskráning er útrunnin'));
    const auth = sandbox.bearer(await sandbox.loginByPhone(bjarni));
    expect(await sandbox.post(claimPath, body, auth)).toMatchObject(
      refusal(400, 'Greiðsluseðillinn er ekki á þínu símanúmeri'),
    );
  });

  it('a payment with no payer (demo-all) sends the slip to the phone given, which must be the person’s', async () => {
    const sandbox = testSandbox();
    const auth = sandbox.bearer(await sandbox.loginByPhone(bjarni));
    expect(
      await sandbox.post(claimPath, { paymentId: 'demo-all', phone: '8201234', email: '' }, auth),
    ).toMatchObject(refusal(400, 'Greiðsluseðillinn er ekki á þínu símanúmeri'));
    expect(
      await sandbox.post(claimPath, { paymentId: 'demo-all', phone: '+3548202345', email: '' }, auth),
    ).toMatchObject({ status: 200, body: { redirectUrl: '/borga/demo-all/tokst' } });
  });

  it('refuses a payment without slips and bad bodies', async () => {
    const sandbox = testSandbox();
    const auth = sandbox.bearer(await sandbox.loginByPhone(anna));
    expect(
      await sandbox.post(claimPath, { paymentId: 'demo-card', phone: '8201234', email: '' }, auth),
    ).toMatchObject(refusal(400, 'Þessi greiðslumáti er ekki í boði fyrir greiðsluna'));
    expect(
      await sandbox.post(claimPath, { paymentId: 'demo-slip', phone: '12', email: '' }, auth),
    ).toMatchObject(refusal(400, "Símanúmer getur aðeins innihaldið tölustafi og '+'"));
    expect(await sandbox.post(claimPath, { paymentId: 'demo-slip', phone: '8201234' }, auth)).toMatchObject(
      refusal(400, 'Reitinn „email“ vantar'),
    );
  });
});

// ---------------------------------------------------------------------------------------------

describe('receipts and status', () => {
  it('demo-paid has its three items', async () => {
    const sandbox = testSandbox();
    const answer = await sandbox.get('/api/payment/demo-paid/receipt');
    expect(answer.status).toBe(200);
    const receipt = v.parse(receiptSchema, answer.body);
    expect(receipt).toMatchObject({ paymentId: 'demo-paid', paymentMethod: 1, totalAmount: 31_480 });
    expect(receipt.items.map((item) => item.name)).toEqual([
      'Pallaolía 3 l',
      'Pensill 100 mm',
      'Pallaskrúfur 500 stk.',
    ]);
    const sum = receipt.items.reduce((total, item) => total + item.amount * item.customerPrice, 0);
    expect(sum).toBe(receipt.totalAmount);

    const status = await sandbox.get('/api/payment/status/demo-paid');
    expect(status.body).toBe('Nú þegar greitt');
    expect(status.headers.get('Content-Type')).toContain('text/plain');
  });

  it('an unpaid payment has no receipt and the status "Ógreitt"; unknown payments answer 404', async () => {
    const sandbox = testSandbox();
    expect(await sandbox.get('/api/payment/demo-card/receipt')).toMatchObject(
      refusal(404, 'Kvittun fannst ekki'),
    );
    expect(await sandbox.get('/api/payment/status/demo-card')).toMatchObject({
      status: 200,
      body: 'Ógreitt',
    });
    expect(await sandbox.get('/api/payment/demo-nothing/receipt')).toMatchObject(
      refusal(404, 'Greiðsla fannst ekki'),
    );
    expect(await sandbox.get('/api/payment/status/demo-nothing')).toMatchObject(
      refusal(404, 'Greiðsla fannst ekki'),
    );
  });

  it('demo-receipt-late: not ready (and not paid by status) until lateReceiptMs after the first request', async () => {
    const sandbox = testSandbox({ lateReceiptMs: 100 });
    expect((await sandbox.get('/api/payment/status/demo-receipt-late')).body).toBe('Ógreitt');
    const notReady = refusal(404, 'Kvittun er ekki tilbúin');
    expect(await sandbox.get('/api/payment/demo-receipt-late/receipt')).toMatchObject(notReady);
    expect((await sandbox.get('/api/payment/status/demo-receipt-late')).body).toBe('Ógreitt');
    expect(await sandbox.get('/api/payment/demo-receipt-late/receipt')).toMatchObject(notReady);

    await new Promise((resolve) => setTimeout(resolve, 110));
    expect((await sandbox.get('/api/payment/status/demo-receipt-late')).body).toBe('Nú þegar greitt');
    const receipt = await sandbox.get('/api/payment/demo-receipt-late/receipt');
    expect(receipt.status).toBe(200);
    expect(v.parse(receiptSchema, receipt.body)).toMatchObject({
      paymentId: 'demo-receipt-late',
      totalAmount: 5_990,
      items: [{ name: 'Ljósapera E27', amount: 1, customerPrice: 5_990 }],
    });

    // A reset starts the wait over.
    await sandbox.post('/__sandbox/reset', {});
    expect((await sandbox.get('/api/payment/status/demo-receipt-late')).body).toBe('Ógreitt');
    expect(await sandbox.get('/api/payment/demo-receipt-late/receipt')).toMatchObject(notReady);
  });

  it('waits 3 s by default', async () => {
    const app = createSandboxApp();
    const first = await app.request('/api/payment/demo-receipt-late/receipt');
    expect(first.status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await (await app.request('/api/payment/demo-receipt-late/receipt')).json()).toEqual({
      reason: 'Kvittun er ekki tilbúin',
    });
  });

  it('reset puts a paid payment back to unpaid', async () => {
    const sandbox = testSandbox();
    await payThrough(sandbox, cardRequest('demo-card', '4242424242424242'));
    expect((await sandbox.get('/api/payment/status/demo-card')).body).toBe('Nú þegar greitt');
    await sandbox.post('/__sandbox/reset', {});
    expect((await sandbox.get('/api/payment/status/demo-card')).body).toBe('Ógreitt');
    expect((await sandbox.get('/api/payment/demo-card/receipt')).status).toBe(404);
  });
});

describe('isSandboxPath', () => {
  it('answers the sandbox pages but leaves the sandbox’s source files to the dev server', () => {
    expect(isSandboxPath('/sandbox/3ds/challenge')).toBe(true);
    expect(isSandboxPath('/sandbox/3ds/decision')).toBe(true);
    expect(isSandboxPath('/sandbox/google-pay/cards')).toBe(true);
    expect(isSandboxPath('/sandbox/signing/doc-1')).toBe(true);
    expect(isSandboxPath('/api/payment')).toBe(true);
    expect(isSandboxPath('/sandbox/app.ts')).toBe(false);
    expect(isSandboxPath('/sandbox/pay/routes.ts')).toBe(false);
    expect(isSandboxPath('/borga/demo-card')).toBe(false);
  });
});
