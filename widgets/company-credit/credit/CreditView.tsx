import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { formatIsoDay, formatKennitala } from '../../core/api-formats.ts';
import { AccountDetails } from '../../core/applications/AccountDetails.tsx';
import { ContactFields } from '../../core/applications/ApplicationFields.tsx';
import { ApplicationSubmitted } from '../../core/applications/ApplicationSubmitted.tsx';
import { AmountField } from '../../core/form/AmountField.tsx';
import { StepErrorSummary } from '../../core/form/ErrorSummary.tsx';
import { formatIsk } from '../../core/runtime/format.ts';
import { useLang, useMessages } from '../../core/runtime/locale.ts';
import { Alert, Button, Form, Spinner } from '../../core/ui/index.ts';
import type { Company, CreditStatus } from '../company-credit.api.ts';
import type { IncreaseResult } from '../company-credit.flow.ts';
import { companyCreditMessages } from '../company-credit.messages.ts';
import type { CompanyCreditModelInstance } from '../company-credit.model.ts';
import { BackButton, SubmitWithRetry } from '../components/FormEnd.tsx';
import { StepHeading } from '../components/StepHeading.tsx';
import { creditMessages } from './credit.messages.ts';

/**
 * The selected company: its credit status (spec §3: current credit, valid to, the most that can be
 * asked for), and the credit form (spec §5 "Company credit form"); a larger amount, or the status
 * unknown, goes to the e-mail application instead of being sent (spec §4).
 */
export function CreditView(props: {
  model: CompanyCreditModelInstance;
  company: Company;
  focus: boolean;
}): ReactNode {
  useSignals();
  const messages = useMessages(creditMessages);
  const shared = useMessages(companyCreditMessages);
  const lang = useLang();
  const { model, company } = props;
  const { credit } = model;
  const statusState = credit.creditStatus.state.value;
  const status = credit.status.value;
  const busy = credit.busy.value;
  const state = credit.increase.state.value;
  const fields = credit.form.fields;
  const max = status ? formatIsk(status.maxRequestableAmount, lang) : undefined;
  return (
    <div className="byko-stack" part="credit">
      <div>
        <StepHeading focus={props.focus}>{company.name}</StepHeading>
        <p className="byko-field-hint">{shared.companySsn(formatKennitala(company.accountSsn))}</p>
      </div>
      {statusState.kind === 'loading' ? (
        <div className="byko-status-loading">
          <Spinner label={messages.loadingStatus} />
          <span aria-hidden="true">{messages.loadingStatus}</span>
        </div>
      ) : null}
      {statusState.kind === 'failed' ? (
        <Alert step="load" message={statusState.message} onRetry={credit.creditStatus.retry} />
      ) : null}
      {status ? <StatusDetails status={status} /> : null}
      <Form onSubmit={() => void model.submitCredit()} part="credit-form" errorSummary={StepErrorSummary}>
        <h3 className="byko-subheading">{messages.creditFormHeading}</h3>
        <ContactFields fields={fields} disabled={busy} />
        <AmountField
          label={messages.amount}
          field={fields.amount}
          name="amount"
          disabled={busy}
          hint={max ? messages.amountHintMax(max) : messages.amountHintUnknown}
        />
        <div className="byko-note" part="guarantor-note">
          <p>{max ? messages.guarantorNote(max) : messages.guarantorNoteUnknown}</p>
        </div>
        <SubmitWithRetry state={state} busy={busy} onRetry={() => void model.submitCredit()}>
          {messages.submitCredit}
        </SubmitWithRetry>
      </Form>
      <BackButton onClick={model.showCompanies} busy={busy}>
        {messages.otherCompany}
      </BackButton>
    </div>
  );
}

function StatusDetails(props: { status: CreditStatus }): ReactNode {
  const messages = useMessages(creditMessages);
  const lang = useLang();
  const { status } = props;
  return (
    <AccountDetails
      part="credit-status"
      details={[
        { term: messages.currentCredit, value: formatIsk(status.currentCredit, lang) },
        { term: messages.validTo, value: formatIsoDay(status.validTo, lang) },
        { term: messages.maxRequestable, value: formatIsk(status.maxRequestableAmount, lang) },
      ]}
    />
  );
}

/** Spec §8 "Credit success" and §9's 12 months. */
export function IncreasedView(props: {
  model: CompanyCreditModelInstance;
  result: IncreaseResult;
}): ReactNode {
  const messages = useMessages(creditMessages);
  const shared = useMessages(companyCreditMessages);
  const lang = useLang();
  const { response } = props.result;
  return (
    <div className="byko-stack">
      <ApplicationSubmitted heading={messages.increasedHeading}>
        <p>{messages.increased(formatIsk(response.currentCredit, lang))}</p>
        <p>{messages.validityNote}</p>
        <p>{messages.validUntil(formatIsoDay(response.validTo, lang))}</p>
      </ApplicationSubmitted>
      <div>
        <Button variant="secondary" onClick={props.model.showCompanies}>
          {shared.backToCompanies}
        </Button>
      </div>
    </div>
  );
}
