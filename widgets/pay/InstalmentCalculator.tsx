import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { fields } from '../core/fields/index.ts';
import { formatPercent } from '../core/format.ts';
import { errorMessage } from '../core/http.ts';
import { Button, Form, FullscreenError, LoadingBlock, Slider, TextField } from '../core/ui/index.ts';
import { useWidget } from '../core/widget-context.tsx';
import { InstalmentTable } from './components/InstalmentTable.tsx';
import { instalmentApi } from './instalment.api.ts';
import { instalmentMessages } from './instalment.messages.ts';
import { annualPercentageRate, instalmentSchedule, isAprTooHigh } from './instalments.ts';

export const calculatorMonths = { min: 2, max: 32, initial: 7 } as const;

const calculatorMessages = {
  heading: 'Greiðsludreifing',
  amount: 'Upphæð (kr.)',
  interest: 'Vextir á ári (%)',
  interestInvalid: 'Sláðu inn vexti sem tölu, t.d. 12,5',
  feeLoadFailed: 'Villa kom upp við að hlaða greiðslugjaldi',
} as const;

export interface InstalmentCalculatorProps {
  amount?: number;
  interest?: number;
}

/** Parses '12,5' or '12.5'; undefined when it is not a number from 0 to 100. */
export function parseInterest(text: string): number | undefined {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 && value <= 100 ? value : undefined;
}

/** Spec §2: the calculator's submit does nothing. */
const doNothing = () => undefined;

/** `<byko-instalment-calculator>`: staff's internal 'Greiðsludreifing' page; submit does nothing. */
export function InstalmentCalculator(props: InstalmentCalculatorProps): ReactNode {
  const { api } = useWidget();
  const [fee, setFee] = useState<
    { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; value: number }
  >({
    kind: 'loading',
  });
  const [amount, setAmount] = useState(props.amount === undefined ? '' : String(props.amount));
  const [interest, setInterest] = useState(
    props.interest === undefined ? '' : String(props.interest).replace('.', ','),
  );
  const [name, setName] = useState('');
  const [ssn, setSsn] = useState('');
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [months, setMonths] = useState<number>(calculatorMonths.initial);

  const loadFee = useCallback(() => {
    setFee({ kind: 'loading' });
    instalmentApi.noticeAmount(api).then(
      (value) => setFee({ kind: 'ready', value }),
      (error: unknown) =>
        setFee({ kind: 'failed', message: errorMessage(error, calculatorMessages.feeLoadFailed) }),
    );
  }, [api]);
  useEffect(loadFee, [loadFee]);

  const rate = parseInterest(interest);
  const principal = Number(amount);
  const terms = useMemo(
    () =>
      fee.kind === 'ready' && rate !== undefined && principal > 0
        ? { amount: principal, annualInterestPercent: rate, months, fee: fee.value }
        : undefined,
    [fee, rate, principal, months],
  );
  const rows = useMemo(() => (terms ? instalmentSchedule(terms, new Date()) : []), [terms]);
  const apr = terms ? annualPercentageRate(terms) : undefined;

  if (fee.kind === 'loading') return <LoadingBlock />;
  if (fee.kind === 'failed') return <FullscreenError message={fee.message} onRetry={loadFee} />;
  return (
    <Form onSubmit={doNothing} className="byko-pay">
      <h1 className="byko-heading">{calculatorMessages.heading}</h1>
      <div className="byko-card-row">
        <TextField
          label={calculatorMessages.amount}
          kind={fields.currency}
          name="amount"
          value={amount}
          onChange={setAmount}
        />
        <TextField
          label={calculatorMessages.interest}
          name="interest"
          inputMode="decimal"
          value={interest}
          onChange={setInterest}
          error={interest !== '' && rate === undefined ? calculatorMessages.interestInvalid : undefined}
        />
      </div>
      <div className="byko-card-row">
        <TextField
          label={instalmentMessages.name}
          name="name"
          autoComplete="name"
          value={name}
          onChange={setName}
        />
        <TextField
          label={instalmentMessages.ssn}
          kind={fields.kennitala}
          name="ssn"
          value={ssn}
          onChange={setSsn}
        />
      </div>
      <div className="byko-card-row">
        <TextField
          label={instalmentMessages.phone}
          kind={fields.phone}
          name="phone"
          value={phone}
          onChange={setPhone}
        />
        <TextField
          label={instalmentMessages.email}
          kind={fields.email}
          name="email"
          value={email}
          onChange={setEmail}
        />
      </div>
      <Slider
        label={instalmentMessages.months}
        min={calculatorMonths.min}
        max={calculatorMonths.max}
        value={months}
        onChange={setMonths}
        valueText={instalmentMessages.monthsValue}
      />
      {rows.length > 0 ? <InstalmentTable rows={rows} /> : null}
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
