import { useSignals } from '@preact/signals-react/runtime';
import type { FocusEvent, MouseEvent, ReactNode } from 'react';
import { useMessages } from '../../core/runtime/locale.ts';
import { goesToPressedButton } from '../../core/runtime/ui/leaving.ts';
import { useWidget } from '../../core/runtime/widget-context.tsx';
import { Button, Form, Select, TextField } from '../../core/ui/index.ts';
import { payMessages } from '../pay.messages.ts';
import { AttemptOutcome } from '../three-ds/AttemptOutcome.tsx';
import type { VerifyAndPayModel } from '../three-ds/verify-and-pay.ts';
import { cardMessages } from './card.messages.ts';
import type { CardModelInstance } from './card.model.ts';
import {
  type CardBrand,
  cardBrand,
  expiryMonthOptions,
  expiryYears,
  formatCardNumber,
  payNeeds,
} from './card.ts';

function yearOptions(now: Date, placeholder: string) {
  return [
    { value: '', label: placeholder },
    ...expiryYears(now).map((year) => ({ value: String(year), label: String(year) })),
  ];
}

/** A card brand's mark, drawn small: the accepted brands above the form, the typed one in its field. */
function BrandLogo(props: { brand: NonNullable<CardBrand> }): ReactNode {
  return (
    <svg className="byko-brand-logo" viewBox="0 0 40 26" aria-hidden="true">
      {props.brand === 'visa' ? (
        <>
          <rect width="40" height="26" rx="4" fill="#1a1f71" />
          <text x="20" y="17.5">
            VISA
          </text>
        </>
      ) : (
        <>
          <rect x=".5" y=".5" width="39" height="25" rx="4" fill="#fff" stroke="#d0d7de" />
          <circle cx="16" cy="13" r="7.5" fill="#eb001b" />
          <circle cx="24" cy="13" r="7.5" fill="#f79e1b" opacity=".85" />
        </>
      )}
    </svg>
  );
}

function BrandMark(props: { number: string }): ReactNode {
  const brand = cardBrand(props.number);
  if (!brand) return null;
  // 'Visa' and 'Mastercard' are the same in every language.
  return (
    <span className="byko-card-brand" role="img" aria-label={cardMessages[brand]}>
      <BrandLogo brand={brand} />
    </span>
  );
}

/** A field left checks itself, unless for 'Borga' or another button of its form being pressed. */
function leaving(check: (left: EventTarget) => void) {
  return (event: FocusEvent<HTMLInputElement | HTMLFieldSetElement>) => {
    if (!goesToPressedButton(event.relatedTarget, event.currentTarget.form)) check(event.target);
  };
}

/**
 * The number, grouped as it is typed, with its brand. Its own component: a key press renders this
 * field, not the whole form, so typing stays quick on a slow phone.
 */
function CardNumberField(props: { card: CardModelInstance; busy: boolean }): ReactNode {
  useSignals();
  const { card, busy } = props;
  const messages = useMessages(cardMessages);
  return (
    <div className="byko-card-number">
      <TextField
        label={messages.cardNumber}
        name="cc-number"
        autoComplete="cc-number"
        inputMode="numeric"
        value={formatCardNumber(card.number.value.value)}
        onChange={card.setNumber}
        onBlur={leaving(() => card.number.blur())}
        error={card.number.message.value}
        readOnly={busy}
        required
      />
      <BrandMark number={card.number.value.value} />
    </div>
  );
}

/**
 * 'Borga', active when the form may be sent (spec §5), and under it what paying still needs. Pressed
 * while inactive it is not silent: every field then says what is wrong, the first takes the focus
 * (the form's submit, which sends nothing until all is right). Re-rendered only when that changes.
 */
function PayButton(props: { card: CardModelInstance; busy: boolean }): ReactNode {
  useSignals();
  const { card, busy } = props;
  const messages = useMessages(payMessages);
  const { locale } = useWidget();
  const needs = payNeeds(card.missing.value, locale);
  const explain = (event: MouseEvent<HTMLDivElement>) => {
    if (busy || card.canPay.peek()) return;
    event.currentTarget.closest('form')?.requestSubmit();
  };
  return (
    <>
      {/* The button's own click (and Enter in a field, which clicks it) comes here when inactive. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the button inside is the control */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a key on the button clicks it, and comes here */}
      <div onClick={explain}>
        <Button
          type="submit"
          block
          busy={busy}
          disabled={!card.canPay.value}
          busyLabel={messages.paying}
          disabledReason={needs}
        >
          {messages.pay}
        </Button>
      </div>
    </>
  );
}

function LockIcon(): ReactNode {
  return (
    <svg className="byko-lock" viewBox="0 0 16 16" aria-hidden="true">
      <path d="M4.5 7V5a3.5 3.5 0 0 1 7 0v2M3.5 7h9v7h-9z" />
    </svg>
  );
}

/**
 * The card form (spec §2): the brands it takes, name, grouped number with brand, expiry month and
 * year under one label, CVC, 'Borga', and how the card is kept safe.
 */
export function CardForm(props: {
  card: CardModelInstance;
  attempt: VerifyAndPayModel;
  now: Date;
}): ReactNode {
  useSignals();
  const { card, attempt, now } = props;
  const busy = attempt.busy.value;
  const messages = useMessages(cardMessages);
  return (
    <Form onSubmit={() => card.submit()} className="byko-card-form" part="card-form">
      <p className="byko-card-brands">
        {messages.brandsLead} <BrandLogo brand="visa" />
        <BrandLogo brand="mastercard" />
        <span className="byko-visually-hidden">{messages.brands}</span>
      </p>
      <TextField
        label={messages.cardholder}
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
        <fieldset
          className="byko-card-expiry"
          onBlur={leaving((left) => {
            if (left instanceof HTMLSelectElement)
              card.leaveExpiry(left.name === 'cc-exp-year' ? 'year' : 'month');
          })}
        >
          <legend>{messages.expiry}</legend>
          <Select
            label={messages.expiryMonth}
            labelHidden
            name="cc-exp-month"
            autoComplete="cc-exp-month"
            value={card.month.value}
            options={[
              { value: '', label: messages.monthPlaceholder },
              ...expiryMonthOptions(messages.months),
            ]}
            onChange={(value) => {
              card.month.value = value;
            }}
            disabled={busy}
            error={card.monthMessage.value}
          />
          <Select
            label={messages.expiryYear}
            labelHidden
            name="cc-exp-year"
            autoComplete="cc-exp-year"
            value={card.year.value}
            options={yearOptions(now, messages.yearPlaceholder)}
            onChange={(value) => {
              card.year.value = value;
            }}
            disabled={busy}
            error={card.yearMessage.value}
          />
        </fieldset>
        <TextField
          label={messages.cvc}
          name="cc-csc"
          autoComplete="cc-csc"
          kind={card.cvc.kind.value}
          value={card.cvc.value.value}
          onChange={card.setCvc}
          hint={messages.cvcHint}
          readOnly={busy}
        />
      </div>
      <AttemptOutcome attempt={attempt} />
      <PayButton card={card} busy={busy} />
      <p className="byko-card-secure">
        <LockIcon />
        <span>
          <strong>{messages.secureLead}</strong> {messages.secure}
        </span>
      </p>
    </Form>
  );
}
