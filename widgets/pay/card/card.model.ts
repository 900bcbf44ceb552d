import { computed, createModel, signal } from '@preact/signals-react';
import { createField } from '../../core/runtime/field.ts';
import { digitsOnly } from '../../core/runtime/format.ts';
import type { VerifyAndPayModel } from '../three-ds/verify-and-pay.ts';
import { cardMessages } from './card.messages.ts';
import { cardNumberError, cardNumberKind, expiryError, shouldValidateCardNumberOnInput } from './card.ts';

export interface CardDependencies {
  attempt: VerifyAndPayModel;
  paymentId: () => string;
  now: () => Date;
}

/** The card form (spec §2 Card form, §5 Card): what was typed, its messages, and 'Borga'. */
export const CardModel = createModel((dependencies: CardDependencies) => {
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
  /** Spec §5: the CVC and the holder's name show no validation; the processor judges them. */
  const cvc = signal('');

  const expiryMessage = computed(() =>
    month.value && year.value
      ? expiryError({ month: Number(month.value), year: Number(year.value) }, dependencies.now())
      : undefined,
  );
  const expiryChosen = computed(() => month.value !== '' && year.value !== '');
  /** Spec §5: number and expiry valid, no request active and no 3-D Secure popup shown. */
  const canPay = computed(
    () =>
      cardNumberError(number.value.value) === undefined &&
      expiryChosen.value &&
      expiryMessage.value === undefined &&
      !dependencies.attempt.busy.value,
  );

  const setNumber = (typed: string) => {
    number.set(typed);
    dependencies.attempt.dismissError();
  };

  const setCvc = (typed: string) => {
    cvc.value = digitsOnly(typed);
    dependencies.attempt.dismissError();
  };

  const submit = () => {
    number.validate();
    if (!canPay.peek()) return;
    void dependencies.attempt.start({
      paymentId: dependencies.paymentId(),
      cardInfo: {
        cardNumber: number.value.peek(),
        expirationMonth: month.peek(),
        expirationYear: year.peek(),
        cvc: cvc.peek(),
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
    canPay,
    setNumber,
    setCvc,
    submit,
  };
});

export type CardModelInstance = InstanceType<typeof CardModel>;
