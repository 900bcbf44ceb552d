import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { Button, Form, Select, TextField } from '../../core/ui/index.ts';
import { payMessages } from '../pay.messages.ts';
import { AttemptOutcome } from '../three-ds/AttemptOutcome.tsx';
import type { VerifyAndPayModel } from '../three-ds/verify-and-pay.ts';
import { cardMessages } from './card.messages.ts';
import type { CardModelInstance } from './card.model.ts';
import { cardBrand, expiryMonthOptions, expiryYears, formatCardNumber } from './card.ts';

const monthOptions = [{ value: '', label: 'Mánuður' }, ...expiryMonthOptions()];

function yearOptions(now: Date) {
  return [
    { value: '', label: 'Ár' },
    ...expiryYears(now).map((year) => ({ value: String(year), label: String(year) })),
  ];
}

function BrandMark(props: { number: string }): ReactNode {
  const brand = cardBrand(props.number);
  if (!brand) return null;
  return (
    <span className="byko-card-brand" data-brand={brand} role="img" aria-label={cardMessages[brand]}>
      {cardMessages[brand]}
    </span>
  );
}

/**
 * The number, grouped as it is typed, with its brand. Its own component: a key press renders this
 * field, not the whole form, so typing stays quick on a slow phone.
 */
function CardNumberField(props: { card: CardModelInstance; busy: boolean }): ReactNode {
  useSignals();
  const { card, busy } = props;
  return (
    <div className="byko-card-number">
      <TextField
        label={cardMessages.cardNumber}
        name="cc-number"
        autoComplete="cc-number"
        inputMode="numeric"
        value={formatCardNumber(card.number.value.value)}
        onChange={card.setNumber}
        onBlur={card.number.blur}
        error={card.number.message.value}
        readOnly={busy}
        required
      />
      <BrandMark number={card.number.value.value} />
    </div>
  );
}

/** 'Borga', active when the form may be sent: re-rendered only when that changes. */
function PayButton(props: { card: CardModelInstance; busy: boolean }): ReactNode {
  useSignals();
  return (
    <Button
      type="submit"
      block
      busy={props.busy}
      disabled={!props.card.canPay.value}
      busyLabel={payMessages.paying}
    >
      {payMessages.pay}
    </Button>
  );
}

/** The card form (spec §2): name, grouped number with brand, expiry selects, CVC, 'Borga'. */
export function CardForm(props: {
  card: CardModelInstance;
  attempt: VerifyAndPayModel;
  now: Date;
}): ReactNode {
  useSignals();
  const { card, attempt, now } = props;
  const busy = attempt.busy.value;
  return (
    <Form onSubmit={() => card.submit()} className="byko-card-form" part="card-form">
      <TextField
        label={cardMessages.cardholder}
        name="cc-name"
        autoComplete="cc-name"
        value={card.holder.value}
        onChange={(value) => {
          card.holder.value = value;
        }}
        readOnly={busy}
      />
      <CardNumberField card={card} busy={busy} />
      <div className="byko-field-row">
        <Select
          label={cardMessages.expiryMonth}
          name="cc-exp-month"
          autoComplete="cc-exp-month"
          value={card.month.value}
          options={monthOptions}
          onChange={(value) => {
            card.month.value = value;
          }}
          disabled={busy}
          error={card.expiryMessage.value}
        />
        <Select
          label={cardMessages.expiryYear}
          name="cc-exp-year"
          autoComplete="cc-exp-year"
          value={card.year.value}
          options={yearOptions(now)}
          onChange={(value) => {
            card.year.value = value;
          }}
          disabled={busy}
        />
        <TextField
          label={cardMessages.cvc}
          name="cc-csc"
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
          value={card.cvc.value}
          onChange={card.setCvc}
          readOnly={busy}
        />
      </div>
      <AttemptOutcome attempt={attempt} />
      <PayButton card={card} busy={busy} />
    </Form>
  );
}
