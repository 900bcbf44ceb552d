import type { Signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect } from 'react';
import { fields } from '../../core/fields/index.ts';
import { useMessages } from '../../core/runtime/locale.ts';
import { useWidgetModel } from '../../core/runtime/use-widget-model.ts';
import {
  Button,
  Form,
  FullscreenError,
  LoadingBlock,
  type SkeletonPart,
  TextField,
} from '../../core/ui/index.ts';
import { InstalmentPlan, MonthsSlider } from '../instalments/InstalmentTable.tsx';
import { instalmentMessages } from '../instalments/instalment.messages.ts';
import { calculatorMessages } from './calculator.messages.ts';
import { CalculatorModel, calculatorMonths } from './calculator.model.ts';

export interface InstalmentCalculatorProps {
  amount?: number;
  interest?: number;
}

/** The page's shape while the fee loads: its heading, the fields, the slider, the plan's summary. */
const calculatorShape: readonly SkeletonPart[] = [
  'heading',
  'field',
  'field',
  'field',
  'line',
  'amount',
  'button',
];

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
  const model = useWidgetModel(
    (widget) =>
      new CalculatorModel({
        api: () => widget().api,
        now: () => new Date(),
        initialAmount: props.amount,
        initialInterest: props.interest,
      }),
  );

  useEffect(() => {
    void model.loadFee();
    return model.dispose;
  }, [model]);
  const messages = useMessages(calculatorMessages);
  const instalment = useMessages(instalmentMessages);

  const feeLoad = model.feeLoad.value;
  if (feeLoad.kind === 'loading') return <LoadingBlock shape={calculatorShape} />;
  if (feeLoad.kind === 'failed')
    return <FullscreenError message={feeLoad.message} onRetry={() => void model.loadFee()} />;
  return (
    <Form onSubmit={doNothing} className="byko-panel byko-pay">
      <h1 className="byko-heading">{messages.heading}</h1>
      <div className="byko-field-row">
        <TextField
          label={messages.amount}
          kind={fields.currency}
          name="amount"
          error={model.amountMessage.value}
          {...bound(model.amount)}
        />
        <TextField
          label={messages.interest}
          name="interest"
          inputMode="decimal"
          error={model.interestMessage.value}
          {...bound(model.interest)}
        />
      </div>
      <div className="byko-field-row">
        <TextField label={instalment.name} name="name" autoComplete="name" {...bound(model.name)} />
        <TextField label={instalment.ssn} kind={fields.kennitala} name="ssn" {...bound(model.ssn)} />
      </div>
      <div className="byko-field-row">
        <TextField label={instalment.phone} kind={fields.phone} name="phone" {...bound(model.phone)} />
        <TextField label={instalment.email} kind={fields.email} name="email" {...bound(model.email)} />
      </div>
      <MonthsSlider months={model.months} range={calculatorMonths} />
      <InstalmentPlan rows={model.rows} summary={model.summary} />
      <Button type="submit" block>
        {instalment.apply}
      </Button>
    </Form>
  );
}
