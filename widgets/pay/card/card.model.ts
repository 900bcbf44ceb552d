import { computed, createModel, effect, signal } from '@preact/signals-react';
import { createField } from '../../core/runtime/field.ts';
import type { VerifyAndPayModel } from '../three-ds/verify-and-pay.ts';
import { cardMessages } from './card.messages.ts';
import {
  cardNumberError,
  cardNumberKind,
  cvcKind,
  expiryError,
  shouldValidateCardNumberOnInput,
} from './card.ts';

export interface CardDependencies {
  attempt: VerifyAndPayModel;
  paymentId: () => string;
  now: () => Date;
}

/** The card form (spec §2 Card form, §5 Card): what was typed, its messages, and 'Borga'. */
export const CardModel = createModel((dependencies: CardDependencies) => {
  const { attempt } = dependencies;
  const holder = signal('');
  /** The number as typed, without the display's grouping spaces; checked as spec §5 says. */
  const number = createField({
    kind: cardNumberKind,
    required: true,
    requiredMessage: cardMessages.cardNumberLength,
    rule: cardNumberError,
    checkWhileTyping: shouldValidateCardNumberOnInput,
  });
  /** '01'-'12', or '' until chosen. */
  const month = signal('');
  /** Four digits, or '' until chosen. */
  const year = signal('');
  /** Left (or 'Borga' pressed): from then on an unchosen month or year says so. */
  const monthLeft = signal(false);
  const yearLeft = signal(false);
  /**
   * Digits only. Spec §5: the CVC and the holder's name show no validation; the processor judges
   * them. The field's hint says what it holds instead.
   */
  const cvc = createField({ kind: cvcKind });

  const expiryMessage = computed(() =>
    month.value && year.value
      ? expiryError({ month: Number(month.value), year: Number(year.value) }, dependencies.now())
      : undefined,
  );
  const monthMessage = computed(() =>
    monthLeft.value && !month.value ? cardMessages.chooseMonth : expiryMessage.value,
  );
  const yearMessage = computed(() => (yearLeft.value && !year.value ? cardMessages.chooseYear : undefined));
  const expiryChosen = computed(() => month.value !== '' && year.value !== '');
  /** Spec §5: number and expiry valid, no request active and no 3-D Secure popup shown. */
  const canPay = computed(
    () =>
      cardNumberError(number.value.value) === undefined &&
      expiryChosen.value &&
      expiryMessage.value === undefined &&
      !attempt.busy.value,
  );
  /** What paying still needs, named next to 'Borga' (in the accusative): none once all is in. */
  const missing = computed(() => {
    const needs: string[] = [];
    if (cardNumberError(number.value.value)) needs.push(cardMessages.missingNumber);
    if (!expiryChosen.value || expiryMessage.value) needs.push(cardMessages.missingExpiry);
    return needs;
  });

  // A declined card keeps the form for another try, but not its code: that is typed again (or
  // another card's).
  effect(() => {
    const state = attempt.state.value;
    if (state.kind === 'error' && state.cause === 'declined') cvc.reset('');
  });

  /** A select was left: from then on, unchosen, it says so. */
  const leaveExpiry = (which: 'month' | 'year') => {
    (which === 'month' ? monthLeft : yearLeft).value = true;
  };

  const setNumber = (typed: string) => {
    number.set(typed);
    attempt.dismissError();
  };

  const setCvc = (typed: string) => {
    cvc.set(typed);
    attempt.dismissError();
  };

  /** Every checked field says what is wrong; the attempt starts only when nothing is. */
  const submit = () => {
    const numberOk = number.validate();
    monthLeft.value = true;
    yearLeft.value = true;
    if (!numberOk || !canPay.peek()) return;
    void attempt.start({
      paymentId: dependencies.paymentId(),
      cardInfo: {
        cardNumber: number.value.peek(),
        expirationMonth: month.peek(),
        expirationYear: year.peek(),
        cvc: cvc.value.peek(),
      },
      virtualCardId: null,
      googlePayToken: null,
    });
  };

  return {
    holder,
    number,
    month,
    year,
    cvc,
    expiryMessage,
    monthMessage,
    yearMessage,
    canPay,
    missing,
    leaveExpiry,
    setNumber,
    setCvc,
    submit,
  };
});

export type CardModelInstance = InstanceType<typeof CardModel>;
