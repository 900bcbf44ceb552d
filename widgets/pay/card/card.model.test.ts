import { describe, expect, it } from 'vitest';
import { demoCardAttempt } from '../../../test/support/card-attempt.ts';
import { sandboxServerForTests } from '../../../test/support/sandbox-server.ts';
import { until } from '../../../test/support/signals.ts';
import { type AttemptState, cardFailureMessages } from '../three-ds/verify-and-pay.ts';
import { CardModel, type CardModelInstance } from './card.model.ts';

// The card form's model (spec §2 Card form, §5 Card) with a real attempt against the sandbox over
// HTTP (its own server for this file).

const messages = {
  chooseMonth: 'Veldu mánuð.',
  chooseYear: 'Veldu ár.',
  length: 'Kortanúmer á að vera 16 stafa langt.',
  digits: 'Kortanúmer má eingöngu innihalda tölustafi.',
  invalid: 'Kortanúmer er ekki gilt.',
  expired: 'Kort er útrunnið',
};

const sandbox = sandboxServerForTests();

async function verifyRequests() {
  return sandbox.requests({ path: '/api/payment/v2/card/verify' });
}

/** 15 March 2026, local time. */
const fixedNow = new Date(2026, 2, 15, 12, 0);

function newCard(now: () => Date = () => fixedNow) {
  const { attempt } = demoCardAttempt({
    sandboxUrl: sandbox.url,
    messages: cardFailureMessages,
    pageOrigin: () => 'https://shop.example.is',
  });
  const card: CardModelInstance = new CardModel({ attempt, paymentId: () => 'demo-card', now });
  return { card, attempt };
}

/** A good card, valid to the end of March 2026 (the fixed now's month). */
function fillValid(card: CardModelInstance): void {
  fillCard(card, '03', '2026');
}

/** A good card, valid to December some years from the real now. */
function fillValidUntilDecember(card: CardModelInstance, yearsAhead: number): void {
  fillCard(card, '12', String(new Date().getFullYear() + yearsAhead));
}

function fillCard(card: CardModelInstance, month: string, year: string): void {
  card.setNumber('4242 4242 4242 4242');
  card.month.value = month;
  card.year.value = year;
  card.setCvc('123');
}

describe('typing the card number', () => {
  it('keeps the number without the grouping spaces', () => {
    const { card } = newCard();
    card.setNumber('4242 4242 4242 4242');
    expect(card.number.value.value).toBe('4242424242424242');
    card.setNumber(' 4242  42\t42 ');
    expect(card.number.value.value).toBe('42424242');
  });

  // What makes a number wrong, and which message says so, is card.ts's (card.test.ts). Here: when
  // the field checks it, with one wrong number as the example.
  it('says nothing while it is typed short; checks it at 16 characters', () => {
    const { card } = newCard();
    card.setNumber('4242 4242 4242 424');
    expect(card.number.message.value).toBeUndefined();
    card.setNumber('4242 4242 4242 4241');
    expect(card.number.message.value).toBe(messages.invalid);
    card.setNumber('4242 4242 4242 4242');
    expect(card.number.message.value).toBeUndefined();
  });

  it('checks every keystroke once a message shows, until it is fixed', () => {
    const { card } = newCard();
    card.setNumber('4242x');
    card.number.blur();
    expect(card.number.message.value).toBe(messages.digits);
    card.setNumber('4242');
    expect(card.number.message.value).toBe(messages.length);
    card.setNumber('4242424242424242');
    expect(card.number.message.value).toBeUndefined();
    // Fixed: short again is quiet again until the next blur.
    card.setNumber('4242');
    expect(card.number.message.value).toBeUndefined();
  });

  it('validates on blur', () => {
    const { card } = newCard();
    card.setNumber('4242 abc');
    expect(card.number.message.value).toBeUndefined();
    card.number.blur();
    expect(card.number.message.value).toBe(messages.digits);
    card.setNumber('4242 4242 4242 4242');
    card.number.blur();
    expect(card.number.message.value).toBeUndefined();
  });

  it('validates an empty field on blur too (spec §5: validated on blur)', () => {
    const { card } = newCard();
    card.number.blur();
    expect(card.number.message.value).toBe(messages.length);
  });

  it('clears an attempt error when the number changes', async () => {
    const { card, attempt } = newCard(() => new Date());
    card.setNumber('4242 4242 4242 4242');
    card.month.value = '01';
    card.year.value = '2020';
    await attempt.start({
      paymentId: 'demo-card',
      cardInfo: { cardNumber: '4242424242424242', expirationMonth: '01', expirationYear: '2020', cvc: '1' },
      virtualCardId: null,
      googlePayToken: null,
    });
    expect(attempt.state.value.kind).toBe('error');
    card.setNumber('4242 4242 4242 424');
    expect(attempt.state.value).toEqual({ kind: 'idle' });
  });
});

describe('expiry', () => {
  // Which months have passed is card.ts's (card.test.ts). Here: the model asks it with its own now.
  it("says 'Kort er útrunnið' for a month past by its clock, and nothing once a later one is chosen", () => {
    const { card } = newCard();
    card.month.value = '02';
    card.year.value = '2026';
    expect(card.expiryMessage.value).toBe(messages.expired);
    card.year.value = '2027';
    expect(card.expiryMessage.value).toBeUndefined();
    // Its own month, which the real clock has left behind.
    card.month.value = '03';
    card.year.value = '2026';
    expect(card.expiryMessage.value).toBeUndefined();
  });

  it('says nothing until both month and year are chosen', () => {
    const { card } = newCard();
    card.month.value = '01';
    expect(card.expiryMessage.value).toBeUndefined();
    card.month.value = '';
    card.year.value = '2020';
    expect(card.expiryMessage.value).toBeUndefined();
  });
});

describe("when 'Borga' can be pressed (canPay)", () => {
  it('needs a valid number and a chosen, unexpired expiry', () => {
    const { card } = newCard();
    expect(card.canPay.value).toBe(false);
    card.setNumber('4242 4242 4242 4242');
    expect(card.canPay.value).toBe(false);
    card.month.value = '03';
    expect(card.canPay.value).toBe(false);
    card.year.value = '2026';
    expect(card.canPay.value).toBe(true);
    card.month.value = '02';
    expect(card.canPay.value).toBe(false);
    card.month.value = '03';
    card.setNumber('4242 4242 4242 4241');
    expect(card.canPay.value).toBe(false);
  });

  it('needs neither a CVC nor a cardholder name to be enabled (spec §5)', () => {
    const { card } = newCard();
    card.setNumber('5555555555554444');
    card.month.value = '03';
    card.year.value = '2026';
    expect(card.cvc.value.value).toBe('');
    expect(card.holder.value).toBe('');
    expect(card.canPay.value).toBe(true);
  });

  it('is false while an attempt runs and while the 3-D Secure popup shows, true again after it closes', async () => {
    const { card, attempt } = newCard(() => new Date());
    fillValidUntilDecember(card, 1);
    expect(card.canPay.value).toBe(true);
    card.submit();
    expect(attempt.state.value.kind).toBe('verifying');
    expect(card.canPay.value).toBe(false);
    await until(attempt.state, (state: AttemptState) => state.kind !== 'verifying');
    expect(attempt.state.value.kind).toBe('challenge');
    expect(card.canPay.value).toBe(false);
    attempt.cancelChallenge();
    expect(card.canPay.value).toBe(true);
  });
});

describe('the CVC', () => {
  it('shows no message, left or sent short (spec §5): the processor judges it', async () => {
    const { card, attempt } = newCard(() => new Date());
    fillValidUntilDecember(card, 1);
    card.setCvc('1');
    card.cvc.blur();
    expect(card.cvc.message.value).toBeUndefined();
    card.submit();
    expect(card.cvc.message.value).toBeUndefined();
    await until(attempt.state, (state: AttemptState) => state.kind !== 'verifying');
    expect((await verifyRequests()).map((entry) => entry.body)).toMatchObject([{ cardInfo: { cvc: '1' } }]);
  });

  it('is cleared, and only it, when the card is declined after its challenge', async () => {
    const { card, attempt } = newCard(() => new Date());
    card.holder.value = 'Anna Jónsdóttir';
    fillValidUntilDecember(card, 1);
    card.setNumber('4000 0000 0000 0002');
    card.submit();
    await until(attempt.state, (state: AttemptState) => state.kind !== 'verifying');
    // 'Staðfesta' on the challenge, as its page presses it: the sandbox told, then the message.
    const state = attempt.state.value;
    if (state.kind !== 'challenge' || state.challenge.kind !== 'form') throw new Error('no challenge');
    const session = state.challenge.fields.find(([name]) => name === 'session')?.[1] ?? '';
    await sandbox.post('/sandbox/3ds/decision', { session, decision: 'confirm' });
    attempt.onChallengeMessage({ type: 'authentication-complete', data: session });
    await until(attempt.state, (next: AttemptState) => next.kind === 'error');
    expect(attempt.state.value).toMatchObject({ message: 'Kortinu var hafnað', cause: 'declined' });
    expect(card.cvc.value.value).toBe('');
    expect(card.cvc.message.value).toBeUndefined();
    expect([card.holder.value, card.number.value.value, card.month.value]).toEqual([
      'Anna Jónsdóttir',
      '4000000000000002',
      '12',
    ]);
  });

  it('clears an attempt error when it changes', async () => {
    const { card, attempt } = newCard();
    await attempt.start({
      paymentId: 'demo-card',
      cardInfo: null,
      virtualCardId: null,
      googlePayToken: null,
    });
    expect(attempt.state.value).toEqual({
      kind: 'error',
      message: 'Kortaupplýsingar vantar',
      cause: 'failed',
    });
    card.setCvc('12');
    expect(attempt.state.value).toEqual({ kind: 'idle' });
  });
});

describe('submit', () => {
  it('sends the card with a two-digit month and a four-digit year, nothing else', async () => {
    const { card, attempt } = newCard(() => new Date());
    const year = String(new Date().getFullYear() + 1);
    card.holder.value = 'Anna Jónsdóttir';
    card.setNumber('4242 4242 4242 4242');
    card.month.value = '01';
    card.year.value = year;
    card.setCvc('123');
    card.submit();
    await until(attempt.state, (state: AttemptState) => state.kind !== 'verifying');
    expect(attempt.state.value.kind).toBe('challenge');
    const [verify] = await verifyRequests();
    expect(verify?.body).toEqual({
      paymentId: 'demo-card',
      cardInfo: { cardNumber: '4242424242424242', expirationMonth: '01', expirationYear: year, cvc: '123' },
      virtualCardId: null,
      googlePayToken: null,
    });
  });

  it('sends nothing and shows the number message when the form is not ready', async () => {
    const { card, attempt } = newCard();
    card.setNumber('4242');
    card.month.value = '03';
    card.year.value = '2026';
    card.submit();
    expect(card.number.message.value).toBe(messages.length);
    expect(attempt.state.value).toEqual({ kind: 'idle' });

    const expired = newCard();
    fillValid(expired.card);
    expired.card.month.value = '01';
    expired.card.submit();
    expect(expired.card.number.message.value).toBeUndefined();
    expect(expired.attempt.state.value).toEqual({ kind: 'idle' });
    expect(await verifyRequests()).toHaveLength(0);
  });

  it('shows every message at once: number, month and year (the CVC shows none, spec §5)', () => {
    const { card, attempt } = newCard();
    card.submit();
    expect([
      card.number.message.value,
      card.monthMessage.value,
      card.yearMessage.value,
      card.cvc.message.value,
    ]).toEqual([messages.length, messages.chooseMonth, messages.chooseYear, undefined]);
    expect(attempt.state.value).toEqual({ kind: 'idle' });
  });

  it('says an unchosen month or year once it is left, not before', () => {
    const { card } = newCard();
    expect(card.monthMessage.value).toBeUndefined();
    card.leaveExpiry('month');
    expect([card.monthMessage.value, card.yearMessage.value]).toEqual([messages.chooseMonth, undefined]);
    card.leaveExpiry('year');
    expect(card.yearMessage.value).toBe(messages.chooseYear);
    card.month.value = '04';
    card.year.value = '2026';
    expect([card.monthMessage.value, card.yearMessage.value]).toEqual([undefined, undefined]);
    card.month.value = '02';
    expect(card.monthMessage.value).toBe(messages.expired);
  });

  it("names what 'Borga' still needs next to it: the number and the expiry, as spec §5 enables it", () => {
    const { card } = newCard();
    expect(card.missing.value).toEqual(['kortanúmer', 'gildistíma']);
    card.setNumber('4242 4242 4242 4242');
    card.month.value = '03';
    expect(card.missing.value).toEqual(['gildistíma']);
    card.year.value = '2026';
    expect(card.missing.value).toEqual([]);
  });

  it('sends one verify for two quick clicks', async () => {
    const { card, attempt } = newCard(() => new Date());
    fillValidUntilDecember(card, 2);
    card.submit();
    card.submit();
    await until(attempt.state, (state: AttemptState) => state.kind !== 'verifying');
    expect(await verifyRequests()).toHaveLength(1);
  });
});
