import type { Signal } from '@preact/signals-react';
import { useModel, useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useRef } from 'react';
import { fields } from '../core/fields/index.ts';
import { formatPercent } from '../core/format.ts';
import { Button, Form, FullscreenError, LoadingBlock, Slider, TextField } from '../core/ui/index.ts';
import { useWidget } from '../core/widget-context.tsx';
import { CalculatorModel, calculatorMonths } from './calculator.model.ts';
import { InstalmentTable } from './components/InstalmentTable.tsx';
import { calculatorMessages, instalmentMessages } from './instalment.messages.ts';
import { isAprTooHigh } from './instalments.ts';

export interface InstalmentCalculatorProps {
  amount?: number;
  interest?: number;
}

/** Spec §2: the calculator's submit does nothing. */
const doNothing = () => undefined;

/** A text field's value and change handler from one of the model's signals. */
function bound(value: Signal<string>): { value: string; onChange: (typed: string) => void } {
  return {
    value: value.value,
    onChange: (typed) => {
      value.value = typed;
    },
  };
}

/** `<byko-instalment-calculator>`: staff's internal 'Greiðsludreifing' page; submit does nothing. */
export function InstalmentCalculator(props: InstalmentCalculatorProps): ReactNode {
  useSignals();
  const { api } = useWidget();
  const apiRef = useRef(api);
  apiRef.current = api;
  const model = useModel(
    () =>
      new CalculatorModel({
        api: () => apiRef.current,
        now: () => new Date(),
        initialAmount: props.amount,
        initialInterest: props.interest,
      }),
  );

  useEffect(() => {
    void model.loadFee();
    return model.dispose;
  }, [model]);

  const feeLoad = model.feeLoad.value;
  if (feeLoad.kind === 'loading') return <LoadingBlock />;
  if (feeLoad.kind === 'failed')
    return <FullscreenError message={feeLoad.message} onRetry={() => void model.loadFee()} />;
  const apr = model.apr.value;
  return (
    <Form onSubmit={doNothing} className="byko-pay">
      <h1 className="byko-heading">{calculatorMessages.heading}</h1>
      <div className="byko-card-row">
        <TextField
          label={calculatorMessages.amount}
          kind={fields.currency}
          name="amount"
          {...bound(model.amount)}
        />
        <TextField
          label={calculatorMessages.interest}
          name="interest"
          inputMode="decimal"
          error={model.interestMessage.value}
          {...bound(model.interest)}
        />
      </div>
      <div className="byko-card-row">
        <TextField label={instalmentMessages.name} name="name" autoComplete="name" {...bound(model.name)} />
        <TextField label={instalmentMessages.ssn} kind={fields.kennitala} name="ssn" {...bound(model.ssn)} />
      </div>
      <div className="byko-card-row">
        <TextField
          label={instalmentMessages.phone}
          kind={fields.phone}
          name="phone"
          {...bound(model.phone)}
        />
        <TextField
          label={instalmentMessages.email}
          kind={fields.email}
          name="email"
          {...bound(model.email)}
        />
      </div>
      <Slider
        label={instalmentMessages.months}
        min={calculatorMonths.min}
        max={calculatorMonths.max}
        value={model.months.value}
        onChange={(months) => {
          model.months.value = months;
        }}
        valueText={instalmentMessages.monthsValue}
      />
      {model.rows.value.length > 0 ? <InstalmentTable rows={model.rows.value} /> : null}
      {apr !== undefined ? (
        <p className="byko-apr" data-too-high={isAprTooHigh(apr) ? '' : undefined}>
          {instalmentMessages.apr(formatPercent(apr, 2))}
          {isAprTooHigh(apr) ? ` ${instalmentMessages.aprTooHigh}` : ''}
        </p>
      ) : null}
      <Button type="submit" block>
        {instalmentMessages.apply}
      </Button>
    </Form>
  );
}
